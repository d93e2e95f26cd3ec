"""The box keeps its threads on one core (a key's hand-over between threads wakes no
other core); the speech engine renders on every core."""

from __future__ import annotations

import io
import os
import select
import signal
import subprocess
import sys
import threading
import time
import wave
from pathlib import Path

import pytest
from boxkit import mock_box
from lifekit import FakeSystemd

from drivers.cores import cores_of_this_thread, keep_to_one_core
from drivers.speech.phrase_cache import PhraseCache
from drivers.speech.speech import Speech

EVERY_CORE = cores_of_this_thread()
needs_cores = pytest.mark.skipif(
    EVERY_CORE is None or len(EVERY_CORE) < 2,
    reason="threads can only be kept to one core on Linux with two cores or more",
)


def in_a_thread_of_its_own(job):
    """Run ``job`` on a new thread (what it pins stays there) and return its result."""
    result = []
    thread = threading.Thread(target=lambda: result.append(job()))
    thread.start()
    thread.join(30)
    return result[0]


@needs_cores
def test_every_thread_started_after_keeping_to_one_core_runs_on_that_core_only():
    def keep_and_start():
        core = keep_to_one_core()
        return core, cores_of_this_thread(), in_a_thread_of_its_own(cores_of_this_thread)

    core, own, child = in_a_thread_of_its_own(keep_and_start)
    assert core == max(EVERY_CORE)  # the last core: the Pi's first takes the interrupts
    assert own == child == {core}
    assert cores_of_this_thread() == EVERY_CORE  # the thread that asked nothing is left as it was


class CoresOfTheEngine:
    """An engine that makes a short silence and notes the cores it rendered on."""

    def __init__(self) -> None:
        self.cores: list[set[int] | None] = []

    def render(self, text: str, voice: str) -> bytes:
        self.cores.append(cores_of_this_thread())
        out = io.BytesIO()
        with wave.open(out, "wb") as sound:
            sound.setnchannels(1)
            sound.setsampwidth(2)
            sound.setframerate(22050)
            sound.writeframes(b"\0\0" * 220)
        return out.getvalue()


@needs_cores
def test_the_speech_engine_renders_on_every_core_while_the_box_keeps_to_one(tmp_path):
    with mock_box(game="treasure-rush") as (running, _):
        assert running.hardware.speaker.wait_open(30)
        engine = CoresOfTheEngine()
        mixer = running.hardware.speaker.mixer
        speech = Speech(engine=engine, cache=PhraseCache(None), mixer=mixer)

        def box_speaks():
            keep_to_one_core()  # the box's loop thread asks for the phrase
            speech.say("Map 1", "en")
            assert speech.wait_until_rendered(30)

        try:
            in_a_thread_of_its_own(box_speaks)
        finally:
            speech.close()
    assert engine.cores == [EVERY_CORE]


@needs_cores
@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc")
def test_tabletop_run_keeps_every_thread_of_the_box_on_one_core(tmp_path):
    systemd = FakeSystemd(tmp_path)
    environ = os.environ | {
        "NOTIFY_SOCKET": systemd.address,
        "GPIOZERO_PIN_FACTORY": "mock",
        "SDL_AUDIODRIVER": "dummy",
        "TABLETOP_SETTINGS": str(tmp_path / "none.toml"),
    }
    command = [sys.executable, "-m", "appliance.cli.main", "run", "--ui", "none", "--mock"]
    child = subprocess.Popen(
        [*command, "--state", str(tmp_path / "state")], env=environ, stderr=subprocess.PIPE
    )
    try:
        assert wait_for_ready(systemd, child), "the box never said it was ready"
        tasks = Path(f"/proc/{child.pid}/task")
        cores = {task.name: allowed_cores(task) for task in tasks.iterdir()}
        assert len(cores) >= 2, "the box runs more than one thread (the speaker opens on one)"
        assert set(cores.values()) == {str(max(EVERY_CORE))}, cores
    finally:
        child.send_signal(signal.SIGTERM)
        child.communicate(timeout=30)
        systemd.close()


def wait_for_ready(systemd: FakeSystemd, child: subprocess.Popen, seconds: float = 60) -> bool:
    """True once READY=1 came from ``child`` on the notify socket."""
    deadline = time.monotonic() + seconds
    while child.poll() is None and (left := deadline - time.monotonic()) > 0:
        select.select([systemd.sock], [], [], left)
        if any(m.startswith("READY=1") for m in systemd.messages()):
            return True
    return False


def allowed_cores(task: Path) -> str:
    """A thread's ``Cpus_allowed_list`` from /proc, as "3" or "0-3"."""
    for line in (task / "status").read_text().splitlines():
        if line.startswith("Cpus_allowed_list:"):
            return line.split(":", 1)[1].strip()
    return ""
