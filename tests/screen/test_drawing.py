"""Drawing never fails: shapes of no size, empty words, characters no font has, a dive
whose air bar has run down to nothing."""

from __future__ import annotations

import logging

from boxkit import run_script, screens
from pixel_check import screen_problems

from appliance.box.i18n import Translator
from appliance.screen.fonts import HUGE, LARGE, SMALL, font
from appliance.screen.render import ScreenRenderer
from games.screen import Label, Pixels, Rect, Screen, Segment, T

from .screenkit import drawn_screens

RENDER = ScreenRenderer(Translator())


def lit(image) -> int:
    return sum(image.histogram()[1:])


def drawing(*shapes) -> Screen:
    return Screen((T("x"),), tuple(shapes))


def test_rectangles_of_no_or_negative_size_draw_nothing_and_the_rest_still_shows():
    screen = drawing(Rect(1, 13, 0, 4, fill=True), Rect(5, 5, -3, -2), Rect(0, 0, 4, 4))
    image = RENDER.render(screen)
    assert image.getbbox() == (0, 0, 4, 4)


def test_a_segment_of_one_point_and_pixel_art_of_no_rows_draw_what_there_is():
    image = RENDER.render(drawing(Segment(3, 3, 3, 3), Pixels(9, 9, ()), Pixels(0, 9, ("", "#"))))
    assert image.getpixel((3, 3)) == 1 and image.getpixel((0, 10)) == 1
    assert lit(image) == 2


def test_empty_words_draw_nothing():
    assert lit(RENDER.render(Screen((T(""), T("   "))))) == 0
    assert lit(RENDER.render(Screen(()))) == 0
    assert lit(RENDER.render(drawing(Label(0, 0, T(""), size=3)))) == 0


def test_a_character_no_font_has_is_drawn_as_a_box_where_it_goes():
    missing = "\uac00"  # a Korean syllable: none of the box's fonts has Korean
    assert all(font(size).glyph(missing) is None for size in (SMALL, LARGE, HUGE))
    image = RENDER.render(Screen((T("A{c}B", c=missing),)))
    a_only = RENDER.render(Screen((T("A B"),)))
    assert lit(image) > lit(a_only), "the box is drawn"
    assert screen_problems(RENDER, Screen((T("A{c}B", c=missing),))) == []


def test_a_japanese_word_in_a_huge_label_comes_from_the_large_font():
    assert font(HUGE).glyph("宝") is font(LARGE).glyph("宝") is not None


def test_a_label_of_an_unknown_size_or_placed_off_the_frame_stays_on_the_display():
    screen = drawing(Label(200, 70, T("far away")), Label(0, 0, T("odd"), size=9))
    image = RENDER.render(screen)
    assert image.size == (128, 64)
    assert lit(image) > 0


def test_a_display_font_file_that_cannot_be_read_falls_back_to_the_box_font(tmp_path, caplog):
    broken = tmp_path / "font.bdf"
    broken.write_text("not a font", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        renderer = ScreenRenderer(Translator(), font_path=broken)
    assert "cannot be used" in caplog.text
    assert lit(renderer.render(Screen((T("Hello"),)))) > 20


def test_the_air_bar_run_down_to_its_last_unit_is_drawn_and_the_dive_ends_as_a_dive():
    # Seed 1, a diver who never comes up: the bar shrinks to its last sliver of air.
    script = "press 1\npress 4\npress AIR\nwait 2\nhold 2 40\n"
    shown = screens(run_script(script, seed=1))
    assert shown[-1][0] == "Out of air!"
    drawn = drawn_screens(script, "lost-treasure", seed=1)
    bars = [
        shape.w
        for screen in drawn
        for shape in screen.shapes
        if isinstance(shape, Rect) and shape.fill and (shape.x, shape.y) == (1, 13)
    ]
    assert min(bars) <= 11, "the dive was drawn down to its last unit of air"
    assert all(screen_problems(RENDER, screen) == [] for screen in drawn)


def test_an_air_bar_of_no_width_draws_its_frame_and_nothing_else():
    empty = RENDER.render(drawing(Rect(0, 12, 128, 6), Rect(1, 13, 0, 4, fill=True)))
    frame_only = RENDER.render(drawing(Rect(0, 12, 128, 6)))
    assert empty.tobytes() == frame_only.tobytes()
