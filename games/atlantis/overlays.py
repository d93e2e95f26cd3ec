"""Screens over the turn: the overview (VALUE) and a defence played out of turn (gold keys).

A defence tile cancels a shark or whale attack in someone else's turn, so any other
player may play one in any step: a gold key asks who defends; the defender alone looks
at their defence tiles (AIR) and plays one with its digit. No screen for the table lists
anyone's tiles, and no key says what a player holds: on the defender's own list a digit
with no tile hides it like any other key, with the same click.
"""

from __future__ import annotations

from games.atlantis.action import Table
from games.atlantis.state import Overlay
from games.dispatch import Refused, digit
from games.effects import Effect, Sound
from games.screen import T


def show_overview(game: Table, key: str, now: float) -> list[Effect]:
    """VALUE: tiles left of each kind and the size of every hand."""
    table = game.state
    table.overlay = Overlay.OVERVIEW
    return [Sound("key")]


def close(game: Table, key: str, now: float) -> list[Effect]:
    """Back to the turn as it was."""
    table = game.state
    table.overlay = Overlay.NONE
    return [Sound("key")]


def ask_defender(game: Table, key: str, now: float) -> list[Effect]:
    """A gold key: a shark or whale attacks; who defends?"""
    table = game.state
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


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


def back_to_defender(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR while choosing the attack: choose the player again."""
    table = game.state
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


def look_at_defences(game: Table, key: str, now: float) -> list[Effect]:
    """AIR once the others look away: the defender's own defence tiles, for their eyes."""
    table = game.state
    table.overlay = Overlay.DEFENCE_HAND
    return [Sound("key")]


def hide_defences(game: Table, key: str, now: float) -> list[Effect]:
    """Any key on the defender's list but a tile's digit: it goes, nothing is played."""
    table = game.state
    table.overlay = Overlay.NONE
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
