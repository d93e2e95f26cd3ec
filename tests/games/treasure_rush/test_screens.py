"""The map on the OLED: pictograms along the trail, faded ones dimmed, keys explained."""

from __future__ import annotations

import itertools
import random

import pytest
from pixel_check import screen_problems

from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer, TextRun
from games.events import Press, Wake
from games.screen import HEIGHT, WIDTH, Label, Pixels, Screen
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.maps.pictures import (
    CROSS_AT,
    DOT_AT,
    MAP_TOP,
    STEP_DIGITS,
    half_tone,
    row_boxes,
)
from games.treasure_rush.maps.position import table_from_position
from games.treasure_rush.maps.treasure_map import TreasureMap
from games.treasure_rush.screens import HINT_Y
from games.treasure_rush.settings import TreasureRushSettings

FIVE = "Diamond Book Compass~ Wagon Tablet"
HUNT = f"""
phase hunt
seats 4 players
map {FIVE}
won 1
won 2
won 3
won 4
"""


def first_screen(effects) -> Screen:
    return next(e for e in effects if isinstance(e, Screen))


def pictograms(screen: Screen) -> list[Pixels]:
    return [s for s in screen.shapes if isinstance(s, Pixels) and len(s.rows) == 24]


def lit(image, box) -> int:
    """How many pixels are lit in a part of a rendered screen."""
    return sum(image.crop(box).convert("L").histogram()[1:])


@pytest.mark.parametrize("length", [2, 3, 4, 5])
def test_pictograms_keep_full_size_in_path_order_inside_the_screen(length):
    boxes = row_boxes(length, MAP_TOP)
    assert boxes[0].x >= 0 and boxes[-1].x + 24 <= WIDTH
    for a, b in itertools.pairwise(boxes):
        assert b.x >= a.x + 26, "left to right, at least two pixels apart"
    assert min(DOT_AT[1], CROSS_AT[1]) > MAP_TOP + 24, "the trail runs under the pictograms"


def test_the_hunt_screen_draws_the_map_and_says_it_in_words(rush):
    game = rush(HUNT)
    screen = first_screen(game.redraw(0.0))
    assert [t.msgid for t in screen.lines] == [
        "Map {number}",
        "Path: {s1}, {s2}, {s3}, {s4}, {s5}",
        "Keys 1-{last}: claim",
    ]
    art = pictograms(screen)
    assert len(art) == 5
    assert [p.rows == half_tone(p.rows) for p in art] == [False, False, True, False, False]
    hint = [s for s in screen.shapes if isinstance(s, Label)]
    assert hint[-1].y + 10 <= HEIGHT


def drawn_dots(screen: Screen, area: tuple[int, int, int, int]) -> set[tuple[int, int]]:
    """The lit pixels of one pictogram's place on the drawn screen, at 1:1."""
    image = ScreenRenderer(Translator()).render(screen).crop(area)
    return {(x, y) for x in range(24) for y in range(24) if image.getpixel((x, y))}


def in_solid_blocks(dots: set[tuple[int, int]]) -> int:
    """How many lit dots lie in a solid 2 x 2 block: what every clear stroke is made of."""
    corners = ((0, 0), (-1, 0), (0, -1), (-1, -1))
    return sum(
        any(
            {(x + a, y + b) for a in (dx, dx + 1) for b in (dy, dy + 1)} <= dots
            for dx, dy in corners
        )
        for x, y in dots
    )


