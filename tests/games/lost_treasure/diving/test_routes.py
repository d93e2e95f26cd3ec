"""The rulebook's "you won't have enough air to dive in all nine": proved over every layout.

The proof is :func:`games.lost_treasure.diving.routes.best_routes`: the fastest diver there can
be (no pause between keys, every depth known, the best order) on every layout of depths
the dealing code can produce. These tests run it for the defaults and each difficulty,
check it against brute force, and play its fastest route on the real game.
"""

from __future__ import annotations

import itertools
import random

import pytest
from lost_treasure_positions import MakeTable, start_dive

from games.lost_treasure.diving.dive import DiveTiming
from games.lost_treasure.diving.routes import best_routes, dealt_layouts, most_areas, route_seconds
from games.lost_treasure.settings import DIFFICULTIES, LostTreasureSettings

PRESETS = [LostTreasureSettings(), *(LostTreasureSettings(difficulty=d) for d in DIFFICULTIES)]


@pytest.mark.parametrize("settings", PRESETS, ids=["defaults", *DIFFICULTIES])
def test_no_route_on_any_layout_visits_all_nine_and_comes_back(
    settings: LostTreasureSettings,
) -> None:
    routes = best_routes(settings.recipe(), settings.timing())
    depths = settings.depth_max - settings.depth_min + 1
    assert routes.layouts == depths**9  # every layout, counted through its multiset
    assert routes.fastest_all_nine > routes.air_seconds
    assert routes.all_nine_impossible
    assert routes.most_areas <= 8
    assert routes.fewest_areas >= 4  # even the worst layout leaves room for a good dive


def test_the_classic_figures_of_the_proof() -> None:
    settings = LostTreasureSettings()
    routes = best_routes(settings.recipe(), settings.timing())
    assert routes.fastest_all_nine == pytest.approx(27.7)  # nine at depth 1: 0.4 + 9 x 3 + 0.3
    assert routes.fastest_all_nine_depths == (1,) * 9
    assert routes.air_seconds == 24.0
    assert (routes.fewest_areas, routes.most_areas) == (7, 7)


def test_the_proof_counts_every_layout_the_dealing_code_deals() -> None:
    recipe = LostTreasureSettings().recipe()
    counted = dict(dealt_layouts(recipe))
    rng = random.Random(3)
    for _ in range(2000):
        depths = tuple(sorted(recipe.lay_out(11, rng).depths))
        assert depths in counted
    assert sum(counted.values()) == 4**9


def brute_force(depths: tuple[int, ...], timing: DiveTiming, gap: float) -> float:
    """Every order, and at every shallower area the choice of an area key or UP."""
    best = float("inf")
    for order in set(itertools.permutations(depths)):
        seconds, level = 0.0, 0
        for index, depth in enumerate(order):
            seconds += gap if index else 0.0
            if depth >= level:
                seconds += (depth - level) * timing.level_seconds
            else:
                by_key = (level - depth) * timing.level_seconds
                seconds += min(by_key, (level - depth) * timing.up_seconds + gap)
            seconds += timing.search_seconds
            level = depth
        best = min(best, seconds + gap + level * timing.up_seconds)
    return best


@pytest.mark.parametrize(
    "timing",
    [
        DiveTiming(0.4, 0.3, 2.0, 12, 3.0),
        DiveTiming(0.3, 0.9, 1.0, 12, 0.5),  # UP slower than an area key
    ],
)
def test_the_shortest_route_agrees_with_trying_every_order(timing: DiveTiming) -> None:
    rng = random.Random(5)
    for _ in range(30):
        depths = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 6)))
        for gap in (0.0, 0.35):
            assert route_seconds(depths, timing, gap) == pytest.approx(
                brute_force(depths, timing, gap)
            )
            shuffled = tuple(rng.sample(depths, len(depths)))
            assert route_seconds(shuffled, timing, gap) == route_seconds(depths, timing, gap)


def test_most_areas_is_the_largest_set_that_comes_back() -> None:
    timing = DiveTiming(0.4, 0.3, 2.0, 12, 3.0)
    assert most_areas((4,) * 9, timing) == 7  # 4 x 0.7 + 7 x 3 = 23.8 s of 24
    assert most_areas((1, 1, 1, 1, 1, 1, 1, 9, 9), timing) == 7
    assert most_areas((), timing) == 0


def test_the_fastest_route_on_the_real_game_cannot_bring_nine_up(make_table: MakeTable) -> None:
    """Nine areas at depth 1, each key down the instant the last one reached bottom."""
    ocean = "gold 67 1+1 1+1 1+1 1+1 1+1 1+1 1+1 1+1 1+1; silver 24 1 1 1 1 1 1 1 1 1"
    for areas, ends in ((7, "bells"), (8, "drop")):
        table = make_table(ocean)
        start_dive(table, 67)
        start = table.now
        for area in range(1, areas + 1):
            mark = table.mark()
            table.down(str(area))
            table.wait_until(lambda t=table, m=mark: bool({"treasure", "drop"} & set(t.sounds(m))))
            table.up(str(area))
        if table.game.state.phase == "diving":
            table.down("UP")
            table.wait(30)
        assert table.sounds()[-1 if ends == "drop" else -2] == ends
        if ends == "bells":  # 0.4 down, 7 searches of 3 s, 0.3 up: 21.7 s of 24
            bells = [t for t, cue in table.timed_sounds() if cue == "bells"]
            assert bells[-1] - start == pytest.approx(0.4 + 7 * 3.0 + 0.3)
