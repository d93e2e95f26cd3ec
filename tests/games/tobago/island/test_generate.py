"""Random legal setups: the island, then 4 huts, 3 palms and 3 statues."""

from __future__ import annotations

import itertools
import random

import pytest
from tobago_positions import LAGOON, sections

from games.tobago.island.generate import generate_island, generate_setup, place_landmarks
from games.tobago.island.hexgrid import distance, within
from games.tobago.island.island import Island, IslandError, LandmarkKind, Terrain
from games.tobago.island.sections import Assembly, all_assemblies, assemble


def assert_legal_setup(island: Island) -> None:
    counts = {kind: len(island.landmarks_of(kind)) for kind in LandmarkKind}
    assert counts == {LandmarkKind.HUT: 4, LandmarkKind.PALM: 3, LandmarkKind.STATUE: 3}
    assert len({m.hex for m in island.landmarks}) == 10
    for a, b in itertools.combinations(island.landmarks, 2):
        assert a.kind != b.kind or distance(a.hex, b.hex) >= 4
    for statue in island.landmarks_of(LandmarkKind.STATUE):
        assert statue.hex not in island.shore
        assert statue.facing in range(6)


@pytest.mark.parametrize("seed", range(8))
def test_a_generated_island_follows_the_rules(seed: int) -> None:
    island = generate_setup(random.Random(seed))
    assert 87 <= len(island.terrain) <= 104
    assert set(island.terrain.values()) == set(Terrain)
    beaches = {h for h, land in island.terrain.items() if land == Terrain.BEACH}
    assert beaches <= island.shore, "a beach hex inland"
    assert_legal_setup(island)
    assert Island.from_dict(island.to_dict()) == island


def test_a_generated_island_has_no_lake_of_sea_inside() -> None:
    island = generate_island(random.Random(5))
    reach = max(distance((0, 0), h) for h in island.terrain) + 1
    sea = {p for p in within((0, 0), reach) if p not in island.terrain}
    inner = {p for p in sea if distance((0, 0), p) < reach}
    # every sea position can see the open sea through other sea positions
    outside = {p for p in sea if distance((0, 0), p) == reach}
    grown = True
    while grown:
        more = {p for p in inner - outside if any(distance(p, o) == 1 for o in outside)}
        outside |= more
        grown = bool(more)
    assert inner <= outside


def test_the_same_seed_gives_the_same_setup() -> None:
    first = generate_setup(random.Random(11)).to_dict()
    assert generate_setup(random.Random(11)).to_dict() == first
    assert generate_setup(random.Random(12)).to_dict() != first


def test_landmarks_on_an_assembled_island() -> None:
    island = assemble(sections(), Assembly("aBc", "bc", 0))
    placed = place_landmarks(island, random.Random(1))
    assert placed.terrain == island.terrain
    assert_legal_setup(placed)


@pytest.mark.parametrize("assembly", list(all_assemblies()), ids=str)
def test_landmarks_are_legal_on_every_board_island_over_many_seeds(assembly: Assembly) -> None:
    island = assemble(sections(), assembly)
    for seed in range(12):
        placed = place_landmarks(island.turned(seed % 6), random.Random(seed))
        assert_legal_setup(placed)
        assert (
            placed.landmarks
            == place_landmarks(island.turned(seed % 6), random.Random(seed)).landmarks
        )


def test_an_island_too_small_for_the_landmarks_is_refused() -> None:
    with pytest.raises(IslandError, match="cannot place"):
        place_landmarks(LAGOON, random.Random(0))
