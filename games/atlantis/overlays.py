"""Screens over the turn: the overview (VALUE) and a defence played out of turn (gold keys).

A defence tile cancels a shark or whale attack whenever it happens, so any player may
play one in any step of anyone's turn: a gold key asks who defends, then which tile.
"""

from __future__ import annotations

from games.atlantis.dispatch import (
    GOLD_KEYS,
    KeyTable,
    Moment,
    digit,
    on,
    on_digits,
    take_listed,
)
from games.atlantis.refused import Refused
from games.atlantis.table import Overlay, Phase, Table
from games.effects import Effect, Sound
from games.keys import AIR, CLEAR, VALUE
from games.screen import T

TURN_PHASES = (
    Phase.HAND,
    Phase.PLAYED,
    Phase.MOVING,
    Phase.LIFTING,
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
    """A digit: the seat that defends; refused if it holds no defence tile."""
    seat = digit(key)
    if seat not in table.seats:
        raise Refused(T("Keys 1 to {n}: player", n=table.players))
    if not table.hands.defences(seat):
        raise Refused(T("Player {player} has no defence", player=seat))
    table.defender = seat
    table.overlay = Overlay.DEFENCE_TILE
    return [Sound("key")]


def back_to_defender(table: Table, key: str, moment: Moment) -> list[Effect]:
    """CLEAR while choosing the tile: choose the player again."""
    table.overlay = Overlay.DEFENDER
    return [Sound("key")]


def play_defence(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A digit: that defence tile is played and leaves the defender's hand."""
    defences = table.hands.defences(table.defender)
    refusal = T("No tile {key} here", key=key)
    table.defended = take_listed(table, table.defender, defences, key, refusal)
    table.overlay = Overlay.DEFENDED
    return [Sound("defend")]


def take_defence_back(table: Table, key: str, moment: Moment) -> list[Effect]:
    """CLEAR after a defence (a wrong key): the tile goes back into the hand."""
    assert table.defended is not None
    table.hands.add(table.defender, table.defended)
    table.defended = None
    table.overlay = Overlay.NONE
    return [Sound("undo")]


def defence_done(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR after a defence: back to the turn."""
    table.defended = None
    table.overlay = Overlay.NONE
    return [Sound("key")]


OVER_TURN_KEYS: KeyTable = {VALUE: show_overview, **on(GOLD_KEYS, ask_defender)}
"""Keys that open an overlay in any step of a turn (added to each turn phase's table)."""

OVERLAY_KEYS: dict[Overlay, KeyTable] = {
    Overlay.DEFENDER: {**on_digits(choose_defender), CLEAR: close},
    Overlay.DEFENCE_TILE: {**on_digits(play_defence), CLEAR: back_to_defender},
    Overlay.DEFENDED: {AIR: defence_done, CLEAR: take_defence_back},
}
"""The keys of each overlay; the overview closes on any key."""
