"""The box's stack of layers, as a player meets it: a notice takes the keys until a key
pressed on it comes up, "Game resumed" takes the first key only to go away, a menu covers the game
(which pauses under it, or refuses it mid-move, or takes MENU as its own key)."""

from __future__ import annotations

from boxkit import mock_box, on_card, play, run_script, screens, sounds
from counter_game import COUNTER, Counter, CounterSettings

from appliance.box.notices import notice_screen
from appliance.box.state.state_store import FILE_NAME
from games.base import GameInfo
from games.effects import Sound
from games.events import Hold, Press, Release
from games.screen import T


class Watchful(Counter):
    """A counter that says what the box gave it: its keys' ups and holds, its pauses; it
    refuses the menu while its count is odd, and takes MENU as its own key at 5."""

    def __init__(self) -> None:
        super().__init__(0, CounterSettings())

    @property
    def menu_allowed(self) -> bool:
        return self.count % 2 == 0

    @property
    def wants_menu_key(self) -> bool:
        return self.count == 5

    def handle(self, event, now):
        if isinstance(event, Release):
            return [Sound(f"up_{event.key}")]
        if isinstance(event, Hold):
            return [Sound(f"held_{event.key}")]
        if isinstance(event, Press) and event.key == "MENU":
            return [Sound("own_menu")]
        if isinstance(event, Press) and event.key.isdigit():
            self.count += 1
            return self.redraw(now)
        return []

    def pause(self, now):
        return [Sound("paused")]

    def resume(self, now):
        return [Sound("resumed_play")]


WATCHFUL = GameInfo(
    name="counter",
    title=T("Counter"),
    new=lambda rng, settings, now: Watchful(),
    restore=lambda data, rng, settings, now: Watchful(),
)


def test_a_key_pressed_on_a_notice_puts_it_away_and_never_reaches_the_game(tmp_path):
    (tmp_path / FILE_NAME).write_text("{ not json")
    records = run_script("press 1\n", games={"counter": COUNTER}, state_dir=tmp_path)
    assert screens(records)[-2][:2] == [
        "Notice",
        "The saved game could not be read. It was kept aside.",
    ]
    assert screens(records)[-1] == ["Count 0"]
    assert "tick" not in sounds(records)


def test_a_key_down_before_the_notice_came_does_not_put_it_away():
    with mock_box(games={"counter": COUNTER}) as (running, _):
        play(running, "down 3\n")
        running.box.post_notice(notice_screen(T("Trying again.")))
        running.box.show_notice()
        play(running, "up 3\n")
        assert running.output.current_lines == ["Notice", "Trying again.", "Press any key."]
        play(running, "press 1\npress 2\n")
        assert running.output.current_lines == ["Count 2"]


def test_the_first_key_on_the_resumed_screen_only_shows_the_game(tmp_path):
    games = {"counter": COUNTER}
    run_script("press 1\n", games=games, state_dir=tmp_path)
    records = run_script("press 2\n", games=games, state_dir=tmp_path)
    assert screens(records)[1][0] == "Game resumed"
    assert screens(records)[-1] == ["Count 1"], "the game as it stood; the key did nothing"
    assert sounds(records) == ["resumed"]
    again = run_script("press 2\npress 2\n", games=games, state_dir=tmp_path)
    assert screens(again)[-1] == ["Count 2"], "the next key plays"


def test_the_first_key_s_release_and_hold_never_reach_the_game(tmp_path):
    run_script("press 1\n", games={"counter": WATCHFUL}, state_dir=tmp_path)
    records = run_script("hold 2 3.2\n", games={"counter": WATCHFUL}, state_dir=tmp_path)
    assert sounds(records) == ["resumed"]


def test_menu_held_on_the_resumed_screen_asks_for_a_new_game(tmp_path):
    games = {"counter": COUNTER}
    run_script("press 1\npress 1\n", games=games, state_dir=tmp_path)
    kept = run_script("hold MENU 3.2\npress CLEAR\n", games=games, state_dir=tmp_path)
    assert screens(kept)[-2] == ["New Counter?", "The game now is lost.", "1: yes    CLEAR: no"]
    assert screens(kept)[-1] == ["Count 2"]
    anew = run_script("hold MENU 3.2\npress 1\n", games=games, state_dir=tmp_path)
    assert screens(anew)[-1] == ["Count 0"] and sounds(anew)[-1] == "power_on"
    saved = on_card(tmp_path)
    assert saved["games"]["counter"]["count"] == 0


def test_a_game_that_refuses_the_menu_gets_bad_key_and_plays_on():
    records = run_script("press 1\npress MENU\nhold MENU 3.2\n", games={"counter": WATCHFUL})
    assert screens(records)[-1] == ["Count 1"]
    assert sounds(records)[-1] == "bad_key"
    assert not any(s[0] in ("Choose a game", "Box menu") for s in screens(records))


def test_a_menu_pauses_the_game_under_it_and_closing_resumes_it():
    records = run_script("press MENU\npress 5\npress CLEAR\n", games={"counter": WATCHFUL})
    assert sounds(records) == ["power_on", "paused", "resumed_play"]
    assert screens(records)[-1] == ["Count 0"]


def test_a_game_key_down_when_the_menu_opens_comes_up_on_the_game():
    records = run_script("down AIR\npress MENU\nup AIR\n", games={"counter": WATCHFUL})
    assert sounds(records)[-1] == "up_AIR"
    assert screens(records)[-1][0] == "Choose a game"  # the menu stays up


def test_a_key_held_under_a_menu_is_not_held_on_the_game():
    held = run_script("down AIR\nwait 3.5\nup AIR\n", games={"counter": WATCHFUL})
    assert "held_AIR" in sounds(held)
    covered = run_script("down AIR\npress MENU\nwait 3.5\nup AIR\n", games={"counter": WATCHFUL})
    assert "held_AIR" not in sounds(covered) and "up_AIR" in sounds(covered)


def test_a_game_that_takes_menu_as_its_own_key_gets_it():
    script = "press 1\npress 1\npress 1\npress 1\npress 1\npress MENU\n"
    records = run_script(script, games={"counter": WATCHFUL})
    assert sounds(records)[-2:] == ["own_menu", "up_MENU"]
    assert screens(records)[-1] == ["Count 5"]


def test_menu_held_opens_the_box_menu_even_over_a_game_that_takes_menu():
    script = "press 1\npress 1\npress 1\npress 1\npress 1\nhold MENU 3.2\n"
    records = run_script(script, games={"counter": WATCHFUL})
    assert screens(records)[-1][0] == "Box menu"
