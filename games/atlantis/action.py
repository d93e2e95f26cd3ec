"""What every key action of Atlantis is given: the game (its state and its settings)."""

from __future__ import annotations

from typing import Protocol

from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState
from games.base import KeyAction


class Table(Protocol):
    """The part of the game an action uses: the whole table, and the game's settings."""

    state: AtlantisState
    settings: AtlantisSettings


Action = KeyAction[Table]
"""A key's action, ``action(game, key, now)``: it changes the state and returns the
sounds and timers it causes (the game adds the screen and lights), or raises
:class:`games.dispatch.Refused` first."""