def test_every_faded_icon_reads_as_faded_at_1_to_1_and_unlike_any_other(rush, icons):
    # The rule: a faded icon lights at most 60 % of its clear icon's dots, all of them
    # dots of its own shape; it has no solid 2 x 2 block (every clear icon is made of
    # them), so it is never taken for a clear icon; and it differs from every other
    # faded icon in at least 40 % of their dots. Checked on the drawn screen, per icon.
    first = row_boxes(2, MAP_TOP)[0]  # the icon first on a map of two
    area = (first.x, first.y, first.x + 24, first.y + 24)
    faded, clear = {}, {}
    for icon in icons:
        ref = f"{icon.ref.card}{icon.ref.side}"
        then = f"{icon.ref.card % 5 + 1}F"  # a clear icon of another card after it
        for marks, table in (("~", faded), ("", clear)):
            race = f"phase hunt\nseats 2 players\nmap {ref}{marks} {then}\nwon 1\nwon 2"
            game = TreasureRushGame(
                table_from_position(race), icons, random.Random(1), TreasureRushSettings()
            )
            table[icon.name] = drawn_dots(first_screen(game.redraw(0.0)), area)
    for name, dots in faded.items():
        assert 0 < len(dots) <= 0.6 * len(clear[name]), name
        assert dots <= clear[name], f"{name}: faded dots off its own shape"
        assert in_solid_blocks(dots) == 0, f"{name}: a faded icon has no solid block"
        assert in_solid_blocks(clear[name]) >= 0.85 * len(clear[name]), name
        for other, others in faded.items():
            if other != name:
                assert len(dots ^ others) >= 0.4 * len(dots | others), (name, other)


def test_a_card_not_keyed_yet_is_drawn_faded_beside_the_keyed_one(rush, keys):
    game = rush(HUNT.replace("phase hunt", "phase claim\njudge box\nclaimant 3"))
    keying = first_screen(keys(game).press("9").last)
    art = pictograms(keying)
    assert art[0].rows != half_tone(art[0].rows), "the Tablet keyed, clear"
    tablet = next(icon for icon in keys(game).game.icons if icon.name == "Tablet")
    assert half_tone(tablet.pictogram) != tuple(tablet.pictogram)
    assert [p.rows == half_tone(p.rows) for p in art[1:]] == [True] * 4


def test_the_claim_screen_numbers_the_steps(rush, keys):
    table = keys(rush(HUNT)).press("4")
    screen = first_screen(table.last)
    digits = {rows: step for step, rows in STEP_DIGITS.items()}
    drawn = [s for s in screen.shapes if isinstance(s, Pixels) and s.rows in digits]
    numbers = [(digits[s.rows], s.x, s.y) for s in drawn]
    under = [(step, p.x + 11, p.y + 24) for step, p in enumerate(pictograms(screen), 1)]
    assert numbers == under, "each step's number right under its pictogram, in path order"
    assert len(pictograms(screen)) == 5


def test_the_scores_screen_shows_every_seat(rush, keys):
    table = keys(rush(HUNT)).press("2", "VALUE")
    assert table.last_screen == [
        "Blue wins the map!",
        "Red: 0 maps",
        "Blue: 1 map",
        "Green: 0 maps",
        "Yellow: 0 maps",
        "$: next map  UP: undo",
    ]


def test_every_screen_renders(rush, keys, tmp_path):
    render = ScreenRenderer(Translator())
    table = keys(rush(HUNT))
    shown = [first_screen(table.game.redraw(0.0))]
    for key in ("1", "CLEAR", "2", "VALUE", "wait", "VALUE"):
        if key == "wait":
            table.play("wait 1.5")  # a second $ at once would be ignored
            continue
        shown.append(first_screen(table.press(key).last))
    for number, screen in enumerate(shown):
        image = render.render(screen)
        assert image.size == (WIDTH, HEIGHT)
        image.save(tmp_path / f"{number}.png")


def test_a_five_icon_map_matches_its_notation(icons):
    treasure_map = TreasureMap.from_notation(FIVE, icons)
    assert treasure_map.to_notation() == "1F 2F 3F~ 4F 5F"


KEYS_PLAYED = (
    ("table", ("4", "1", "2", "3", "CLEAR", "Wake", "CLEAR", "CLEAR", "Wake", "CLEAR", "Wake")),
    ("box", ("4", "1", "2", "3", "5", "7", "7", "9", "8", "6", "VALUE", "Wake", "5", "VALUE")),
    ("table", ("2", "CLEAR", "Wake", "3", "VALUE")),
)


def every_screen(rush, icons):
    """One screen of every kind, with the longest words (teams, five icons, all seats,
    three seats waiting), and every wrong notice."""
    setup = TreasureRushGame.setup(icons, random.Random(1), TreasureRushSettings())
    yield "setup", first_screen(setup.redraw(0.0))
    for teams in ("players", "teams"):
        for judge, keys in KEYS_PLAYED:
            game = rush(HUNT.replace("4 players", f"4 {teams}") + f"\njudge {judge}\nto_win 1")
            yield f"{teams} {judge} hunt", first_screen(game.redraw(0.0))
            for number, key in enumerate(keys):
                event = Wake("notice") if key == "Wake" else Press(key)
                effects = game.handle(event, 1.0 + number)
                if any(isinstance(e, Screen) for e in effects):
                    yield f"{teams} {judge} {number} {key}", first_screen(effects)


