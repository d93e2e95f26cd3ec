"""Power-up: the beep first, with nothing imported that it does not need; then the box,
which does not beep again (a game that goes on adds only the beep's echo)."""

from __future__ import annotations

import json
import select
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from lifekit import FakeSystemd, settings_file
from mixerkit import sounds_handed

from appliance.box.loop.clock import VirtualClock
from appliance.box.sounds import BOX_CUES
from appliance.box.start import power_up
from appliance.box.start.options import StartOptions
from drivers.sound.sound_synth import synthesize

BEEP = synthesize(BOX_CUES["power_on"])
# What of the project may be imported before the beep: the command line, the start
# options and first settings, the speaker's driver; pygame is its one library.
BEFORE_THE_BEEP = {
    "appliance",
    "appliance.box",
    "appliance.box.loop",
    "appliance.box.loop.clock",
    "appliance.box.sounds",
    "appliance.box.start",
    "appliance.box.start.first_settings",
    "appliance.box.start.machine",
    "appliance.box.start.options",
    "appliance.box.start.power_up",
    "appliance.box.words",
    "appliance.box.words.languages",
    "appliance.cli",
    "appliance.cli.main",
    "appliance.cli.run",
    "appliance.front_ends",
    "appliance.front_ends.choose",
    "appliance.service",
    "appliance.service.stop_signals",
    "drivers",
    "drivers.sound",
    "drivers.sound.alsa_messages",
    "drivers.card_space",
    "drivers.cores",
    "drivers.sound.cue_cache",
    "drivers.errors",
    "drivers.sound.sound_synth",
    "drivers.sound.speaker",
    "games",
    "games.data_files",  # the settings file read as every owner's file is
}
NOT_BEFORE = ("luma", "gpiozero", "PIL", "serial", "lgpio", "RPi", "colorzero")
AFTER_THE_BEEP = ("games.lost_treasure.game", "appliance.box.layers", "gpiozero", "luma.core")


# ``tabletop run`` as its console script runs it, with a logging handler that notes the
# modules imported when the speaker logs its first sound (on the speaker's thread, while
# the main thread waits for the beep), and again at exit.
RUN_NOTING_MODULES = """
import atexit, json, logging, sys
from appliance.cli.main import main

def note(name):
    with open(sys.argv[1] + name, "w") as file:
        json.dump(sorted(sys.modules), file)

class AtFirstSound(logging.Handler):
    def emit(self, record):
        if record.getMessage().startswith("first sound"):
            note(".beep")

logging.getLogger("drivers.sound.speaker").addHandler(AtFirstSound())
atexit.register(note, ".exit")
sys.exit(main(sys.argv[2:]))
"""


def modules_at_the_beep_and_at_exit(tmp_path: Path) -> tuple[set[str], set[str]]:
    """The modules ``tabletop run --ui none`` has imported when its first sound plays, and
    when it stops (SIGTERM once it has said READY=1)."""
    systemd = FakeSystemd(tmp_path)
    env = {"SDL_AUDIODRIVER": "dummy", "GPIOZERO_PIN_FACTORY": "mock"}
    env |= {"NOTIFY_SOCKET": systemd.address, "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    noted = tmp_path / "modules"
    command = [sys.executable, "-c", RUN_NOTING_MODULES, str(noted), "run", "--ui", "none"]
    command += ["--mock", "--mute", "--state", str(tmp_path / "state")]
    command += ["--settings", str(settings_file(tmp_path, "[audio]\nvolume = 0.5\n"))]
    child = subprocess.Popen(command, stderr=subprocess.PIPE, env=env, text=True)
    try:
        messages: list[str] = []
        while not any("READY=1" in m for m in messages):
            assert select.select([systemd.sock], [], [], 60)[0], "no READY=1 within 60 s"
            messages += systemd.messages()
        child.send_signal(signal.SIGTERM)
        _, errors = child.communicate(timeout=60)
    finally:
        child.kill()
        systemd.close()
    assert child.returncode == 0, errors
    at_beep = set(json.loads((tmp_path / "modules.beep").read_text()))
    return at_beep, set(json.loads((tmp_path / "modules.exit").read_text()))


def test_the_box_imports_only_what_the_beep_needs_before_the_beep(tmp_path):
    at_beep, at_exit = modules_at_the_beep_and_at_exit(tmp_path)
    ours = {name for name in at_beep if name.split(".")[0] in ("appliance", "drivers", "games")}
    assert ours <= BEFORE_THE_BEEP, sorted(ours - BEFORE_THE_BEEP)
    assert not [name for name in at_beep if name.split(".")[0] in NOT_BEFORE]
    assert "pygame.mixer" in at_beep
    assert set(AFTER_THE_BEEP) <= at_exit  # the box itself, only once the beep sounded


def power_up_box(tmp_path: Path, settings: str = "") -> tuple[StartOptions, list]:
    """The beep played as ``tabletop run`` plays it, then the box built and booted."""
    records: list = []
    options = StartOptions(
        settings_path=settings_file(tmp_path, settings),
        state_dir=tmp_path / "state",
        cache_dir=tmp_path / "cache",
        mock=True,
        seed=1,
        display_kind="dummy",
        listeners=[records.append],
        mute=True,
    )
    return power_up.beep(options), records


@pytest.fixture(autouse=True)
def mixer_closed_after():
    yield
    pygame.mixer.quit()


def test_the_beep_sounds_before_the_box_is_built_and_is_heard_once(tmp_path, monkeypatch):
    handed = sounds_handed(monkeypatch)
    options, records = power_up_box(tmp_path)
    assert options.speaker.first_sound_at is not None and handed == [BEEP]
    running = power_up.build(options, VirtualClock())
    try:
        assert running.hardware.speaker is options.speaker
        assert [r["cue"] for r in records if r["type"] == "sound"] == ["power_on"]
        assert running.output.current_lines[0] == "New treasure hidden"
        assert running.hardware.speaker.wait_open(30)
        assert handed == [BEEP]  # the box's own beep is the one already heard
        assert running.hardware.speaker.played == ["box/power_on"]
    finally:
        running.close()


def test_a_game_that_goes_on_adds_the_echo_to_the_beep(tmp_path, monkeypatch):
    options, _ = power_up_box(tmp_path)
    running = power_up.build(options, VirtualClock())
    running.box.save()
    running.close()
    pygame.mixer.quit()
    handed = sounds_handed(monkeypatch)
    options, records = power_up_box(tmp_path)
    running = power_up.build(options, VirtualClock())
    try:
        assert running.hardware.speaker.wait_open(30)
        assert [r["cue"] for r in records if r["type"] == "sound"] == ["resumed"]
        assert handed == [BEEP, synthesize(BOX_CUES["resumed"])[len(BEEP) :]]
    finally:
        running.close()


def test_the_beep_has_the_settings_volume_and_is_silent_with_sound_off(tmp_path, monkeypatch):
    handed = sounds_handed(monkeypatch)
    options, _ = power_up_box(tmp_path, "[audio]\nvolume = 0.3\n")
    assert handed == [BEEP] and handed[0].volume == pytest.approx(0.3, abs=0.01)
    pygame.mixer.quit()
    options, _ = power_up_box(tmp_path, "[audio]\nenabled = false\n")
    assert options.speaker.is_silent and options.speaker.first_sound_at is None
    assert handed == [BEEP]  # nothing more
