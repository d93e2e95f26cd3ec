"""The serial console's line protocol, on a mock box in virtual time: commands in, the
same JSON lines as key scripts out; queries; errors that change nothing."""

from __future__ import annotations

import json

import pytest
from boxkit import mock_box, screens
from counter_game import COUNTER
from hypothesis import given, settings
from hypothesis import strategies as st

from appliance.box.errors import SettingsFileError
from appliance.box.script import Fingers
from appliance.service.serial_console import Console, DirectKeys
from drivers.serial_link import LineTooLong

GAMES = {"counter": COUNTER}
NO_LINE_ENDS = str.maketrans("\r\n", "  ")


class Wire:
    """A console on a running mock box, and the lines it sends."""

    def __init__(self, running, *, direct: bool = False, debug: bool = False) -> None:
        self.running = running
        self.sent: list[str] = []
        box = running.box
        if direct:
            keys = DirectKeys(box, running.loop, hold_time=3.0)
            fingers = Fingers(keys.press, keys.release, box.switch_game)
        else:
            mock = running.hardware.fingers
            lift = running.hardware.keypad.dropout_time
            fingers = Fingers(mock.press, mock.release, box.switch_game, lift)
        self.console = Console(
            box, running.output, running.loop, fingers, self.sent.append, debug=debug
        )

    def say(self, *lines: str, seconds: float = 10.0) -> list[dict]:
        start = len(self.sent)
        for line in lines:
            self.console.on_line(line)
        self.running.loop.run(until=self.running.loop.now() + seconds)
        return [json.loads(text) for text in self.sent[start:]]


def kinds(replies: list[dict]) -> list[str]:
    return [r["type"] for r in replies]


def test_a_pressed_key_comes_back_as_the_effect_lines_of_a_key_script():
    with mock_box(games=GAMES) as (running, _):
        replies = Wire(running).say("press 5")
    assert sorted(replies, key=lambda r: (r["t"], r["type"])) == [
        {"t": 0.0, "type": "lights", "compass": None, "gauge": "100000"},
        {"t": 0.0, "type": "screen", "lines": ["Count 1"], "ids": ["Count 1"]},
        {"t": 0.0, "type": "sound", "cue": "tick"},
        {"t": 1.0, "type": "sound", "cue": "tock"},
    ]


def test_screen_answers_with_the_lines_shown_now():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running)
        wire.say("press 1", "press 2")
        screen = {"t": 10.0, "type": "screen", "lines": ["Count 2"], "ids": ["Count 2"]}
        assert wire.say("screen") == [screen]


def test_a_query_takes_its_turn_after_the_commands_before_it():
    with mock_box(games=GAMES) as (running, _):
        replies = Wire(running).say("press 1", "wait 1", "screen", "press 2", "screen")
    assert [(r["t"], r["lines"]) for r in replies if r["type"] == "screen"] == [
        (0.0, ["Count 1"]),  # the effect of press 1
        (1.1, ["Count 1"]),  # the answer, after press 1 and wait 1
        (1.1, ["Count 2"]),  # the effect of press 2
        (1.2, ["Count 2"]),  # the answer, after press 2
    ]


def test_state_answers_with_the_saved_state(tmp_path):
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        wire = Wire(running, debug=True)
        wire.say("press 3")
        (reply,) = wire.say("state")
    assert reply["type"] == "state"
    assert reply["state"]["current"] == "counter"
    assert reply["state"]["games"]["counter"]["count"] == 1


def test_without_a_state_directory_state_is_what_would_be_saved():
    with mock_box(games=GAMES) as (running, _):
        (reply,) = Wire(running, debug=True).say("state")
    assert reply["state"] == {
        "current": "counter",
        "games": {"counter": {"version": 1, "count": 0}},
    }


def test_commands_arriving_together_play_one_after_the_other_as_in_a_script():
    with mock_box(games=GAMES) as (running, _):
        replies = Wire(running).say("press 1", "wait 2", "press 2")
    counts = [(r["t"], r["lines"]) for r in replies if r["type"] == "screen"]  # in time order
    assert counts == [(0.0, ["Count 1"]), (2.1, ["Count 2"])]


def test_holding_menu_from_the_console_opens_the_box_menu():
    with mock_box(games=GAMES) as (running, _):
        replies = Wire(running).say("hold MENU 3.5")
    assert [lines[0] for lines in screens(replies)] == ["Box menu"]


def test_on_real_hardware_keys_go_straight_to_the_box_with_the_hold_time():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running, direct=True)
        assert screens(wire.say("press 4")) == [["Count 1"]]
        short = wire.say("down MENU", "wait 1", "up MENU", "press CLEAR")
        held = wire.say("down MENU", "wait 3.2", "up MENU")
    assert [lines[0] for lines in screens(short)] == ["Choose a game", "Count 1"]
    assert [lines[0] for lines in screens(held)] == ["Box menu"]


def test_an_unknown_command_gets_an_error_line_that_lists_the_commands():
    with mock_box(games=GAMES) as (running, _):
        (reply,) = Wire(running).say("jump 5")
    assert reply["type"] == "error" and reply["line"] == "jump 5"
    assert reply["message"] == (
        "serial:1: unknown command 'jump'; commands are press, down, up, hold, wait, game, "
        "or a query: state, screen, cancel"
    )


