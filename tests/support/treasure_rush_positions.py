"""Fixtures for Treasure Rush: the shipped icons, and games built from a position."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from games.effects import Effect, Sound
from games.events import Press
from games.screen import Screen, plain
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.icon_set import IconSet, load_icon_set
from games.treasure_rush.position import position, table_from_position
from games.treasure_rush.settings import TreasureRushSettings


@pytest.fixture(scope="session")
def icons() -> IconSet:
    return load_icon_set()


@pytest.fixture
def rush(icons: IconSet) -> Callable[..., TreasureRushGame]:
    """``rush(position_text, **settings)``: a game standing at that position."""

    def build(text: str, seed: int = 7, **settings: object) -> TreasureRushGame:
        table = table_from_position(text, icons)
        return TreasureRushGame(table, icons, random.Random(seed), TreasureRushSettings(**settings))

    return build


class Keys:
    """Presses keys on a game and remembers what came out."""

    def __init__(self, game: TreasureRushGame, icons: IconSet) -> None:
        self.game = game
        self.icons = icons
        self.effects: list[Effect] = []
        self.now = 0.0

    def press(self, *keys: str) -> Keys:
        for key in keys:
            self.now += 0.5
            self.effects = self.game.handle(Press(key), self.now)
        return self

    @property
    def sounds(self) -> list[str]:
        return [e.cue for e in self.effects if isinstance(e, Sound)]

    @property
    def screen(self) -> list[str]:
        return [plain(line) for e in self.effects if isinstance(e, Screen) for line in e.lines]

    @property
    def position(self) -> str:
        return position(self.game.table, self.icons)


@pytest.fixture
def keys(icons: IconSet) -> Callable[[TreasureRushGame], Keys]:
    return lambda game: Keys(game, icons)
