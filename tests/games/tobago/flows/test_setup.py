"""Setting up on the box: players, the island (picked by the box or from a file), the landmarks
hex by hex, the four starting clues."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from tobago_positions import LANDMARKS, clue, clue_keys, new_table, restart

from games.base import settings_from
from games.errors import SettingsError
from games.screen import Label, Pixels, plain
from games.tobago.flows.board import settle
from games.tobago.flows.setup import landmark_order, terrain_pages
from games.tobago.island.generate import generate_setup
from games.tobago.island.island import LandmarkKind
from games.tobago.island.sections import all_assemblies
from games.tobago.screens import screen
from games.tobago.settings import TobagoSettings
from games.tobago.state import Phase
from games.tobago.views.hex_art import FACING_EDGE
from games.tobago.views.map_view import _origin, _pixel, spot_of


def test_the_box_asks_how_many_play() -> None:
    table = new_table(players=4)
    assert table.screen == [
        "Tobago: a new game",
        "How many players?",
        "Press 2, 3 or 4",
        "AIR: 4 players",
        "UP: seat colours",
    ]
    table.press("5")
    assert table.sounds() == ["bad_key"]
    table.press("2")
    assert table.game.state.players == 2
    assert sorted(table.game.state.treasury.gold) == [1, 2]
    assert table.game.state.amulets.held == {1: 0, 2: 0}


def test_air_keeps_the_number_of_players_from_the_settings() -> None:
    table = new_table(players=3).press("AIR")
    assert table.game.state.players == 3
    assert table.game.state.phase is Phase.SETUP_LANDMARKS


def test_the_landmarks_are_shown_one_hex_at_a_time_with_the_statues_facing() -> None:
    table = new_table().press("3")
    assert table.screen == [
        "Place the landmarks",
        "4 huts, 3 palm trees, 3 statues",
        "AIR: where the box says",
        "2: we place, then show",
        "CLEAR: back",
    ]
    table.press("AIR")
    assert table.screen == [
        "Hut 1 of 4",
        "at C5",
        "AIR: next",
        "CLEAR: back",
        "Direction keys: look around",
    ]
    assert table.shown.shapes, "the island is drawn with the hut's hex picked out"
    table.press("AIR " * 7)
    assert table.screen[:5] == ["Statue 1 of 3", "at G6", "facing west", "AIR: next", "CLEAR: back"]
    table.press("CLEAR")
    assert table.screen[:2] == ["Palm tree 3 of 3", "at N2"]


def test_the_statue_screen_says_its_hex_and_facing_and_draws_the_facing_in_both_blinks() -> None:
    table = new_table().press("3 " + "AIR " * 8)  # statue 1: G6, facing west
    state = table.game.state
    drawn = [plain(s.text) for s in table.shown.shapes if isinstance(s, Label)]
    assert drawn == ["Statue G6", "faces W"]
    statue = landmark_order(state.island)[7]
    x, y = _pixel(spot_of(statue.hex), _origin(state.island, spot_of(statue.hex)))
    faced = FACING_EDGE[statue.facing]
    behind = FACING_EDGE[(statue.facing + 3) % 6]
    for blink_on in (True, False):
        state.blink_on = blink_on
        rows = next(s for s in screen(state).shapes if isinstance(s, Pixels)).rows
        lit = [[rows[y + dy][x + dx] == "#" for dx, dy in edge] for edge in (faced, behind)]
        assert lit[0] != lit[1], f"the facing is not told apart when blink_on={blink_on}"
        assert len(set(lit[0])) == 1  # the whole faced edge, one way or the other


def test_every_landmark_of_the_island_is_shown_once() -> None:
    table = new_table().press("3")
    order = landmark_order(table.game.state.island)
    assert [m.kind for m in order] == ["hut"] * 4 + ["palm"] * 3 + ["statue"] * 3
    seen = []
    for _ in order:
        table.press("AIR")
        seen.append(table.screen[1])
    assert seen == [f"at {table.game.state.names.name(m.hex)}" for m in order]


def test_generate_has_the_box_pick_one_of_the_32_and_show_how_to_lay_it() -> None:
    table = new_table(island="generate", seed=3).press("2")
    assert table.game.state.phase is Phase.SETUP_LAY
    choice = table.game.state.board
    assert choice is not None and choice.assembly in list(all_assemblies())
    side = choice.assembly.sides[0]
    assert table.screen[:4] == ["Piece 1 of 3:", f"side {side} up,", "lay it as", "drawn"]
    table.press("AIR AIR AIR")
    assert table.game.state.phase is Phase.SETUP_TURN
    table.press("AIR")
    assert table.game.state.phase is Phase.SETUP_LANDMARKS
    assert table.game.state.island.terrain == choice.island().terrain  # as laid out, hex for hex
    other = new_table(island="generate", seed=4).press("2").game.state.board
    assert other is not None and other.assembly != choice.assembly  # another seed, another


def generated_row_by_row(seed: int):
    """A game saved by an earlier version, when a generated island was built row by row."""
    table = new_table(seed=seed)
    settle(table.game.state, generate_setup(random.Random(seed)))
    table.game.state.generated = True
    return table


def test_a_game_saved_building_a_generated_island_row_by_row_goes_on() -> None:
    table = generated_row_by_row(3).press("2")
    assert table.game.state.phase is Phase.SETUP_TERRAIN
    assert table.screen[0].startswith("A new island of ")
    table.press("AIR")
    _, runs = terrain_pages(table.game.state.island)[0]
    assert table.screen[0] == f"Row A of {len(table.game.state.names.rows)}"
    assert table.screen[1:-2] == [f"{count} {land}" for land, count in runs]
    assert table.screen[-2:] == ["AIR: next", "CLEAR: back"]
    pages = len(terrain_pages(table.game.state.island))
    table.press("AIR " * pages)
    assert table.game.state.phase is Phase.SETUP_LANDMARKS


def test_up_skips_the_rows() -> None:
    table = generated_row_by_row(3).press("2 UP")
    assert table.game.state.phase is Phase.SETUP_LANDMARKS


def test_the_terrain_runs_add_up_to_the_island() -> None:
    island = generate_setup(random.Random(11))
    total = sum(count for _, runs in terrain_pages(island) for _, count in runs)
    assert total == len(island.hexes)


def test_an_island_file_without_landmarks_gets_them_from_the_box(tmp_path: Path) -> None:
    island = json.loads(Path("games/tobago/island/shipped/seed-21.json").read_text())
    island["landmarks"] = []
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(island))
    table = new_table(island=str(path))
    counts = {k: len(table.game.state.island.landmarks_of(k)) for k in LandmarkKind}
    assert counts == {LandmarkKind.HUT: 4, LandmarkKind.PALM: 3, LandmarkKind.STATUE: 3}
    assert not table.game.state.generated


def test_a_bad_island_file_is_a_setting_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match="island: cannot read the island file"):
        settings_from(TobagoSettings, {"island": str(tmp_path / "missing.json")})
    broken = tmp_path / "broken.json"
    broken.write_text('{"hexes": [{"q": 0, "r": 0, "terrain": "swamp"}]}')
    with pytest.raises(SettingsError, match="terrain 'swamp' is not one of"):
        settings_from(TobagoSettings, {"island": str(broken)})


def test_a_row_with_many_runs_goes_on_over_a_second_page() -> None:
    table = generated_row_by_row(3).press("2 AIR AIR AIR AIR")
    assert table.screen[:2] == ["Row C of 11, more", "1 scrubland"]


def test_a_power_cut_while_laying_the_box_s_island_comes_back_to_the_same_piece() -> None:
    table = new_table(island="generate", seed=3).press("2 AIR")
    assembly = table.game.state.board.assembly if table.game.state.board else None
    again = restart(table)
    assert again.game.state.phase is Phase.SETUP_LAY and again.game.state.page == 1
    assert again.game.state.board is not None and again.game.state.board.assembly == assembly
    assert again.screen[:1] == ["Piece 2 of 3:"]


# Starting clues as the rulebook says: each player in turn puts one clue on a map of
# their choice; the clue just placed can be taken back before the next one, and going
# back never puts a second clue on a map.
def at_starting_clues(players: int = 3):
    """A new game with the landmarks placed: player 1 is asked for a map."""
    return new_table().press(f"{players} " + "AIR " * (LANDMARKS + 1))


def notations(table) -> list[str]:
    return [sheet.notation() for sheet in table.game.state.maps]


@pytest.mark.parametrize(
    ("players", "chosen", "expected"),
    [
        (2, ["3 in mountain", "3 next-to sea"], ["", "", "1 in mountain; 2 next-to sea", ""]),
        (
            3,
            ["2 in jungle", "4 not-next-to beach", "1 in mountain"],
            ["3 in mountain", "1 in jungle", "", "2 not-next-to beach"],
        ),
        (
            4,
            ["4 next-to sea", "3 in jungle", "2 in mountain", "1 not-next-to beach"],
            ["4 not-next-to beach", "3 in mountain", "2 in jungle", "1 next-to sea"],
        ),
    ],
)
def test_each_player_places_one_starting_clue_on_a_map_of_their_choice(
    players: int, chosen: list[str], expected: list[str]
) -> None:
    table = at_starting_clues(players)
    for player, entry in enumerate(chosen, 1):
        assert table.screen[:3] == [
            f"{['Red', 'Yellow', 'Blue', 'Green'][player - 1]}'s starting clue",
            "On which map?",
            "Press 1 to 4",
        ]
        assert table.lights.compass == table.game.state.seat(player)
        number, _, clue = entry.partition(" ")
        table.press(number).press(" ".join(clue_keys(clue)))
        assert table.sounds()[-1] == "accept"
        table.press("AIR")
    assert table.game.state.phase is Phase.TURN
    assert table.screen[0] == "Red's turn"
    assert notations(table) == expected


def test_the_first_player_has_nothing_to_take_back() -> None:
    table = at_starting_clues()
    before = table.snapshot()
    table.press("UP")
    assert table.sounds()[-1] == "refuse"
    assert table.screen[:2] == ["Nothing to take back:", "no starting clue is placed."]
    assert table.snapshot() == before


def test_the_clue_just_placed_is_taken_back_before_the_next_one() -> None:
    table = at_starting_clues()
    table.press("2 " + " ".join(clue_keys("in jungle")) + " AIR")
    assert table.screen == [
        "Yellow's starting clue",
        "On which map?",
        "Press 1 to 4",
        "UP: take back Red's clue",
    ]
    table.press("UP")
    assert notations(table) == ["", "", "", ""]
    assert table.screen[:3] == ["Map 2, Red", "in", "jungle"]
    # back to the map, another map chosen: the clue goes there, and only there
    table.press("CLEAR CLEAR CLEAR 3 1 1 AIR AIR")
    assert notations(table) == ["", "", "1 in jungle", ""]
    assert table.screen[0] == "Yellow's starting clue"


def test_clear_on_the_verdict_takes_the_clue_back() -> None:
    table = at_starting_clues()
    table.press("1 " + " ".join(clue_keys("in mountain")))
    assert "CLEAR: undo" in table.screen
    table.press("CLEAR")
    assert notations(table) == ["", "", "", ""]
    assert table.game.state.phase is Phase.CLUE
    table.press("AIR AIR")  # played again: still one clue
    assert notations(table) == ["1 in mountain", "", "", ""]


def test_going_back_never_adds_a_second_clue_to_a_map() -> None:
    table = at_starting_clues()
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    table.press("CLEAR")  # back from player 2's map: player 1's clue comes back
    table.press("AIR AIR")
    assert notations(table) == ["1 in jungle", "", "", ""]
    table.press("CLEAR CLEAR CLEAR CLEAR CLEAR")  # all the way back: to the landmarks
    assert table.game.state.phase is Phase.SETUP_LANDMARKS
    assert notations(table) == ["", "", "", ""]


def two_clues_on_map_1():
    """Players 1 and 2 placed their starting clues on map 1; player 3 is asked for a map."""
    table = at_starting_clues()
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    first = table.snapshot()["maps"]
    table.press("1 " + " ".join(clue_keys("in-sight-of statue")) + " AIR")
    assert notations(table) == ["1 in jungle; 2 in-sight-of statue", "", "", ""]
    return table, first


def engine_asked(table, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the game's clue engine is asked from now on (a map replayed asks it again)."""
    engine, asked = table.game.state.engine, []
    for name in ("play", "new_map"):
        call = getattr(engine, name)
        monkeypatch.setattr(
            engine, name, lambda *args, _n=name, _c=call: asked.append(_n) or _c(*args)
        )
    return asked


