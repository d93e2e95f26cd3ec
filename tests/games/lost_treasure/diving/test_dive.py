"""Diving: the tank, descending and ascending in real time, air, treasure, the surface.

The ocean of these tests (see lost_treasure_positions.OCEAN), gold at 67, areas 1-9::

    3+1  2    5+2        depth 3 with 1 piece, depth 2 empty, depth 5 with 2 pieces
    1    4    1+1
    3    2+2  1
"""

from __future__ import annotations

import random

import pytest
from harness import Harness
from hypothesis import given, settings
from hypothesis import strategies as st
from lost_treasure_positions import (
    FAST,
    OCEAN,
    MakeTable,
    empty_location,
    hold_until_bottom,
    hold_up_until_surface,
    start_dive,
)

from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Metal, Ocean
from games.lost_treasure.state import LostTreasureState


def since(table: Harness, mark: int) -> list[tuple[float, str]]:
    """Sounds since ``mark``, timed from the first of them."""
    timed = table.timed_sounds(mark)
    return [(round(t - timed[0][0], 3), cue) for t, cue in timed]


def after(table: Harness, mark: int, start: float) -> list[tuple[float, str]]:
    """Sounds since ``mark``, timed from ``start`` (the key going down)."""
    return [(round(t - start, 3), cue) for t, cue in table.timed_sounds(mark)]


