"""A Treasure Rush game as JSON and back, to come back after a power cut.

The appliance saves the game's snapshot after every event and restores it at the next
start. The state is kept in the text notation of :mod:`games.treasure_rush.position`
(maps by icon code), with the random generator, so new decks come out as they would have.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.base import restore_rng, rng_state, saved_version
from games.errors import StateError
from games.treasure_rush.position import position, table_from_position
from games.treasure_rush.state import TreasureRushState
from games.treasure_rush.take_back import TakeBacks

VERSION = 2


def to_dict(
    table: TreasureRushState, rng: random.Random, take_backs: TakeBacks | None = None
) -> dict[str, Any]:
    """The whole game as JSON-ready data: the state by icon code, the generator, and
    what UP may take back."""
    kept = [list(move) for move in take_backs.kept] if take_backs else []
    return {"version": VERSION, "rng": rng_state(rng), "position": position(table), "undo": kept}


def take_backs_from(data: Mapping[str, Any]) -> TakeBacks:
    """What UP may take back, from :func:`to_dict` (nothing from a box that kept none;
    StateError if unreadable)."""
    kept = data.get("undo", [])
    try:
        moves = [(str(move), str(text)) for move, text in kept]
        for move, text in moves:
            if move not in ("claim", "verdict"):
                raise ValueError(f"unknown move {move!r}")
            table_from_position(text)
    except (TypeError, ValueError) as error:
        raise StateError(f"the saved Treasure Rush take-backs are unreadable: {error}") from None
    return TakeBacks([(move, text) for move, text in moves])  # type: ignore[misc]


def from_dict(data: Mapping[str, Any], rng: random.Random) -> TreasureRushState:
    """The state from :func:`to_dict`; ``rng`` takes the saved generator's state
    (StateError if unreadable or from a newer box)."""
    saved_version(data, "Treasure Rush", VERSION)
    try:
        table = table_from_position(str(data["position"]))
        restore_rng(rng, data["rng"])
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"the saved Treasure Rush game is unreadable: {error}") from None
    return table
