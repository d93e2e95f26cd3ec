"""``tabletop script`` and ``tabletop run`` stop cleanly on SIGINT, SIGTERM and SIGHUP:
the game is saved where it stopped, the handlers before come back, no traceback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from appliance.box.loop.clock import VirtualClock
from appliance.box.loop.event_loop import EventLoop
from appliance.box.state.state_store import FILE_NAME
from appliance.service.stop_signals import SIGNALS, stopped_by_signals

TABLETOP = Path(sys.executable).with_name("tabletop")
STOPS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]


def child_env() -> dict[str, str]:
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "GPIOZERO_PIN_FACTORY": "mock"}
    env.pop("SDL_NO_SIGNAL_HANDLERS", None)
    return env


def as_from_a_terminal() -> None:
    # A CI job started in the background inherits SIGINT ignored; a terminal's does not.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_a_signal_halts_the_loop_after_the_job_it_came_in_and_the_handlers_come_back():
    loop = EventLoop(VirtualClock())
    ran = []
    before = {number: signal.getsignal(number) for number in SIGNALS}
    with stopped_by_signals(loop.halt) as stop:
        loop.call_soon(lambda: (ran.append(1), os.kill(os.getpid(), signal.SIGHUP)))
        loop.call_soon(lambda: ran.append(2))
        loop.run()
        loop.run()  # halted for good
    assert ran == [1] and stop.exit_code == 128 + signal.SIGHUP
    assert {number: signal.getsignal(number) for number in SIGNALS} == before


@pytest.mark.parametrize("stop", STOPS)
def test_a_script_stopped_by_a_signal_saves_its_state_and_prints_no_traceback(tmp_path, stop):
    script = tmp_path / "long.txt"
    # Some 15 s of work for the box: the signal comes mid-script, and the script is
    # read in a moment (a script ten times as long takes 2 s to read).
    script.write_text("press 1\npress 4\nwait 1\n" * 10_000)
    state = tmp_path / "state"
    child = subprocess.Popen(
        [str(TABLETOP), "script", str(script), "--state", str(state), "--game", "lost-treasure"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=child_env(),
        preexec_fn=as_from_a_terminal,
    )
    seen = [json.loads(child.stdout.readline()) for _ in range(30)]
    child.send_signal(stop)
    try:
        _, errors = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 128 + stop
    assert b"Traceback" not in errors
    assert seen[0] == {"t": 0.0, "type": "sound", "cue": "power_on"}
    saved = json.loads((state / FILE_NAME).read_text())
    assert saved["current"] == "lost-treasure" and "lost-treasure" in saved["games"]


@pytest.mark.parametrize("stop", STOPS)
def test_run_stopped_by_a_signal_saves_and_ends_without_a_traceback(tmp_path, stop):
    state = tmp_path / "state"
    settings = tmp_path / "settings.toml"
    settings.write_text("[audio]\nenabled = false\n")
    command = ["run", "--ui", "none", "--mock", "--state", str(state), "--settings", str(settings)]
    child = subprocess.Popen(
        [str(TABLETOP), *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**child_env(), "NOTIFY_SOCKET": ""},
        preexec_fn=as_from_a_terminal,
    )
    try:
        while not (state / FILE_NAME).exists():  # ready: the first game is saved
            assert child.poll() is None, child.stderr.read() if child.stderr else ""
            os.sched_yield()
        (state / FILE_NAME).unlink()  # what is on the card now comes from the stop
        child.send_signal(stop)
        _, errors = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 0
    assert b"Traceback" not in errors
    assert json.loads((state / FILE_NAME).read_text())["current"] == "lost-treasure"