def test_the_tank_fills_one_gauge_light_at_a_time(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 6 / press 7")
    mark = table.mark()
    table.play("press AIR / wait 2")
    assert table.sounds(mark) == ["fill"]
    gauges = [lights.gauge for lights in table.all_lights(mark)]
    assert gauges == ["000000", "100000", "110000", "111000", "111100", "111110", "111111"]
    assert table.screen[:2] == ["Treasure here!", "Air 12 of 12"]


def test_holding_an_area_key_descends_level_by_level_to_the_bottom(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    mark, start = table.mark(), table.now
    table.hold("3", 5.5)  # area 3: depth 5, two pieces
    assert after(table, mark, start) == [
        (0.4, "descent"),  # a "down" as each level is gone down: five downs, depth 5
        (0.8, "descent"),
        (1.2, "descent"),
        (1.6, "descent"),
        (2.0, "descent"),
        (5.0, "treasure"),  # level 5 at 2.0 s, then 3 s searching the floor
    ]
    assert "Depth 5" in table.screen


def test_taps_of_an_area_key_that_go_down_no_level_play_no_descent(
    make_table: MakeTable,
) -> None:
    table = make_table()
    start_dive(table, 67)
    mark = table.mark()
    for _ in range(5):
        table.hold("3", 0.1)
    assert table.sounds(mark) == []
    assert "Depth 0" in table.screen
    assert table.screen[2] == "Hold key 3 down"
    mark = table.mark()
    table.hold("3", 0.9)  # two levels: two downs, and the screen says depth 2
    assert table.sounds(mark) == ["descent", "descent"]
    assert "Depth 2" in table.screen


def test_an_empty_area_gives_one_low_note_at_the_bottom(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    mark, start = table.mark(), table.now
    table.hold("2", 4.0)  # depth 2, empty
    assert after(table, mark, start) == [(0.4, "descent"), (0.8, "descent"), (3.8, "no_treasure")]


def test_a_shallower_area_sounds_the_ascent_and_the_same_depth_nothing(
    make_table: MakeTable,
) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("3", 5.2)  # down to 5
    mark, start = table.mark(), table.now
    table.hold("4", 5.0)  # depth 1: up four levels
    assert after(table, mark, start) == [
        (0.4, "ascent"),
        (0.8, "ascent"),
        (1.2, "ascent"),
        (1.6, "ascent"),
        (4.6, "no_treasure"),
    ]
    mark = table.mark()
    table.hold("6", 3.5)  # depth 1 too: a search of its floor, silent, then the sound
    assert table.timed_sounds(mark) == [(round(table.now - 0.5, 3), "treasure")]


def test_another_key_before_the_bottom_is_a_bad_key_and_does_nothing(
    make_table: MakeTable,
) -> None:
    table = make_table()
    start_dive(table, 67)
    mark = table.mark()
    table.down("3")
    table.wait(1.0)
    table.press("6")
    table.press("UP")
    table.press("VALUE")
    table.wait(4.0)
    table.up("3")
    assert table.sounds(mark).count("bad_key") == 3
    assert table.sounds(mark)[-1] == "treasure"
    assert table.game.state.ocean.site(Metal.GOLD).area(6).pieces == 1


def test_releasing_before_the_bottom_stops_the_diver_where_he_is(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("3", 0.9)  # two levels down
    mark = table.mark()
    table.wait(2.0)
    assert table.sounds(mark) == []
    assert "Depth 2" in table.screen
    table.press("5")  # the bottom of 3 was not reached: another area is a bad key
    assert table.sounds(mark) == ["bad_key"]
    mark, start = table.mark(), table.now
    table.hold("3", 4.5)  # back on the same key: three more levels, then the search
    assert after(table, mark, start) == [
        (0.4, "descent"),
        (0.8, "descent"),
        (1.2, "descent"),
        (4.2, "treasure"),
    ]


def test_air_runs_from_the_first_area_key_one_gauge_light_per_two_units(
    make_table: MakeTable,
) -> None:
    table = make_table()
    start_dive(table, 67)
    table.wait(30)  # at the surface, before any area key: no air is used
    assert table.gauge == "111111"
    start = table.now
    table.down("9")  # depth 1
    changes: list[tuple[float, str]] = []
    for _ in range(250):
        table.wait(0.1)
        if not changes or changes[-1][1] != table.gauge:
            changes.append((round(table.now - start, 1), table.gauge))
    assert changes == [
        (0.1, "111111"),
        (4.0, "111110"),
        (8.0, "111100"),
        (12.0, "111000"),
        (16.0, "110000"),
        (20.0, "100000"),
        (24.0, "000000"),
    ]
    assert table.sounds()[-1] == "drop"


def test_hold_up_to_surface_release_stops_and_air_keeps_running(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("3", 5.2)  # depth 5, carrying 2 pieces
    mark, start = table.mark(), table.now
    table.hold("UP", 0.7)  # two levels up: an "up" as each level is risen
    assert after(table, mark, start) == [(0.3, "ascent"), (0.6, "ascent")]
    assert "Depth 3" in table.screen
    assert "Hold UP" in table.screen  # let go short of the surface
    air = table.screen[0]
    table.wait(1.0)
    assert table.screen[0] != air  # air keeps running while he waits
    mark, start = table.mark(), table.now
    table.hold("UP", 1.0)  # three levels: 0.9 s, the last "up" just before the bells
    assert after(table, mark, start) == [
        (0.3, "ascent"),
        (0.6, "ascent"),
        (0.9, "ascent"),
        (0.9, "bells"),
        (0.9, "treasure"),
    ]


def test_a_tap_of_up_that_rises_no_level_says_hold_up_and_plays_no_ascent(
    make_table: MakeTable,
) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("3", 5.2)  # depth 5
    mark = table.mark()
    for _ in range(5):
        table.hold("UP", 0.1)
    assert "ascent" not in table.sounds(mark)
    assert table.screen[2] == "Hold UP"
    assert "Depth 5" in table.screen
    table.hold("3", 0.1)  # an area key again: that key's hint, not UP's
    assert table.screen[2] != "Hold UP"


def test_surfacing_with_nothing_rings_two_bells(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("2", 1.5)
    mark = table.mark()
    hold_up_until_surface(table)
    assert table.sounds(mark)[-1] == "bells"
    assert "treasure" not in table.sounds(mark)
    assert table.screen[0] == "Back on board"
    assert table.gauge == "000000"


@pytest.mark.parametrize(
    ("areas", "gauge", "paid"),
    [
        ([1], "100000", "$100,000 = 2 chests"),  # 1 piece, 50k: shown and paid as 100k
        ([3], "100000", "$100,000 = 2 chests"),
        ([1, 3], "110000", "$150,000 = 3 chests"),
        ([1, 3, 8], "111100", "$250,000 = 5 chests"),
    ],
)
def test_the_haul_shows_on_the_gauge_in_50_thousand_steps(
    make_table: MakeTable, areas: list[int], gauge: str, paid: str
) -> None:
    table = make_table(**FAST)
    start_dive(table, 67)
    for area in areas:
        assert hold_until_bottom(table, area) == "treasure"
    mark = table.mark()
    hold_up_until_surface(table)
    assert table.sounds(mark)[-2:] == ["bells", "treasure"]
    assert table.gauge == gauge
    assert table.screen == ["Treasure!", paid]


def test_a_haul_above_350_thousand_is_shown_and_paid_as_350(make_table: MakeTable) -> None:
    table = make_table("gold 67 1+4 1+4 1 1 1 1 1 1 1; silver 24 1+1 1 1 1 1 1 1 1 1", **FAST)
    start_dive(table, 67)
    hold_until_bottom(table, 1)
    hold_until_bottom(table, 2)
    hold_up_until_surface(table)
    assert table.gauge == "111111"
    assert table.screen == [
        "Found $400,000!",  # 8 pieces: more than the gauge pays
        "$350,000 = 7 chests",
        "Gold emptied!",
        "New gold hidden",
        "Buoys to the corners",
    ]
    table.press("VALUE")
    assert table.screen == ["Last haul", "$350,000 = 7 chests"]


def test_value_shows_the_last_haul_again(make_table: MakeTable) -> None:
    table = make_table(**FAST)
    table.press("VALUE")
    assert table.screen == ["No haul yet"]
    assert table.gauge == "000000"
    start_dive(table, 67)
    hold_until_bottom(table, 8)
    hold_up_until_surface(table)
    table.play("press 1 / press CLEAR")
    assert table.gauge == "000000"
    table.press("VALUE")
    assert table.gauge == "100000"
    assert table.screen == ["Last haul", "$100,000 = 2 chests"]


def test_out_of_air_drops_the_treasure_into_the_last_area_pressed(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    assert hold_until_bottom(table, 3) == "treasure"  # 2 pieces, depth 5
    assert hold_until_bottom(table, 1) == "treasure"  # 1 piece, depth 3
    table.hold("2", 30)  # depth 2, then stay there
    assert table.sounds()[-1] == "drop"
    assert table.screen == ["Out of air!", "Dropped in area 2", "End of turn"]
    assert table.game.state.phase == "idle"
    # The next diver finds it there.
    start_dive(table, 67)
    assert hold_until_bottom(table, 2) == "treasure"
    hold_up_until_surface(table)
    assert table.screen[1] == "$150,000 = 3 chests"


def test_out_of_air_at_depth_0_says_up_would_have_ended_the_dive(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("2", 0.1)  # a tap: the air runs, the diver stays at depth 0
    table.wait(30)
    assert table.sounds()[-1] == "drop"
    assert table.screen == ["Out of air!", "At depth 0, UP ends a dive with no loss", "End of turn"]
    assert table.game.state.phase == "idle"


def test_value_after_no_treasure_at_a_location_never_shows_the_older_haul(
    make_table: MakeTable,
) -> None:
    table = make_table(**FAST)
    start_dive(table, 67)
    hold_until_bottom(table, 8)
    hold_up_until_surface(table)
    assert table.screen == ["Treasure!", "$100,000 = 2 chests"]
    table.play("press 1 / press 1 / press AIR")  # the next diver: nothing at 11
    assert table.screen[0] == "No treasure at 11"
    table.press("VALUE")
    assert table.screen == ["Last dive", "No treasure brought up"]
    assert table.gauge == "000000"


def test_running_out_of_air_with_nothing_still_ends_the_turn(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("2", 30)
    assert table.sounds()[-1] == "drop"
    assert table.screen == ["Out of air!", "End of turn"]


def test_emptying_a_location_sounds_the_alarm_and_hides_new_gold_elsewhere(
    make_table: MakeTable,
) -> None:
    table = make_table(**FAST)
    table.play("press 7 / press 7 / press EW_GOLD / wait 2")
    mark = table.mark()
    empty_location(table, Metal.GOLD)
    assert table.sounds(mark)[-3:] == ["bells", "treasure", "alarm"]
    assert table.screen == [
        "Treasure!",
        "$300,000 = 6 chests",
        "Gold emptied!",
        "New gold hidden",
        "Buoys to the corners",
    ]
    gold = table.game.state.ocean.site(Metal.GOLD).location
    assert gold not in (67, 24)
    table.play("press 6 / press 7 / press AIR / wait 2")
    assert table.sounds()[-1] == "not_here"
    table.press("NS_GOLD")  # the gold history starts again
    assert table.screen[1] == "No answers yet"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_new_treasure_is_never_at_the_other_metals_location(seed: int) -> None:
    from games.lost_treasure.settings import LostTreasureSettings

    game = LostTreasureGame.new(random.Random(seed), LostTreasureSettings(**FAST), 0.0)
    table = Harness(game)
    for metal in [Metal.GOLD, Metal.SILVER, Metal.GOLD, Metal.GOLD]:
        before = game.state.ocean.site(metal).location
        empty_location(table, metal)
        assert table.sounds()[-1] == "alarm"
        after = game.state.ocean.site(metal).location
        assert after not in (before, game.state.ocean.site(metal.other).location)


def test_air_or_up_either_one_brings_the_diver_up(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("4", 1.0)  # depth 1
    mark = table.mark()
    table.hold("AIR", 0.5)
    assert table.sounds(mark) == ["ascent", "bells"]  # the "up" as he rises the level


def test_up_at_the_surface_before_the_first_area_ends_the_turn(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.press("UP")
    assert table.sounds()[-1] == "bells"
    assert table.game.state.phase == "idle"
    assert table.game.state.ocean.to_notation() == OCEAN


def test_clear_never_ends_a_dive_and_wrong_keys_are_bad(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("1", 2.0)
    mark = table.mark()
    table.play("press CLEAR / press NS_GOLD / press VALUE / press CLEAR")
    assert table.sounds(mark) == ["bad_key", "bad_key"]
    assert table.game.state.phase == "diving"


def test_keys_while_the_tank_fills_are_ignored(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 6 / press 7 / press AIR")
    mark = table.mark()
    table.play("press 3 / press UP / press CLEAR")
    table.wait(2)
    assert table.sounds(mark) == []
    assert table.gauge == "111111"
    assert table.game.state.dive is not None and not table.game.state.dive.is_started


DIVE_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "UP", "AIR", "CLEAR", "VALUE"]


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(DIVE_KEYS), st.floats(0.0, 4.0), st.floats(0.0, 2.0)),
        max_size=12,
    )
)
def test_air_never_goes_below_zero(moves: list[tuple[str, float, float]]) -> None:
    table = Harness(
        LostTreasureGame(LostTreasureState(Ocean.from_notation(OCEAN), random.Random(1)))
    )
    start_dive(table, 67)
    pieces = table.game.state.ocean.site(Metal.GOLD).pieces
    for key, held, pause in [("5", 0.5, 0.0), *moves]:
        if table.game.state.phase != "diving":
            break
        table.hold(key, held)
        table.wait(pause)
    table.wait(30)
    for screen in table.all_screens():
        for line in screen.lines:
            if line.msgid == "Air {air} of {total}":
                assert 0 <= line.param("air") <= 12  # type: ignore[operator]
    assert table.game.state.phase == "idle"
    left = table.game.state.ocean.site(Metal.GOLD)
    assert left.location == 67 or "alarm" in table.sounds()
    if table.sounds()[-1] == "drop":
        assert left.pieces == pieces  # everything carried went back into the ocean
    else:
        assert table.sounds()[-1] in ("bells", "treasure", "alarm")
