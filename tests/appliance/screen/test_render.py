"""Drawing a screen: each line on its row, shapes where the design puts them; and drawing
never fails: shapes of no size, empty words, characters no font has, a dive whose air bar
has run down to nothing."""

from __future__ import annotations

import logging

from boxkit import run_script, screens
from pixel_check import screen_problems
from screenkit import drawn_screens

from appliance.box.words.i18n import Translator
from appliance.screen.fonts import HUGE, LARGE, SMALL, font
from appliance.screen.layout import MORE
from appliance.screen.render import ScreenRenderer, TextRun
from games.screen import Label, Pixels, Rect, Screen, Segment, T

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


def render(screen: Screen, size=(128, 64)):
    return ScreenRenderer(Translator(), size).render(screen)


def lit_pixels(image) -> int:
    return sum(image.histogram()[1:])


def test_a_text_screen_puts_each_line_on_its_own_row():
    image = render(Screen((T("Location {loc}", loc="47"), T("Gold from 77: West"))))
    first_row = image.crop((0, 0, 128, 13))
    second_row = image.crop((0, 13, 128, 26))
    below = image.crop((0, 26, 128, 64))
    assert lit_pixels(first_row) > 20 and lit_pixels(second_row) > 20
    assert lit_pixels(below) == 0


def test_a_line_too_wide_wraps_onto_the_next_row_in_whole_words():
    image = render(Screen((T("A rather long sentence that goes on to a second row"),)))
    box = image.getbbox()
    assert box is not None and box[2] <= 128
    assert lit_pixels(image.crop((0, 11, 128, 22))) > 20, "the second row holds the rest"


def test_shapes_are_drawn_where_the_design_puts_them():
    screen = Screen((T("Air 6 of 12"),), (Rect(0, 50, 64, 10, fill=True),))
    image = render(screen)
    assert image.getbbox() == (0, 50, 64, 60)


def test_a_faded_area_is_drawn_as_its_outline():
    full = render(Screen((T("x"),), (Pixels(0, 0, ("####",) * 4),)))
    faded = render(Screen((T("x"),), (Pixels(0, 0, ("++++",) * 4),)))
    assert (lit_pixels(full), lit_pixels(faded)) == (16, 12)
    assert faded.getpixel((1, 1)) == 0 and faded.getpixel((0, 1)) == 1


def test_a_taller_display_gets_the_drawing_centred_and_larger_text_rows():
    screen = Screen((T("x"),), (Label(0, 0, T("Hi")),))
    assert render(screen, (128, 128)).getbbox()[1] >= 32
    rows = render(Screen((T("Hello"),)), (256, 128))
    assert rows.getbbox()[3] - rows.getbbox()[1] > 12


def test_plain_text_uses_the_whole_width_of_a_wide_panel():
    from appliance.box.words.i18n import Translator
    from appliance.screen.render import ScreenRenderer, TextRun
    from games.screen import Screen, T

    sentence = Screen((T("The settings file has an error. The box uses its defaults."),))
    narrow = [i for i in ScreenRenderer(Translator()).plan(sentence) if isinstance(i, TextRun)]
    wide = [i for i in ScreenRenderer(Translator(), (256, 64)).plan(sentence)]
    assert len(narrow) == 3 and len(wide) == 2


def test_a_wide_panel_shows_the_treasure_rush_map_in_pictograms_twice_as_large():
    from appliance.box.words.i18n import Translator
    from appliance.screen.render import ScreenRenderer
    from games.treasure_rush.maps.icon_set import load_icon_set
    from games.treasure_rush.maps.position import table_from_position
    from games.treasure_rush.screens import hunt_screen

    icons = load_icon_set()
    table = table_from_position("phase hunt\nseats 4 players\nmap Diamond Book~ Compass", icons)
    screen = hunt_screen(table, icons)
    narrow = ScreenRenderer(Translator()).render(screen)
    wide_renderer = ScreenRenderer(Translator(), (256, 64))
    wide = wide_renderer.render(screen)
    assert wide.size == (256, 64)
    diamond = (0, 0, 90, 48)  # the first of three 48 x 48 pictograms, centred
    top, bottom = wide.crop(diamond).getbbox()[1::2]
    assert bottom - top > 24, "taller than a 24 x 24 pictogram can be"
    assert narrow.getbbox()[3] - narrow.getbbox()[1] < 64
    assert screen_problems(wide_renderer, screen) == []


def test_a_line_the_layout_shortened_is_a_fault_of_the_pixel_check():
    long = Screen((T("Too many words for one screen " * 8),))
    drawn = [item.text for item in RENDER.plan(long) if isinstance(item, TextRun)]
    assert drawn[-1].endswith(MORE)
    assert [p for p in screen_problems(RENDER, long) if p.startswith("a shortened line")]
    assert screen_problems(RENDER, long, whole_lines=False) == []  # a stand-in catalogue


def test_a_text_ending_in_its_own_mark_is_drawn_whole():
    japanese = ScreenRenderer(Translator("ja"))
    turning = Screen((T("Compass turning..."),))
    assert [i.text for i in japanese.plan(turning) if isinstance(i, TextRun)] == ["コンパス回転中…"]
    assert screen_problems(japanese, turning) == []


def test_one_row_too_many_shares_the_last_row_whole_when_it_fits():
    lines = (T("Title"), *(T("{n} item", n=n) for n in range(1, 7)))
    drawn = [item.text for item in RENDER.plan(Screen(lines)) if isinstance(item, TextRun)]
    assert drawn[-1] == "5 item 6 item"
    more = RENDER.plan(Screen((*lines, T("7 item"))))  # a row left off: the mark says so
    assert [item.text for item in more if isinstance(item, TextRun)][-1] == "5 item 6 item…"
