"""Naming hexes so the table can find them, and the island drawn small for the OLED."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from games.tobago.island import hexnames
from games.tobago.island.hexnames import HexNames
from games.tobago.island.notation import island_from_text
from games.tobago.treasure import amulets, maps
from games.tobago.views.minimap import Look, frame, island_map

BAY = island_from_text(
    """
      J J M
     B L   M M
    B B S S R
    """
)


def test_rows_are_lettered_from_the_top_and_hexes_counted_from_the_left() -> None:
    names = HexNames(BAY)
    assert [names.name(h) for h in BAY.hexes] == [
        "A1", "A2", "A3",
        "B1", "B2", "B3", "B4",
        "C1", "C2", "C3", "C4", "C5",
    ]  # fmt: skip


def test_a_sea_gap_in_a_row_is_not_counted() -> None:
    names = HexNames(BAY)
    assert names.hex("B3") == (4, 1)
    assert names.hex("b3") == names.hex("B3")
    assert names.names([(4, 1), (2, 0)]) == ["A1", "B3"]


def test_the_island_is_a_dot_per_hex_with_lit_and_crossed_cells() -> None:
    looks = {(2, 0): Look.SOLID, (1, 2): Look.CROSS}
    art = island_map(BAY, looks, x=1, y=1)
    assert (art.x, art.y) == (0, 0)
    assert art.rows == (
        "                       ",
        "     ###               ",
        "     ###  #   #        ",
        "     ###               ",
        "                       ",
        "                       ",
        "    #   #       #   #  ",
        "                       ",
        "                       ",
        "     # #               ",
        "  #   #   #   #   #    ",
        "     # #               ",
        "                       ",
    )


def test_the_focus_fills_the_gaps_round_its_hex() -> None:
    art = island_map(BAY, focus=(0, 2), x=1, y=1)
    assert art.rows[8:] == (
        "#####                  ",
        "#####                  ",
        "##### #   #   #   #    ",
        "#####                  ",
        "#####                  ",
    )


def test_the_biggest_islands_fit_beside_a_panel() -> None:
    from games.tobago.settings import read_island

    for name in ("seed-07", "seed-21", "seed-42"):
        box = frame(read_island(name), 1, 1)
        assert box.height <= 60 and box.width <= 60, name


@pytest.mark.parametrize("module", [hexnames, amulets, maps], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    failures, _tried = doctest.testmod(module)
    assert failures == 0
