"""A deck of Treasure Maps generated from a seed, following a mix of lengths and fading.

A deck is written as its maps from the top of the pile down, ``/`` between maps:
``"1F 2B / 3F 4F~ 5B"`` (see :mod:`games.treasure_rush.maps.treasure_map`).
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from games.treasure_rush.maps.icon_set import CARDS, IconRef, IconSet, Side
from games.treasure_rush.maps.treasure_map import Step, TreasureMap

SEPARATOR = "/"
Path = tuple[IconRef, ...]


@dataclass(frozen=True)
class DeckRecipe:
    """How a deck is made: its size, the share of each path length, the share faded.

    ``shares`` maps a length (2 to 5 icons) to its relative weight; the counts are split
    by largest remainder, so 50 maps at 20/30/30/20 are exactly 10/15/15/10.
    ``faded_percent`` of all the icons in the deck are faded, spread at random.
    """

    size: int = 50
    shares: dict[int, int] = field(default_factory=lambda: {2: 20, 3: 30, 4: 30, 5: 20})
    faded_percent: int = 20

    def counts(self) -> dict[int, int]:
        """How many maps of each length: ``{2: 10, 3: 15, 4: 15, 5: 10}``."""
        total = sum(self.shares.values())
        exact = {length: self.size * share / total for length, share in self.shares.items()}
        counts = {length: int(value) for length, value in exact.items()}
        by_remainder = sorted(exact, key=lambda length: (counts[length] - exact[length], length))
        for length in by_remainder[: self.size - sum(counts.values())]:
            counts[length] += 1
        return counts


@functools.cache
def all_paths(length: int) -> tuple[Path, ...]:
    """Every path of ``length`` icons with no two from one card, in a fixed order."""
    return tuple(
        tuple(IconRef(card, side) for card, side in zip(cards, sides, strict=True))
        for cards in itertools.permutations(range(1, CARDS + 1), length)
        for sides in itertools.product(Side, repeat=length)
    )


def deal(rng: random.Random, recipe: DeckRecipe) -> list[TreasureMap]:
    """A shuffled deck, top first: no map twice until every path of its length is used."""
    paths: list[Path] = []
    for length, count in sorted(recipe.counts().items()):
        paths.extend(_distinct(rng, all_paths(length), count))
    rng.shuffle(paths)
    total = sum(len(path) for path in paths)
    faded = set(rng.sample(range(total), round(total * recipe.faded_percent / 100)))
    deck, place = [], 0
    for path in paths:
        deck.append(
            TreasureMap(tuple(Step(icon, place + i in faded) for i, icon in enumerate(path)))
        )
        place += len(path)
    return deck


@dataclass(frozen=True)
class Dealer:
    """Makes draw piles from one generator: a deck to start, a reshuffle when it runs out."""

    rng: random.Random
    recipe: DeckRecipe

    def deal(self) -> list[TreasureMap]:
        """A fresh deck following the recipe."""
        return deal(self.rng, self.recipe)

    def shuffle(self, maps: list[TreasureMap]) -> None:
        """Shuffle maps in place (the maps set aside, into a new draw pile)."""
        self.rng.shuffle(maps)


def _distinct(rng: random.Random, pool: tuple[Path, ...], count: int) -> list[Path]:
    """``count`` paths from the pool, none twice before every one was taken once."""
    chosen: list[Path] = []
    while count > 0:
        taken = min(count, len(pool))
        chosen.extend(rng.sample(pool, taken))
        count -= taken
    return chosen


def deck_notation(maps: Sequence[TreasureMap], icons: IconSet | None = None) -> str:
    """``"1F 2B / 3F 4F~ 5B"``: the maps top first (names with an icon set)."""
    return f" {SEPARATOR} ".join(m.to_notation(icons) for m in maps)


def deck_from_notation(text: str, icons: IconSet | None = None) -> list[TreasureMap]:
    """The maps of :func:`deck_notation` (ValueError naming the first invalid map)."""
    if not text.strip():
        return []
    maps = [TreasureMap.from_notation(part, icons) for part in text.split(SEPARATOR)]
    for number, treasure_map in enumerate(maps, 1):
        problem = treasure_map.problem()
        if problem:
            raise ValueError(f"map {number} ({treasure_map.to_notation()}) is invalid: {problem}")
    return maps
