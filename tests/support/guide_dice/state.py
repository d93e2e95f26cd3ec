"""Where a game of Guide Dice stands: how many dice, and the last roll."""

from __future__ import annotations

import random
from dataclasses import dataclass

MOST_DICE = 3


@dataclass
class GuideDiceState:
    """The whole state: what a snapshot saves."""

    rng: random.Random
    dice: int = 2
    roll: tuple[int, ...] = ()
