"""The three secret decks: each deals exactly its distribution, in the removal order."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.atlantis.tiles.decks import Decks, Refusal
from games.atlantis.tiles.tile_backs import load_tile_backs
from games.atlantis.tiles.tiles import KINDS, Back, Kind

SEEDS = range(300)


def test_over_many_seeds_each_deck_deals_exactly_its_distribution() -> None:
    backs = load_tile_backs()
    orders = set()
    for seed in SEEDS:
        decks = Decks.shuffled(backs, random.Random(seed))
        for kind in KINDS:
            dealt = [decks.draw(kind) for _ in range(decks.left(kind))]
            assert Counter(dealt) == Counter(backs.deck(kind)), (seed, kind)
            assert decks.left(kind) == 0
        orders.add(decks.to_notation())
    assert len(orders) == 1  # all empty now


def test_over_many_seeds_the_volcano_is_always_a_mountain() -> None:
    backs = load_tile_backs()
    places = Counter()
    for seed in SEEDS:
        decks = Decks.shuffled(backs, random.Random(seed))
        where = [
            (kind, index)
            for kind in KINDS
            for index, back in enumerate(decks.backs(kind))
            if back is Back.VOLCANO
        ]
        assert len(where) == 1 and where[0][0] is Kind.MOUNTAIN
        places[where[0][1]] += 1
    # Shuffled: over 300 seeds the volcano lies at every one of the 8 depths.
    assert sorted(places) == list(range(8))


def test_shuffles_differ_between_seeds_and_repeat_with_one() -> None:
    backs = load_tile_backs()
    first = Decks.shuffled(backs, random.Random(1))
    assert first == Decks.shuffled(backs, random.Random(1))
    assert first != Decks.shuffled(backs, random.Random(2))


@pytest.mark.parametrize(
    ("decks", "kind", "refusal"),
    [
        ("beach=Wd forest=S mountain=V", Kind.BEACH, None),
        ("beach=Wd forest=S mountain=V", Kind.FOREST, Refusal(Kind.FOREST, Kind.BEACH, 2)),
        ("beach=Wd forest=S mountain=V", Kind.MOUNTAIN, Refusal(Kind.MOUNTAIN, Kind.BEACH, 2)),
        ("beach=- forest=S mountain=V", Kind.MOUNTAIN, Refusal(Kind.MOUNTAIN, Kind.FOREST, 1)),
        ("beach=- forest=S mountain=V", Kind.FOREST, None),
        ("beach=- forest=- mountain=V", Kind.MOUNTAIN, None),
        ("beach=- forest=S mountain=V", Kind.BEACH, Refusal(Kind.BEACH)),
    ],
)
def test_the_removal_order(decks: str, kind: Kind, refusal: Refusal | None) -> None:
    assert Decks.from_notation(decks).refusal(kind) == refusal


def test_a_kind_cut_off_from_the_sea_never_lets_the_next_kind_go_first() -> None:
    # The rulebook lifts a beach cut off from the sea last of the beaches: the forests
    # still wait for it, whatever the table says.
    decks = Decks.from_notation("beach=W forest=S mountain=V")
    assert decks.refusal(Kind.FOREST) == Refusal(Kind.FOREST, Kind.BEACH, 1)
    assert decks.refusal(Kind.MOUNTAIN) == Refusal(Kind.MOUNTAIN, Kind.BEACH, 1)
    assert "out_of_order" not in Decks.refusal.__code__.co_varnames


def test_draw_takes_the_top_back() -> None:
    decks = Decks.from_notation("beach=Wd forest=- mountain=xV")
    assert decks.draw(Kind.MOUNTAIN) is Back.SHARK_DEFENCE
    assert decks.to_notation() == "beach=Wd forest=- mountain=V"
    assert decks.in_order() is Kind.BEACH


def test_notation_round_trips_and_repr_rebuilds() -> None:
    decks = Decks.from_notation("beach=WSd forest=- mountain=OV")
    assert eval(repr(decks)) == decks
    with pytest.raises(ValueError, match="KIND=CODES"):
        Decks.from_notation("beach=W lake=S mountain=V")
    with pytest.raises(ValueError, match="all three decks"):
        Decks.from_notation("beach=W")
