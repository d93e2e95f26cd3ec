"""The tile backs: the shipped file holds the rules page's table; a wrong file is explained."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest

from games.atlantis.tiles.tile_backs import TileBacksError, load_tile_backs, parse_tile_backs
from games.atlantis.tiles.tiles import Back, Border, Kind, backs_from_text, backs_to_text

# The rules page's table: effect -> (beach, forest, mountain).
RULES_PAGE = {
    Back.WHALE: (3, 2, 0),
    Back.SHARK: (3, 2, 1),
    Back.BOAT: (1, 3, 0),
    Back.WHIRLPOOL: (0, 2, 4),
    Back.VOLCANO: (0, 0, 1),
    Back.DOLPHIN: (3, 1, 0),
    Back.WINDS: (2, 0, 0),
    Back.MOVE_SERPENT: (1, 1, 0),
    Back.MOVE_SHARK: (1, 1, 0),
    Back.MOVE_WHALE: (1, 1, 0),
    Back.SHARK_DEFENCE: (1, 1, 1),
    Back.WHALE_DEFENCE: (0, 2, 1),
}


def shipped() -> dict[str, Any]:
    text = resources.files("games.atlantis").joinpath("tile_backs.json").read_text("utf-8")
    return json.loads(text)


def test_the_shipped_file_is_the_rules_page_table() -> None:
    backs = load_tile_backs()
    for column, kind in enumerate((Kind.BEACH, Kind.FOREST, Kind.MOUNTAIN)):
        deck = backs.deck(kind)
        assert {back: deck.count(back) for back in Back} == {
            back: counts[column] for back, counts in RULES_PAGE.items()
        }
    assert [backs.size(kind) for kind in Kind] == [16, 16, 8]
    assert backs.explorer_values == (1, 1, 1, 2, 2, 3, 3, 4, 5, 6)


def test_the_box_contents_agree_6_sharks_5_whales_4_spare_boats() -> None:
    backs = load_tile_backs()
    every = [back for kind in Kind for back in backs.deck(kind)]
    assert (every.count(Back.SHARK), every.count(Back.WHALE), every.count(Back.BOAT)) == (6, 5, 4)


def test_borders_follow_the_codes() -> None:
    assert Back.WHALE.border is Border.GREEN and not Back.WHALE.is_kept
    assert Back.DOLPHIN.border is Border.RED and Back.DOLPHIN.is_kept
    assert Back.WHALE_DEFENCE.border is Border.RED_X
    assert backs_from_text("WdV") == [Back.WHALE, Back.DOLPHIN, Back.VOLCANO]
    assert backs_to_text([]) == "-" and backs_from_text("-") == []


def broken(change) -> dict[str, Any]:
    data = copy.deepcopy(shipped())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["backs"].pop("forest"), '"backs" should be an object with exactly'),
        (lambda d: d["backs"]["beach"].update(kraken=1), "'kraken' is not a tile back"),
        (lambda d: d["backs"]["beach"].update(whale=-1), "-1 should be a whole number"),
        (lambda d: d["backs"]["forest"].update(volcano=1), 'exactly one "volcano"'),
        (lambda d: d["backs"]["mountain"].update(volcano=0), "0 mountain volcanoes"),
        (lambda d: d["backs"].update(beach={"whale": 0}), "has no tiles"),
        (lambda d: d.update(explorer_values=[1, 12]), '"explorer_values" should list'),
        (lambda d: d.update(format=2), "format 2 is not known"),
    ],
)
def test_a_wrong_file_is_refused_with_what_to_change(change, message) -> None:
    with pytest.raises(TileBacksError, match=r"my_edition\.json") as error:
        parse_tile_backs(broken(change), "my_edition.json")
    assert message in str(error.value)
    assert isinstance(error.value, ValueError)


def test_another_edition_changes_only_the_counts() -> None:
    data = broken(lambda d: d["backs"]["beach"].update(whale=4, winds=1))
    backs = parse_tile_backs(data)
    assert backs.size(Kind.BEACH) == 16
    assert backs.deck(Kind.BEACH).count(Back.WHALE) == 4
