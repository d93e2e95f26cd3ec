"""The creature die: six faces, two each of sea serpent, shark and whale."""

from __future__ import annotations

import random
from enum import StrEnum


class Creature(StrEnum):
    """A creature on the die, and how far it may move in sea spaces."""

    SERPENT = "serpent"
    SHARK = "shark"
    WHALE = "whale"

    @property
    def reach(self) -> tuple[int, int]:
        """The fewest and the most sea spaces it moves: serpent 1, shark 1-2, whale 1-3."""
        return REACH[self]


REACH: dict[Creature, tuple[int, int]] = {
    Creature.SERPENT: (1, 1),
    Creature.SHARK: (1, 2),
    Creature.WHALE: (1, 3),
}
FACES: tuple[Creature, ...] = (
    Creature.SERPENT,
    Creature.SHARK,
    Creature.WHALE,
    Creature.SERPENT,
    Creature.SHARK,
    Creature.WHALE,
)
TUMBLE_ORDER: tuple[Creature, ...] = (Creature.SERPENT, Creature.SHARK, Creature.WHALE)


def roll(rng: random.Random) -> Creature:
    """One throw of the die: each of the six faces equally likely."""
    return FACES[rng.randrange(len(FACES))]


def showing(result: Creature, frames_left: int) -> Creature:
    """The face the tumbling die shows ``frames_left`` frames before it stops on ``result``.

    The faces cycle serpent, shark, whale, so the last frame (0 left) is the result.
    """
    end = TUMBLE_ORDER.index(result)
    return TUMBLE_ORDER[(end - frames_left) % len(TUMBLE_ORDER)]
