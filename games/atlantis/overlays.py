"""Screens over the turn: the overview (VALUE) and a defence played out of turn (gold keys).

A defence tile cancels a shark or whale attack in someone else's turn, so any other
player may play one in any step: a gold key asks who defends, then against what. The
screen never lists anyone's tiles: the defender names the attack, and the box refuses
a defence they do not hold.
"""

from __future__ import annotations

from games.atlantis.moment import Moment
from games.atlantis.state import AtlantisState, Overlay
from games.atlantis.tiles import Back
from games.dispatch import Refused, digit
from games.effects import Effect, Sound
from games.screen import T

DEFENCE_KEYS: tuple[Back, ...] = (Back.SHARK_DEFENCE, Back.WHALE_DEFENCE)
"""Key 1: against a shark; key 2: against a whale."""


def show_overview(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """VALUE: tiles left of each kind and the size of every hand."""
    table.overlay = Overlay.OVERVIEW
    return [Sound("key")]


def close(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """Back to the turn as it was."""
    table.overlay = Overlay.NONE
    return [Sound("key")]


def ask_defender(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """A gold key: a shark or whale attacks; who defends?"""
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


def choose_defender(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """A digit: the seat that defends; never the player whose turn it is."""
    seat = digit(key)
    if seat not in table.seats:
        raise Refused(T("Keys 1 to {n}: player", n=table.players))
    if seat == table.current:
        raise Refused(T("Not in your own turn"))
    table.defender = seat
    table.overlay = Overlay.DEFENCE_TILE
    return [Sound("key")]


def back_to_defender(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """CLEAR while choosing the attack: choose the player again."""
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


def play_defence(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """1 (a shark attacks) or 2 (a whale): that defence tile leaves the defender's hand."""
    if not 1 <= digit(key) <= len(DEFENCE_KEYS):
        raise Refused(T("Key 1 shark, key 2 whale"))
    back = DEFENCE_KEYS[digit(key) - 1]
    if back not in table.hands.backs(table.defender):
        raise Refused(T("Player {player} holds none", player=table.defender))
    table.keep_for_undo()
    table.hands.take(table.defender, back)
    table.defended = back
    table.overlay = Overlay.DEFENDED
    return [Sound("defend")]


def defence_done(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """AIR after a defence: back to the turn."""
    table.defended = None
    table.overlay = Overlay.NONE
    return [Sound("key")]
