"""Choosing the island on the box: the table says which of the 32 lies on it (each
piece's face, how they join, how the board is turned), or the box picks one and shows
how to lay it. Played through key scripts on the mock box, as a family would."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boxkit import mock_box, play, screens, sounds
from pixel_check import screen_problems
from tobago_positions import new_table, played, restart

from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from games.base import settings_from
from games.errors import SettingsError
from games.events import Press, Release, Wake
from games.screen import Label, plain
from games.tobago.island.board_choice import JOINS
from games.tobago.island.island import Island
from games.tobago.island.sections import Assembly, all_assemblies, assemble, retail_sections
from games.tobago.settings import TobagoSettings
from games.tobago.state import Phase

RENDERER = ScreenRenderer(Translator())


def keys_for(assembly: Assembly) -> list[str]:
    """The keys that tell the box this island: each piece's face, then how they join."""
    faces = ["1" if side.islower() else "2" for side in assembly.sides]
    join = JOINS.index((assembly.order, assembly.shift)) + 1
    return ["1", *faces, str(join), "AIR"]


def script(*keys: str) -> str:
    return "".join(f"press {key}\n" for key in keys)


def same_land(island: Island, expected: Island) -> bool:
    return dict(island.terrain) == dict(expected.terrain)


@pytest.mark.parametrize("assembly", list(all_assemblies()), ids=str)
def test_the_table_tells_the_box_each_of_the_32_islands(assembly: Assembly) -> None:
    with mock_box(game="tobago") as (running, records):
        play(running, script("3", *keys_for(assembly), "AIR"))
        state = running.box.game.state
        assert state.phase is Phase.SETUP_LANDMARKS
        assert same_land(state.island, assemble(retail_sections(), assembly))
        assert len(state.island.landmarks) == 10
        assert "bad_key" not in sounds(records) and "refuse" not in sounds(records)
        assert screens(records)[-1][0] == "Place the landmarks"


def test_turning_the_picture_turns_the_island_the_game_uses() -> None:
    assembly = Assembly("AbC", "cb", 1)
    with mock_box(game="tobago") as (running, _):
        play(running, script("2", *keys_for(assembly), "UP", "UP", "AIR"))
        island = running.box.game.state.island
    assert same_land(island, assemble(retail_sections(), assembly).turned(2))


def test_the_box_picks_an_island_and_shows_how_to_lay_each_piece() -> None:
    table = new_table(island="board", seed=4).press("3")
    assert table.screen == [
        "The island on the table:",
        "1: we show the box",
        "2: the box picks one",
        "CLEAR: back",
    ]
    table.press("2")
    chosen = table.game.state.board.assembly
    pieces = (chosen.sides[0], *chosen.second_and_third)
    for number, side in enumerate(pieces, 1):
        assert table.screen[:4] == [
            f"Piece {number} of 3:",
            f"side {side} up,",
            "lay it as",
            "drawn",
        ]
        drawn = [plain(s.text) for s in table.shown.shapes if isinstance(s, Label)]
        assert f"side {side} up," in drawn  # on the OLED, not only in the lines
        table.press("AIR")
    assert table.game.state.phase is Phase.SETUP_TURN
    table.press("AIR")
    assert same_land(table.game.state.island, assemble(retail_sections(), chosen))


def test_the_box_picks_every_island_over_many_games() -> None:
    picked = set()
    for seed in range(300):
        table = new_table(island="board", seed=seed).press("2 2")
        picked.add(table.game.state.board.assembly)
    assert picked == set(all_assemblies())


def test_each_piece_shows_both_faces_drawn_as_their_outlines() -> None:
    table = new_table(island="board").press("2 1")
    for letter in "abc":
        assert table.screen[:2] == [
            f"Piece {'abc'.index(letter) + 1} of 3: face up?",
            f"1: side {letter}  2: side {letter.upper()}",
        ]
        image = RENDERER.render(table.shown)
        for column, side in enumerate((letter, letter.upper())):
            half = image.crop((64 * column + 11, 12, 64 * column + 64, 52))  # not the digit
            cells = sum(half.histogram()[1:]) // 9  # a face's hex is a 3 x 3 cell
            assert cells == len(retail_sections().side(side))
        table.press("1")
    assert table.game.state.phase is Phase.SETUP_JOIN


