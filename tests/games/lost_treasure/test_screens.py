"""The OLED says in words what the lights and sounds say: entry, answers, dive, haul, history."""

from __future__ import annotations

from harness import Harness
from lost_treasure_positions import (
    FAST,
    MakeTable,
    enter,
    hold_until_bottom,
    hold_up_until_surface,
    start_dive,
)
from PIL import Image
from pixel_check import screen_problems

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.layout import MORE
from appliance.screen.render import ScreenRenderer, TextRun
from games.lost_treasure.compass import Region
from games.lost_treasure.diving.dive import Dive, DiveTiming
from games.lost_treasure.ocean import Metal
from games.lost_treasure.screens import (
    dive_screen,
    entry_screen,
    haul_screen,
    history_screen,
    out_of_air_on_top_screen,
    region_text,
    words,
)
from games.screen import HEIGHT, WIDTH, Label, Pixels, Rect, Screen, Segment, Text, plain


def ask(table: Harness, location: int, key: str) -> None:
    enter(table, location)
    table.press(key)
    table.wait(2.0)


def inside(screen: Screen) -> bool:
    """Every shape starts inside the 128 x 64 design space."""
    for shape in screen.shapes:
        if isinstance(shape, Segment):
            points = [(shape.x1, shape.y1), (shape.x2, shape.y2)]
        elif isinstance(shape, Pixels):
            points = [
                (shape.x, shape.y),
                (shape.x + len(shape.rows[0]) - 1, shape.y + len(shape.rows) - 1),
            ]
        elif isinstance(shape, Rect):
            points = [(shape.x, shape.y), (shape.x + shape.w - 1, shape.y + shape.h - 1)]
        else:
            points = [(shape.x, shape.y)]
        if not all(0 <= x < WIDTH and 0 <= y < HEIGHT for x, y in points):
            return False
    return True


def labels(screen: Screen) -> list[str]:
    return [plain(shape.text) for shape in screen.shapes if isinstance(shape, Label)]


def test_the_last_answer_is_shown_with_its_question(make_table: MakeTable) -> None:
    table = make_table()
    ask(table, 77, "EW_GOLD")
    assert table.screen == ["Gold: E or W of 77?", "In 77's column"]
    ask(table, 47, "NS_SILVER")
    assert table.screen == ["Silver: N or S of 47?", "North of 47"]
    drawn = table.all_screens()[-1]
    assert labels(drawn) == table.screen and inside(drawn)
    compass = next(shape for shape in drawn.shapes if isinstance(shape, Pixels))
    assert compass.rows[2][12] == "#" and compass.rows[12][2] == " "  # N filled, W a ring


