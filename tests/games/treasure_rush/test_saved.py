"""Saving after every step and coming back after a power cut."""

from __future__ import annotations

import json
import random

import pytest

import games.treasure_rush.game as saved
from games.effects import WakeAt
from games.errors import StateError
from games.events import Press, Wake
from games.screen import Screen, plain
from games.treasure_rush import GAME
from games.treasure_rush.maps.icon_problem import IconProblem
from games.treasure_rush.maps.icon_set import IconSetError
from games.treasure_rush.maps.position import position
from games.treasure_rush.settings import TreasureRushSettings

SETTINGS = TreasureRushSettings(deck_size=4, seats=3)


def through_json(game, now: float = 10.0) -> dict:
    return json.loads(json.dumps(game.snapshot(now)))


def words(effects) -> list[str]:
    return [plain(line) for e in effects if isinstance(e, Screen) for line in e.lines]


def played(*keys: str):
    game = GAME.new(random.Random(1), SETTINGS, 0.0)
    for number, key in enumerate(keys):
        game.handle(Press(key), float(number))
    return game


@pytest.mark.parametrize(
    "keys",
    [
        (),
        ("VALUE",),
        ("VALUE", "2"),
        ("VALUE", "2", "CLEAR"),
        ("VALUE", "2", "VALUE"),
        ("VALUE", "1", "CLEAR", "2", "CLEAR", "3", "CLEAR"),
        ("UP", "VALUE", "3", "5", "8", "8"),
        ("VALUE", "2", "3", "1"),
    ],
    ids=["setup", "hunt", "claim", "one out", "result", "everyone failed", "keyed", "waiting"],
)
def test_every_phase_comes_back_as_it_was(keys):
    game = played(*keys)
    back = GAME.restore(through_json(game), random.Random(99), SETTINGS, 50.0)
    assert position(back.state) == position(game.state)
    game.handle(Wake("notice"), 10.0)  # the "wrong" notice, if any, has passed
    assert words(back.redraw(50.0)) == words(game.redraw(10.0))


def test_a_restored_game_deals_the_same_new_maps_as_if_nothing_happened():
    game = played("VALUE", *["1", "VALUE", "VALUE"] * 4)  # the pile of 4 runs out
    back = GAME.restore(through_json(game), random.Random(99), SETTINGS, 50.0)
    for number, key in enumerate(("2", "VALUE", "VALUE")):
        game.handle(Press(key), 60.0 + 2 * number)
        back.handle(Press(key), 60.0 + 2 * number)
    assert game.state.turned == 6
    assert position(back.state) == position(game.state)


def test_the_wrong_notice_is_dropped_after_a_restart():
    game = played("VALUE", "2", "CLEAR")
    assert words(game.redraw(3.0))[0] == "Blue is wrong!"
    back = GAME.restore(through_json(game), random.Random(1), SETTINGS, 50.0)
    assert words(back.redraw(50.0))[-2:] == ["UP: take back verdict", "Keys 1, 3: claim"]
    assert not [e for e in back.redraw(50.0) if isinstance(e, WakeAt)]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "is a table, not list"),
        ({"rng": []}, "no valid version"),
        ({"version": 3, "position": ""}, "newer than this box"),
        ({"version": 1, "position": "phase flying"}, "unreadable"),
        ({"version": 1, "position": "phase hunt\nseats 3 players"}, "does not fit"),
        ({"version": 1, "position": "phase setup", "rng": "x"}, "unreadable"),
    ],
)
def test_a_bad_save_is_refused_with_a_reason(data, message):
    with pytest.raises(StateError, match=message):
        GAME.restore(data, random.Random(1), SETTINGS, 0.0)


def test_a_broken_icon_file_shows_the_problem_instead_of_stopping_the_box(monkeypatch):
    def broken():
        raise IconSetError("icons.json: 'Key' has no pictogram; add one under pictograms")

    monkeypatch.setattr(saved, "load_icon_set", broken)
    game = GAME.new(random.Random(1), None, 0.0)
    assert isinstance(game, IconProblem)
    assert words(game.redraw(0.0))[0] == "The icon file has an error."
    assert game.handle(Press("1"), 1.0)[0].cue == "bad_key"
    monkeypatch.undo()
    assert GAME.restore(game.snapshot(1.0), random.Random(1), None, 2.0).state.phase == "setup"
