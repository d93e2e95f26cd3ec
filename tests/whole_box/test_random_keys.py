"""A family at the keys of the whole box: 10,000 random key events per game (presses,
releases, holds, the box menus, the self-test, waits that let timers run), in virtual
time, with the box switched off and on again from its saved state now and then. The box
must stay up throughout: never an exception out of it, always a game on screen.

This is the share of the random keys that only the whole box can take (its layers,
menus, self-test, saving after each key and start from the card); the 100,000 random
events per game go through each game alone, where the box adds nothing, in
tests/games/test_random_keys.py.

A game's own failure is contained by the box (logged, put back to its last save): such
failures are counted and printed, not hidden, and the test asserts that the box survived
them, not that the game never failed (game bugs belong to each game's own tests).
"""

from __future__ import annotations

import json
import logging
import os
import random
import time
from collections import Counter

import pytest
from boxkit import mock_box

from appliance.box.state.state_store import StateStore
from appliance.service.serial_console import DirectKeys
from drivers.pins.panel import KEY_NAMES
from games.catalog import GAME_MODULES, find_game

EVENTS = int(os.environ.get("TABLETOP_RANDOM_EVENTS", "100000")) // 10
RESTART_EVERY = 2_500
QUIET = "[audio]\nenabled = false\n"


class Family:
    """Random fingers on the box's keys, straight into the box with its hold time."""

    def __init__(self, running, rng: random.Random) -> None:
        self.running = running
        self.rng = rng
        self.keys = DirectKeys(running.box, running.loop, running.settings.box.hold_time)
        self.events = 0

    def play(self, count: int) -> None:
        loop, rng = self.running.loop, self.rng
        while self.events < count:
            roll = rng.random()
            key = rng.choice(KEY_NAMES)
            if roll < 0.04:  # a pause: timers (a dive, the compass) run on
                loop.run(until=loop.now() + rng.uniform(0.2, 5.0))
                continue
            self.keys.press(key)
            self.events += 1
            down = rng.uniform(3.1, 4.0) if roll < 0.06 else rng.uniform(0.03, 0.4)
            loop.run(until=loop.now() + down)
            self.keys.release(key)
            self.events += 1 + (down > 3.0)  # a hold is an event too
            loop.run(until=loop.now() + rng.uniform(0.0, 0.3))


def boot(game: str, tmp_path, seed: int):
    settings = tmp_path / "settings.toml"
    settings.write_text(QUIET)
    box = mock_box(
        game=game,
        state_dir=tmp_path / "card",
        settings_path=settings,
        seed=seed,
        games={game: find_game(game)},
    )
    running, _ = box.__enter__()
    running.box.store = StateStore(None)  # the card's speed is not what this test is about
    running.box.store.save(running.box.saved_state())
    return box, running


@pytest.mark.parametrize("game", GAME_MODULES)
def test_ten_thousand_random_key_events_never_take_the_box_down(game, tmp_path, caplog):
    caplog.set_level(logging.ERROR)
    rng = random.Random(game)
    began = time.perf_counter()
    restarts = 0
    context, running = boot(game, tmp_path, seed=1)
    family = Family(running, rng)
    try:
        while family.events < EVENTS:
            family.play(min(EVENTS, family.events + RESTART_EVERY))
            assert running.box.game is not None and running.output.current_lines
            # Power off and on: the state goes through the card's JSON and comes back.
            state = json.loads(json.dumps(running.box.saved_state()))
            StateStore(tmp_path / "card").save(state)
            context.__exit__(None, None, None)
            context, running = boot(game, tmp_path, seed=restarts + 2)
            restarts += 1
            assert not running.box.store.messages, "a saved state did not come back"
            events = family.events
            family = Family(running, rng)
            family.events = events
    finally:
        context.__exit__(None, None, None)
    failures = Counter(
        f"{r.exc_info[0].__name__}: {r.exc_info[1]}"
        for r in caplog.records
        if r.exc_info and "game failed" in r.msg
    )
    seconds = time.perf_counter() - began
    print(
        f"{game}: {family.events} key events, {restarts} restarts, {seconds:.1f} s; "
        f"game failures contained: {dict(failures)}"
    )
    assert running.box.game is not None
