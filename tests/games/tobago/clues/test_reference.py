"""The bitmask engine against the plain set-based reference, on real and generated islands."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tobago_positions import LAGOON

from games.tobago.clues import reference
from games.tobago.clues.clue import Clue, ClueSettings, all_clues
from games.tobago.clues.engine import ClueEngine
from games.tobago.island.generate import generate_setup, place_landmarks
from games.tobago.island.island import Island
from games.tobago.island.sections import all_assemblies, assemble, retail_sections

ASSEMBLIES = list(all_assemblies())
CLUES = all_clues()
GENERATED_SEEDS = range(12)

clue_lists = st.lists(st.sampled_from(CLUES), min_size=1, max_size=12)
clue_settings = st.builds(
    ClueSettings,
    next_to_distance=st.integers(1, 2),
    sight_distance=st.integers(1, 3),
    allow_clue_removing_nothing_before_markers=st.booleans(),
    markers=st.sampled_from([5, 17]),
)


@cache
def real_island(number: int, with_landmarks: bool) -> Island:
    """Assembly ``number`` of the retail board, bare or with landmarks placed."""
    island = assemble(retail_sections(), ASSEMBLIES[number])
    return place_landmarks(island, random.Random(number)) if with_landmarks else island


@cache
def generated_island(seed: int) -> Island:
    return generate_setup(random.Random(seed))


@cache
def engine_for(island: Island, clue_settings: ClueSettings) -> ClueEngine:
    return ClueEngine(island, clue_settings)


def assert_agree(island: Island, clue_settings: ClueSettings, clues: list[Clue]) -> None:
    engine = engine_for(island, clue_settings)
    _, verdicts = engine.replay(clues)
    expected = reference.replay(island, clue_settings, clues)
    for step, (verdict, (legal, reason, after)) in enumerate(zip(verdicts, expected, strict=True)):
        where = f"clue {step + 1} of {[str(c) for c in clues]}"
        assert verdict.legal == legal, where
        assert verdict.reason == reason, where
        assert set(engine.hexes_of(verdict.candidates_after)) == after, where


@pytest.mark.parametrize("number", range(len(ASSEMBLIES)))
def test_every_clue_mask_on_every_real_island(number: int) -> None:
    for island in (real_island(number, False), real_island(number, True)):
        engine = ClueEngine(island)
        for clue in CLUES:
            mask = engine.clue_mask(clue)
            truth = reference.clue_hexes(island, engine.settings, clue)
            if mask is None:
                assert clue.target.landmark is not None and not island.landmarks
            else:
                assert set(engine.hexes_of(mask)) == truth, str(clue)


@settings(max_examples=150, deadline=None)
@given(
    number=st.integers(0, len(ASSEMBLIES) - 1),
    with_landmarks=st.booleans(),
    clue_settings=clue_settings,
    clues=clue_lists,
)
def test_real_islands_agree(
    number: int, with_landmarks: bool, clue_settings: ClueSettings, clues: list[Clue]
) -> None:
    assert_agree(real_island(number, with_landmarks), clue_settings, clues)


@settings(max_examples=150, deadline=None)
@given(seed=st.sampled_from(GENERATED_SEEDS), clue_settings=clue_settings, clues=clue_lists)
def test_generated_islands_agree(seed: int, clue_settings: ClueSettings, clues: list[Clue]) -> None:
    assert_agree(generated_island(seed), clue_settings, clues)


@settings(max_examples=60, deadline=None)
@given(clue_settings=clue_settings, clues=clue_lists)
def test_a_small_island_agrees(clue_settings: ClueSettings, clues: list[Clue]) -> None:
    assert_agree(LAGOON, clue_settings, clues)


@pytest.mark.parametrize("seed", range(4))
def test_every_verdict_agrees_through_a_whole_map(seed: int) -> None:
    """Play random legal clues until the treasure is located; at every step the engine and
    the reference judge all 96 clues alike."""
    rng = random.Random(seed)
    island = generated_island(seed)
    engine = engine_for(island, ClueSettings())
    treasure_map = engine.new_map()
    while True:
        candidates = set(engine.hexes_of(treasure_map.candidates))
        mine = [engine.judge(treasure_map.candidates, clue).legal for clue in CLUES]
        theirs = [reference.judge(island, engine.settings, candidates, c)[0] for c in CLUES]
        assert mine == theirs, [str(c) for c in treasure_map.clues]
        legal = [clue for clue, ok in zip(CLUES, mine, strict=True) if ok]
        if not legal:
            break
        _, treasure_map = engine.play(treasure_map, rng.choice(legal))
    assert treasure_map.is_located
