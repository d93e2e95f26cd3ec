"""A Treasure Rush game as JSON and back, to come back after a power cut.

The appliance saves the game's snapshot after every event and restores it at the next
start. The state is kept in the text notation of :mod:`games.treasure_rush.maps.position`
(maps by icon code), with the random generator, so new decks come out as they would have.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from games.base import saved_version
from games.errors import StateError
from games.randomness import restore_rng, rng_state
from games.treasure_rush.maps.deck import all_paths
from games.treasure_rush.maps.position import position, table_from_position
from games.treasure_rush.state import Phase, TreasureRushState

VERSION = 2


MOVES = ("claim", "verdict", "colour")
"""The notes UP's take-backs are kept with (see games.treasure_rush.keys)."""


def to_dict(table: TreasureRushState, now: float) -> dict[str, Any]:
    """The whole table as JSON-ready data: the generator, and the state by icon code (it
    holds no times: ``now`` is not needed)."""
    return {"version": VERSION, "rng": rng_state(table.rng), "position": position(table)}


def earlier_to_dict(earlier: Sequence[tuple[str, TreasureRushState]]) -> dict[str, Any]:
    """What UP may take back (games.base.GameBase.earlier), kept over a power cut: each
    table as it stood before a move of this round, in the position notation."""
    return {"undo": [[move, position(table)] for move, table in earlier]}


def earlier_from_dict(
    data: Mapping[str, Any], rng: random.Random
) -> list[tuple[str, TreasureRushState]]:
    """What UP may take back, from :func:`earlier_to_dict` (nothing from a box that kept
    none; StateError if unreadable); the tables deal from ``rng``."""
    kept = data.get("undo", [])
    try:
        moves = [(str(move), table_from_position(str(text))) for move, text in kept]
    except (TypeError, ValueError) as error:
        raise StateError(f"the saved Treasure Rush take-backs are unreadable: {error}") from None
    unknown = [move for move, _ in moves if move not in MOVES]
    if unknown:
        raise StateError(
            f"the saved Treasure Rush take-backs are unreadable: unknown move {unknown[0]!r}"
        )
    for _, table in moves:
        table.rng = rng
    return moves


def from_dict(
    data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
) -> TreasureRushState:
    """The state from :func:`to_dict`; ``rng`` takes the saved generator's state
    (StateError if unreadable or from a newer box)."""
    saved_version(data, "Treasure Rush", VERSION)
    try:
        table = table_from_position(str(data["position"]))
        restore_rng(rng, data["rng"])
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"the saved Treasure Rush game is unreadable: {error}") from None
    table.rng = rng
    return table


def check_rules(table: TreasureRushState, deck_size: int) -> None:
    """StateError when a saved table breaks what the rules keep: a seat holds fewer maps
    than win the game until it is over, and never more; and while one deck can be all
    that was dealt (no more maps in play than a deck holds, each length within its
    paths), no map is twice among the pile, the map turned up, the maps won and those
    set aside (a deck deals each path once)."""
    for seat, score in enumerate(table.scores(), 1):
        if score > table.to_win or (score == table.to_win and table.phase is not Phase.OVER):
            raise StateError(
                f"the saved Treasure Rush game breaks its rules: seat {seat} holds {score} "
                f"maps and {table.to_win} win the game"
            )
    maps = [*table.pile, *table.aside, *(won for seat in table.won for won in seat)]
    maps += [table.map] if table.map is not None else []
    lengths = Counter(len(treasure_map) for treasure_map in maps)
    if len(maps) > deck_size or any(lengths[n] > len(all_paths(n)) for n in lengths):
        return  # a second deck may have been dealt, or the deck's size changed: no test
    twice = [path for path, count in Counter(m.icons for m in maps).items() if count > 1]
    if twice:
        shown = " ".join(icon.code for icon in twice[0])
        raise StateError(
            f"the saved Treasure Rush game breaks its rules: the map {shown} is there twice"
        )
