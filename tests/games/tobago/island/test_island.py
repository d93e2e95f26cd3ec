"""The island: loading, checking, areas, shore, landmarks."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from tobago_positions import LAGOON, board

from games.errors import GameError
from games.tobago.island.island import Island, IslandError, Landmark, LandmarkKind, Terrain
from games.tobago.island.notation import hexes_to_text, island_from_text

CENTRE = (2, 2)


def lagoon_file(*landmarks: dict[str, Any]) -> dict[str, Any]:
    """The island file of LAGOON, with these landmarks instead of its statue."""
    data = copy.deepcopy(LAGOON.to_dict())
    data["landmarks"] = list(landmarks)
    return data


def test_the_file_format_round_trips() -> None:
    data = LAGOON.to_dict()
    assert data["hexes"][:2] == [
        {"q": 2, "r": 0, "terrain": "jungle"},
        {"q": 3, "r": 0, "terrain": "jungle"},
    ]
    assert data["landmarks"] == [{"q": 2, "r": 2, "kind": "statue", "facing": 0}]
    assert Island.from_dict(data) == LAGOON
    assert Island.from_dict({"hexes": data["hexes"]}).landmarks == ()


def test_shore_areas_and_the_largest() -> None:
    assert hexes_to_text(LAGOON, LAGOON.shore) == board(
        """
          # # #
         # . . #
        # . . . #
         # . . #
          # # #
        """
    )
    island = island_from_text("J J L J\n M M M M")
    assert sorted(len(a) for a in island.areas) == [1, 1, 2, 4]
    assert island.largest_area(Terrain.JUNGLE) == {(0, 0), (1, 0)}
    assert island.largest_area(Terrain.BEACH) == frozenset()


def test_landmarks_of_a_kind_and_replacing_them() -> None:
    hut = Landmark(LandmarkKind.HUT, (2, 0))
    island = LAGOON.with_landmarks([hut, Landmark("palm", (2, 4))])
    assert island.landmarks_of(LandmarkKind.HUT) == (hut,)
    assert island.landmarks_of(LandmarkKind.STATUE) == ()
    assert island.terrain == LAGOON.terrain


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], 'an island file is an object with a list of "hexes"'),
        ({"hexes": [{"q": 0, "terrain": "jungle"}]}, 'hex number 1 needs whole numbers "q"'),
        ({"hexes": [{"q": 0, "r": 0, "terrain": "swamp"}]}, "terrain 'swamp' is not one of"),
        (
            {"hexes": [{"q": 0, "r": 0, "terrain": "lake"}] * 2},
            r"hex \(0, 0\) is listed twice",
        ),
        ({"hexes": []}, "the island has no hexes"),
        (
            {"hexes": [{"q": 0, "r": 0, "terrain": "lake"}, {"q": 5, "r": 0, "terrain": "lake"}]},
            r"the island is in 2 pieces \(one holds \(0, 0\)\)",
        ),
        (lagoon_file({"q": 2, "r": 2, "kind": "tree"}), "kind 'tree' is not one of hut, palm"),
        (lagoon_file({"q": 9, "r": 9, "kind": "hut"}), r"the hut at \(9, 9\) is not on the island"),
        (
            lagoon_file({"q": 2, "r": 1, "kind": "hut"}, {"q": 2, "r": 1, "kind": "palm"}),
            r"hex \(2, 1\) holds a hut and a palm; put one landmark on each hex",
        ),
        (
            lagoon_file({"q": 2, "r": 0, "kind": "hut"}, {"q": 2, "r": 3, "kind": "hut"}),
            r"the huts at \(2, 0\) and \(2, 3\) are 3 apart; .* at least 4 apart",
        ),
        (
            lagoon_file({"q": 2, "r": 0, "kind": "statue", "facing": 5}),
            r"the statue at \(2, 0\) stands on the shore; statues must stand inland",
        ),
        (
            lagoon_file({"q": 2, "r": 2, "kind": "statue"}),
            "needs a facing from 0 to 5, not None",
        ),
        (
            lagoon_file({"q": 2, "r": 2, "kind": "statue", "facing": 6}),
            "needs a facing from 0 to 5, not 6",
        ),
        (
            lagoon_file({"q": 2, "r": 2, "kind": "hut", "facing": 1}),
            "has a facing; only statues face a direction",
        ),
    ],
)
def test_a_broken_island_file_is_refused_with_a_clear_message(data: Any, message: str) -> None:
    with pytest.raises(IslandError, match=message):
        Island.from_dict(data)


def test_a_tie_for_a_largest_area_is_refused() -> None:
    with pytest.raises(
        IslandError, match=r"the two largest jungle areas, at \(0, 0\) and \(2, 0\)"
    ):
        island_from_text("J L J")
    assert island_from_text("J L J J").largest_area(Terrain.JUNGLE) == {(2, 0), (3, 0)}


def test_huts_four_apart_are_fine() -> None:
    island = Island.from_dict(
        lagoon_file({"q": 2, "r": 0, "kind": "hut"}, {"q": 2, "r": 4, "kind": "hut"})
    )
    assert len(island.landmarks_of(LandmarkKind.HUT)) == 2


def test_island_error_is_a_game_error_and_a_value_error() -> None:
    assert issubclass(IslandError, GameError)
    assert issubclass(IslandError, ValueError)
