"""The deck: every map valid over many seeds, the mix of lengths and fading as set."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.treasure_rush.deck import DeckRecipe, all_paths, deal, deck_from_notation, deck_notation
from games.treasure_rush.treasure_map import TreasureMap


def test_every_map_of_every_deck_is_valid_over_many_seeds():
    for seed in range(300):
        deck = deal(random.Random(seed), DeckRecipe())
        assert len(deck) == 50
        assert all(m.is_valid for m in deck), seed
        assert len(set(deck)) == 50, f"seed {seed}: a map came twice in one deck"


def test_every_map_is_valid_for_any_recipe():
    # 300 random recipes (size 1-300, any shares, any fading): size, mix and fading exact.
    for seed in range(300):
        pick = random.Random(seed)
        shares = {length: pick.choice((0, 1, 5, 20, 100)) for length in (2, 3, 4, 5)}
        shares[pick.choice((2, 3, 4, 5))] += 1
        recipe = DeckRecipe(pick.randint(1, 300), shares, pick.randint(0, 100))
        deck = deal(random.Random(seed), recipe)
        assert all(m.is_valid for m in deck), seed
        assert Counter(len(m) for m in deck) == {k: v for k, v in recipe.counts().items() if v}
        steps = [step for m in deck for step in m.steps]
        assert sum(s.faded for s in steps) == round(len(steps) * recipe.faded_percent / 100)


def test_the_default_mix_is_exact():
    deck = deal(random.Random(1), DeckRecipe())
    assert Counter(len(m) for m in deck) == {2: 10, 3: 15, 4: 15, 5: 10}
    icons = [step for m in deck for step in m.steps]
    assert (len(icons), sum(step.faded for step in icons)) == (175, 35)


@pytest.mark.parametrize(
    ("size", "shares", "counts"),
    [
        (50, {2: 20, 3: 30, 4: 30, 5: 20}, {2: 10, 3: 15, 4: 15, 5: 10}),
        (7, {2: 20, 3: 30, 4: 30, 5: 20}, {2: 2, 3: 2, 4: 2, 5: 1}),
        (10, {2: 0, 3: 0, 4: 0, 5: 1}, {2: 0, 3: 0, 4: 0, 5: 10}),
        (3, {2: 1, 3: 1, 4: 1, 5: 0}, {2: 1, 3: 1, 4: 1, 5: 0}),
    ],
)
def test_the_lengths_follow_the_shares(size, shares, counts):
    recipe = DeckRecipe(size, shares, 0)
    assert recipe.counts() == counts
    deck = deal(random.Random(5), recipe)
    assert Counter(len(m) for m in deck) == {k: v for k, v in counts.items() if v}
    assert not any(step.faded for m in deck for step in m.steps)


def test_the_maps_are_shuffled_not_sorted_by_length():
    lengths = [len(m) for m in deal(random.Random(2), DeckRecipe())]
    assert lengths != sorted(lengths)


def test_faded_icons_are_spread_over_the_deck():
    # 1000 decks: each icon place is faded about 20% of the time (tolerance 3 points).
    by_place = Counter()
    for seed in range(1000):
        deck = deal(random.Random(seed), DeckRecipe(10, {5: 1}, 20))
        for m, treasure_map in enumerate(deck):
            for i, step in enumerate(treasure_map.steps):
                by_place[m * 5 + i] += step.faded
    assert all(170 <= count <= 230 for count in by_place.values()), by_place


def test_every_icon_faded():
    assert all(
        s.faded for m in deal(random.Random(1), DeckRecipe(20, faded_percent=100)) for s in m.steps
    )


def test_the_same_seed_deals_the_same_deck_and_another_seed_another():
    assert deal(random.Random(9), DeckRecipe()) == deal(random.Random(9), DeckRecipe())
    assert deal(random.Random(9), DeckRecipe()) != deal(random.Random(10), DeckRecipe())


def test_a_big_deck_repeats_maps_only_when_every_path_was_used():
    deck = deal(random.Random(4), DeckRecipe(200, {2: 1}, 0))
    assert len(all_paths(2)) == 80
    assert all(m.is_valid for m in deck)
    assert max(Counter(deck).values()) - min(Counter(deck).values()) <= 1
    assert len(set(deck)) == 80


def test_how_many_paths_there_are():
    # Ordered choice of cards times a side for each: 20*4, 60*8, 120*16, 120*32.
    assert [len(all_paths(n)) for n in (2, 3, 4, 5)] == [80, 480, 1920, 3840]


def test_deck_notation_round_trips_by_code_and_by_name(icons):
    deck = deal(random.Random(3), DeckRecipe(6))
    assert deck_from_notation(deck_notation(deck)) == deck
    assert deck_from_notation(deck_notation(deck, icons), icons) == deck


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("Diamond", "a path has 2 to 5 icons, not 1"),
        ("Diamond Crown", "a path never shows two icons of one card"),
        ("Diamond Book Compass Wagon Tablet Key", "a path has 2 to 5 icons, not 6"),
    ],
)
def test_an_invalid_map_is_named(icons, text, problem):
    assert TreasureMap.from_notation(text, icons).problem() == problem
    with pytest.raises(ValueError, match=f"map 2 .* is invalid: {problem}"):
        deck_from_notation(f"Palm Tablet / {text}", icons)


def test_a_map_rebuilds_from_its_repr():
    treasure_map = TreasureMap.from_notation("1F 3B~ 2F")
    assert eval(repr(treasure_map)) == treasure_map
    assert repr(treasure_map) == "TreasureMap.from_notation('1F 3B~ 2F')"
