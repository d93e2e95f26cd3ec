"""The relation menu fits five rows in any language: relations 1-3 on the left, the key
of each one's negation on the same row to the right."""

from __future__ import annotations

from PIL import Image

from appliance.box.i18n import Translator
from appliance.screen.pixel_check import screen_problems
from appliance.screen.render import ScreenRenderer
from games.screen import Text, plain

from .table import set_up


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
    assert table.screen[0] == "Map 1, player 1"
    return table.shown


def test_the_six_relations_are_three_rows_with_the_negations_beside_them() -> None:
    shown = relation_menu()
    image = ScreenRenderer(Translator()).render(shown)
    left, right = bands(image, 0, 90), bands(image, 90, 128)
    assert len(left) == 5  # the title, three relations, the keys at the foot
    tops = [top for top, _ in right]
    assert tops == [top for top, _ in left[1:4]]  # "4 not", "5 not", "6 not" beside 1-3
    assert screen_problems(ScreenRenderer(Translator()), shown) == []


def test_glyphs_eleven_pixels_high_never_overlap_in_the_menu() -> None:
    renderer = ScreenRenderer(kana)
    assert screen_problems(renderer, relation_menu()) == []
    assert len(bands(renderer.render(relation_menu()), 0, 128)) == 5
