"""A quick start: the box boots with only its first game's rules, the others load when
chosen; the speaker opens after the first screen, and its cues are kept between boots.
Bad settings or a bad pin map never stop the box: defaults, with a notice."""

from __future__ import annotations

import json
import logging
import subprocess
import sys

import pygame
import pytest
from boxkit import mock_box, screens
from counter_box import GAMES, box_run

from appliance.box.output import Output
from drivers.sound.cue_cache import CueCache
from drivers.sound.sound_synth import synthesize
from drivers.sound.speaker import Speaker

RULES = ("games.lost_treasure.game", "games.treasure_rush.game", "games.atlantis.game")
RULES += ("games.tobago.game",)
# Modules a game's settings used to import at start (README, "Performance").
RULES += ("games.treasure_rush.maps.deck", "games.tobago.island.island", "games.tobago.clues.clue")

# Run in a fresh interpreter: this test run has imported every game long ago.
BOOT_THEN_TOBAGO = """
import json, sys
from boxkit import mock_box, play, screens
RULES = {rules!r}
with mock_box() as (running, records):
    at_boot = [name for name in RULES if name in sys.modules]
    first = screens(records)[-1]
    play(running, "press MENU\\npress 4\\n")
    after = [name for name in RULES if name in sys.modules]
    print(json.dumps({{"at_boot": at_boot, "first": first, "after": after,
                      "tobago": screens(records)[-1]}}))
"""


def test_the_box_boots_with_its_first_game_only_and_loads_another_when_chosen(tmp_path):
    code = BOOT_THEN_TOBAGO.format(rules=RULES)
    env = {
        "GPIOZERO_PIN_FACTORY": "mock",
        "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": "tests/support",
    }
    env["TABLETOP_SETTINGS"] = str(tmp_path / "none.toml")
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["at_boot"] == ["games.lost_treasure.game"]
    assert seen["first"][0] == "New treasure hidden"
    assert seen["after"] == [
        "games.lost_treasure.game",
        "games.tobago.game",
        "games.tobago.island.island",
        "games.tobago.clues.clue",
    ]
    assert seen["tobago"][0].startswith("Tobago")


def test_the_speaker_opens_after_the_first_screen_and_the_power_on_beep(monkeypatch):
    order = []
    show_screen = Output.show_screen

    def shown(output: Output, screen) -> None:
        show_screen(output, screen)
        order.append(("screen", output.current_lines[0]))

    def open_later(speaker: Speaker) -> None:
        order.append(("speaker opens", speaker.is_open, list(speaker.played)))

    monkeypatch.setattr(Output, "show_screen", shown)
    monkeypatch.setattr(Speaker, "open_later", open_later)
    with mock_box():
        pass
    assert order == [
        ("screen", "New treasure hidden"),
        ("speaker opens", False, ["box/power_on"]),
    ]


def test_a_box_keeps_its_cues_in_its_cache_folder_and_boots_again_making_none(tmp_path):
    state, cache = tmp_path / "state", tmp_path / "cache"
    with mock_box(state_dir=state, cache_dir=cache) as (running, _):
        assert running.hardware.speaker.wait_open(30)
    kept = sorted((cache / "cues").glob("*.pcm"))
    assert len(kept) >= 10
    assert not {"cues", "speech"} & {p.name for p in state.iterdir()}  # not in the game's space
    again = CueCache(cache / "cues")
    assert again.pcm("C6:0.08 -:0.04 G6:0.12") == synthesize("C6:0.08 -:0.04 G6:0.12")
    assert again.made == 0


@pytest.mark.parametrize("damage", ["cut short", "a byte changed", "emptied"])
def test_a_damaged_kept_cue_is_made_again_and_written_over(tmp_path, damage):
    cue = "[A3:0.02 D#4:0.02]*7"
    CueCache(tmp_path).pcm(cue)
    (path,) = tmp_path.glob("*.pcm")
    data = path.read_bytes()
    damaged = {
        "cut short": data[: len(data) // 2],
        "a byte changed": data[:-1] + bytes([data[-1] ^ 0xFF]),
        "emptied": b"",
    }[damage]
    path.write_bytes(damaged)
    cache = CueCache(tmp_path)
    assert cache.pcm(cue) == synthesize(cue) and cache.made == 1
    assert path.read_bytes() == data
    assert CueCache(tmp_path).pcm(cue) == synthesize(cue)


def test_a_box_with_a_damaged_cue_cache_still_beeps(tmp_path):
    with mock_box(state_dir=tmp_path, cache_dir=tmp_path) as (running, _):
        assert running.hardware.speaker.wait_open(30)
    for path in (tmp_path / "cues").glob("*.pcm"):
        path.write_bytes(b"\x00\x01\x02")
    with mock_box(state_dir=tmp_path, cache_dir=tmp_path) as (running, _):
        speaker = running.hardware.speaker
        assert speaker.wait_open(30) and not speaker.is_silent
        speaker.play(["box/power_on"])
        assert speaker.is_playing
    kept = CueCache(tmp_path / "cues")
    assert kept.pcm("C6:0.08 -:0.04 G6:0.12") and kept.made == 0  # written over, good again


def test_a_cue_folder_that_cannot_be_written_only_means_cues_are_made_each_boot(tmp_path, caplog):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    cache = CueCache(blocked / "cues")
    with caplog.at_level(logging.INFO):
        assert cache.pcm("A5:0.04") == synthesize("A5:0.04")
        assert cache.pcm("A3:0.04") == synthesize("A3:0.04")
    assert sum("made at each boot" in r.message for r in caplog.records) == 1


def test_cues_no_longer_asked_for_are_deleted(tmp_path):
    cache = CueCache(tmp_path)
    cache.pcm("A5:0.04")
    cache.pcm("A3:0.04")
    cache.forget_all_but({"A3:0.04"})
    assert len(list(tmp_path.glob("*.pcm"))) == 1
    assert CueCache(tmp_path).pcm("A3:0.04") and cache.made == 2


@pytest.fixture(autouse=True)
def mixer_closed_after():
    yield
    pygame.mixer.quit()


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


def test_keys_and_lights_with_no_pin_factory_are_told_and_the_box_plays_on(monkeypatch, caplog):
    """A Pi whose board gpiozero cannot tell (QEMU's, with no firmware to write its
    revision) has no pin factory: the box says so on the OLED and in its problems, and
    goes on (its OLED, sound and serial console still work)."""
    from gpiozero import Device

    from appliance.box.loop.clock import VirtualClock
    from appliance.box.start.options import StartOptions
    from appliance.box.start.startup import start

    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "no-such-factory")
    monkeypatch.setattr(Device, "pin_factory", None)  # gpiozero picks its factory anew
    records: list = []
    options = StartOptions(
        mock=False,
        display_kind="dummy",
        mute=True,
        games=GAMES,
        listeners=[records.append],
    )
    running = start(options, VirtualClock())
    try:
        assert running.hardware.pins_problem.startswith("BadPinFactory")
        notice = "The keys and lights cannot start. The box goes on without them."
        assert notice in running.output.current_lines
        assert [p for p in running.problems if p.startswith("[pins]")], running.problems
        running.box.press("1")  # a key from the serial console: the notice goes
        running.box.release("1")
        running.box.press("1")
        running.box.release("1")
        assert screens(records)[-1] == ["Count 1"]
    finally:
        running.close()
    assert len([r for r in caplog.records if "keys and lights cannot start" in r.message]) == 1
