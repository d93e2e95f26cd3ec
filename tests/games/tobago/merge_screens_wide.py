"""On a 256 x 64 panel (ssd1322) the Tobago screens about places draw the island on the
left and all their words on the right; on 128 x 64 they are drawn as before."""

from __future__ import annotations

from pathlib import Path

from boxkit import mock_box, screens
from PIL import Image, ImageChops
from pixel_check import screen_problems

from appliance.box.i18n import Translator
from appliance.box.script import parse_script, play_steps
from appliance.screen.render import ScreenRenderer
from games.screen import Screen
from games.tobago.views.map_view import MAP_WIDTH, OVERVIEW_HEIGHT, PANEL_X
from games.tobago.views.parts import WIDE_GAP

from .table import new_table, set_up

NARROW = ScreenRenderer(Translator())
WIDE = ScreenRenderer(Translator(), (256, 64))
WORDS_X = 128 + WIDE_GAP


def ink(image: Image.Image, box: tuple[int, int, int, int]) -> bool:
    return image.crop(box).getbbox() is not None


def same(first: Image.Image, second: Image.Image, box: tuple[int, int, int, int]) -> bool:
    return ImageChops.difference(first.crop(box), second.crop(box)).getbbox() is None


def test_a_landmark_on_the_wide_panel_has_the_same_map_and_all_its_words_beside_it() -> None:
    table = new_table().press("3 AIR")
    shown = table.shown
    narrow, wide = NARROW.render(shown), WIDE.render(shown)
    assert same(narrow, wide, (0, 0, MAP_WIDTH, 64)), "the map is drawn as on 128 x 64"
    assert same(narrow, wide, (PANEL_X, 0, 128, OVERVIEW_HEIGHT)), "and the overview"
    assert not ink(wide, (PANEL_X, OVERVIEW_HEIGHT + 1, WORDS_X, 64)), "no short panel words"
    rows = [y for y in range(64) if ink(wide, (WORDS_X, y, 256, y + 1))]
    assert len({y // 10 for y in rows}) >= 4  # "Hut 1 of 4", "at C5", the keys...
    assert screen_problems(WIDE, shown) == []


def test_the_128_by_64_drawing_is_unchanged_by_the_wide_one() -> None:
    table = set_up().press("1 3 UP AIR")  # a clue's markers on the map
    for _ in range(5):
        shown = table.shown
        plain = Screen(shown.lines, shown.shapes)
        assert shown.wide and NARROW.render(shown).tobytes() == NARROW.render(plain).tobytes()
        table.press("UP")


def test_the_names_of_the_markers_come_with_the_island_on_a_wide_panel() -> None:
    table = set_up().press("1 3 UP AIR UP UP UP")
    assert table.screen[0] == "Markers on map 1 (1/2)"
    wide = WIDE.render(table.shown)
    island = wide.crop((0, 0, 64, 64))
    assert island.getbbox() is not None, "the small island on the left"
    assert ink(wide, (WORDS_X - 60, 0, 256, 64))
    assert NARROW.render(table.shown).crop((0, 0, 128, 64)).getbbox() is not None
    assert screen_problems(WIDE, table.shown) == []


def test_a_verdict_on_the_ssd1322_through_the_keys(tmp_path: Path) -> None:
    settings = tmp_path / "settings.toml"
    settings.write_text(
        '[display]\nkind = "ssd1322"\nwidth = 256\n[tobago]\nisland = "seed-07"\n',
        encoding="utf-8",
    )
    keys = ["3", *["AIR"] * 11, "1", "1", "1", "AIR"]  # player 1: map 1, in jungle
    with mock_box(game="tobago", settings_path=settings) as (running, records):
        play_steps(running, parse_script("".join(f"press {k}\n" for k in keys)), run_on=False)
        image = running.hardware.display.image.convert("1")
        assert image.size == (256, 64)
        assert screens(records)[-1][:3] == ["Map 1 1/3", "16 markers", "place them all"]
    assert ink(image, (0, 0, MAP_WIDTH, 64)), "the map on the left"
    rows = [y for y in range(64) if ink(image, (WORDS_X, y, 256, y + 1))]
    assert rows and rows[-1] - rows[0] > 40, "words from the top to the foot on the right"
