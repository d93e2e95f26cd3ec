"""The setup phase: how many seats, teams of two, who judges, then the first map."""

from __future__ import annotations

import random

from games.effects import Lights
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.settings import TreasureRushSettings


def new_game(icons, **settings) -> TreasureRushGame:
    return TreasureRushGame.setup(icons, random.Random(3), TreasureRushSettings(**settings))


def test_a_new_game_starts_at_setup_with_the_settings_choices(icons, keys):
    table = keys(new_game(icons, seats=3, verdict="box"))
    table.effects = table.game.redraw(0.0)
    assert table.screen == [
        "3 players",
        "Judge: the box",
        "Keys 2-4: how many",
        "AIR: teams  UP: judge",
        "$: start the game",
    ]
    assert Lights() in table.effects


def test_keys_choose_seats_teams_and_judge(icons, keys):
    table = keys(new_game(icons)).press("2")
    assert table.sounds == ["key"] and table.screen[0] == "2 players"
    assert table.press("AIR").screen[0] == "2 teams of two"
    assert table.press("UP").screen[1] == "Judge: the box"
    assert table.press("UP").screen[1] == "Judge: the table"
    assert table.press("4", "AIR").screen[0] == "4 players"


def test_the_eight_player_variant_is_four_teams(icons, keys):
    table = keys(new_game(icons)).press("4", "AIR", "VALUE", "3")
    assert table.screen[0] == "Team 3 claims!"


def test_value_deals_and_turns_up_the_first_map(icons, keys):
    table = keys(new_game(icons, deck_size=50)).press("3", "VALUE")
    assert table.sounds == ["new_map"]
    assert table.screen[0] == "Map 1" and table.screen[-1] == "Keys 1-3: claim"
    assert len(table.game.table.pile) == 49
    assert table.game.table.scores() == [0, 0, 0]


def test_one_seat_is_not_a_game(icons, keys):
    table = keys(new_game(icons))
    before = table.position
    assert table.press("1").sounds == ["bad_key"] and table.position == before
