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
    """Shows that the game is coming; every key does nothing."""

    def __init__(self, title: Text) -> None:
        self.title = title

    def redraw(self, now: float) -> list[Effect]:
        screen = Screen((self.title, T("Coming soon to this box."), T("MENU: choose a game")))
        return [screen, Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        return []

    def snapshot(self, now: float) -> dict[str, Any]:
        return {}


def placeholder_info(name: str, title: Text) -> GameInfo:
    """A GameInfo for a game whose package has no ``GAME`` yet."""

    def new(rng: random.Random, settings: Any, now: float) -> PlaceholderGame:
        return PlaceholderGame(title)

    def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float):
        return PlaceholderGame(title)

    return GameInfo(name=name, title=title, new=new, restore=restore)


PLACEHOLDER_TITLES: dict[str, Text] = {
    "lost-treasure": T("Lost Treasure"),
    "treasure-rush": T("Treasure Rush"),
    "atlantis": T("Atlantis"),
    "tobago": T("Tobago"),
}
