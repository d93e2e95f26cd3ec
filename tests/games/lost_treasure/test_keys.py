"""Entering a location, and keys pressed at the wrong moment at the surface."""

from __future__ import annotations

import random

import pytest
from harness import Harness
from hypothesis import given, settings
from hypothesis import strategies as st
from lost_treasure_positions import OCEAN, MakeTable

from games.events import Hold, Press, Release
from games.keys import KEYS
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Metal, Ocean
from games.lost_treasure.sounds import CUES
from games.lost_treasure.state import LostTreasureState


def test_the_screen_shows_the_location_being_entered(make_table: MakeTable) -> None:
    table = make_table()
    assert table.screen[0] == "Location __"
    table.press("4")
    assert table.screen == ["Location 4_", "Keys 1-8: 2nd digit", "CLEAR: take it back"]
    assert table.sounds() == ["key"]
    table.press("7")
    assert table.screen == ["Location 47", "Direction key: ask", "AIR: dive here"]


@pytest.mark.parametrize("key", ["NS_GOLD", "EW_SILVER", "AIR", "UP"])
def test_after_one_digit_the_keys_the_hint_does_not_name_are_bad_keys(
    make_table: MakeTable, key: str
) -> None:
    table = make_table()
    table.play(f"press 4 / press {key}")
    assert table.sounds() == ["key", "bad_key"]
    assert table.screen[0] == "Location 4_"
    assert not any("Gold" in line or "AIR" in line for line in table.screen)


def test_clear_cancels_a_half_entered_location(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 4 / press CLEAR / press 6 / press 7 / press AIR / wait 2")
    assert table.sounds() == ["key", "key", "key", "key", "fill"]
    assert table.gauge == "111111"


def test_clear_cancels_a_whole_location_too(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 6 / press 7 / press CLEAR / press AIR")
    assert table.sounds()[-1] == "bad_key"
    assert table.screen[0] == "Location __"


@pytest.mark.parametrize("script", ["press 9", "press 1 / press 9", "press 9 / press 1"])
def test_nine_is_no_location_digit(make_table: MakeTable, script: str) -> None:
    table = make_table()
    table.play(script)
    assert "bad_key" in table.sounds()
    assert "9" not in table.screen[0]


def test_a_third_digit_is_a_bad_key_and_the_location_stays(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 6 / press 7 / press 3")
    assert table.sounds() == ["key", "key", "bad_key"]
    assert table.screen[0] == "Location 67"


@pytest.mark.parametrize(
    "script",
    [
        "press 4 / press NS_GOLD",  # a direction key mid-entry
        "press 4 / press AIR",  # AIR mid-entry
        "press AIR",  # AIR with no location
        "press UP",  # UP before AIR, no location
        "press 4 / press UP",
    ],
)
def test_keys_at_the_wrong_moment_give_the_bad_key_sound(
    make_table: MakeTable, script: str
) -> None:
    table = make_table()
    table.play(script)
    assert table.sounds()[-1] == "bad_key"
    assert table.game.state.ocean.to_notation() == OCEAN
    assert table.game.state.phase == "idle"


def test_two_keys_at_once_is_a_bad_key(make_table: MakeTable) -> None:
    table = make_table()
    table.play("down 6 / down 7 / up 7 / up 6")
    assert table.sounds() == ["key", "bad_key"]
    table.play("press 7")
    assert table.screen[0] == "Location 67"


def test_up_works_as_air_at_the_surface(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 6 / press 7 / press UP / wait 2")
    assert table.sounds()[-1] == "fill"
    assert table.game.state.phase == "diving"


def test_air_where_no_treasure_lies_gives_two_low_notes(make_table: MakeTable) -> None:
    table = make_table()
    table.play("press 1 / press 1 / press AIR / wait 2")
    assert table.sounds()[-1] == "not_here"
    assert table.screen[0] == "No treasure at 11"
    assert table.gauge == "000000"
    table.play("press 2 / press 4 / press AIR / wait 2")
    assert table.sounds()[-1] == "fill"


def test_menu_and_long_holds_mean_nothing_to_the_game(make_table: MakeTable) -> None:
    table = make_table()
    table.send(Press("MENU"))
    table.send(Hold("4"))
    table.send(Release("MENU"))
    table.send(Press("NOT_A_KEY"))
    assert table.sounds() == []


def test_a_direction_key_with_no_location_shows_that_metals_history(
    make_table: MakeTable,
) -> None:
    table = make_table()
    table.press("EW_SILVER")
    assert table.screen == ["Silver answers 1/1", "No answers yet", "Rows 1-8, cols 1-8"]
    assert table.sounds() == ["key"]
    assert table.game.state.history[Metal.SILVER] == []


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(KEYS), st.sampled_from(["press", "down", "up"]))))
def test_any_keys_never_crash_and_never_move_a_treasure(moves: list[tuple[str, str]]) -> None:
    table = Harness(
        LostTreasureGame(LostTreasureState(Ocean.from_notation(OCEAN), random.Random(3)))
    )
    for key, how in moves:
        getattr(table, how)(key)
        table.wait(0.05)
    table.wait(30)
    assert set(table.sounds()) <= set(CUES)
    if "alarm" not in table.sounds():  # only an emptied location hides new treasure
        ocean = table.game.state.ocean
        assert (ocean.site(Metal.GOLD).location, ocean.site(Metal.SILVER).location) == (67, 24)
