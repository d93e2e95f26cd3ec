"""The stand-in for a game the box lists but cannot play yet."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.base import GameInfo
from games.effects import Effect, Lights
from games.events import Event
from games.screen import Screen, T, Text


class PlaceholderGame:
    """Shows that the game is coming (or could not start); every key does nothing."""

    def __init__(self, title: Text, broken: bool = False, kept: Mapping[str, Any] | None = None):
        self.title = title
        self.broken = broken
        self.kept = dict(kept or {})

    def redraw(self, now: float) -> list[Effect]:
        if self.broken:
            why = T("This game could not start. The log says why.")
        else:
            why = T("Coming soon to this box.")
        return [Screen((self.title, why, T("MENU: choose a game"))), Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        return []

    def snapshot(self, now: float) -> dict[str, Any]:
        # A game that could not load keeps its saved state untouched for when it can.
        return self.kept


def placeholder_info(name: str, title: Text, *, broken: bool = False) -> GameInfo:
    """A GameInfo for a game whose package has no ``GAME`` yet (or fails to load)."""

    def new(rng: random.Random, settings: Any, now: float) -> PlaceholderGame:
        return PlaceholderGame(title, broken)

    def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float):
        return PlaceholderGame(title, broken, data)

    return GameInfo(name=name, title=title, new=new, restore=restore)


def placeholder_title(name: str) -> Text:
    """The title of a game that cannot load, from its registered name: "lost-treasure" is
    "Lost Treasure", the same message as the title in its own package."""
    return T(name.replace("-", " ").title())
