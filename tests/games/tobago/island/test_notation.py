"""The text picture of an island."""

from __future__ import annotations

import pytest
from tobago_positions import LAGOON, board

from games.tobago.island.island import IslandError, LandmarkKind, Terrain
from games.tobago.island.notation import (
    hexes_to_text,
    island_from_text,
    island_to_text,
    landmarks_to_text,
)


def test_rows_shift_half_a_hex_and_coordinates_start_at_zero() -> None:
    island = island_from_text(
        """
          J M
         B L S
        """
    )
    assert dict(island.terrain) == {
        (1, 0): Terrain.JUNGLE,
        (2, 0): Terrain.MOUNTAIN,
        (0, 1): Terrain.BEACH,
        (1, 1): Terrain.LAKE,
        (2, 1): Terrain.SCRUBLAND,
    }
    assert island.hexes == ((1, 0), (2, 0), (0, 1), (1, 1), (2, 1))


def test_pictures_round_trip() -> None:
    assert island_to_text(LAGOON) == board(
        """
          J J J
         J J J J
        J J L J J
         J J J J
          J J J
        """
    )
    assert landmarks_to_text(LAGOON) == board(
        """
          . . .
         . . . .
        . . 0 . .
         . . . .
          . . .
        """
    )
    again = island_from_text(island_to_text(LAGOON), landmarks_to_text(LAGOON))
    assert hexes_to_text(again, again.terrain) == hexes_to_text(LAGOON, LAGOON.terrain)
    [statue] = LAGOON.landmarks
    assert statue.kind == LandmarkKind.STATUE and statue.facing == 0


@pytest.mark.parametrize(
    ("terrain", "landmarks", "message"),
    [
        ("J X", "", "'X' at line 1 is not a terrain letter"),
        ("JJ", "", "two columns apart"),
        ("J J", ". q", r"'q' at \(1, 0\) is not a landmark"),
        ("", "", "no hexes"),
    ],
)
def test_bad_pictures(terrain: str, landmarks: str, message: str) -> None:
    with pytest.raises(IslandError, match=message):
        island_from_text(terrain, landmarks)
