"""The fastest possible dives: how many areas any diver at all can visit and come back.

The rulebook says "you won't have enough air to dive in all nine on a turn and still
return to the surface". This module proves that for a setting by computation, over
every layout of depths the dealing code (:meth:`Recipe.lay_out`) can produce, for the
fastest diver there can be: he knows every depth, presses the next key the instant he
hears a bottom sound (``gap_seconds`` 0: the keypad takes a press on its first edge, and
the next key may go down before the last one comes up), picks the best order, and goes
up with UP whenever that is quicker than an area key.

A move to an area costs its levels (``level_seconds`` each down; up, the quicker of an
area key and UP) and the search of its floor; the way home costs ``up_seconds`` a level.
The time of a route depends only on the depths it visits, not on which keys they are, so
the 9 depths of a layout are counted as a multiset (220 of them stand for the 4^9 =
262,144 layouts of depths 1 to 4).

    >>> from games.lost_treasure.diving.dive import DiveTiming
    >>> timing = DiveTiming(0.4, 0.3, 2.0, 12, 3.0)
    >>> round(route_seconds((1,) * 9, timing), 2)
    27.7
    >>> most_areas((1,) * 9, timing)
    7
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from games.lost_treasure.diving.dive import DiveTiming
from games.lost_treasure.ocean import AREAS, Recipe

Depths = tuple[int, ...]


def route_seconds(depths: Sequence[int], timing: DiveTiming, gap_seconds: float = 0.0) -> float:
    """The shortest time, from the first area key, to visit areas of these depths (all
    of them, in the best order) and be back at the surface."""
    counts = Counter(depths)
    values = tuple(sorted(counts))
    return _rest(tuple(counts[v] for v in values), 0, True, values, timing, gap_seconds)


@cache
def _rest(
    left: tuple[int, ...],
    level: int,
    first: bool,
    values: Depths,
    timing: DiveTiming,
    gap: float,
) -> float:
    """The shortest time from ``level`` to visit what is ``left`` (counts per depth in
    ``values``) and surface; a dynamic programme because the best order is not obvious
    when UP is slower than an area key."""
    wait = 0.0 if first else gap
    if not any(left):
        return wait + level * timing.up_seconds
    best = math.inf
    for index, depth in enumerate(values):
        if left[index]:
            after = (*left[:index], left[index] - 1, *left[index + 1 :])
            move = wait + _levels_seconds(level, depth, timing, gap) + timing.search_seconds
            best = min(best, move + _rest(after, depth, False, values, timing, gap))
    return best


def _levels_seconds(level: int, depth: int, timing: DiveTiming, gap: float) -> float:
    if depth >= level:
        return (depth - level) * timing.level_seconds
    levels = level - depth
    return min(levels * timing.level_seconds, levels * timing.up_seconds + gap)


def can_return(depths: Sequence[int], timing: DiveTiming, gap_seconds: float = 0.0) -> bool:
    """True when some diver visits all these areas and surfaces before the air runs out
    (surfacing at the very instant it runs out counts as back, the diver's favour)."""
    return route_seconds(depths, timing, gap_seconds) <= timing.air_seconds


def most_areas(depths: Sequence[int], timing: DiveTiming, gap_seconds: float = 0.0) -> int:
    """The most areas of this layout any route visits and still comes back up."""
    return max(
        (
            len(chosen)
            for chosen in _sub_multisets(tuple(sorted(depths)))
            if can_return(chosen, timing, gap_seconds)
        ),
        default=0,
    )


def _sub_multisets(depths: Depths) -> Iterator[Depths]:
    counts = Counter(depths)
    values = sorted(counts)
    for taken in itertools.product(*(range(counts[v] + 1) for v in values)):
        yield tuple(v for v, n in zip(values, taken, strict=True) for _ in range(n))


def dealt_layouts(recipe: Recipe) -> Iterator[tuple[Depths, int]]:
    """Every multiset of nine depths :meth:`Recipe.lay_out` can deal, with the number
    of layouts (orders of the keys) that share it."""
    depths = range(recipe.depth_min, recipe.depth_max + 1)
    for chosen in itertools.combinations_with_replacement(depths, len(AREAS)):
        layouts = math.factorial(len(AREAS))
        for count in Counter(chosen).values():
            layouts //= math.factorial(count)
        yield chosen, layouts


@dataclass(frozen=True)
class RouteFigures:
    """The fastest possible dives over every layout one setting can deal."""

    layouts: int
    air_seconds: float
    fastest_all_nine: float
    fastest_all_nine_depths: Depths
    fewest_areas: int
    most_areas: int
    average_areas: float

    @property
    def all_nine_impossible(self) -> bool:
        """True when no route on any layout visits all nine and returns."""
        return self.fastest_all_nine > self.air_seconds


def best_routes(recipe: Recipe, timing: DiveTiming, gap_seconds: float = 0.0) -> RouteFigures:
    """The fastest possible dive on every layout ``recipe`` can deal, summed up."""
    layouts = 0
    weighted = 0
    fewest, most = len(AREAS), 0
    fastest = math.inf
    fastest_depths: Depths = ()
    for depths, count in dealt_layouts(recipe):
        areas = most_areas(depths, timing, gap_seconds)
        seconds = route_seconds(depths, timing, gap_seconds)
        layouts += count
        weighted += areas * count
        fewest, most = min(fewest, areas), max(most, areas)
        if seconds < fastest:
            fastest, fastest_depths = seconds, depths
    return RouteFigures(
        layouts=layouts,
        air_seconds=timing.air_seconds,
        fastest_all_nine=fastest,
        fastest_all_nine_depths=fastest_depths,
        fewest_areas=fewest,
        most_areas=most,
        average_areas=weighted / layouts,
    )
