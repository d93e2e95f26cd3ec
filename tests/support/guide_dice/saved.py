"""A Guide Dice game as JSON and back."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.base import saved_version
from games.errors import StateError
from games.randomness import restore_rng, rng_state
from guide_dice.state import MOST_DICE, GuideDiceState

VERSION = 1


def to_dict(state: GuideDiceState, now: float) -> dict[str, Any]:
    """The state as JSON-ready data (it holds no times: ``now`` is not needed)."""
    return {
        "version": VERSION,
        "dice": state.dice,
        "roll": list(state.roll),
        "rng": rng_state(state.rng),
    }


def from_dict(
    data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
) -> GuideDiceState:
    """The state from :func:`to_dict` (StateError if it cannot be trusted); ``rng`` takes
    the saved generator's place."""
    saved_version(data, "Guide Dice", VERSION)
    try:
        dice, roll = int(data["dice"]), tuple(int(face) for face in data["roll"])
        restore_rng(rng, data["rng"])
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"the saved Guide Dice game is unreadable: {error!r}") from None
    if not 1 <= dice <= MOST_DICE or len(roll) not in (0, dice) or set(roll) - set(range(1, 7)):
        raise StateError("the saved Guide Dice game does not add up")
    return GuideDiceState(rng, dice, roll)
