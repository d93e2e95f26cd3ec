"""Seats named by their pieces' colours: each game deals its own, the table changes them
at setup (shown, said, taken back with CLEAR), the screens say them whole in every
language, and they are saved with the game (a game saved before them gets the game's)."""

from __future__ import annotations

import json
import random

import pytest
from atlantis_positions import new_bench
from harness import Harness
from pixel_check import whole_line_problems
from tobago_positions import new_table, set_up
from treasure_rush_positions import played, shipped_icons

from appliance.box.state.shape import shape_problem, state_shape
from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.render import ScreenRenderer
from games.atlantis import GAME as ATLANTIS
from games.effects import Say
from games.errors import StateError
from games.screen import plain
from games.seats.colours import (
    COLOUR_NAMES,
    GAME_COLOURS,
    colours_from,
    colours_screen,
    next_colour,
)
from games.tobago import GAME as TOBAGO
from games.treasure_rush import GAME as TREASURE_RUSH
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.settings import TreasureRushSettings

NATIVE_RED = {"en": "Red", "pt": "Vermelho", "pt-BR": "Vermelho", "ja": "赤"}


def said(table: Harness, since: int) -> list[str]:
    return [plain(effect.text) for _, effect in table.log[since:] if isinstance(effect, Say)]


def rush_setup() -> Harness:
    return played(TreasureRushGame.setup(shipped_icons(), random.Random(3), TreasureRushSettings()))


# Each game's own colours, dealt with it.


def test_each_game_deals_its_seats_the_colours_of_its_pieces():
    assert rush_setup().game.seat_colours == ("red", "blue", "green", "yellow")
    assert new_bench().game.seat_colours == ("red", "yellow", "green", "blue")
    assert new_table().game.seat_colours == ("red", "yellow", "blue", "green")
    assert GAME_COLOURS["lost-treasure"][:2] == ("red", "white"), "the rulebook's two boats"
    for colours in GAME_COLOURS.values():
        assert len(set(colours)) == 4 and set(colours) <= set(COLOUR_NAMES)


def test_a_seat_key_gives_the_next_colour_no_other_seat_holds():
    colours = ("red", "yellow", "green", "blue")
    assert next_colour(colours, 1) == ("white", "yellow", "green", "blue")
    assert next_colour(colours, 3) == ("red", "yellow", "white", "blue")
    last = ("purple", "red", "yellow", "green")
    assert next_colour(last, 1) == ("blue", "red", "yellow", "green"), "round again, skipping"


# Changing a colour at setup: shown, said, taken back, and used from then on.


def test_treasure_rush_changes_a_colour_at_its_colours_step_and_names_the_claim_by_it():
    table = rush_setup().press("3")
    assert table.screen[-1] == "CLEAR: seat colours"
    table.press("CLEAR")
    assert table.screen == [
        "Seat colours",
        "1 Red",
        "2 Blue",
        "3 Green",
        "Keys 1-3: change",
        "AIR: done",
    ]
    mark = table.mark()
    table.press("2")
    assert table.screen[2] == "2 White" and said(table, mark) == ["Seat 2: White"]
    assert table.press("4").last_sounds == ["bad_key"], "no seat 4 at a table of 3"
    table.press("2", "CLEAR")
    assert table.screen[2] == "2 White", "CLEAR takes back the last colour changed"
    table.press("AIR", "VALUE", "2")
    assert table.screen[0] == "White claims!"


def test_atlantis_changes_a_colour_from_its_players_screen():
    table = new_bench()
    assert table.screen[-1] == "UP: seat colours"
    table.press("UP")
    assert table.screen[:3] == ["Seat colours", "1 Red", "2 Yellow"]
    mark = table.mark()
    table.press("1")
    assert table.screen[1] == "1 White" and said(table, mark) == ["Seat 1: White"]
    table.press("1", "CLEAR")
    assert table.screen[1] == "1 White", "CLEAR takes back the last colour changed"
    table.press("AIR", "2")
    first = table.game.state.first
    assert table.screen[0] == f"{['White', 'Yellow'][first - 1]} starts"


def test_tobago_changes_a_colour_from_its_players_screen_and_its_turns_say_it():
    table = new_table(players=3)
    table.press("UP", "1")
    assert table.screen[1] == "1 White"
    table.press("CLEAR", "CLEAR")
    assert table.screen[0] == "Tobago: a new game", "nothing left to take back: back a step"
    assert table.game.seat_colours[0] == "red"
    table.press("UP", "2", "AIR")
    assert table.game.seat_colours == ("red", "white", "blue", "green")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_colours_step_and_a_turn_are_drawn_whole_in_every_language(language):
    renderer = ScreenRenderer(Translator(language))
    for name in COLOUR_NAMES:
        others = [c for c in COLOUR_NAMES if c != name][:3]
        step = colours_screen((name, *others), 4, TREASURE_RUSH.title)
        assert whole_line_problems(renderer, step) == [], (language, name)
    turn = set_up(players=3).shown
    assert whole_line_problems(renderer, turn) == [], language
    assert renderer.translate(turn.lines[0]).count(NATIVE_RED[language]) == 1
    atlantis_turn = new_bench().press("2", "AIR").shown
    assert whole_line_problems(renderer, atlantis_turn) == [], language
    for setup in (rush_setup().shown, new_bench().shown, new_table().shown):
        assert whole_line_problems(renderer, setup) == [], (language, setup.lines[-1])


# Saved with the game, and a game saved before seats had colours.


def test_the_colours_are_saved_and_come_back_after_a_power_cut():
    table = new_bench().press("UP", "3", "AIR", "3", "AIR")
    back = table.restart(ATLANTIS)
    assert back.game.seat_colours == ("red", "yellow", "white", "blue")
    rush = rush_setup().press("CLEAR", "1", "AIR", "VALUE")
    assert rush.restart(TREASURE_RUSH).game.seat_colours[0] == "white"
    tobago = new_table(players=2).press("UP", "4", "AIR")
    assert tobago.restart(TOBAGO, seed=5).game.seat_colours[3] == "white"


def test_a_game_saved_before_seats_had_colours_comes_back_with_the_games_own():
    for table, game in ((new_bench().press("2", "AIR"), ATLANTIS), (set_up(), TOBAGO)):
        data = table.snapshot()
        del data["colours"]
        back = game.restore(data, random.Random(1), None, 0.0)
        assert back.seat_colours == table.game.seat_colours
    assert colours_from({}, "tobago") == GAME_COLOURS["tobago"]


@pytest.mark.parametrize(
    "saved", [["red"], ["red", "red", "blue", "green"], ["red", "pink", "blue", "green"], "red"]
)
def test_unreadable_colours_are_a_damaged_save(saved):
    with pytest.raises(StateError):
        colours_from({"colours": saved}, "atlantis")
    data = {**new_bench().press("2", "AIR").snapshot(), "colours": saved}
    with pytest.raises(StateError):
        ATLANTIS.restore(data, random.Random(1), None, 0.0)


def test_the_state_files_shape_takes_a_game_with_its_colours():
    games = {"atlantis": new_bench().press("UP", "1").snapshot()}
    state = json.loads(json.dumps({"format": 1, "games": games}))
    assert state["games"]["atlantis"]["colours"][0] == "white"
    assert shape_problem(state, state_shape(1)) is None
