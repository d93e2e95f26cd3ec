"""The relation menu fits in any language: the six relations one a row on the left, the
title and CLEAR on the right beside the shortest ones."""

from __future__ import annotations

from PIL import Image
from pixel_check import screen_problems
from tobago_positions import set_up

from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from games.screen import Text, plain


def kana(text: Text) -> str:
    """A catalogue whose every letter is a kana 11 pixels high, as Japanese is."""
    return "".join("あ" if c.isalpha() else c for c in plain(text) if c != " ")


def bands(image: Image.Image, x0: int, x1: int) -> list[tuple[int, int]]:
    """The runs of pixel rows with ink between x0 and x1: one a text row."""
    rows = [y for y in range(image.height) if image.crop((x0, y, x1, y + 1)).getbbox()]
    runs: list[tuple[int, int]] = []
    for y in rows:
        if runs and y == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], y)
        else:
            runs.append((y, y))
    return runs


def relation_menu():
    table = set_up().press("1")
    assert table.screen[0] == "Map 1, Red"
    return table.shown


def test_the_six_relations_are_six_rows_with_title_and_clear_beside_them() -> None:
    shown = relation_menu()
    image = ScreenRenderer(Translator()).render(shown)
    left, right = bands(image, 0, 64), bands(image, 96, 128)
    assert len(left) == 6  # "1 in" ... "6 not in sight of"
    assert [top for top, _ in right] == [left[0][0], left[1][0]]  # title by 1, CLEAR by 2
    assert screen_problems(ScreenRenderer(Translator()), shown) == []


def test_glyphs_eleven_pixels_high_never_overlap_in_the_menu() -> None:
    renderer = ScreenRenderer(kana)
    # a stand-in catalogue: rows may be shortened, never drawn over another
    assert screen_problems(renderer, relation_menu(), whole_lines=False) == []