@pytest.mark.parametrize("power_cut", [False, True])
def test_starting_clues_are_taken_back_one_by_one_without_replaying_a_map(
    power_cut: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, first = two_clues_on_map_1()
    if power_cut:
        table = restart(table)
    asked = engine_asked(table, monkeypatch)
    table.press("UP")  # player 2's clue comes back to its check screen
    assert table.screen[:3] == ["Map 1, Yellow", "in sight of", "a statue"]
    assert table.snapshot()["maps"] == first
    table.press("CLEAR CLEAR CLEAR CLEAR")  # back to the map, then player 1's clue
    assert table.screen[:3] == ["Map 1, Red", "in", "jungle"]
    assert notations(table) == ["", "", "", ""]
    assert table.game.state.sheet(1).count == len(table.game.state.engine.hexes)
    assert asked == []
    table.press("CLEAR CLEAR CLEAR UP")  # nothing left to take back
    assert table.screen[:2] == ["Nothing to take back:", "no starting clue is placed."]
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    assert asked == ["play"] and table.snapshot()["maps"] == first


def test_no_starting_clue_is_taken_back_once_play_begins() -> None:
    table = at_starting_clues(players=2)
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    table.press("2 " + " ".join(clue_keys("in mountain")))
    assert "CLEAR: undo" in table.screen
    table.press("AIR")  # the last verdict left: play begins
    table = restart(table)
    table.press("UP CLEAR")  # the amulets and back: no take-back at the turn
    clue(table, "not-next-to beach", map_number=2)
    assert "CLEAR: undo" not in table.screen
    table.press("CLEAR")  # the turn clue's verdict goes on: nothing comes off
    assert table.screen[0] == "Red: clue played"
    assert notations(table) == ["1 in jungle", "2 in mountain; 1 not-next-to beach", "", ""]


def test_two_players_may_choose_the_same_map() -> None:
    table = at_starting_clues(players=2)
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    table.press("1 " + " ".join(clue_keys("in jungle")))
    assert table.sounds()[-1] == "refuse"  # the same clue again removes nothing
    table.press("AIR " + " ".join(clue_keys("in-sight-of statue")) + " AIR")
    assert notations(table) == ["1 in jungle; 2 in-sight-of statue", "", "", ""]
