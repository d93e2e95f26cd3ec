"""The map view: hexes a table can find, drawn inside the OLED, panned over the whole
island, markers shown a few at a time."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from boxkit import mock_box, screens
from PIL import Image, ImageChops

from appliance.box.script import parse_script, play_steps
from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from drivers.display import Display, DisplayConfig, open_device
from games.keys import EW_GOLD, EW_SILVER, NS_GOLD, NS_SILVER
from games.screen import HEIGHT, WIDTH, Screen, T, plain
from games.tobago.clues.clue import Clue, ClueSettings
from games.tobago.clues.engine import ClueEngine
from games.tobago.island.generate import place_landmarks
from games.tobago.island.island import Island
from games.tobago.island.sections import all_assemblies, assemble, retail_sections
from games.tobago.state import TobagoState
from games.tobago.views.hex_art import CELL, LANDMARK_ART, TERRAIN_ART
from games.tobago.views.map_view import (
    MAP_WIDTH,
    MARKERS_PER_PAGE,
    MapLook,
    hex_of,
    map_screen,
    marker_pages,
    marker_screen,
    moved,
    page_spot,
    placed_hexes,
    spot_of,
    visible_hexes,
)

ASSEMBLIES = list(all_assemblies())


def board(number: int, turns: int = 0) -> Island:
    """Island ``number`` of the 32, turned, with landmarks placed by the rules."""
    island = assemble(retail_sections(), ASSEMBLIES[number]).turned(turns)
    return place_landmarks(island, random.Random(number))


def oled(screen: Screen) -> Image.Image:
    """The screen as luma's dummy OLED holds it, drawn by the box's renderer."""
    display = Display(open_device(DisplayConfig(kind="dummy")))
    display.show(ScreenRenderer(Translator()).render(screen))
    return display.device.image


def lit(image: Image.Image, x: int, y: int) -> bool:
    return bool(image.getpixel((x, y)))


def snake(island: Island) -> list[tuple[int, int]]:
    """Every spot a person reaches going along each row and down, as the keys move it."""
    spot = spot_of(min(island.hexes, key=lambda h: (h[1], 2 * h[0] + h[1])))
    for _ in range(40):
        spot = moved(island, spot, NS_GOLD)
    seen = [spot]
    for row in range(30):
        across = EW_GOLD if row % 2 == 0 else EW_SILVER
        for _ in range(30):
            spot = moved(island, spot, across)
            seen.append(spot)
        spot = moved(island, spot, NS_SILVER)
        seen.append(spot)
    return seen


def test_every_terrain_and_landmark_is_drawn_differently() -> None:
    arts = [*TERRAIN_ART.values(), *LANDMARK_ART.values()]
    assert len(set(arts)) == len(arts) == 9
    assert all(len(art) == 5 and {len(row) for row in art} == {7} for art in arts)


@pytest.mark.parametrize("number", range(32))
def test_a_pan_over_the_island_shows_and_visits_every_hex(number: int) -> None:
    island = board(number, turns=number % 6)
    spots = snake(island)
    shown = set(itertools.chain.from_iterable(visible_hexes(island, s) for s in spots))
    assert shown == set(island.hexes)
    visited = {((x - r) // 2, r) for x, r in spots}
    assert set(island.hexes) <= visited
    for spot in spots:  # the map follows the cursor: its hex is always on show
        if hex_of(spot) in island.terrain:
            assert hex_of(spot) in dict(placed_hexes(island, spot))


def test_the_keys_move_a_row_up_and_back_to_the_same_spot() -> None:
    island = board(0)
    spot = spot_of(island.hexes[50])
    assert moved(island, moved(island, spot, NS_GOLD), NS_SILVER) == spot
    assert moved(island, moved(island, spot, NS_SILVER), NS_GOLD) == spot
    assert moved(island, moved(island, spot, EW_GOLD), EW_SILVER) == spot
    up_twice = moved(island, moved(island, spot, NS_GOLD), NS_GOLD)
    assert up_twice == (spot[0], spot[1] - 2)  # straight up the column


def seventeen_marker_maps() -> list[tuple[Island, list[tuple[int, int]]]]:
    """Maps with 17 or fewer candidates, from clues played on real islands, and random
    scatters of 17 hexes."""
    maps = []
    rng = random.Random(5)
    clues = [Clue.from_notation(c) for c in ("in jungle", "next-to sea", "not-in mountain")]
    for number in range(0, 32, 3):
        island = board(number)
        engine = ClueEngine(island, ClueSettings())
        for count in range(1, 4):
            treasure_map, _ = engine.replay(rng.sample(clues, count))
            hexes = engine.hexes_of(treasure_map.candidates)
            if len(hexes) <= 17:
                maps.append((island, hexes))
        maps.append((island, rng.sample(island.hexes, 17)))
    return maps


@pytest.mark.parametrize(("island", "hexes"), seventeen_marker_maps())
def test_every_marker_is_shown_on_a_page(island: Island, hexes: list) -> None:
    pages = marker_pages(island, hexes)
    assert sorted(itertools.chain.from_iterable(pages)) == sorted(hexes)
    for page in pages:
        assert 1 <= len(page) <= MARKERS_PER_PAGE
        assert set(page) <= set(visible_hexes(island, page_spot(page)))


def test_seventeen_scattered_markers_take_a_few_pages() -> None:
    island = board(7)
    pages = marker_pages(island, random.Random(1).sample(island.hexes, 17))
    assert 3 <= len(pages) <= 6


@pytest.mark.parametrize("number", [0, 9, 18, 31])
def test_every_drawn_hex_is_inside_the_oled(number: int) -> None:
    island = board(number, turns=number % 6)
    pages = marker_pages(island, random.Random(number).sample(island.hexes, 17))
    for spot in [*snake(island)[::7], *(page_spot(p) for p in pages)]:
        look = MapLook(blinking=frozenset(island.hexes[:9]), cursor=False)
        screen = map_screen(island, spot, [T("A map")], [T("Map 1")], look)
        image = oled(screen)
        assert image.size == (WIDTH, HEIGHT)
        placed = placed_hexes(island, spot)
        assert placed, "the map shows some hexes"
        for hex_, (x, y) in placed:
            assert x in range(WIDTH - len(CELL[0]) + 1) and y in range(HEIGHT - len(CELL) + 1)
            outline = [
                (x + dx, y + dy)
                for dy, row in enumerate(CELL)
                for dx, c in enumerate(row)
                if c == "#"
            ]
            assert all(lit(image, *p) for p in outline), f"hex {hex_} at {(x, y)}"


def test_a_blinking_marker_turns_its_hex_inside_out_and_back() -> None:
    island = board(3)
    hex_ = island.hexes[40]
    spot = spot_of(hex_)
    x, y = dict(placed_hexes(island, spot))[hex_]
    on = oled(map_screen(island, spot, [T("m")], look=MapLook(frozenset({hex_}), cursor=False)))
    off = oled(
        map_screen(
            island, spot, [T("m")], look=MapLook(frozenset({hex_}), cursor=False, blink_on=False)
        )
    )
    box = (x, y, x + len(CELL[0]), y + len(CELL))
    assert on.crop(box).tobytes() != off.crop(box).tobytes()
    outside = (0, 0, MAP_WIDTH, HEIGHT)
    on_rest, off_rest = on.crop(outside).copy(), off.crop(outside).copy()
    blank = Image.new("1", (len(CELL[0]), len(CELL)))
    on_rest.paste(blank, (x, y))
    off_rest.paste(blank, (x, y))
    assert on_rest.tobytes() == off_rest.tobytes()  # only the marker's hex changes


def test_a_17_marker_map_shows_every_marker_over_its_pages_on_the_oled() -> None:
    island = board(12)
    markers = random.Random(12).sample(island.hexes, 17)
    take = markers[:3]
    place = markers[3:]
    pages = marker_pages(island, markers)
    seen: set = set()
    for page in range(len(pages)):
        on = marker_screen(island, place, take, page, [T("Map 1")], [T("UP: more")])
        off = marker_screen(island, place, take, page, [T("Map 1")], [T("UP: more")], False)
        assert plain(on.lines[0]) == f"Page {page + 1}/{len(pages)}"
        image_on, image_off = oled(on), oled(off)
        spot = page_spot(pages[page])
        for hex_, (x, y) in placed_hexes(island, spot):
            middle = (x + 3, y + 4, x + 10, y + 8)  # inside this hex, no neighbour's
            if image_on.crop(middle).tobytes() != image_off.crop(middle).tobytes():
                seen.add(hex_)
    assert seen == set(markers)  # each marker blinks on some page, nothing else does
    again = marker_screen(island, place, take, len(pages), [T("Map 1")])
    assert again.shapes == marker_screen(island, place, take, 0, [T("Map 1")]).shapes


# After a clue, the markers it places or takes away blink on the map, a page at a time:
# played as a table would, through a key script on the mock box, read off the OLED.
#: seed-07, three players, the box's landmarks.
SETUP = ["press 3", *["press AIR"] * 11]
#: Player 1's starting clue: map 1, in jungle (16 candidates: the markers go on).
IN_JUNGLE = ["press 1", "press 1", "press 1", "press AIR"]


def play(running, text: str) -> None:
    """Play key-script lines, and no further: the map blinks for as long as it is shown."""
    play_steps(running, parse_script(text), run_on=False)


def script(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def settings(tmp_path: Path) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text('[tobago]\nisland = "seed-07"\n', encoding="utf-8")
    return path


def blinking_hexes(state: TobagoState, on: Image.Image, off: Image.Image, page: list) -> set:
    """The hexes of the map whose middles differ between the two halves of the blink."""
    changed = set()
    for hex_, (x, y) in placed_hexes(state.island, page_spot(page)):
        middle = (x + 3, y + 4, x + len(CELL[0]) - 3, y + 9)
        if ImageChops.difference(on.crop(middle), off.crop(middle)).getbbox():
            changed.add(hex_)
    return changed


def test_the_markers_of_a_clue_blink_on_the_map_page_by_page(tmp_path: Path) -> None:
    with mock_box(game="tobago", settings_path=settings(tmp_path)) as (running, records):
        play(running, script(*SETUP, *IN_JUNGLE))
        state = running.box.game.state
        sheet = state.sheet(1)
        markers = set(state.engine.hexes_of(sheet.treasure.candidates))
        assert len(markers) == 16 and screens(records)[-1][1:3] == [
            "16 markers",
            "place them all",
        ]
        pages = marker_pages(state.island, markers)
        assert len(pages) > 1
        seen = set()
        for number, page in enumerate(pages, 1):
            assert screens(records)[-1][0] == f"Map 1 {number}/{len(pages)}"
            lit = running.hardware.display.image.copy()
            play(running, "wait 0.5\n")
            dark = running.hardware.display.image.copy()
            assert lit.tobytes() != dark.tobytes(), "the markers blink"
            assert blinking_hexes(state, lit, dark, page) == set(page)
            seen |= set(page)
            play(running, "press UP\n")
        assert seen == markers  # every marker blinked on some page, nothing else did
        assert screens(records)[-1][0] == "Markers on map 1 (1/2)"  # then their names
        play(running, "press UP\npress UP\n")
        assert screens(records)[-1][0] == f"Map 1: finding them 1/{len(markers)}"  # the ways
        play(running, "press UP\n" * len(markers))
        assert screens(records)[-1][0] == f"Map 1 1/{len(pages)}"  # and round again
        play(running, "press AIR\n")
        assert screens(records)[-1][0] == "Yellow's starting clue"


def test_the_markers_a_clue_removes_are_crossed_on_the_map(tmp_path: Path) -> None:
    clues = [*IN_JUNGLE, "press 2", "press 5", "press 3", "press AIR", "press AIR"]
    clues += ["press 3", "press 1", "press 2", "press AIR", "press AIR"]
    with mock_box(game="tobago", settings_path=settings(tmp_path)) as (running, records):
        play(running, script(*SETUP, *clues))
        state = running.box.game.state
        before = state.sheet(1).treasure.candidates
        play(running, script("press 1", "press 3", "press UP", "press AIR"))  # in sight of a statue
        after = state.sheet(1).treasure.candidates
        gone = set(state.engine.hexes_of(before & ~after))
        assert len(gone) == 11 and screens(records)[-1][2] == "take 11 away (x)"
        pages = marker_pages(state.island, gone)
        seen = set()
        for page in pages:
            lit = running.hardware.display.image.copy()
            play(running, "wait 0.5\n")
            seen |= blinking_hexes(state, lit, running.hardware.display.image.copy(), page)
            play(running, "press UP\n")
        assert seen == gone  # only those to take away blink; the five left stay still
