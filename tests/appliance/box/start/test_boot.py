"""Power-on: the beep and the game last played, from the state folder; a damaged state
file or a game state that does not restore kept aside with a notice."""

from __future__ import annotations

import json

from boxkit import screens, sounds
from counter_box import box_run


def test_the_box_beeps_and_shows_its_game_at_power_on():
    records = box_run("")
    assert sounds(records) == ["power_on"]
    assert screens(records) == [["Count 0"]]


def test_the_game_continues_from_the_state_directory(tmp_path):
    box_run("press 4\npress 4\npress 4\n", state_dir=tmp_path)
    records = box_run("press 1\npress 1\n", state_dir=tmp_path)  # the first: "Game resumed" away
    assert screens(records)[0] == ["Count 3"] and screens(records)[-1] == ["Count 4"]


def test_the_current_game_is_remembered_across_power_cycles(tmp_path):
    box_run("press MENU\npress 2\n", state_dir=tmp_path)
    assert screens(box_run("", state_dir=tmp_path))[0][0] == "Tobago"


def test_a_corrupt_state_file_is_kept_aside_and_a_notice_shown(tmp_path):
    (tmp_path / "state.json").write_text('{"current": "coun')
    records = box_run("", state_dir=tmp_path)
    assert screens(records)[-1] == [
        "Notice",
        "The saved game could not be read. It was kept aside.",
        "Press any key.",
    ]
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1


def test_a_game_state_that_does_not_restore_is_kept_aside(tmp_path):
    (tmp_path / "state.json").write_text(
        json.dumps({"format": 1, "current": "counter", "games": {"counter": {"version": 9}}})
    )
    records = box_run("press 1\n", state_dir=tmp_path)
    assert "The saved Counter game was damaged and set aside." in (screens(records)[1])
    assert screens(records)[-1] == ["Count 0"]
    (aside,) = tmp_path.glob("counter.broken-*")  # that game alone, with its reason
    assert "cannot be restored" in json.loads(aside.read_text())["why"]
