"""A family at the keys for a long time, through each game alone: 100,000 random key
events per game (presses, releases, holds, waits that let the game's timers run, the
box's menu covering the game now and then), in virtual time, with the game saved to
JSON and restored from it every few thousand events, as a power cut would.

The box adds nothing a game sees here but the saving and the menu's pause, both done
below; tests/whole_box/test_random_keys.py sends a smaller share of random keys through
the whole box (its layers, menus, self-test and state store). A game that raises here
fails: the box would contain it, but a game bug belongs to the game.
"""

from __future__ import annotations

import os
import random

import pytest
from harness import Harness

from drivers.pins.panel import KEY_NAMES
from games.base import GameInfo, Pausable, allows_menu, takes_menu_key
from games.catalog import GAME_MODULES, find_game
from games.events import Hold, Press, Release
from games.keys import MENU
from games.screen import Screen

EVENTS = int(os.environ.get("TABLETOP_RANDOM_EVENTS", "100000"))
RESTORE_EVERY = 5_000
HOLD_TIME = 3.0  # the keypad's default hold time (the box's settings)


class Family:
    """Random fingers on the keys of one game, as the box would hand them to it."""

    def __init__(self, table: Harness, rng: random.Random) -> None:
        self.table = table
        self.rng = rng
        self.events = 0
        self.menus = 0

    def play(self, count: int) -> None:
        table, rng = self.table, self.rng
        while self.events < count:
            roll = rng.random()
            if roll < 0.04:  # a pause: timers (a dive, the compass) run on
                table.wait(rng.uniform(0.2, 5.0))
                continue
            key = rng.choice(KEY_NAMES)
            if key == MENU and not takes_menu_key(table.game):
                self.menu_over_the_game()
                continue
            table.send(Press(key))
            held = roll < 0.06
            table.wait(rng.uniform(HOLD_TIME, 4.0) if held else rng.uniform(0.03, 0.4))
            if held:
                table.send(Hold(key))
            table.send(Release(key))
            self.events += 2 + held
            table.wait(rng.uniform(0.0, 0.3))
            if len(table.log) > 1_000:
                table.log = table.log[-1:]

    def menu_over_the_game(self) -> None:
        """MENU: the box's menu covers the game for a while (paused if it pauses), then
        goes, and the game is drawn again; refused while the game guards MENU."""
        table = self.table
        self.events += 2
        if not allows_menu(table.game):
            return
        self.menus += 1
        if isinstance(table.game, Pausable):
            table.take(table.game.pause(table.now))
        table.wait(self.rng.uniform(0.1, 3.0))
        if isinstance(table.game, Pausable):
            table.take(table.game.resume(table.now))
        table.take(table.game.redraw(table.now))


def on_screen(table: Harness) -> Screen:
    """What the game draws from scratch now: there is always a screen with words."""
    table.take(table.game.redraw(table.now))
    screen = table.shown
    assert screen.lines, "the game drew an empty screen"
    return screen


@pytest.mark.parametrize("name", GAME_MODULES)
def test_a_hundred_thousand_random_key_events_through_each_game_and_its_saves(name):
    game: GameInfo | None = find_game(name)
    assert game is not None
    rng = random.Random(name)
    table = Harness(game.new(random.Random(1), game.settings() if game.settings else None, 0.0))
    family = Family(table, rng)
    restores = 0
    while family.events < EVENTS:
        family.play(min(EVENTS, family.events + RESTORE_EVERY))
        on_screen(table)
        # Power off and on: the state goes through the card's JSON and comes back.
        table = table.restart(game, game.settings() if game.settings else None, seed=restores)
        restores += 1
        on_screen(table)
        family.table = table
    assert family.events >= EVENTS and restores >= EVENTS // RESTORE_EVERY
    assert family.menus > 0
