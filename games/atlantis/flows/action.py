"""What every key action of Atlantis is given: the game (its state, its settings, and
the one undo of games.base.GameBase)."""

from __future__ import annotations

from typing import Protocol

from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState
from games.base import KeyAction


class Table(Protocol):
    """The part of the game an action uses: the whole table, and the game's settings."""

    state: AtlantisState
    settings: AtlantisSettings

    def keep(self, note: str = "") -> None:
        """Keep the table as it is, before the key changes it, for CLEAR to put back."""
        ...

    def take_back(self) -> bool:
        """Put back the table kept last (False: none kept)."""
        ...


Action = KeyAction[Table]
"""A key's action, ``action(game, key, now)``: it changes the state and returns the
sounds and timers it causes (the game adds the screen and lights), or raises
:class:`games.dispatch.Refused` first."""
