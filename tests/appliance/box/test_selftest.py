"""The builder's self-test, as a maker sees and hears it on mock hardware."""

from __future__ import annotations

from boxkit import lights, mock_box, play, run_script, screens, sounds

from appliance.box.clock import VirtualClock
from appliance.box.start.startup import start
from appliance.cli.main import main
from appliance.cli.run import describe_failures
from appliance.front_ends.terminal import TerminalUI
from drivers.panel import KEY_NAMES

SCREEN_SEEN = "wait 2\npress AIR\n"
AFTER_LEDS = SCREEN_SEEN + "wait 6\npress AIR\n"
EVERY_KEY = "".join(f"press {key}\n" for key in KEY_NAMES)


def test_the_builder_is_asked_whether_the_frame_and_the_cross_were_seen():
    shown = screens(run_script("wait 2\n", game="selftest"))
    assert ["Self-test", "The screen: a frame and a cross."] in shown
    assert shown[-1] == ["Self-test", "Did you see a frame and a cross?", "AIR: yes   CLEAR: no"]


def test_the_screen_then_every_led_lights_in_turn():
    records = run_script(AFTER_LEDS, game="selftest")
    assert ["Self-test", "The screen: a frame and a cross."] in screens(records)
    assert ["Self-test", "Did every LED light in turn?", "AIR: yes   CLEAR: no"] in screens(records)
    shown = lights(records)
    compass = [c for c, g in shown if c]
    gauge = [g for c, g in shown if g != "000000"]
    assert compass == ["N", "S", "E", "W", "C"]
    assert gauge == ["100000", "010000", "001000", "000100", "000010", "000001"]


def test_each_key_is_named_and_heard_and_the_rest_listed():
    records = run_script(AFTER_LEDS + "press 5\npress AIR\n", game="selftest")
    last = screens(records)[-1]
    assert last[:3] == ["Self-test: press every key.", "Key AIR works.", "Not yet seen: 16"]
    assert "5" not in " ".join(last[3:]).split() and "AIR" not in " ".join(last[3:])
    assert sounds(records)[-2:] == ["key", "key"]


def test_menu_counts_as_a_key_while_keys_are_checked():
    records = run_script(AFTER_LEDS + "press MENU\n", game="selftest")
    assert screens(records)[-1][1] == "Key MENU works."


def test_every_key_leads_to_every_sound_and_a_summary():
    records = run_script(AFTER_LEDS + EVERY_KEY + "wait 120\npress AIR\n", game="selftest")
    played = [cue for cue in sounds(records) if "/" in cue]
    assert "box/power_on" in played and len(played) == len(set(played)) >= 2
    summary = screens(records)[-1]
    assert summary[0] == "Self-test done: all good." and summary[2] == "Keys: all 18 work."
    assert summary[3] == f"Sounds: {len(played)} played."
    assert summary[4] == "MENU: leave."


def test_a_part_the_builder_did_not_confirm_is_named_in_the_summary():
    script = SCREEN_SEEN + "wait 6\npress CLEAR\n" + EVERY_KEY + "wait 120\npress AIR\n"
    summary = screens(run_script(script, game="selftest"))[-1]
    assert summary[0] == "Not confirmed: LEDs"


def test_the_command_is_told_the_result_when_the_builder_leaves_the_summary():
    results = []
    with mock_box(game="selftest", selftest_finished=lambda *r: results.append(r)) as (box, rec):
        play(box, AFTER_LEDS + EVERY_KEY + "wait 120\npress AIR\n")
        assert screens(rec)[-1][-1] == "AIR or MENU: leave."
        play(box, "press MENU\n")
    assert results == [({"screen": True, "leds": True, "sounds": True}, [])]
    assert describe_failures(*results[0]) == []


def test_what_was_not_confirmed_is_said_one_line_each():
    confirmed = {"screen": True, "leds": False, "sounds": True}
    assert describe_failures(confirmed, ["7", "AIR"]) == [
        "the LEDs not confirmed",
        "keys never pressed: 7 AIR",
    ]


def test_the_selftest_command_exits_non_zero_naming_a_key_never_pressed(
    tmp_path, monkeypatch, capsys
):
    """`tabletop selftest --ui terminal`, the builder at the terminal's keyboard, in
    virtual time (the sound step alone plays 40 s of cues)."""
    monkeypatch.setenv("TABLETOP_SETTINGS", str(tmp_path / "none.toml"))
    monkeypatch.setattr("drivers.cores.keep_to_one_core", lambda: None)
    asked = []

    def at_the_terminal(ui, options, clock):
        running = start(options, VirtualClock())
        terminal, loop = TerminalUI(running), running.loop

        def type_then_wait(keys: str, seconds: float) -> None:
            for char in keys:
                terminal.key(char)
            loop.run(until=loop.now() + seconds)
            asked.append(running.output.current_lines[1])

        try:
            type_then_wait("", 5)
            type_then_wait("i", 30)
            # Typed at once, pressed in turn: yes, every key but 7, AIR and CLEAR, then
            # CLEAR held (seen as a key too) to skip the rest.
            type_then_wait("i12345689qwasuvm c", 10)
            type_then_wait(" ", 60)  # CLEAR let go; every sound plays
            type_then_wait("ii", 5)  # yes; and the summary is left
        finally:
            running.close()
        return 0

    monkeypatch.setattr("appliance.front_ends.choose.run_front_end", at_the_terminal)
    assert main(["selftest", "--ui", "terminal", "--mock", "--mute"]) == 1
    assert asked[:2] == ["Did you see a frame and a cross?", "Did every LED light in turn?"]
    assert asked[2].startswith("Sound ")  # the keys skipped: the sounds play
    assert asked[3] == "Did you hear every sound?"
    assert "tabletop selftest: keys never pressed: 7 AIR" in capsys.readouterr().err


def test_the_selftest_command_refuses_mock_hardware_with_no_front_end():
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "appliance.cli.main", "selftest", "--ui", "none", "--mock"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "use --ui terminal or --ui window" in result.stderr


def test_holding_clear_skips_a_dead_key_and_the_summary_names_it():
    presses = "".join(f"press {key}\n" for key in KEY_NAMES if key not in ("7", "CLEAR"))
    script = AFTER_LEDS + presses + "hold CLEAR 3.5\nwait 120\npress AIR\n"
    summary = screens(run_script(script, game="selftest"))[-1]
    assert summary[0] == "Not confirmed: keys"
    assert summary[2:4] == ["Keys not seen: 1", "7"]


def test_the_self_test_is_not_the_game_the_box_comes_back_to(tmp_path):
    run_script("", game="treasure-rush", state_dir=tmp_path)
    run_script("hold MENU 3.2\npress 3\nwait 2\n", state_dir=tmp_path)
    first = screens(run_script("", state_dir=tmp_path))[0]
    assert first[0] != "Self-test"
