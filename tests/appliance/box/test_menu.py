"""The MENU key's menus as a player sees them: the game chooser, the box menu (hold MENU
3 s) and its questions, the speech menu; each drawn whole."""

from __future__ import annotations

from boxkit import mock_box, play, screens
from counter_box import box_run
from pixel_check import screen_problems


def test_menu_lists_the_games_and_a_digit_switches():
    records = box_run("press MENU\npress 2\n")
    assert screens(records)[1] == [
        "Choose a game",
        "1 Counter (playing)",
        "2 Tobago",
        "3 What now?",
    ]
    assert screens(records)[2][0] == "Tobago"


def test_holding_menu_opens_the_box_menu():
    records = box_run("hold MENU 3.2\n")
    box_menu = screens(records)[-1]
    assert box_menu == [
        "Box menu",
        "1 New game",
        "2 Shut down",
        "3 Self-test",
        "4 Language",
        "UP: more",
    ]
    at = next(r["t"] for r in records if r["type"] == "screen" and r["lines"] == box_menu)
    assert at == 3.0


def test_a_new_game_asks_first_and_clear_keeps_the_game():
    records = box_run("press 1\nhold MENU 3.2\npress 1\npress CLEAR\npress CLEAR\n")
    shown = screens(records)
    assert shown[-3] == ["New Counter?", "The game now is lost.", "1: yes    CLEAR: no"]
    assert shown[-1] == ["Count 1"]


def test_the_box_menu_lists_what_fits_a_page_and_up_turns_the_page():
    records = box_run("hold MENU 3.2\npress UP\npress UP\n")
    first = ["Box menu", "1 New game", "2 Shut down", "3 Self-test", "4 Language", "UP: more"]
    assert screens(records)[-3:] == [
        first,
        ["Box menu", "5 Speech", "6 Volume", "7 History"],
        first,
    ]


def test_a_digit_chooses_an_item_on_any_page():
    records = box_run("hold MENU 3.2\npress 5\n")  # Speech, on the second page
    assert screens(records)[-1][0] == "Speech"


def test_a_menu_that_fits_one_screen_has_no_pages():
    records = box_run("press MENU\npress UP\n")
    assert screens(records)[-1] == [
        "Choose a game",
        "1 Counter (playing)",
        "2 Tobago",
        "3 What now?",
    ]


def test_the_box_menu_and_the_speech_menu_are_drawn_whole(tmp_path):
    with mock_box(game="treasure-rush", mute=True) as (running, _):
        renderer = running.output.renderer
        drawn = {}
        for name, script in (("box-menu", "hold MENU 3.2"), ("speech-menu", "press 5")):
            play(running, script)
            screen = running.output.current_screen
            drawn[name] = screen_problems(renderer, screen)
            renderer.render(screen).save(tmp_path / f"{name}.png")
    assert drawn == {"box-menu": [], "speech-menu": []}