def test_up_shows_the_four_joins_and_a_digit_picks_one() -> None:
    table = new_table(island="board").press("2 1 1 1 1")
    seen = []
    for _ in range(4):
        seen.append(table.screen[2])
        table.press("UP")
    assert seen == [
        "sides a,b,c, order bc, shift 0",
        "sides a,b,c, order bc, shift 1",
        "sides a,b,c, order cb, shift 0",
        "sides a,b,c, order cb, shift 1",
    ]
    table.press("3")
    assert table.screen[2] == "sides a,b,c, order cb, shift 0"
    table.press("7")
    assert table.sounds()[-1] == "bad_key"


def test_clear_goes_back_one_step_at_a_time() -> None:
    table = new_table(island="board").press("2 1 2 1 2")
    assert table.game.state.phase is Phase.SETUP_JOIN
    table.press("CLEAR")
    assert (table.game.state.phase, table.game.state.board.sides) == (Phase.SETUP_SIDE, "Ab")
    table.press("CLEAR CLEAR")
    assert (table.game.state.phase, table.game.state.board.sides) == (Phase.SETUP_SIDE, "")
    table.press("CLEAR")
    assert table.game.state.phase is Phase.SETUP_BOARD
    table.press("1 1 1 1 AIR AIR CLEAR")
    assert table.game.state.phase is Phase.SETUP_TURN
    table.press("CLEAR")
    assert table.game.state.phase is Phase.SETUP_JOIN
    table.press("CLEAR CLEAR CLEAR CLEAR CLEAR")
    assert table.game.state.phase is Phase.SETUP_PLAYERS


def test_a_power_cut_while_choosing_comes_back_on_the_same_screen() -> None:
    table = new_table(island="board").press("3 1 2 1")
    before = table.screen
    again = restart(table)
    assert again.screen == before
    again.press("2 UP AIR")
    assert again.game.state.board.assembly == Assembly("AbC", "bc", 1)


def test_a_game_saved_before_the_board_choice_still_loads() -> None:
    table = new_table().press("3")
    saved = table.snapshot()
    del saved["board"]
    from games.tobago import GAME

    old = played(GAME.restore(saved, random.Random(1), None, 0.0))
    assert old.screen == table.screen and old.game.state.board is None


def test_a_saved_choice_that_makes_no_sense_is_set_aside() -> None:
    from games.errors import StateError
    from games.tobago import GAME

    table = new_table(island="board").press("3 1 2 1 1")
    saved = table.snapshot()
    saved["board"]["sides"] = "ab"
    with pytest.raises(StateError, match="unreadable"):
        GAME.restore(saved, random.Random(1), None, 0.0)


def test_the_landmark_on_show_blinks_on_the_map() -> None:
    table = new_table(island="board").press("3 1 1 1 1 AIR AIR AIR")
    assert table.screen[:2][0] == "Hut 1 of 4"
    effects = table.game.handle(Wake("blink"), 0.5)
    shown = [e for e in effects if hasattr(e, "shapes")][-1]
    assert shown.lines == table.shown.lines and shown.shapes != table.shown.shapes
    assert any(getattr(e, "tag", None) == "blink" and e.at == 1.0 for e in effects)
    table.game.handle(Press("AIR"), 1.0)
    table.game.handle(Release("AIR"), 1.0)
    assert table.game.state.blink_on  # a key shows the next landmark lit at once


def test_with_the_box_running_the_blink_changes_the_oled_but_not_the_words() -> None:
    with mock_box(game="tobago") as (running, records):
        play(running, script("3", "1", "1", "1", "1", "AIR", "AIR", "AIR"))
        first = running.hardware.display.image.tobytes()
        count = len(screens(records))
        play(running, "wait 0.5\n")
        assert running.hardware.display.image.tobytes() != first
        play(running, "wait 0.5\n")
        assert running.hardware.display.image.tobytes() == first
        assert len(screens(records)) == count  # the words did not change


