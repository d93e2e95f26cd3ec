"""The box around the games: keys to the game, its timers, switching games, saved state,
and the notices for broken files."""

from __future__ import annotations

import json

from boxkit import mock_box, play, run_script, screens, sounds
from counter_game import COUNTER

from appliance.box.placeholder import placeholder_info
from games.screen import T

GAMES = {"counter": COUNTER, "tobago": placeholder_info("tobago", T("Tobago"))}


def box_run(script: str, **options):
    return run_script(script, games=GAMES, **options)


def test_the_box_beeps_and_shows_its_game_at_power_on():
    records = box_run("")
    assert sounds(records) == ["power_on"]
    assert screens(records) == [["Count 0"]]


def test_a_timer_the_game_asked_for_arrives_at_its_time():
    records = box_run("press 1\n")
    tock = next(r for r in records if r.get("cue") == "tock")
    assert tock["t"] == 1.0


def test_each_game_keeps_its_state_across_a_switch():
    records = box_run("press 1\npress 1\npress MENU\npress 2\npress MENU\npress 1\n")
    assert screens(records)[-1] == ["Count 2"]


def test_the_game_continues_from_the_state_directory(tmp_path):
    box_run("press 4\npress 4\npress 4\n", state_dir=tmp_path)
    records = box_run("press 1\n", state_dir=tmp_path)
    assert screens(records)[0] == ["Count 3"] and screens(records)[-1] == ["Count 4"]


def test_the_current_game_is_remembered_across_power_cycles(tmp_path):
    box_run("press MENU\npress 2\n", state_dir=tmp_path)
    assert screens(box_run("", state_dir=tmp_path))[0][0] == "Tobago"


def test_a_keys_effects_come_first_and_its_state_is_saved_before_the_next_key(tmp_path):
    on_disk_at_tick = []

    def look_at_disk(record):
        if record.get("cue") == "tick":
            data = json.loads((tmp_path / "state.json").read_text())
            on_disk_at_tick.append(data["games"]["counter"]["count"])

    with mock_box(games=GAMES, state_dir=tmp_path) as (box, _):
        box.output.listeners.append(look_at_disk)
        play(box, "press 1\npress 2\n")
        final = json.loads((tmp_path / "state.json").read_text())["games"]["counter"]["count"]
    # The tick of each key sounds while the card still holds the count before it; by the
    # next key the key's count is on the card, and the last one once the key is done.
    assert on_disk_at_tick == [0, 1]
    assert final == 2


def test_a_corrupt_state_file_is_kept_aside_and_a_notice_shown(tmp_path):
    (tmp_path / "state.json").write_text('{"current": "coun')
    records = box_run("", state_dir=tmp_path)
    assert screens(records)[-1] == [
        "Notice",
        "The saved game could not be read. It was kept aside.",
        "Press any key.",
    ]
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1


def test_any_key_dismisses_a_notice_without_reaching_the_game(tmp_path):
    (tmp_path / "state.json").write_text("garbage")
    records = box_run("press 5\n", state_dir=tmp_path)
    assert screens(records)[-1] == ["Count 0"] and "tick" not in sounds(records)


def test_a_game_state_that_does_not_restore_is_kept_aside(tmp_path):
    (tmp_path / "state.json").write_text(
        json.dumps({"format": 1, "current": "counter", "games": {"counter": {"version": 9}}})
    )
    records = box_run("press 1\n", state_dir=tmp_path)
    assert "The saved game could not be read. It was kept aside." in screens(records)[1]
    assert screens(records)[-1] == ["Count 0"]
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1


def test_broken_settings_start_the_box_on_defaults_with_a_notice(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text("[audio]\nvolume = 7\n")
    records = box_run("", settings_path=settings)
    assert screens(records)[-1][1] == "The settings file has an error. The box uses its defaults."


def test_a_bad_game_setting_gives_that_game_its_defaults(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text("[counter]\nstep = 50\n")
    records = box_run("press 5\npress 1\n", settings_path=settings)
    notice = "A Counter setting has an error. The game uses its defaults."
    assert any(notice in shown for shown in screens(records))
    assert screens(records)[-1] == ["Count 1"]


def test_a_good_game_setting_reaches_the_game(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text("[counter]\nstep = 3\n")
    assert screens(box_run("press 1\n", settings_path=settings))[-1] == ["Count 3"]


def test_a_broken_pin_map_in_the_settings_falls_back_to_the_shipped_one(tmp_path):
    pinout = tmp_path / "pinout.toml"
    pinout.write_text("[keypad]\nrows = []\n")
    settings = tmp_path / "settings.toml"
    settings.write_text(f'[box]\npinout = "{pinout}"\n')
    records = box_run("press 1\npress 2\n", settings_path=settings)
    assert screens(records)[1][1] == "The pin map has an error. The box uses the shipped one."
    assert screens(records)[-1] == ["Count 1"]


def test_a_game_that_cannot_load_keeps_its_saved_state(tmp_path, monkeypatch):
    from boxkit import mock_box

    import appliance.box.startup as startup

    saved = {"format": 1, "current": "tobago", "games": {"tobago": {"version": 1, "x": [1, 2]}}}
    (tmp_path / "state.json").write_text(json.dumps(saved))

    def broken(name):
        if name == "tobago":
            raise ImportError("a broken package")
        return None

    monkeypatch.setattr(startup, "find_game", broken)
    with mock_box(state_dir=tmp_path) as (box, records):
        play(box, "press 5\npress MENU\npress 1\n")
    assert screens(records)[0][1] == "This game could not start. The log says why."
    kept = json.loads((tmp_path / "state.json").read_text())["games"]["tobago"]
    assert kept == {"version": 1, "x": [1, 2]}
