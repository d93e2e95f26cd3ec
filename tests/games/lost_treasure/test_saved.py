"""A game survives power loss: saved after every event, restored at the next start."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from boxkit import on_card
from harness import Harness
from hypothesis import given, settings
from hypothesis import strategies as st
from lost_treasure_positions import (
    FAST,
    MakeTable,
    empty_location,
    enter,
    hold_until_bottom,
    restart,
    start_dive,
)

from games.errors import StateError
from games.lost_treasure import GAME
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Metal, Ocean, Site
from games.lost_treasure.saved import VERSION
from games.lost_treasure.settings import LostTreasureSettings


def test_a_snapshot_is_json_and_versioned(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 4 / press 7 / press NS_GOLD / wait 0.5")
    data = table.snapshot()
    assert data["version"] == VERSION
    assert json.loads(json.dumps(data)) == data


def test_a_restored_game_goes_on_exactly_as_the_original(make_table: MakeTable) -> None:
    original = make_table(ocean=None, seed=11, **FAST)
    original.play("press 4 / press 7 / press EW_SILVER / wait 2 / press 1")
    restored = restart(original, LostTreasureSettings(**FAST))
    for table in (original, restored):
        table.play("press 2")  # the half-entered location goes on
        assert table.screen[0] == "Location 12"
        table.press("CLEAR")
        empty_location(table, Metal.GOLD)  # hides new gold with the saved random generator
        empty_location(table, Metal.SILVER)
    assert restored.game.state.ocean == original.game.state.ocean
    assert restored.sounds()[-3:] == original.sounds()[-3:] == ["bells", "treasure", "alarm"]
    assert (
        restored.game.snapshot(restored.now)["rng"] == original.game.snapshot(original.now)["rng"]
    )


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_the_same_seed_gives_the_same_game(seed: int) -> None:
    tables = [
        Harness(GAME.new(random.Random(seed), LostTreasureSettings(**FAST), 0.0)) for _ in range(2)
    ]
    for table in tables:
        table.play("press 4 / press 4 / press NS_GOLD / wait 2")
        table.play("press 4 / press 4 / press EW_SILVER / wait 2")
        empty_location(table, Metal.GOLD)
    assert tables[0].log == tables[1].log
    assert tables[0].snapshot() == tables[1].snapshot()


def test_different_seeds_hide_treasure_differently() -> None:
    games = [LostTreasureGame.new(random.Random(seed), None, 0.0) for seed in range(20)]
    assert len({game.state.ocean.to_notation() for game in games}) == 20


def test_power_loss_mid_spin_shows_the_answer(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 4 / press 7 / press NS_GOLD / wait 0.5")
    table = restart(table)
    assert table.compass == "S"
    assert table.screen == ["Gold: N or S of 47?", "South of 47"]
    assert table.pending == {}


def test_power_loss_while_the_tank_fills_leaves_a_full_tank(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 6 / press 7 / press AIR / wait 0.6")
    table = restart(table)
    assert table.gauge == "111111"
    assert table.screen[0] == "Treasure here!"
    assert hold_until_bottom(table, 3) == "treasure"


def test_power_loss_under_water_drops_the_treasure_in_the_last_area(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    hold_until_bottom(table, 3)  # 2 pieces
    table.hold("5", 1.0)  # on the way to area 5, then power off
    table = restart(table)
    assert table.screen == ["The dive was cut off", "Dropped in area 5", "End of turn"]
    assert table.gauge == "000000"
    assert table.game.state.phase == "idle"
    assert (
        table.game.state.ocean.site(Metal.GOLD).to_notation() == "67 3+1 2 5 | 1 4+2 1+1 | 3 2+2 1"
    )
    start_dive(table, 67)
    assert hold_until_bottom(table, 5) == "treasure"


def test_a_finished_result_and_the_last_haul_survive(make_table: MakeTable) -> None:
    table = make_table(**FAST)
    start_dive(table, 67)
    hold_until_bottom(table, 8)
    table.play("hold UP 2")
    table = restart(table, LostTreasureSettings(**FAST))
    assert table.gauge == "100000"
    assert table.screen == ["Treasure!", "$100,000 = 2 chests"]
    table.play("press CLEAR / press VALUE")
    assert table.screen == ["Last haul", "$100,000 = 2 chests"]


def test_a_newer_version_is_refused(make_table: MakeTable) -> None:
    data = make_table().snapshot()
    data["version"] = VERSION + 1
    with pytest.raises(StateError, match="newer"):
        GAME.restore(data, random.Random(), LostTreasureSettings(), 0.0)


def test_a_treasure_moved_away_from_the_answers_given_is_refused(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 4 / press 7 / press NS_GOLD / wait 2")
    data = table.snapshot()
    assert table.compass == "S" and data["ocean"].startswith("gold 67 ")  # south of 47
    data["ocean"] = data["ocean"].replace("gold 67 ", "gold 17 ")  # north: it no longer fits
    with pytest.raises(StateError, match="does not fit"):
        GAME.restore(data, random.Random(), LostTreasureSettings(), 0.0)


def _break(data: dict[str, Any], path: list[str], value: Any) -> dict[str, Any]:
    broken = copy.deepcopy(data)
    target = broken
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return broken


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (["version"], KeyError),
        (["version"], "1"),
        (["ocean"], "gold 67 1 1 1 1 1 1 1 1 1; silver 67 1 1 1 1 1 1 1 1 1"),
        (["ocean"], 12),
        (["phase"], "sleeping"),
        (["entry"], "9"),
        (["entry"], "123"),
        (["rng"], [1, 2]),
        (["history", "gold"], ["silver N-S 47 S"]),
        (["notice", "kind"], "party"),
        (["last_haul"], 400),
        (["phase"], "diving"),
        (["phase"], "spinning"),
    ],
)
def test_a_malformed_save_is_refused_with_a_state_error(
    make_table: MakeTable, path: list[str], value: Any
) -> None:
    data = make_table().snapshot()
    with pytest.raises(StateError):
        GAME.restore(_break(data, path, value), random.Random(), LostTreasureSettings(), 0.0)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_any_damage_to_a_save_gives_a_game_or_a_state_error(data: st.DataObject) -> None:
    table = Harness(GAME.new(random.Random(2), LostTreasureSettings(), 0.0))
    start_dive(table, table.game.state.ocean.site(Metal.SILVER).location)
    table.hold("1", 3.0)
    saved = table.snapshot()
    key = data.draw(st.sampled_from(sorted(saved)))
    junk = data.draw(
        st.one_of(
            st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=3)
        )
    )
    try:
        game = GAME.restore(
            _break(saved, [key], junk), random.Random(), LostTreasureSettings(), 0.0
        )
    except StateError:
        return
    Harness(game).play("press 1 / press 1 / press AIR / wait 2")


def test_the_box_keeps_the_game_across_runs_of_a_key_script(tmp_path: Path) -> None:
    from boxkit import run_script, screens, sounds

    def saved_gold() -> Site:
        saved = on_card(tmp_path)["games"]["lost-treasure"]
        return Ocean.from_notation(saved["ocean"]).site(Metal.GOLD)

    first = run_script("press 4\npress 7\npress NS_GOLD\nwait 2\n", seed=1, state_dir=tmp_path)
    answer = screens(first)[-1][1]
    second = run_script("press NS_GOLD\n", seed=2, state_dir=tmp_path)
    assert screens(second)[-1][1] == answer  # the first run's answer, in the history
    gold = saved_gold()  # where the box hid the gold: only the test peeks
    area = next(n for n in range(1, 10) if gold.area(n).pieces)
    location = str(gold.location)
    dive = (
        "press CLEAR\n"  # "Game resumed" away: the first key only shows the game
        f"press {location[0]}\npress {location[1]}\npress AIR\nwait 2\nhold {area} 4\nhold UP 4\n"
    )
    third = run_script(dive, seed=3, state_dir=tmp_path)
    assert sounds(third)[3:] == [
        "fill",
        *["descent"] * gold.area(area).depth,
        "treasure",
        *["ascent"] * gold.area(area).depth,
        "bells",
        "treasure",
    ]
    fourth = run_script(dive, seed=4, state_dir=tmp_path)
    assert "fill" in sounds(fourth)  # the same hidden gold...
    assert "no_treasure" in sounds(fourth)  # ...and that area stays empty
    assert saved_gold() == gold.with_pieces(area, 0)


def test_enter_helper_types_two_digits(make_table: MakeTable) -> None:
    table = make_table()
    enter(table, 58)
    assert table.screen[0] == "Location 58"


# A game saved by the first version of the box, under water on the way to area 5 (its
# move counted level steps from ``started_at``; it had no search).
FIRST_VERSION_DIVE = {
    "level": 5,
    "started_at": -4.0,
    "area": 5,
    "at_bottom": False,
    "bottom_due": True,
    "move": {
        "key": "5",
        "area": 5,
        "target": 4,
        "started_at": -0.3,
        "step_seconds": 0.6,
        "steps_done": 0,
        "swim": False,
    },
    "carried": 2,
    "profile": [[0.0, 0], [3.0, 5]],
    "finds": [[3.0, 5]],
}


def test_a_dive_saved_by_the_first_version_is_cut_off_and_keeps_its_treasure(
    make_table: MakeTable,
) -> None:
    table = make_table()
    start_dive(table, 67)
    data = table.snapshot()
    data["ocean"] = "gold 67 3+1 2 5 | 1 4+2 1+1 | 3 2+2 1; silver 24 1 1 1 | 1 1 1 | 1 1 1+2"
    data["dive"] = FIRST_VERSION_DIVE
    game = GAME.restore(data, random.Random(9), LostTreasureSettings(), 0.0)
    table = Harness(game)
    assert table.screen == ["The dive was cut off", "Dropped in area 5", "End of turn"]
    assert game.state.ocean.site(Metal.GOLD).area(5).pieces == 2 + 2


def test_value_after_a_dive_with_nothing_survives_a_restart(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.press("UP")  # stays on board: the last dive brought nothing
    table = restart(table)
    table.press("VALUE")
    assert table.screen == ["Last dive", "No treasure brought up"]
