"""Screens over the turn: the overview (VALUE) and a defence played out of turn (gold keys).

A defence tile cancels a shark or whale attack in someone else's turn, so any other
player may play one in any step: a gold key asks who defends, then against what. The
screen never lists anyone's tiles: the defender names the attack, and the box refuses
a defence they do not hold.
"""

from __future__ import annotations

from games.atlantis.dispatch import GOLD_KEYS, Action, KeyTable, Moment, digit, on, on_digits
from games.atlantis.refused import Refused
from games.atlantis.table import Overlay, Phase, Table
from games.atlantis.tiles import Back
from games.atlantis.turn import HAND_KEYS, hide_hand, take_back
from games.effects import Effect, Sound
from games.keys import AIR, CLEAR, VALUE
from games.screen import T

DEFENCE_KEYS: tuple[Back, ...] = (Back.SHARK_DEFENCE, Back.WHALE_DEFENCE)
"""Key 1: against a shark; key 2: against a whale."""
TURN_PHASES = (
    Phase.HAND,
    Phase.PLAYED,
    Phase.MOVING,
    Phase.LIFTING,
    Phase.LOOK,
    Phase.LIFTED,
    Phase.ROLL,
    Phase.ROLLED,
)


def show_overview(table: Table, key: str, moment: Moment) -> list[Effect]:
    """VALUE: tiles left of each kind and the size of every hand."""
    table.overlay = Overlay.OVERVIEW
    return [Sound("key")]


def close(table: Table, key: str, moment: Moment) -> list[Effect]:
    """Back to the turn as it was."""
    table.overlay = Overlay.NONE
    return [Sound("key")]


def ask_defender(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A gold key: a shark or whale attacks; who defends?"""
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


def choose_defender(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A digit: the seat that defends; never the player whose turn it is."""
    seat = digit(key)
    if seat not in table.seats:
        raise Refused(T("Keys 1 to {n}: player", n=table.players))
    if seat == table.current:
        raise Refused(T("Not in your own turn"))
    table.defender = seat
    table.overlay = Overlay.DEFENCE_TILE
    return [Sound("key")]


def back_to_defender(table: Table, key: str, moment: Moment) -> list[Effect]:
    """CLEAR while choosing the attack: choose the player again."""
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


def play_defence(table: Table, key: str, moment: Moment) -> list[Effect]:
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


def defence_done(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR after a defence: back to the turn."""
    table.defended = None
    table.overlay = Overlay.NONE
    return [Sound("key")]


OVER_TURN_KEYS: KeyTable = {VALUE: show_overview, **on(GOLD_KEYS, ask_defender)}
"""Keys that open an overlay in any step of a turn (added to each turn phase's table)."""

OVERLAY_KEYS: dict[Overlay, KeyTable] = {
    Overlay.HAND: HAND_KEYS,
    Overlay.DEFENDER: {**on_digits(choose_defender), CLEAR: close},
    Overlay.DEFENCE_TILE: {**on_digits(play_defence), CLEAR: back_to_defender},
    Overlay.DEFENDED: {AIR: defence_done, CLEAR: take_back},
}
"""The keys of each overlay; other keys do what :data:`OVERLAY_FALLBACKS` says."""

OVERLAY_FALLBACKS: dict[Overlay, Action] = {Overlay.OVERVIEW: close, Overlay.HAND: hide_hand}
"""The overview and the player's own list of tiles close on any other key."""

VIEWS: frozenset[Action] = frozenset(
    {show_overview, close, ask_defender, choose_defender, back_to_defender}
)
"""Keys that only open or close a screen over the turn: a take-back waits behind them."""