def test_the_dive_screen_shows_air_depth_and_the_profile(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    assert table.screen == [
        "Treasure here!",
        "Air 12 of 12",
        "Hold a key to dive",
        "UP: stay on board",
        "CLEAR: call it off",
    ]
    table.hold("3", 5.5)  # depth 5, treasure at 5.0 s
    table.wait(2.5)
    assert table.screen == ["Air 8 of 12", "Depth 5", "Treasure in 1 area"]
    drawn = table.all_screens()[-1]
    assert inside(drawn)
    assert labels(drawn) == ["Air 8 of 12", "Depth 5", "Treasure in 1 area"]
    bar = next(shape for shape in drawn.shapes if isinstance(shape, Rect) and shape.fill)
    assert 80 <= bar.w <= 86  # two thirds of the bar: 8 of 12
    profile = [shape for shape in drawn.shapes if isinstance(shape, Segment)]
    assert max(segment.y2 for segment in profile) == HEIGHT - 3  # the deepest point: level 5
    assert any(isinstance(shape, Pixels) for shape in drawn.shapes)  # where treasure was found


def ink(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """How many pixels are lit inside ``box`` (left, top, right, bottom; right and bottom
    not included)."""
    part = image.crop(box)
    return part.width * part.height - part.histogram()[0]


def test_the_drawn_dive_screen_shows_air_depth_and_treasure_found(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("3", 5.5)  # depth 5, treasure
    table.wait(2.5)
    image = ScreenRenderer(Translator()).render(table.all_screens()[-1])
    assert ink(image, (0, 0, 60, 11)) > 20  # "Air 8 of 12"
    assert ink(image, (80, 0, 128, 11)) > 15  # "Depth 5"
    assert ink(image, (2, 14, 80, 16)) == 78 * 2  # the air bar, two thirds full
    assert ink(image, (90, 14, 126, 16)) == 0
    assert ink(image, (0, 19, 128, 31)) > 40  # "Treasure in 1 area", its own row
    assert ink(image, (0, 34, 128, 64)) > 20  # the profile, under the words
    assert ink(image, (0, 31, 128, 32)) == 0  # nothing drawn over anything else


def test_the_dive_screen_says_searching_and_hold_the_key(make_table: MakeTable) -> None:
    table = make_table()
    start_dive(table, 67)
    table.hold("2", 0.3)  # depth 2: let go after the first "down"
    assert table.screen[2] == "Hold key 2 down"
    table.down("2")  # on from where he is: down to 2, then the search of its floor
    table.wait(1.0)
    assert table.screen[1:] == ["Depth 2", "Searching area 2"]
    table.wait(3.0)
    table.up("2")
    assert table.sounds()[-1] == "no_treasure"
    assert table.screen[2] == "No treasure yet"


def test_the_haul_is_shown_in_dollars_and_chests(make_table: MakeTable) -> None:
    table = make_table(**FAST)
    start_dive(table, 67)
    hold_until_bottom(table, 3)
    hold_until_bottom(table, 8)
    hold_up_until_surface(table)
    assert table.screen == ["Treasure!", "$200,000 = 4 chests"]
    drawn = table.all_screens()[-1]
    assert inside(drawn)
    assert sum(isinstance(shape, Pixels) for shape in drawn.shapes) == 4  # four chests
    paid = table.all_screens()[-1].lines[1]
    assert paid.plural is not None and paid.n == 4  # a plural message, not glued words


def test_the_history_lists_each_metals_answers_newest_first(make_table: MakeTable) -> None:
    table = make_table()
    for location, key in [(77, "EW_GOLD"), (47, "NS_GOLD"), (11, "NS_SILVER"), (77, "NS_GOLD")]:
        ask(table, location, key)
    table.press("NS_GOLD")
    assert table.screen == [
        "Gold answers 1/1",
        "North of 77",
        "South of 47",
        "In 77's column",
        "Rows 5-6, col 7",
    ]
    assert table.compass is None
    table.press("EW_SILVER")
    assert table.screen == ["Silver answers 1/1", "South of 11", "Rows 2-8, cols 1-8"]


def test_a_long_history_pages_with_the_same_key(make_table: MakeTable) -> None:
    table = make_table()
    for location in (11, 12, 13, 14, 15, 16):
        ask(table, location, "EW_GOLD")
    table.press("EW_GOLD")
    assert table.screen[0] == "Gold answers 1/2"
    assert table.screen[1] == "East of 16"
    table.press("NS_GOLD")  # either gold key turns the page
    assert table.screen[:3] == ["Gold answers 2/2", "East of 12", "East of 11"]
    table.press("NS_GOLD")
    assert table.screen[0] == "Gold answers 1/2"


def test_the_history_map_marks_where_the_treasure_can_be() -> None:
    from games.lost_treasure.compass import Answer

    answers = [Answer.from_notation("gold E-W 77 C"), Answer.from_notation("gold N-S 57 S")]
    drawn = history_screen(Metal.GOLD, answers, 0)
    ocean_map = next(shape for shape in drawn.shapes if isinstance(shape, Pixels))
    filled = {
        (y // 5, x // 5)
        for y, row in enumerate(ocean_map.rows)
        for x, c in enumerate(row)
        if c == "#"
    }
    assert filled == {(5, 6), (6, 6), (7, 6)}  # rows 6-8 of column 7, counted from 0
    assert plain(drawn.lines[-1]) == "Rows 6-8, col 7"
    assert inside(drawn)


def test_every_screen_word_is_a_whole_translatable_message(make_table: MakeTable) -> None:
    table = make_table(**FAST)
    table.play("press 4 / press 7 / press NS_GOLD / wait 2 / press NS_GOLD / press VALUE")
    table.play("press 1 / press 1 / press AIR / wait 2")
    start_dive(table, 67)
    hold_until_bottom(table, 1)
    hold_up_until_surface(table)
    for screen in table.all_screens():
        assert screen.lines, "a screen always says something in words"
        for text in screen.lines:
            assert isinstance(text, Text)
            assert not text.msgid[:1].islower(), text.msgid  # not a fragment glued after another
            assert len(plain(text)) <= 21, plain(text)  # one row of the small font


def test_the_one_digit_hint_and_hold_up_fit_in_every_language() -> None:
    dive = Dive((3,) * 9, DiveTiming())
    dive.started_at, dive.level, dive.surface_due = 0.0, 2, True
    shown = [entry_screen("4"), dive_screen(dive, 1.0, 4)]
    for language in ("en", "pt", "pt_BR", "ja"):
        renderer = ScreenRenderer(Translator(language), (WIDTH, HEIGHT))
        for screen in shown:
            assert screen_problems(renderer, screen) == [], (language, screen.lines)


def test_the_capped_haul_the_depth_0_hint_and_the_regions_are_drawn_whole_in_every_language() -> (
    None
):
    dive = Dive((3,) * 9, DiveTiming())
    dive.started_at = 0.0
    shown = [
        haul_screen(350, found=400),
        haul_screen(350, Metal.SILVER, found=500),
        out_of_air_on_top_screen(),
        dive_screen(dive, 1.0, 4),  # "No treasure yet"
        words(
            region_text(Region(top=2, bottom=2, left=3, right=5)),
            region_text(Region(top=2, bottom=4, left=7, right=7)),
        ),
    ]
    assert [plain(text) for text in shown[0].lines] == [
        "Found $400,000!",
        "$350,000 = 7 chests",
        "(the gauge's most)",
    ]
    assert plain(shown[3].lines[2]) == "No treasure yet"
    assert [plain(text) for text in shown[4].lines] == ["Row 2, cols 3-5", "Rows 2-4, col 7"]
    for language in LANGUAGES:
        renderer = ScreenRenderer(Translator(language), (WIDTH, HEIGHT))
        for screen in shown:
            drawn = [item.text for item in renderer.plan(screen) if isinstance(item, TextRun)]
            assert not [text for text in drawn if text.rstrip().endswith(MORE)], (language, drawn)
            assert screen_problems(renderer, screen) == [], (language, screen.lines)
