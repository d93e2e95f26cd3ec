"""Key dispatch: which action each key runs in each phase, as tables.

An action changes the :class:`~games.atlantis.table.Table` and returns the sounds and
timers it causes; the game adds the screen and lights. An action that must refuse
raises :class:`~games.atlantis.refused.Refused` before it changes anything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from games.atlantis.settings import AtlantisSettings
from games.atlantis.table import Table
from games.effects import Effect
from games.keys import DIGITS, EW_GOLD, EW_SILVER, NS_GOLD, NS_SILVER

GOLD_KEYS = (NS_GOLD, EW_GOLD)
SILVER_KEYS = (NS_SILVER, EW_SILVER)


@dataclass(frozen=True)
class Moment:
    """When a key came, and the game's settings."""

    now: float
    settings: AtlantisSettings


Action = Callable[[Table, str, Moment], list[Effect]]
KeyTable = dict[str, Action]


def on(keys: Iterable[str], action: Action) -> KeyTable:
    """The same action for several keys."""
    return dict.fromkeys(keys, action)


def on_digits(action: Action) -> KeyTable:
    """The same action for the nine digit keys (it reads which one from ``key``)."""
    return on(DIGITS, action)


def digit(key: str) -> int:
    """The number on a digit key."""
    return int(key)