def test_every_screen_fits_the_display(rush, icons):
    render = ScreenRenderer(Translator())
    for name, screen in every_screen(rush, icons):
        assert screen_problems(render, screen) == [], name


def test_no_words_are_written_over_a_pictogram(rush, icons):
    render = ScreenRenderer(Translator())
    for name, screen in every_screen(rush, icons):
        boxes = [(p.x, p.y, p.x + 24, p.y + 24) for p in pictograms(screen)]
        for run in (item for item in render.plan(screen) if isinstance(item, TextRun)):
            mask = render.font(run.size).mask(run.text)
            x0, y0, x1, y1 = mask.getbbox() or (0, 0, 0, 0)  # the inked part
            x0, x1, y0, y1 = x0 + run.x, x1 + run.x, y0 + run.y, y1 + run.y
            for bx0, by0, bx1, by1 in boxes:
                apart = x1 <= bx0 or bx1 <= x0 or y1 <= by0 or by1 <= y0
                assert apart, (name, run.text)


def drawn(screen: Screen):
    return ScreenRenderer(Translator()).render(screen).convert("L")


def test_the_keying_screen_shows_each_card_key_under_the_map_s_own_pictogram(rush, keys):
    map_screen = first_screen(rush(HUNT.replace("~", "")).redraw(0.0))
    game = rush(HUNT.replace("phase hunt", "phase claim\njudge box\nclaimant 3"))
    keying = first_screen(keys(game).press("5", "6", "7", "8", "9").last)
    area = (0, MAP_TOP, WIDTH, MAP_TOP + 24)
    assert drawn(keying).crop(area).tobytes() == drawn(map_screen).crop(area).tobytes(), (
        "the five cards keyed are drawn as the map draws them, in the same places"
    )
    under = [s for s in keying.shapes if isinstance(s, Label) and s.text.msgid == "{key}"]
    centres = [box.centre[0] for box in row_boxes(5, MAP_TOP)]
    assert [(s.x, s.text.param("key")) for s in under] == list(
        zip(centres, ["5", "6", "7", "8", "9"], strict=True)
    )
    image = drawn(keying)
    for label in under:
        assert lit(image, (label.x - 6, MAP_TOP + 24, label.x + 6, MAP_TOP + 33)) > 5


def test_cards_not_yet_keyed_are_dimmed_after_the_path(rush, keys):
    game = rush(HUNT.replace("phase hunt", "phase claim\njudge box\nclaimant 3"))
    keying = first_screen(keys(game).press("7", "7").last)
    art = pictograms(keying)
    assert [p.rows == half_tone(p.rows) for p in art] == [False, True, True, True, True]
    under = [s for s in keying.shapes if isinstance(s, Label) and s.text.msgid == "{key}"]
    assert [label.text.param("key") for label in under] == ["7", "5", "6", "8", "9"]


def test_a_wrong_notice_leaves_the_map_in_its_place(rush, keys):
    game = rush(HUNT)
    race = drawn(first_screen(game.redraw(0.0)))
    notice = drawn(first_screen(keys(game).press("2", "CLEAR").last))
    area = (0, MAP_TOP, WIDTH, HINT_Y)
    assert notice.crop(area).tobytes() == race.crop(area).tobytes()
    assert lit(notice, (0, 0, WIDTH, MAP_TOP)) > 50, "the notice is written above the map"
    assert lit(race, (0, 0, WIDTH, MAP_TOP)) == 0


@pytest.mark.parametrize("size", [(128, 64), (256, 64)], ids=["128x64", "256x64"])
@pytest.mark.parametrize("language", ["en", "pt", "pt_BR", "ja"])
def test_every_drawn_screen_passes_the_pixel_check(rush, icons, language, size):
    render = ScreenRenderer(Translator(language), size)
    for name, screen in every_screen(rush, icons):
        assert screen_problems(render, screen) == [], name
