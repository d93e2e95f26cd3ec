"""Fixtures for Treasure Rush: the shipped icons, games built from a position, and the
harness that presses their keys."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from harness import Harness
from treasure_rush_positions import played, shipped_icons
from treasure_rush_positions import rush as build

from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.maps.icon_set import IconSet


@pytest.fixture(scope="session")
def icons() -> IconSet:
    return shipped_icons()


@pytest.fixture
def rush() -> Callable[..., TreasureRushGame]:
    """``rush(position_text, seed=7, **settings)``: a game standing at that position."""
    return build


@pytest.fixture
def keys() -> Callable[[TreasureRushGame], Harness]:
    """``keys(game)``: the game on the harness, to press its keys."""
    return played
