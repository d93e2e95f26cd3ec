"""The ocean: 64 locations, two treasures in two places, the compact notation."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from lost_treasure_positions import OCEAN

from games.lost_treasure.ocean import LOCATIONS, Area, Metal, Ocean, Recipe, Site, is_location


def test_there_are_64_locations_with_digits_1_to_8() -> None:
    assert len(LOCATIONS) == 64
    assert all(set(str(location)) <= set("12345678") for location in LOCATIONS)
    assert LOCATIONS[0] == 11 and LOCATIONS[-1] == 88


@pytest.mark.parametrize("number", [9, 10, 19, 20, 29, 90, 91, 99, 80, 89, 98, 100, 0])
def test_no_digit_9_or_0_is_a_location(number: int) -> None:
    assert not is_location(number)


def test_the_notation_rebuilds_the_ocean() -> None:
    ocean = Ocean.from_notation(OCEAN)
    assert ocean.to_notation() == OCEAN
    assert eval(repr(ocean)) == ocean
    assert ocean.site(Metal.GOLD).area(3) == Area(5, 2)
    assert ocean.site(Metal.SILVER).pieces == 2


@pytest.mark.parametrize(
    "text",
    [
        "gold 67 1 1 1 | 1 1 1 | 1 1 1",
        "gold 67 1 1 1 1 1 1 1 1 1; gold 24 1 1 1 1 1 1 1 1 1",
        "gold 67 1 1 1 1 1 1 1 1 1; silver 67 1 1 1 1 1 1 1 1 1",
        "gold 69 1 1 1 1 1 1 1 1 1; silver 24 1 1 1 1 1 1 1 1 1",
        "gold 67 1 1 1 1 1 1 1 1; silver 24 1 1 1 1 1 1 1 1 1",
        "gold 67 0 1 1 1 1 1 1 1 1; silver 24 1 1 1 1 1 1 1 1 1",
        "gold 67 x 1 1 1 1 1 1 1 1; silver 24 1 1 1 1 1 1 1 1 1",
        "copper 67 1 1 1 1 1 1 1 1 1; silver 24 1 1 1 1 1 1 1 1 1",
    ],
)
def test_bad_notation_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        Ocean.from_notation(text)


@given(st.integers(0, 2**32))
def test_a_new_ocean_hides_gold_and_silver_in_two_different_locations(seed: int) -> None:
    recipe = Recipe()
    ocean = Ocean.hidden(random.Random(seed), recipe)
    gold, silver = ocean.site(Metal.GOLD), ocean.site(Metal.SILVER)
    assert gold.location != silver.location
    assert is_location(gold.location) and is_location(silver.location)
    for site in (gold, silver):
        holding = [area for area in site.areas if area.pieces]
        assert recipe.areas_min <= len(holding) <= recipe.areas_max
        assert all(recipe.pieces_min <= area.pieces <= recipe.pieces_max for area in holding)
        assert all(recipe.depth_min <= area.depth <= recipe.depth_max for area in site.areas)


@given(st.integers(0, 2**32), st.sampled_from(list(Metal)))
def test_hiding_again_avoids_the_other_metal_and_the_old_place(seed: int, metal: Metal) -> None:
    rng = random.Random(seed)
    ocean = Ocean.hidden(rng, Recipe())
    for _ in range(20):
        old = ocean.site(metal).location
        new = ocean.hide_again(metal, rng, Recipe()).location
        assert new not in (old, ocean.site(metal.other).location)
        assert is_location(new)


def test_taking_and_dropping_move_pieces_between_diver_and_area() -> None:
    ocean = Ocean.from_notation(OCEAN)
    assert ocean.take(Metal.GOLD, 3) == 2
    assert ocean.take(Metal.GOLD, 3) == 0
    ocean.drop(Metal.GOLD, 9, 2)
    assert ocean.site(Metal.GOLD).to_notation() == "67 3+1 2 5 | 1 4 1+1 | 3 2+2 1+2"


def test_a_site_knows_its_depths_and_when_it_is_empty() -> None:
    site = Site.from_notation("11 1 2 3 4 5 1 2 3 4")
    assert site.depths == (1, 2, 3, 4, 5, 1, 2, 3, 4)
    assert site.is_empty
    assert not site.with_pieces(5, 1).is_empty
