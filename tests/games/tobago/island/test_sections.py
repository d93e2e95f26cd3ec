"""The 32 islands of the retail board: the product's own section data, and bad sections files."""

from __future__ import annotations

import copy
import random

import pytest
from tobago_positions import SECTIONS_FILE, sections, shared_sections

from games.tobago.island.island import IslandError, Terrain
from games.tobago.island.sections import (
    Assembly,
    all_assemblies,
    assemble,
    random_assembly,
    read_sections,
    retail_sections,
)


def test_there_are_32_assemblies() -> None:
    assemblies = list(all_assemblies())
    assert len(set(assemblies)) == 32
    assert str(assemblies[0]) == "sides a,b,c, order bc, shift 0"
    assert str(assemblies[-1]) == "sides A,B,C, order cb, shift 1"


@pytest.mark.parametrize("assembly", list(all_assemblies()), ids=str)
def test_every_assembly_is_a_legal_island(assembly: Assembly) -> None:
    data = sections()
    island = assemble(retail_sections(), assembly)  # checks: no overlap, connected, no tie
    sides = (assembly.sides[0], *assembly.second_and_third)
    assert len(island.terrain) == sum(len(data["sides"][side]) for side in sides)
    assert 87 <= len(island.terrain) <= 104
    assert set(island.terrain.values()) == set(Terrain)
    beaches = {h for h, land in island.terrain.items() if land == Terrain.BEACH}
    assert beaches <= island.shore, "a beach hex inland"
    assert island.landmarks == ()
    for terrain in Terrain:
        areas = island.areas_of(terrain)
        assert len(areas) == 1 or len(areas[0]) > len(areas[1]), f"a tie for the largest {terrain}"


@pytest.mark.parametrize("assembly", list(all_assemblies()), ids=str)
def test_the_product_data_equals_the_shared_data_hex_for_hex(assembly: Assembly) -> None:
    """The one test that may skip: the shared test data is not shipped with the product."""
    assert assemble(retail_sections(), assembly) == assemble(shared_sections(), assembly)


def test_the_assemblies_have_the_sizes_of_the_real_board() -> None:
    sizes = sorted({len(assemble(sections(), a).terrain) for a in all_assemblies()})
    assert sizes == [87, 89, 92, 94, 97, 99, 102, 104]


def test_section_1_is_unchanged_and_section_2_is_rotated_then_shifted() -> None:
    data = sections()
    island = assemble(data, Assembly("aBc", "cb", 1))
    for entry in data["sides"]["a"]:
        assert island.terrain[entry["q"], entry["r"]] == entry["terrain"]
    shift = data["assembly"]["shift_1"]["section_2"]
    for entry in data["sides"]["c"]:
        q, r = -entry["q"] - entry["r"], entry["q"]  # one turn
        assert island.terrain[q + shift["q"], r + shift["r"]] == entry["terrain"]


def test_a_random_assembly_keeps_what_is_given() -> None:
    rng = random.Random(3)
    picks = [random_assembly(rng, sides="AbC", shift=1) for _ in range(20)]
    assert {(p.sides, p.shift) for p in picks} == {("AbC", 1)}
    assert {p.order for p in picks} == {"bc", "cb"}
    assert len({random_assembly(rng) for _ in range(200)}) == 32


@pytest.mark.parametrize(
    ("sides", "order", "shift", "message"),
    [
        ("abd", "bc", 0, "sides 'abd': give one side of each section, like a,B,c"),
        ("ab", "bc", 0, "sides 'ab'"),
        ("abc", "ca", 0, "order 'ca' is not one of bc, cb"),
        ("abc", "bc", 2, "shift 2 is not 0 or 1"),
    ],
)
def test_a_bad_assembly_is_refused(sides: str, order: str, shift: int, message: str) -> None:
    with pytest.raises(IslandError, match=message):
        Assembly(sides, order, shift)


def test_a_broken_sections_file_is_refused() -> None:
    data = copy.deepcopy(sections())
    del data["sides"]["B"]
    with pytest.raises(IslandError, match="a list of hexes for side 'B'"):
        assemble(data, Assembly("aBc"))
    data = copy.deepcopy(sections())
    data["sides"]["a"][0]["q"] = 0.5
    with pytest.raises(IslandError, match=r"side 'a': .* is not a hex; write whole numbers"):
        assemble(data, Assembly("abc"))
    data = copy.deepcopy(sections())
    del data["assembly"]
    with pytest.raises(IslandError, match='a sections file needs "assembly"'):
        assemble(data, Assembly("abc"))
    data = copy.deepcopy(sections())
    data["assembly"]["shift_0"]["section_2"] = {"q": 0, "r": 0}
    with pytest.raises(IslandError, match="two sections overlap"):
        assemble(data, Assembly("abc"))


def test_a_typo_in_a_sections_file_names_the_file_and_the_line() -> None:
    text = SECTIONS_FILE.read_text(encoding="utf-8")
    line = text.splitlines().index('   {"q": 0, "r": -2, "terrain": "mountain"},') + 1
    good, bad = '"r": -2, "terrain": "mountain"}', '"r": -2, "terrain": "montain"}'
    typo = text.replace(f'{{"q": 0, {good}', f'{{"q": 0, {bad}', 1)
    with pytest.raises(IslandError, match=rf"^mine.json: line {line}: side 'a': .*'montain'"):
        read_sections(typo, "mine.json")
    with pytest.raises(IslandError, match=r"^mine.json: line 3: not valid JSON"):
        read_sections(text.replace('"about":', '"about"', 1), "mine.json")


def test_a_sections_file_in_the_shared_cube_format_is_read_too() -> None:
    data = sections()
    for hexes in data["sides"].values():
        for entry in hexes:
            q, r = entry.pop("q"), entry.pop("r")
            entry.update(x=q, y=-q - r, z=r)
    data["assembly"]["shift_1"]["section_3"] = [-1, 0, 1]
    assembly = Assembly("AbC", "bc", 1)
    assert assemble(data, assembly) == assemble(retail_sections(), assembly)
