"""``tabletop tobago bench``: the bitmask clue engine against the set-based reference.

Both judge every possible clue (96) on four treasure maps in different states of play;
the island is also loaded and precomputed from its file's text. Each figure is the best
and the median of ``repeat`` timed runs (time.perf_counter).
"""

from __future__ import annotations

import gc
import json
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from games.tobago.clues import reference
from games.tobago.clues.clue import Clue, ClueSettings, all_clues
from games.tobago.clues.engine import ClueEngine
from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import Island

#: Candidates left on the four maps, at most: an empty map, two maps in play, one nearly
#: located (None: every hex).
MAP_GOALS = (None, 50, 20, 5)


@dataclass(frozen=True)
class Timing:
    """Best and median seconds of repeated runs."""

    best: float
    median: float


def time_runs(run: Callable[[], object], repeat: int, inner: int = 1) -> Timing:
    """Time ``run`` ``repeat`` times (each the mean of ``inner`` calls), with the garbage
    collector paused as ``timeit`` does."""
    seconds = []
    collecting = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            for _ in range(inner):
                run()
            seconds.append((time.perf_counter() - start) / inner)
    finally:
        if collecting:
            gc.enable()
    return Timing(min(seconds), statistics.median(seconds))


def map_states(engine: ClueEngine, seed: int = 4) -> list[int]:
    """Four candidate masks, made by playing random legal clues until each map's goal."""
    rng = random.Random(seed)
    clues = all_clues()
    masks = []
    for goal in MAP_GOALS:
        treasure_map = engine.new_map()
        while goal is not None and treasure_map.count > goal:
            verdicts = [engine.judge(treasure_map.candidates, clue) for clue in clues]
            legal = [v.clue for v in verdicts if v.legal]
            gentle = [
                v.clue for v in verdicts if v.legal and v.candidates_after.bit_count() >= goal
            ]
            if not legal:
                break
            _, treasure_map = engine.play(treasure_map, rng.choice(gentle or legal))
        masks.append(treasure_map.candidates)
    return masks


def judge_all_engine(engine: ClueEngine, masks: list[int], clues: list[Clue]) -> list[bool]:
    """The engine's verdict on every clue for every map."""
    judge = engine.judge
    return [judge(mask, clue).legal for mask in masks for clue in clues]


def judge_all_reference(
    island: Island, settings: ClueSettings, maps: list[set[Hex]], clues: list[Clue]
) -> list[bool]:
    """The reference's verdict on every clue for every map."""
    return [reference.judge(island, settings, cands, clue)[0] for cands in maps for clue in clues]


def load_and_precompute(text: str) -> ClueEngine:
    """An island file's text, parsed, checked and made into an engine."""
    return ClueEngine(Island.from_dict(json.loads(text)))


def report(island: Island, text: str, name: str, repeat: int) -> str:
    """Run the benchmark on ``island`` (whose file holds ``text``) and return the table."""
    engine = ClueEngine(island)
    clues = all_clues()
    masks = map_states(engine)
    maps = [set(engine.hexes_of(mask)) for mask in masks]
    agree = judge_all_engine(engine, masks, clues) == judge_all_reference(
        island, engine.settings, maps, clues
    )
    fast = time_runs(lambda: judge_all_engine(engine, masks, clues), repeat, inner=50)
    slow = time_runs(lambda: judge_all_reference(island, engine.settings, maps, clues), repeat)
    load = time_runs(lambda: load_and_precompute(text), repeat, inner=5)
    precompute = time_runs(lambda: ClueEngine(island), repeat, inner=5)
    verdicts = len(masks) * len(clues)
    sizes = ", ".join(str(len(m)) for m in maps)
    rows = [
        f"island {name}: {len(island.terrain)} hexes, {len(island.landmarks)} landmarks",
        f"{len(clues)} clues x {len(masks)} maps ({sizes} candidates) = {verdicts} verdicts;"
        f" best and median of {repeat} runs",
        "",
        f"{'':34}{'best':>12}{'median':>12}",
        _row("judge all clues, bitmask engine", fast.best, fast.median),
        _row("judge all clues, set reference", slow.best, slow.median),
        f"{'speed-up (reference / engine)':34}{slow.best / fast.best:>11.0f}x"
        f"{slow.median / fast.median:>11.0f}x",
        _row("load + precompute island", load.best, load.median),
        _row("  of which precompute clue masks", precompute.best, precompute.median),
        "",
        f"engine and reference agree on all {verdicts} verdicts: {'yes' if agree else 'NO'}",
    ]
    return "\n".join(rows)


def _row(label: str, best: float, median: float) -> str:
    return f"{label:34}{best * 1000:>9.3f} ms{median * 1000:>9.3f} ms"
