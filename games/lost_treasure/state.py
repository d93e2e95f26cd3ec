"""Where a game of Lost Treasure stands: the ocean, the phase, what is on show, the dive.

:class:`LostTreasureState` is what a snapshot saves (see :mod:`games.lost_treasure.saved`);
the game (:class:`~games.lost_treasure.game.LostTreasureGame`) is this state with the keys
and timers that move it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from games.lost_treasure.compass import Answer
from games.lost_treasure.diving.dive import Dive
from games.lost_treasure.notice import Notice
from games.lost_treasure.ocean import Metal, Ocean
from games.lost_treasure.settings import LostTreasureSettings

LOCATION_DIGITS = "12345678"
"""The digits of a location (9 is none)."""


class Phase(StrEnum):
    """Where the turn is."""

    IDLE = "idle"
    SPINNING = "spinning"
    FILLING = "filling"
    DIVING = "diving"


def _no_answers() -> dict[Metal, list[Answer]]:
    return {metal: [] for metal in Metal}


@dataclass(eq=False)
class LostTreasureState:
    """The two hidden treasures, the compass's answers so far, and the turn under way.

    ``entry`` is the location half keyed in; ``steps`` count the compass's spin or the
    tank's filling since ``steps_started_at``; ``metal`` and ``dive`` are the dive's.
    """

    ocean: Ocean
    rng: random.Random
    settings: LostTreasureSettings = field(default_factory=LostTreasureSettings)
    phase: Phase = Phase.IDLE
    entry: str = ""
    notice: Notice = field(default_factory=Notice)
    history: dict[Metal, list[Answer]] = field(default_factory=_no_answers)
    last_haul: int | None = None
    question: Answer | None = None
    steps: int = 0
    steps_started_at: float = 0.0
    metal: Metal | None = None
    dive: Dive | None = None