@pytest.mark.parametrize(
    ("keys", "phase"),
    [
        ("3", "board"),
        ("3 1", "side"),
        ("3 1 2 2 2", "join"),
        ("3 2", "lay"),
        ("3 2 AIR AIR AIR", "turn"),
    ],
)
def test_every_choice_screen_fits_the_oled(keys: str, phase: str) -> None:
    table = new_table(island="board", seed=2).press(keys)
    shown = table.shown
    assert table.game.state.phase.value == f"setup-{phase}"
    if not shown.shapes:
        assert len(shown.lines) <= 5
        return
    words = {plain(line) for line in shown.lines}
    for label in (s for s in shown.shapes if isinstance(s, Label)):
        assert plain(label.text) in words or plain(label.text).isdigit()  # a key beside a face
    assert screen_problems(RENDERER, shown) == []
    assert RENDERER.render(shown).getbbox() is not None


def test_a_sections_file_with_a_typo_is_a_setting_error_naming_file_and_line(
    tmp_path: Path,
) -> None:
    text = (
        Path(__file__).parents[4] / "games/tobago/island/board/retail-sections.json"
    ).read_text()
    lines = text.splitlines()
    number = next(i for i, line in enumerate(lines) if '"lake"' in line)
    lines[number] = lines[number].replace('"lake"', '"laek"')
    path = tmp_path / "mine.json"
    path.write_text("\n".join(lines))
    with pytest.raises(SettingsError, match=rf"sections: {path}: line {number + 1}: .*'laek'"):
        settings_from(TobagoSettings, {"sections": str(path)})
    with pytest.raises(SettingsError, match="cannot read the sections file"):
        settings_from(TobagoSettings, {"sections": str(tmp_path / "none.json")})


def test_an_owners_sections_file_is_the_board_the_box_offers(tmp_path: Path) -> None:
    text = (
        Path(__file__).parents[4] / "games/tobago/island/board/retail-sections.json"
    ).read_text()
    path = tmp_path / "mine.json"
    path.write_text(text.replace('"beach"', '"scrubland"', 1))
    table = new_table(island="board", sections=str(path)).press("3 1 1 1 1 AIR AIR")
    expected = assemble(retail_sections(), Assembly("abc"))
    assert dict(table.game.state.island.terrain) != dict(expected.terrain)
    assert table.game.state.island.terrain.keys() == expected.terrain.keys()


def test_the_direction_keys_pan_the_map_over_every_hex_of_the_island() -> None:
    snake = ["NS_GOLD"] * 20 + ["EW_SILVER"] * 20
    for row in range(17):
        snake += ["EW_GOLD" if row % 2 == 0 else "EW_SILVER"] * 14 + ["NS_SILVER"]
    with mock_box(game="tobago") as (running, records):
        play(running, script("3", *keys_for(Assembly("AbC", "cb", 1)), "AIR", "AIR", *snake))
        state = running.box.game.state
        looked = {line for lines in screens(records) for line in lines if "Looking at" in line}
        assert "bad_key" not in sounds(records)
        image = running.hardware.display.image
    names = {f"Looking at {state.names.name(hex_)}" for hex_ in state.island.hexes}
    assert names <= looked and "Looking at the sea" in looked
    assert image.getbbox() is not None


def test_a_join_that_makes_no_island_is_refused_and_nothing_changes(tmp_path: Path) -> None:
    text = (
        Path(__file__).parents[4] / "games/tobago/island/board/retail-sections.json"
    ).read_text()
    path = tmp_path / "mine.json"
    path.write_text(
        text.replace(
            '"shift_1": {"section_2": {"q": 0, "r": 1}', '"shift_1": {"section_2": {"q": 0, "r": 0}'
        )
    )
    table = new_table(island="board", sections=str(path)).press("3 1 1 1 1 UP")
    assert table.screen[1:3] == ["these pieces cannot", "join this way."]
    table.press("AIR")
    assert table.sounds()[-1] == "refuse"
    assert table.game.state.phase is Phase.SETUP_JOIN and table.game.state.board.assembly is None
    table.press("UP AIR")  # order cb, shift 0 joins
    assert table.game.state.board.assembly == Assembly("abc", "cb", 0)
    for seed in range(40):  # the box never picks a way that makes no island
        picked = new_table(island="board", sections=str(path), seed=seed).press("3 2")
        assert picked.game.state.board.assembly.shift == 0
