"""Naming hexes so the table can find them (and the docstring examples of the names)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest
from tobago_positions import BAY

from games.tobago.island import hexnames
from games.tobago.island.hexnames import HexNames
from games.tobago.treasure import amulets, maps


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


@pytest.mark.parametrize("module", [hexnames, amulets, maps], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    failures, _tried = doctest.testmod(module)
    assert failures == 0
