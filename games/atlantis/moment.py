"""When a key came, and the game's settings: what every key action is given."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState
from games.effects import Effect


@dataclass(frozen=True)
class Moment:
    """When a key came, and the game's settings."""

    now: float
    settings: AtlantisSettings


Action = Callable[[AtlantisState, str, Moment], list[Effect]]
"""A key's action: it changes the state and returns the sounds and timers it causes (the
game adds the screen and lights), or raises :class:`games.dispatch.Refused` first."""
