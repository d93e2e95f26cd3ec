"""The icon data file: the shipped set, and the messages an owner gets for a bad edit."""

from __future__ import annotations

import copy
import json
from importlib import resources

import pytest

from games.treasure_rush.maps.icon_set import (
    IconRef,
    IconSetError,
    Side,
    icon_set_from_data,
    load_icon_set,
)

RULEBOOK_ICONS = ("Diamond", "Book", "Compass", "Wagon", "Tablet")


@pytest.fixture
def shipped() -> dict:
    text = resources.files("games.treasure_rush").joinpath("icons.json").read_text("utf-8")
    return json.loads(text)


def test_ten_icons_on_five_double_sided_cards(icons):
    assert len(icons.names()) == 10
    assert {icon.ref.card for icon in icons} == {1, 2, 3, 4, 5}


def test_the_rulebook_icons_are_on_five_different_cards(icons):
    # They all appear on one map, so no two may share a card.
    assert sorted(icons.ref(name).card for name in RULEBOOK_ICONS) == [1, 2, 3, 4, 5]


def test_an_icon_is_found_by_name_by_code_and_by_reference(icons):
    diamond = icons.icon("Diamond")
    assert icons.icon(diamond.ref.code) == icons.icon(diamond.ref) == diamond
    assert icons.name(diamond.ref.flipped()) != "Diamond"
    with pytest.raises(KeyError, match="no icon is called 'Ruby'"):
        icons.icon("Ruby")


def test_icon_codes_read_back():
    assert IconRef.from_code("3B") == IconRef(3, Side.BACK)
    assert eval(repr(IconRef(3, Side.BACK))) == IconRef(3, Side.BACK)
    with pytest.raises(ValueError, match="not an icon code"):
        IconRef.from_code("3X")


def test_every_pictogram_is_24_by_24_solid_and_different(icons):
    pictures = [icon.pictogram for icon in icons]
    assert all(len(rows) == 24 and {len(row) for row in rows} == {24} for rows in pictures)
    assert len(set(pictures)) == 10


def lit_pixels(rows: tuple[str, ...]) -> set[tuple[int, int]]:
    return {(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "#"}


def in_solid_block(x: int, y: int, lit: set[tuple[int, int]]) -> bool:
    """True when (x, y) is one corner of a lit 2 x 2 square."""
    squares = (
        {(a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1)} for a in (x - 1, x) for b in (y - 1, y)
    )
    return any(square <= lit for square in squares)


def test_pictograms_are_bold_enough_to_read_across_a_table(icons):
    # At least 150 of 576 pixels lit, and at least 85% of them in a solid 2x2 block:
    # strokes of two pixels or more, so the shape survives a glance from a metre away.
    for icon in icons:
        lit = lit_pixels(icon.pictogram)
        bold = [point for point in lit if in_solid_block(*point, lit)]
        assert len(lit) >= 150, icon.name
        assert len(bold) >= 0.85 * len(lit), icon.name


def test_an_owner_may_rename_and_repair_cards(shipped):
    shipped["cards"][0] = {"front": "Ruby", "back": "Crown"}
    shipped["pictograms"]["Ruby"] = shipped["pictograms"].pop("Diamond")
    icons = icon_set_from_data(shipped)
    assert icons.name(IconRef(1, Side.FRONT)) == "Ruby"


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["cards"].pop(), "cards must be a list of 5 cards"),
        (lambda d: d["cards"].__setitem__(0, {"front": "Diamond"}), "card 1 must be"),
        (lambda d: d["cards"][1].update(back="Diamond"), "Diamond is on more than one side"),
        (lambda d: d["cards"][1].update(back="Old Key"), "must be one word"),
        (lambda d: d["pictograms"].pop("Key"), "'Key' has no pictogram; add one"),
        (lambda d: d["pictograms"].update(Ruby=d["pictograms"]["Key"]), "Ruby are on no card"),
        (lambda d: d["pictograms"]["Key"].pop(), "must be 24 rows of 24 characters"),
        (lambda d: d["pictograms"]["Key"].__setitem__(0, "X" * 24), "uses 'X'"),
        (lambda d: d.pop("pictograms"), "pictograms must be an object"),
    ],
)
def test_a_bad_edit_is_named_with_what_to_do(shipped, edit, message):
    data = copy.deepcopy(shipped)
    edit(data)
    with pytest.raises(IconSetError, match=f"icons.json: .*{message}"):
        icon_set_from_data(data)


def test_a_missing_file_is_named():
    with pytest.raises(IconSetError, match="cannot read the file"):
        load_icon_set("no-such-file.json")
