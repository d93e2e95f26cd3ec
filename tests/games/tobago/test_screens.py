"""The screens: every phase has one and a notice goes on top; nothing is cut off on the
128 x 64 OLED; on a 256 x 64 panel the island is drawn beside the words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from boxkit import mock_box, screens
from harness import Harness
from PIL import Image, ImageChops
from pixel_check import screen_problems, whole_line_problems
from tobago_players import Players
from tobago_positions import clue, in_play, new_table, set_up

from appliance.box.script import parse_script, play_steps
from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from games.effects import Say
from games.events import Press
from games.screen import HEIGHT, WIDTH, Label, Rect, Screen, T, plain
from games.tobago import GAME
from games.tobago.island.generate import place_landmarks
from games.tobago.island.island import LandmarkKind
from games.tobago.screens import SCREENS, screen
from games.tobago.settings import TobagoSettings, read_island
from games.tobago.state import Phase
from games.tobago.views.map_view import MAP_WIDTH, OVERVIEW_HEIGHT, PANEL_X, spot_of
from games.tobago.views.parts import WIDE_GAP


def test_every_phase_has_a_screen() -> None:
    assert set(SCREENS) == set(Phase)


def test_a_notice_is_on_top_and_the_screen_below_it_five_lines_in_all() -> None:
    state = GAME.new(random.Random(1), None, 0.0).state
    own = screen(state).lines
    state.notice = (T("These pieces cannot"), T("join this way."))
    lines = screen(state).lines
    assert lines[:2] == state.notice
    assert lines[2:] == own[:3]


# Nothing is cut off: long lists are paged, and every page fits the 128 x 64 OLED as the
# renderer draws it (checked on the rendered image as well as by the words).
RENDERER = ScreenRenderer(Translator())
LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"
SETUP = {Phase.SETUP_PLAYERS, Phase.SETUP_TERRAIN, Phase.SETUP_LANDMARKS}
#: Eleven hexes of seed-07, spread over the island.
ELEVEN = sorted(read_island("seed-07").terrain)[::9][:11]
#: Six clues that narrow seed-07 down to one hex, each removing a few candidates.
CHAIN = (
    "in jungle",
    "in-sight-of statue",
    "next-to scrubland",
    "in-sight-of river",
    "next-to beach",
    "next-to river",
)


def problems(screen: Screen) -> list[str]:
    """What would not be seen in full on the OLED, by the drawn pixels: ink outside the
    frame, words over words or shapes, a word drawn only in part."""
    return screen_problems(RENDERER, screen)


def assert_fits(screens: list[Screen]) -> None:
    found = [problem for screen in screens for problem in problems(screen)]
    assert not found, "\n".join(dict.fromkeys(found))


def screens_of(table: Harness) -> list[Screen]:
    return table.all_screens()


def test_a_17_marker_map_shows_every_name_on_its_pages() -> None:
    table = in_play(maps=["", "2 in mountain"]).press("NS_GOLD 2")
    hexes = table.game.state.engine.hexes_of(table.game.state.sheet(2).treasure.candidates)
    names = table.game.state.names.names(hexes)
    assert len(names) == 17
    start = table.mark()
    table.press("UP " * 3)  # the map's three pages of markers, then their names
    assert table.screen[0] == "Markers on map 2 (1/2)"
    table.press("UP")
    pages = screens_of(table)[-2:]
    assert [plain(p.lines[0]) for p in pages] == [
        "Markers on map 2 (1/2)",
        "Markers on map 2 (2/2)",
    ]
    shown = " ".join(plain(line) for page in pages for line in page.lines[1:-1]).split()
    assert shown == names
    assert_fits(screens_of(table)[start - 1 :])


def test_eleven_amulets_are_all_shown_and_the_10th_and_11th_can_be_picked_up() -> None:
    table = in_play(lying=ELEVEN).press("UP")
    first = table.screen
    table.press("UP")
    second = table.screen
    names = table.game.state.names.names(ELEVEN)
    assert first[0].startswith("Amulets 1/3") and second[0].startswith("Amulets 2/3")
    listed = [entry.split(":") for entry in " ".join(first[1:3] + second[1:2]).split()]
    assert [number for number, _ in listed] == [*"12345678", *"123"]
    assert [name for _, name in listed] == [table.game.state.names.name(spot) for spot in ELEVEN]
    assert sorted(name for _, name in listed) == sorted(names)
    assert second[2] == "1-3: pick up, $: use"
    assert_fits(screens_of(table))
    table.press("3")  # the 11th amulet, third on the second page
    assert table.sounds()[-1] == "amulet"
    assert table.game.state.amulets.lying == ELEVEN[:10] and table.game.state.amulets.held[1] == 1
    table.press("2")  # the 10th
    assert table.game.state.amulets.lying == ELEVEN[:9] and table.game.state.amulets.held[1] == 2


def look_at(cards: int) -> Harness:
    """Red raises map 1 having played ``cards - 1`` of its six clues, and looks."""
    players = [2] * (7 - cards) + [1] * (cards - 1)
    sheet = "; ".join(f"{p} {clue}" for p, clue in zip(players, CHAIN, strict=True))
    table = in_play(
        maps=[sheet],
        treasury="deck: 5 4 6 2 3 6 2 4 5 3; player 1: 6 5; player 2: ; player 3: ",
    )
    assert table.game.state.sheet(1).is_located, sheet
    return table.press("VALUE 1 1 AIR")


def card_columns(image: Image.Image, y: int) -> list[tuple[int, int]]:
    """The runs of inked columns along row ``y`` (each card's frame is one run)."""
    runs: list[tuple[int, int]] = []
    for x in range(WIDTH):
        if image.getpixel((x, y)):
            if runs and runs[-1][1] == x - 1:
                runs[-1] = (runs[-1][0], x)
            else:
                runs.append((x, x))
    return runs


def test_a_look_at_5_cards_shows_5_separate_cards_and_the_players_gold() -> None:
    table = look_at(5)
    assert table.screen == ["Red's cards:", "Cards: 5 4 6 2 3", "Your gold: 11", "AIR: hide"]
    image = RENDERER.render(table.shown)
    cards = [s for s in table.shown.shapes if isinstance(s, Rect) and s.w > 20]
    assert len(cards) == 5
    # the top edge of the cards: five separate frames with a gap between each
    assert len(card_columns(image, cards[0].y)) == 5
    for card in cards:  # a value drawn inside each frame
        inside = image.crop((card.x + 3, card.y + 3, card.x + card.w - 3, card.y + card.h - 3))
        assert inside.getbbox() is not None
    foot = cards[0].y + cards[0].h
    gold = next(s for s in table.shown.shapes if isinstance(s, Label) and s.y >= foot)
    assert plain(gold.text) == "Your gold: 11"  # drawn below the cards, to the looker
    assert image.crop((0, gold.y, WIDTH // 2, HEIGHT)).getbbox() is not None
    assert_fits([table.shown])


def test_a_look_at_more_than_5_cards_turns_the_page() -> None:
    table = look_at(6)
    # player 1 has five tokens and the finder's: six cards, five on the first page
    assert table.screen[:2] == ["Red 1/2  UP: more", "Cards: 5 4 6 2 3 6"]
    first = [s for s in table.shown.shapes if isinstance(s, Label) and s.size == 3]
    table.press("UP")
    second = [s for s in table.shown.shapes if isinstance(s, Label) and s.size == 3]
    assert [plain(label.text) for label in first + second] == ["5", "4", "6", "2", "3", "6"]
    assert_fits(screens_of(table))


def test_a_curse_report_too_long_for_one_screen_is_paged() -> None:
    table = in_play(
        maps=[LOCATED],
        treasury="deck: 5 C 4 3 6 2; player 1: 6; player 2: 6; player 3: 6",
        amulets={3: 1},
    )
    # player 1 takes the 5; the curse: player 3 gives up an amulet, 2 and 1 lose a 6
    table.press("VALUE 1 1 " + "AIR " * 6 + "VALUE VALUE")
    assert table.game.state.phase is Phase.SPLIT_OVER
    assert table.screen == [
        "Curse! Split over.",
        "Best gold card lost: Yellow Red",
        "Red: clue on map 1",
        "UP: more 1/2",
        "AIR: go on",
    ]
    table.press("UP")
    assert table.screen == [
        "Amulet given up: Blue",
        "3 cards were discarded.",
        "Red: clue on map 1",
        "UP: more 2/2",
        "AIR: go on",
    ]
    assert_fits(screens_of(table))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_screen_of_whole_games_fits_the_display(players: int) -> None:
    game = GAME.new(random.Random(players), TobagoSettings(island="seed-07"), 0.0)
    table = Players(players, players)
    shown: dict[Screen, None] = {}
    for _ in range(3000):
        keys, _why = table.next_keys(game.state)
        if not keys:
            break
        for key in keys:
            effects = game.handle(Press(key), 0.0)
            if game.state.phase in SETUP:  # the island and landmarks: see test_setup
                continue
            shown |= {effect: None for effect in effects if isinstance(effect, Screen)}
    assert game.state.phase is Phase.END
    assert_fits(list(shown))


# On a 256 x 64 panel (ssd1322) the Tobago screens about places draw the island on the
# left and all their words on the right; on 128 x 64 they are drawn as before.
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


# Every Tobago screen in every language of the box: each line whole on the 128 x 64 OLED
# (not shortened, not run into its neighbour, no key parted from what it does), and
# every line in the box's language.

ROOT = Path(__file__).resolve().parents[3]
SEED_07 = '[tobago]\nisland = "seed-07"\n'


def _box_runs() -> list[Screen]:
    from screenkit import drawn_screens

    shown = drawn_screens((ROOT / "docs" / "scripts" / "tobago.txt").read_text(), "tobago")
    for name in ("whole_game.keys", "whole_game_2.keys", "whole_game_4.keys"):
        script = (ROOT / "tests" / "games" / "tobago" / "data" / name).read_text()
        shown += drawn_screens(script, "tobago", settings=SEED_07)
    # The tour ends in the box's own menu: not a Tobago screen.
    return [s for s in shown if plain(s.lines[0]) != "Box menu"]


def _table_runs() -> list[Screen]:
    shown: list[Screen] = []
    for faces in ("111", "112", "121", "122", "211", "212", "221", "222"):
        table = new_table(island="board")
        table.press("3 1 " + " ".join(faces) + " UP UP UP UP")
        shown += table.all_screens()
    table = in_play(maps=[LOCATED, "2 in mountain"], amulets={1: 1}, lying=[(0, 0)])
    table.press("NS_GOLD 1 UP UP UP UP UP UP CLEAR 2 UP UP UP CLEAR CLEAR")
    table.press("UP UP UP CLEAR UP VALUE CLEAR CLEAR VALUE 2 CLEAR 1 3 CLEAR CLEAR CLEAR")
    table.press("UP VALUE 2 1 UP UP AIR AIR CLEAR 1 3 1 VALUE CLEAR CLEAR CLEAR AIR")
    shown += table.all_screens()
    # A map of 16 markers, every page: on the map, their names, the ways to them.
    table = in_play(maps=["1 in jungle"]).press("NS_GOLD 1" + " UP" * 16)
    shown += table.all_screens()
    # The table points out its landmarks: a statue, turned through its six facings.
    table = new_table(island="board").press("3 1 1 1 1 AIR AIR 2")
    state = table.game.state
    placed = place_landmarks(state.island, random.Random(8)).landmarks
    state.pointed = [m for m in placed if m.kind is not LandmarkKind.STATUE]
    statue = next(m for m in placed if m.kind is LandmarkKind.STATUE)
    state.spot = spot_of(statue.hex)
    for facing in range(6):
        state.facing = facing
        shown += [screen(state)]
    # Refusals on top of the screen below: the turn's own rules.
    table = in_play(maps=[LOCATED], amulets={1: 1}, lying=[(0, 0)])
    table.press("CLEAR AIR 2 UP 1 CLEAR AIR UP 1 CLEAR VALUE 1 2 AIR")
    shown += table.all_screens()
    table = in_play(maps=[LOCATED], lying=[(0, 0)])
    table.press("CLEAR 2 VALUE UP 1 CLEAR CLEAR AIR UP 1 CLEAR 2 CLEAR")
    shown += table.all_screens()
    return shown


@pytest.fixture(scope="module")
def every_tobago_screen() -> list[Screen]:
    return list(dict.fromkeys([*_box_runs(), *_table_runs()]))


@pytest.mark.parametrize("language", ["en", "pt", "pt_BR", "ja"])
def test_no_line_is_cut_on_any_tobago_screen(every_tobago_screen, language: str) -> None:
    renderer = ScreenRenderer(Translator(language))
    found = {
        problem: [plain(line) for line in shown.lines]
        for shown in every_tobago_screen
        for problem in whole_line_problems(renderer, shown)
    }
    assert found == {}


@pytest.mark.parametrize("language", ["pt", "ja"])
def test_every_line_of_every_tobago_screen_is_in_the_language(
    every_tobago_screen, language: str
) -> None:
    translate = Translator(language)
    english = {
        said
        for shown in every_tobago_screen
        for line in shown.lines
        if (said := translate(line)) == plain(line) and re.search(r"\b[a-z]{3,}\b", said)
    }
    assert english == set()


def test_the_way_to_each_marker_is_on_its_page_and_said_aloud() -> None:
    table = set_up(players=4)
    clue(table, "in-sight-of largest-beach", map_number=4)
    table.press("UP UP")  # the map's two pages, then the names
    assert table.screen == ["Markers on map 4 (1/1)", "B2 B3 F1 G1", "UP: more  AIR: go on"]
    mark = len(table.log)
    pages = []
    for _ in range(4):
        table.press("UP")
        pages.append(table.screen)
    assert pages == [
        ["Map 4: finding them 1/4", "top hut, 1 up-left", "UP: more  AIR: go on"],
        ["Map 4: finding them 2/4", "top hut, 1 up-right", "UP: more  AIR: go on"],
        ["Map 4: finding them 3/4", "left hut, 1 up-left", "UP: more  AIR: go on"],
        ["Map 4: finding them 4/4", "left hut", "UP: more  AIR: go on"],
    ]
    said = [plain(e.text) for _, e in table.log[mark:] if isinstance(e, Say)]
    assert said == ["top hut, 1 up-left", "top hut, 1 up-right", "left hut, 1 up-left", "left hut"]
