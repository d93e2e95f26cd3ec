"""After a clue, the markers it places or takes away blink on the map, a page at a time:
played as a table would, through a key script on the mock box, read off the OLED."""

from __future__ import annotations

from pathlib import Path

from boxkit import mock_box, screens
from PIL import Image, ImageChops

from appliance.box.script import parse_script, play_steps
from games.tobago.state import TobagoState
from games.tobago.views.hex_art import CELL
from games.tobago.views.map_view import marker_pages, page_spot, placed_hexes

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
        assert screens(records)[-1][0] == f"Map 1 1/{len(pages)}"  # and round again
        play(running, "press AIR\n")
        assert screens(records)[-1][0] == "Player 2's starting clue"


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
