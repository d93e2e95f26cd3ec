"""The screens: every phase has one and a notice goes on top; nothing is cut off on the
128 x 64 OLED; on a 256 x 64 panel the island is drawn beside the words."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boxkit import mock_box, screens
from harness import Harness
from PIL import Image, ImageChops
from pixel_check import screen_problems
from tobago_players import Players
from tobago_positions import in_play, new_table, set_up

from appliance.box.script import parse_script, play_steps
from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from games.events import Press
from games.screen import HEIGHT, WIDTH, Label, Rect, Screen, T, plain
from games.tobago import GAME
from games.tobago.screens import SCREENS, screen
from games.tobago.settings import TobagoSettings, read_island
from games.tobago.state import Phase
from games.tobago.views.map_view import MAP_WIDTH, OVERVIEW_HEIGHT, PANEL_X
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
    assert second[2] == "P1: 1-3 pick up, $ use"
    assert_fits(screens_of(table))
    table.press("3")  # the 11th amulet, third on the second page
    assert table.sounds()[-1] == "amulet"
    assert table.game.state.amulets.lying == ELEVEN[:10] and table.game.state.amulets.held[1] == 1
    table.press("2")  # the 10th
    assert table.game.state.amulets.lying == ELEVEN[:9] and table.game.state.amulets.held[1] == 2


def look_at(cards: int) -> Harness:
    """Player 1 raises map 1 having played ``cards - 1`` of its six clues, and looks."""
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
    assert table.screen == ["Player 1's cards:", "Cards: 5 4 6 2 3", "Gold so far: 11", "AIR: hide"]
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
    assert plain(gold.text) == "Gold so far: 11"  # drawn below the cards, to the looker
    assert image.crop((0, gold.y, WIDTH // 2, HEIGHT)).getbbox() is not None
    assert_fits([table.shown])


def test_a_look_at_more_than_5_cards_turns_the_page() -> None:
    table = look_at(6)
    # player 1 has five tokens and the finder's: six cards, five on the first page
    assert table.screen[:2] == ["P1: cards 1/2  UP: more", "Cards: 5 4 6 2 3 6"]
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
        "Curse! The split is over.",
        "Best gold card lost: P2 P1",
        "Amulet given up: P3",
        "P1: clue on map 1",
        "UP: more 1/2  AIR: go on",
    ]
    table.press("UP")
    assert table.screen == [
        "3 cards were discarded.",
        "P1: clue on map 1",
        "UP: more 2/2  AIR: go on",
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