def test_an_unknown_key_or_game_is_named_in_the_error():
    with mock_box(games=GAMES) as (running, _):
        replies = Wire(running).say("press 0", "game chess", "hold 5 forever")
    assert kinds(replies) == ["error"] * 3
    assert "unknown key '0'" in replies[0]["message"]
    assert "unknown game 'chess'" in replies[1]["message"]
    assert "'forever' is not a number of seconds" in replies[2]["message"]


def test_an_over_long_line_is_refused_whole():
    with mock_box(games=GAMES) as (running, _):
        (reply,) = Wire(running).say(LineTooLong("press 5" + " " * 249))
    assert reply["type"] == "error"
    assert reply["message"] == "the line is longer than 256 characters; nothing was done"


def test_blank_lines_and_comments_are_ignored():
    with mock_box(games=GAMES) as (running, _):
        assert Wire(running).say("", "   ", "# a note") == []


def test_a_query_with_words_after_it_is_an_error():
    with mock_box(games=GAMES) as (running, _):
        (reply,) = Wire(running).say("screen please")
    assert reply["type"] == "error"


def test_while_shutting_down_console_keys_are_refused():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running)
        wire.console.accepts_keys = False
        (reply,) = wire.say("press 5", "")
    assert reply["message"] == "the box is shutting down; nothing was done"


def test_garbage_gets_error_lines_and_changes_nothing():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running)
        wire.say("press 1")

        def seen() -> tuple:
            output = running.output
            return output.current_lines, output.current_lights, running.box.game.count

        before = seen()

        @settings(max_examples=300, deadline=None)
        @given(st.lists(st.binary(max_size=80), max_size=6))
        def check(chunks: list[bytes]) -> None:
            lines = [b.decode("utf-8", "replace").translate(NO_LINE_ENDS) for b in chunks]
            replies = wire.say(*lines, seconds=5.0)
            meaningful = [line for line in lines if line.split("#", 1)[0].split()]
            assert kinds(replies) == ["error"] * len(meaningful)
            assert seen() == before

        check()


def test_state_with_its_hidden_facts_needs_the_makers_debug_setting():
    with mock_box(games=GAMES) as (running, _):
        (reply,) = Wire(running).say("state")
    assert reply["type"] == "error"
    assert "debug = true in [serial]" in reply["message"]


def test_the_debug_setting_reaches_the_console_of_the_service(tmp_path):
    from lifekit import settings_file

    from appliance.box.start.settings import load_settings

    path = settings_file(tmp_path, "[serial]\ndebug = true\n")
    assert load_settings(path).serial.debug is True
    with pytest.raises(SettingsFileError, match=r":2: .*'true' should be a bool"):
        load_settings(settings_file(tmp_path, '[serial]\ndebug = "true"\n'))


def test_beyond_100_waiting_commands_each_gets_an_error_and_nothing_is_queued():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running)
        replies = wire.say(*["press 1"] * 105, seconds=0.0)
        errors = [r for r in replies if r["type"] == "error"]
        assert len(errors) == 5
        assert "100 commands are waiting already" in errors[0]["message"]
        later = wire.say(seconds=60.0)
        assert screens(later)[-1] == ["Count 100"]
        assert screens(wire.say("press 2"))[-1] == ["Count 101"]  # room again once played


def test_a_wait_or_hold_beyond_a_minute_is_refused_whole():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running)
        replies = wire.say("wait 3600", "hold 5 61", "press 3", seconds=1.0)
    assert kinds(replies)[:2] == ["error", "error"]
    assert "3600 seconds is longer than the console's 60" in replies[0]["message"]
    assert screens(replies) == [["Count 1"]]  # the press after them was not held up


def test_cancel_drops_what_waits_and_lifts_a_held_key():
    with mock_box(games=GAMES) as (running, _):
        wire = Wire(running)
        wire.say("down MENU", "wait 1", "press 4", "wait 50", "press 5", seconds=0.5)
        (reply,) = [r for r in wire.say("cancel", seconds=0.0) if r["type"] == "cancelled"]
        assert reply["commands"] == 4
        after = wire.say("press 6", seconds=60.0)
    assert running.hardware.fingers.pressed == frozenset()
    assert screens(after)[-1][0] == "Choose a game"  # MENU went up, a short press: the menu
    assert all("Box menu" not in lines for lines in screens(after))


def test_game_from_the_console_is_refused_where_menu_is_and_the_dive_goes_on():
    with mock_box() as (running, _):  # Lost Treasure
        wire = Wire(running)
        wire.say("press 1", "press 4", "press AIR", "wait 2", "down 3", seconds=3)
        replies = wire.say("game treasure-rush", seconds=0.5)
        errors = [r for r in replies if r["type"] == "error"]
        assert [(r["line"], r["message"]) for r in errors] == [
            ("game treasure-rush", "the game refuses the menu now; nothing was done")
        ]
        assert "bad_key" in [r["cue"] for r in replies if r["type"] == "sound"]
        assert running.box.current == "lost-treasure" and running.box.game.state.dive is not None
        wire.say("up 3", "wait 40", seconds=45)  # the air runs out: back at the surface
        wire.say("game treasure-rush", seconds=1)
        assert running.box.current == "treasure-rush"
