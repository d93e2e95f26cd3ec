"""The Lost Treasure tests' fixture: ``make_table`` builds a game at a position."""

from __future__ import annotations

import pytest
from lost_treasure_positions import MakeTable
from lost_treasure_positions import make_table as build


@pytest.fixture
def make_table() -> MakeTable:
    """``make_table(ocean_notation=OCEAN, seed=1, **settings)`` -> a game on the harness."""
    return build
