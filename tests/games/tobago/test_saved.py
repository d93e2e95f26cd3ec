"""The game saved after every key and restored after a power cut."""

from __future__ import annotations

import copy
import json
import random

import pytest
from tobago_players import Players
from tobago_positions import in_play, played, restart, set_up

from games.errors import StateError
from games.events import Press
from games.keys import KEYS
from games.tobago import GAME
from games.tobago.settings import TobagoSettings
from games.tobago.state import Phase

LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"


def test_every_screen_of_a_session_comes_back_after_a_restart() -> None:
    table = in_play(maps=[LOCATED, "2 in mountain"], amulets={2: 1}, lying=[(0, 0)])
    keys = "NS_GOLD 2 UP CLEAR CLEAR UP 1 CLEAR UP VALUE 1 2 3 UP CLEAR"
    keys += " VALUE 1 1 AIR AIR AIR AIR AIR AIR"
    keys += " UP VALUE VALUE VALUE VALUE AIR 1 1 AIR AIR"
    for key in keys.split():
        table.press(key)
        again = restart(table)
        assert again.snapshot() == table.snapshot(), key
        if table.game.state.phase is not Phase.LOOK:
            assert again.screen == table.screen, key


def test_the_game_goes_on_as_it_would_have_after_a_restart() -> None:
    # the split's shuffle comes from the saved random generator
    table = in_play(maps=[LOCATED], shuffle=True, seed=4)
    table.press("VALUE 1 1 AIR AIR")
    again = restart(table, seed=1234)
    for t in (table, again):
        t.press("AIR AIR AIR AIR VALUE UP VALUE")
    assert again.game.state.treasury.notation() == table.game.state.treasury.notation()
    assert again.game.state.treasury.total(1) > 0


def test_a_secret_look_on_show_comes_back_hidden() -> None:
    table = in_play(maps=[LOCATED]).press("VALUE 1 1 AIR")
    assert table.screen[0] == "Red's cards:"
    again = restart(table)
    assert again.screen[2] == "Everyone else: look away!"
    again.press("AIR")
    assert again.screen[0] == "Red's cards:"


def test_the_game_keeps_its_own_rules_when_the_settings_change() -> None:
    table = set_up()
    data = table.snapshot()
    changed = TobagoSettings(island="seed-21", sight_distance=3, markers=10)
    game = GAME.restore(data, random.Random(1), changed, 0.0)
    assert game.state.rules.sight_distance == 2 and game.state.rules.markers == 17
    assert game.state.island == table.game.state.island


def version_1(data: dict) -> dict:
    """A save as the box of version 1 wrote it: no turn progress, no starting clues."""
    old = {k: v for k, v in data.items() if k not in ("acted", "extra_move", "starts")}
    return old | {"version": 1}


def test_a_game_saved_by_the_previous_version_plays_on_with_its_turn_to_come() -> None:
    table = in_play(maps=[LOCATED, "2 in mountain"], amulets={2: 1}, turn=2)
    game = GAME.restore(version_1(table.snapshot()), random.Random(1), None, 0.0)
    again = played(game)
    assert again.screen[0] == "Yellow's turn"
    assert again.game.state.sheet(2).notation() == "2 in mountain"
    again.press("VALUE 1 2")
    assert again.game.state.phase is Phase.LOOK


def test_a_game_left_in_the_old_starting_clues_is_set_aside_with_what_to_do() -> None:
    data = version_1(set_up().snapshot()) | {
        "phase": "clue",
        "draft": {
            "purpose": "start",
            "step": "player",
            "player": None,
            "map": 3,
            "relation": None,
            "target": None,
        },
    }
    with pytest.raises(StateError, match="start a new game from the menu"):
        GAME.restore(data, random.Random(1), None, 0.0)


def test_a_newer_save_is_refused_with_what_to_do() -> None:
    data = set_up().snapshot() | {"version": 3}
    with pytest.raises(StateError, match="newer than this box reads"):
        GAME.restore(data, random.Random(1), None, 0.0)


@pytest.mark.parametrize(
    "change",
    [
        {"maps": ["1 in sea", "", "", ""]},
        {"maps": ["", ""]},
        {"players": 7},
        {"phase": "dancing"},
        {"phase": "offer", "split": None},
        {"treasury": "deck: 5; player 1: C"},
        {"amulets": {"lying": [[99, 99]], "held": {"1": 0}}},
        {"turn": 5},
        {"island": {"hexes": []}},
        {"acted": "danced"},
        {"starts": [1, 2, 3, 4]},
        {"starts": [4]},
    ],
)
def test_a_broken_save_is_a_state_error(change: dict) -> None:
    data = json.loads(json.dumps(set_up().snapshot())) | change
    with pytest.raises(StateError):
        GAME.restore(data, random.Random(1), None, 0.0)


def test_a_save_that_is_not_a_table_is_a_state_error() -> None:
    with pytest.raises(StateError, match="is a table"):
        GAME.restore([1, 2], random.Random(1), None, 0.0)


@pytest.mark.parametrize(
    ("phase", "draft"),
    [
        (
            "clue",
            {
                "purpose": "turn",
                "step": "confirm",
                "player": 1,
                "map": 2,
                "relation": "in",
                "target": None,
            },
        ),
        (
            "clue",
            {
                "purpose": "turn",
                "step": "target",
                "player": 1,
                "map": None,
                "relation": "in",
                "target": None,
            },
        ),
        (
            "clue",
            {
                "purpose": "next",
                "step": "player",
                "player": 1,
                "map": 2,
                "relation": None,
                "target": None,
            },
        ),
        ("clue", None),
    ],
)
def test_a_clue_half_keyed_in_must_be_whole_so_far(phase: str, draft: dict | None) -> None:
    data = set_up().snapshot() | {"phase": phase, "draft": draft}
    with pytest.raises(StateError):
        GAME.restore(data, random.Random(1), None, 0.0)


def test_a_clue_half_keyed_in_comes_back() -> None:
    table = set_up().press("2 5 1 VALUE")
    again = restart(table)
    assert (
        again.screen
        == table.screen
        == [
            "Map 2, Red",
            "not next to",
            "the largest jungle",
            "$: any jungle",
            "AIR: play  CLEAR: back",
        ]
    )


def test_a_damaged_save_is_refused_or_plays_on() -> None:
    # 300 saves of a simulated game, each with one value spoilt: restoring either raises
    # StateError or gives a game that draws and takes keys without an exception.
    rng = random.Random(3)
    game = GAME.new(random.Random(1), TobagoSettings(island="seed-07"), 0.0)
    players = Players(1)
    saves = []
    for _ in range(150):
        keys, _why = players.next_keys(game.state)
        for key in keys:
            game.handle(Press(key), 0.0)
        saves.append(json.loads(json.dumps(game.snapshot(0.0))))
    spoilt = [None, 0, -1, 7, "x", [], {}, True, 10**30, "offer", "curse", "marker-pick"]
    for _ in range(300):
        data = copy.deepcopy(rng.choice(saves))
        key = rng.choice([k for k in data if k not in ("rng", "island")])
        value = data[key]
        if isinstance(value, dict | list) and value and rng.random() < 0.7:
            inner = rng.choice(list(value) if isinstance(value, dict) else range(len(value)))
            value[inner] = rng.choice(spoilt)
        else:
            data[key] = rng.choice(spoilt)
        try:
            again = GAME.restore(data, random.Random(0), None, 0.0)
        except StateError:
            continue
        again.redraw(0.0)
        for key in rng.sample(KEYS[:-1], 6):
            again.handle(Press(key), 0.0)
        json.dumps(again.snapshot(0.0))
