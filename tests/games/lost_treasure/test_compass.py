"""Searching: the direction keys, the spinning compass and its answer."""

from __future__ import annotations

import random

import pytest
from harness import Harness
from hypothesis import given, settings
from hypothesis import strategies as st
from lost_treasure_positions import MakeTable, enter

from games.lost_treasure.compass import Answer, Axis, Region, answer
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import LOCATIONS, Metal, Ocean, Recipe

KEYS = {
    (Metal.GOLD, Axis.NS): "NS_GOLD",
    (Metal.GOLD, Axis.EW): "EW_GOLD",
    (Metal.SILVER, Axis.NS): "NS_SILVER",
    (Metal.SILVER, Axis.EW): "EW_SILVER",
}


def ask(table: Harness, location: int, key: str) -> str | None:
    """Enter a location, press a direction key, wait for the light to stop."""
    enter(table, location)
    table.press(key)
    table.wait(2.0)
    return table.compass


def test_the_rulebook_example_narrows_gold_to_67(make_table: MakeTable) -> None:
    table = make_table()  # gold at 67
    assert ask(table, 77, "EW_GOLD") == "C"  # neither east nor west: column 7
    assert ask(table, 47, "NS_GOLD") == "S"  # south of 47
    assert ask(table, 57, "NS_GOLD") == "S"
    assert ask(table, 77, "NS_GOLD") == "N"
    table.press("NS_GOLD")  # no location entered: the gold history
    assert table.screen[-1] == "It is at 67"


def test_answers_from_every_location_agree_with_one_hidden_location(
    make_table: MakeTable,
) -> None:
    table = make_table()  # gold at 67, silver at 24
    lit: dict[Metal, list[Answer]] = {metal: [] for metal in Metal}
    for location in LOCATIONS:
        for (metal, axis), key in KEYS.items():
            point = ask(table, location, key)
            assert point is not None
            lit[metal].append(Answer(metal, axis, location, point))
    for metal, hidden in ((Metal.GOLD, 67), (Metal.SILVER, 24)):
        agreeing = [
            spot
            for spot in LOCATIONS
            if all(answer(a.axis, a.location, spot) == a.point for a in lit[metal])
        ]
        assert agreeing == [hidden]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.sampled_from(LOCATIONS), min_size=1, max_size=6))
def test_every_answer_is_true_of_the_one_hidden_location(seed: int, asked: list[int]) -> None:
    game = LostTreasureGame.new(random.Random(seed), None, 0.0)
    table = Harness(game)
    for location in asked:
        for (metal, axis), key in KEYS.items():
            hidden = game.state.ocean.site(metal).location
            assert ask(table, location, key) == answer(axis, location, hidden)
    for metal in Metal:
        region = Region.from_answers(game.state.history[metal])
        assert game.state.ocean.site(metal).location in region


def test_asking_from_the_treasure_location_itself_lights_the_centre(make_table: MakeTable) -> None:
    table = make_table()
    assert ask(table, 67, "NS_GOLD") == "C"
    assert ask(table, 67, "EW_GOLD") == "C"
    assert ask(table, 24, "NS_SILVER") == "C"


def test_the_light_circles_for_about_one_and_a_half_seconds(make_table: MakeTable) -> None:
    table = make_table()
    enter(table, 47)
    mark = table.mark()
    table.press("NS_GOLD")
    table.wait(3.0)
    assert table.sounds(mark) == ["spin"]
    lit = [lights.compass for lights in table.all_lights(mark)]
    assert lit[:5] == ["N", "E", "S", "W", "N"]
    assert lit[-1] == "S"
    stop = max(t for t, e in table.log[mark:] if getattr(e, "compass", None) == "S")
    assert 1.4 <= stop - 0.0 - table.log[mark][0] <= 1.7


def test_the_answer_stays_lit_until_the_next_key(make_table: MakeTable) -> None:
    table = make_table()
    assert ask(table, 47, "NS_GOLD") == "S"
    table.wait(60)
    assert table.compass == "S"
    table.press("1")
    assert table.compass is None


def test_silver_keys_ask_about_silver(make_table: MakeTable) -> None:
    table = make_table()  # silver at 24
    assert ask(table, 47, "NS_SILVER") == "N"
    assert ask(table, 47, "EW_SILVER") == "W"
    assert ask(table, 21, "EW_SILVER") == "E"


def test_keys_during_the_spin_change_nothing(make_table: MakeTable) -> None:
    table = make_table()
    enter(table, 47)
    table.press("NS_GOLD")
    mark = table.mark()
    table.play("press 1 / press AIR / press CLEAR / press EW_GOLD / press VALUE")
    table.wait(2.0)
    assert table.sounds(mark) == []
    assert table.compass == "S"
    assert len(table.game.state.history[Metal.GOLD]) == 1


def test_region_narrows_like_the_buoys() -> None:
    region = Region().narrowed(Answer.from_notation("gold E-W 77 C"))
    assert (region.left, region.right) == (7, 7)
    region = region.narrowed(Answer.from_notation("gold N-S 47 S"))
    assert (region.top, region.bottom) == (5, 8)
    region = region.narrowed(Answer.from_notation("gold N-S 77 N"))
    assert region.size == 2 and 67 in region and 57 in region


def test_answer_notation_round_trips() -> None:
    given_answer = Answer.from_notation("silver N-S 47 S")
    assert eval(repr(given_answer)) == given_answer
    with pytest.raises(ValueError):
        Answer.from_notation("silver N-S 47 W")


def test_two_new_oceans_from_one_seed_are_the_same() -> None:
    assert Ocean.hidden(random.Random(5), Recipe()) == Ocean.hidden(random.Random(5), Recipe())
