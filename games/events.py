"""What happens to a game: keys going down and up, and the timers it asked for.

The appliance turns every input (keypad, serial console, key script, timer) into one of
these and hands it to the current game with the time it happened.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Press:
    """A key went down."""

    key: str


@dataclass(frozen=True)
class Release:
    """A key came up."""

    key: str


@dataclass(frozen=True)
class Hold:
    """A key has been held down for the keypad's hold time (3 s by default)."""

    key: str


@dataclass(frozen=True)
class Wake:
    """A timer that the game asked for with :class:`games.effects.WakeAt` is due."""

    tag: str


Event = Press | Release | Hold | Wake
