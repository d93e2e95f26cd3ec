"""The settings of Guide Dice (the ``[guide-dice]`` table of the settings file)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class GuideDiceSettings:
    """How many dice a new game starts with."""

    dice: int = field(default=2, metadata={"min": 1, "max": 3})
