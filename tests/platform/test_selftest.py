"""The builder's self-test, as a maker sees and hears it on mock hardware."""

from __future__ import annotations

from boxkit import lights, run_script, screens, sounds

from drivers.panel import KEY_NAMES

AFTER_LEDS = "wait 6\n"


def test_the_screen_then_every_led_lights_in_turn():
    records = run_script(AFTER_LEDS, game="selftest")
    assert ["Self-test", "The screen: a frame and a cross."] in screens(records)
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
    presses = "".join(f"press {key}\n" for key in KEY_NAMES)
    records = run_script(AFTER_LEDS + presses + "wait 120\n", game="selftest")
    played = [cue for cue in sounds(records) if "/" in cue]
    assert "box/power_on" in played and len(played) == len(set(played)) >= 2
    summary = screens(records)[-1]
    assert summary[0] == "Self-test done." and summary[2] == "Keys: all 18 work."
    assert summary[3] == f"Sounds: {len(played)} played."


def test_holding_clear_skips_a_dead_key_and_the_summary_names_it():
    presses = "".join(f"press {key}\n" for key in KEY_NAMES if key not in ("7", "CLEAR"))
    records = run_script(AFTER_LEDS + presses + "hold CLEAR 3.5\nwait 120\n", game="selftest")
    summary = screens(records)[-1]
    assert summary[2:4] == ["Keys not seen: 1", "7"]


def test_the_self_test_is_not_the_game_the_box_comes_back_to(tmp_path):
    run_script("", game="treasure-rush", state_dir=tmp_path)
    run_script("hold MENU 3.2\npress 3\nwait 2\n", state_dir=tmp_path)
    first = screens(run_script("", state_dir=tmp_path))[0]
    assert first[0] != "Self-test"
