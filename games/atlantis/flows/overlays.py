"""Screens over the turn: the overview (VALUE) and a defence played out of turn (gold keys).

A defence tile cancels a shark or whale attack in someone else's turn, so any other
player may play one in any step: a gold key asks who defends; the defender alone looks
at their defence tiles (AIR) and plays one with its digit. No screen for the table lists
anyone's tiles, and no key says what a player holds: on the defender's own list a digit
with no tile hides it like any other key, with the same click.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.atlantis.flows.action import Table
from games.atlantis.state import Overlay
from games.dispatch import Refused, digit
from games.effects import Effect, Sound
from games.screen import T


@dataclass(frozen=True, eq=False)
class Show:
    """A key that only puts a screen over the turn, or takes it away, with a click: an
    action (``show(game, key, now)``) that is one row of data."""

    overlay: Overlay
    what: str

    def __call__(self, game: Table, key: str, now: float) -> list[Effect]:
        game.state.overlay = self.overlay
        return [Sound("key")]


show_overview = Show(Overlay.OVERVIEW, "VALUE: tiles left of each kind and the size of every hand.")
close = Show(Overlay.NONE, "Back to the turn as it was.")
ask_defender = Show(Overlay.DEFENDER, "A gold key: a shark or whale attacks; who defends?")
back_to_defender = Show(Overlay.DEFENDER, "CLEAR while choosing the attack: the player again.")
look_at_defences = Show(
    Overlay.DEFENCE_HAND, "AIR once the others look away: the defender's own defence tiles."
)
hide_defences = Show(
    Overlay.NONE, "Any key on the defender's list but a tile's digit: it goes, nothing played."
)


def choose_defender(game: Table, key: str, now: float) -> list[Effect]:
    """A digit: the seat that defends; never the player whose turn it is."""
    table = game.state
    seat = digit(key)
    if seat not in table.seats:
        raise Refused(T("Keys 1 to {n}: player", n=table.players))
    if seat == table.current:
        raise Refused(T("Not in your own turn"))
    table.defender = seat
    table.overlay = Overlay.DEFENCE_TILE
    return [Sound("key")]


def play_defence(game: Table, key: str, now: float) -> list[Effect]:
    """A digit on the defender's own list: that defence tile leaves their hand, face up
    (a digit with no tile hides the list, as any other key does)."""
    table = game.state
    held = table.hands.defences(table.defender)
    if not 1 <= digit(key) <= len(held):
        return hide_defences(game, key, now)
    back = held[digit(key) - 1][0]
    game.keep()
    table.hands.take(table.defender, back)
    table.defended = back
    table.overlay = Overlay.DEFENDED
    return [Sound("defend")]


def defence_done(game: Table, key: str, now: float) -> list[Effect]:
    """AIR after a defence: back to the turn."""
    table = game.state
    table.defended = None
    table.overlay = Overlay.NONE
    return [Sound("key")]
