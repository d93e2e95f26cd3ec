"""The settings of Atlantis: the ``[atlantis]`` table of the box's settings file.

Each field's metadata gives its allowed choices or range (see
:func:`games.base.settings_from`). Times are in seconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FIRST_PLAYER = ("draw", "player-1")


@dataclass(frozen=True)
class AtlantisSettings:
    """What a table may change; every value has a default.

    ``players`` is the number offered first at a new game (keys 2-4 choose another).
    ``first_player``: ``"draw"`` lets the box draw lots, ``"player-1"`` always starts
    with player 1. ``roll_seconds`` is how long the die tumbles (0: no animation),
    ``frame_seconds`` how long each face shows while it tumbles.
    ``skip_empty_step_one`` goes straight to step 2 when the player holds no tile for it.
    """

    players: int = field(default=4, metadata={"min": 2, "max": 4})
    first_player: str = field(default="draw", metadata={"choices": FIRST_PLAYER})
    roll_seconds: float = field(default=1.5, metadata={"min": 0.0, "max": 5.0})
    frame_seconds: float = field(default=0.125, metadata={"min": 0.05, "max": 0.5})
    skip_empty_step_one: bool = False

    @property
    def roll_frames(self) -> int:
        """How many faces the die shows before it stops (the last is the result)."""
        return max(1, round(self.roll_seconds / self.frame_seconds))
