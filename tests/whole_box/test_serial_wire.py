"""The serial console on a real pseudo-terminal pair, through the real serial link, its
writer thread and the event loop on the real clock: lines both ways, random bytes, and a
port that goes away mid-game."""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import random
import resource
import select
import threading
import time

import pytest
from counter_game import COUNTER
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lifekit import FakeSystemd, PowerSwitch

from appliance.box.loop.clock import RealClock
from appliance.box.start import startup
from appliance.box.start.startup import StartOptions, start
from appliance.service.notify import Notifier
from appliance.service.serial_console import SerialConsole
from appliance.service.systemd import Service

GAMES = {"counter": COUNTER}
WAIT_LIMIT = 5.0  # a safety net only: each wait ends as soon as its line arrives


class FarEnd:
    """A box on the real clock with its console on a pty; this is the laptop's end."""

    def __init__(self, tmp_path, *, debug: bool = False, watchdog_usec: int | None = None):
        self.master: int | None
        self.master, slave = os.openpty()
        self.port = os.ttyname(slave)
        settings = tmp_path / "settings.toml"
        debug_line = "debug = true\n" if debug else ""
        settings.write_text(f'[serial]\nport = "{self.port}"\n{debug_line}')
        options = StartOptions(
            settings_path=settings, mock=True, display_kind="dummy", games=GAMES, keep_state=False
        )
        self.running = start(options, RealClock())
        self.systemd = FakeSystemd(tmp_path)
        notifier = Notifier(self.systemd.address, watchdog_usec=watchdog_usec)
        self.service = Service(self.running, notifier=notifier, power_off=PowerSwitch())
        self.service.begin()
        os.close(slave)
        os.set_blocking(self.master, False)  # a pty takes a few KiB: the rest waits its turn
        self.received = b""
        self.outgoing = b""

    def send(self, data: bytes) -> None:
        """Queue bytes for the wire; they go out while the box runs in ``wait_for``."""
        self.outgoing += data

    def _exchange(self) -> None:
        """Write what the pty takes now and read what the box said."""
        if self.master is None:
            return
        if self.outgoing:
            with contextlib.suppress(BlockingIOError):
                self.outgoing = self.outgoing[os.write(self.master, self.outgoing) :]
        with contextlib.suppress(BlockingIOError):
            while select.select([self.master], [], [], 0)[0]:
                self.received += os.read(self.master, 65536)

    def wait_for(self, wanted, *, raw: bool = False, limit: float = WAIT_LIMIT) -> list[dict]:
        """Run the box until ``wanted(replies)`` holds (``wanted(bytes)`` with ``raw``);
        every reply so far."""
        loop = self.running.loop

        def check() -> None:
            self._exchange()
            if wanted(self.received if raw else self.replies()):
                loop.stop()
            else:
                loop.call_later(0.01, check)

        safety = loop.call_later(limit, loop.stop)
        check()
        loop.run()
        safety.cancel()
        return [] if raw else self.replies()

    def replies(self) -> list[dict]:
        lines = self.received.replace(b"\r", b"").split(b"\n")[:-1]
        return [json.loads(line) for line in lines]

    def close(self) -> None:
        self.service.end()
        self.running.close()
        self.systemd.close()
        self.hang_up()

    def hang_up(self) -> None:
        """The laptop's end goes away."""
        if self.master is not None:
            os.close(self.master)
            self.master = None


@pytest.fixture
def far(tmp_path):
    far = FarEnd(tmp_path)
    yield far
    far.close()


def whole_lines(received: bytes) -> list[dict]:
    """The replies in bytes read from the middle of a line (its first piece is no JSON)."""
    replies = []
    for line in received.replace(b"\r", b"").split(b"\n")[:-1]:
        with contextlib.suppress(ValueError):
            replies.append(json.loads(line))
    return replies


def since_cancelled(received: bytes) -> list[dict]:
    """The ``cancelled`` reply in bytes read from the middle of a line, and what followed."""
    replies = whole_lines(received)
    kinds = [r["type"] for r in replies]
    return replies[kinds.index("cancelled") :] if "cancelled" in kinds else []


def has(kind: str, count: int = 1):
    return lambda replies: len([r for r in replies if r["type"] == kind]) >= count


def test_a_key_pressed_from_the_laptop_comes_back_as_effect_lines(far):
    far.send(b"press 5\r\n")
    replies = far.wait_for(has("sound", 2))
    assert [r["lines"] for r in replies if r["type"] == "screen"] == [["Count 1"]]
    assert [r["cue"] for r in replies if r["type"] == "sound"] == ["tick", "tock"]


def test_screen_and_state_answer_over_the_wire_with_the_debug_setting(tmp_path):
    far = FarEnd(tmp_path, debug=True)
    try:
        far.send(b"screen\nstate\n")
        replies = far.wait_for(has("state"))
    finally:
        far.close()
    screen = {"type": "screen", "lines": ["Count 0"], "ids": ["Count 0"]}
    assert replies[0] == {"t": replies[0]["t"], **screen}
    assert replies[1]["state"]["games"]["counter"]["count"] == 0


def test_a_box_started_without_a_pin_map_answers_the_console_and_refuses_its_keys(
    tmp_path, monkeypatch
):
    broken = tmp_path / "pinout.toml"
    broken.write_text("[keypad]\nrows = [5, 6]\n= 3\n")  # not TOML: the shipped map broken
    monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    far = FarEnd(tmp_path)  # no state folder: no last good pin map either
    try:
        far.send(b"press 5\nscreen\n")
        replies = far.wait_for(has("screen"))
        told = far.systemd.messages()
    finally:
        far.close()
    assert [r["type"] for r in replies] == ["error", "screen"]
    assert replies[0]["line"] == "press 5"
    assert replies[0]["message"] == "serial:1: this box has no 5 key " + (
        "(the pin map in use does not place it)"
    )
    assert replies[1]["lines"] == [
        "Notice",
        "The pin map has an error. No key or light works until it is fixed.",
    ]
    assert told[0].startswith("READY=1") and f"{broken}:3: not valid TOML" in told[0]


# The unit's own figures, measured in a minute: FLOOD_SECONDS=60 FLOOD_WATCHDOG_SEC=30
FLOOD_SECONDS = float(os.environ.get("FLOOD_SECONDS", "3"))  # six watchdog pings
WATCHDOG_USEC = int(float(os.environ.get("FLOOD_WATCHDOG_SEC", "2")) * 1_000_000)


def test_a_full_speed_flood_never_starves_the_watchdog_holds_no_backlog_and_a_cancel_stops_it(
    tmp_path,
):
    far = FarEnd(tmp_path, watchdog_usec=WATCHDOG_USEC)
    pings: list[float] = []
    far.service.notifier.watchdog = lambda: bool(pings.append(time.monotonic())) or True
    flood = Flood(far.master)
    loop = far.running.loop
    backlog: list[int] = []

    def measure() -> None:
        backlog.append(len(loop._timers) + loop._jobs.qsize())
        loop.call_later(0.1, measure)

    try:
        flood.start()
        measure()
        loop.call_later(FLOOD_SECONDS, loop.stop)
        began = time.monotonic()
        loop.run()
        ended = time.monotonic()
        flood.stop()
        far.received = b""  # from the middle of a line: whole lines are read from here
        far.send(b"\ncancel\nscreen\n")
        sent = time.monotonic()
        far.wait_for(lambda got: has("cancelled")(whole_lines(got)), raw=True)
        answered = time.monotonic() - sent
        far.wait_for(lambda got: has("screen")(since_cancelled(got)), raw=True)
        cancelled, *after = since_cancelled(far.received)
        count = next(r["lines"] for r in after if r["type"] == "screen")
        far.received = b""
        far.send(b"wait 0.5\nscreen\n")
        later = far.wait_for(has("screen"))[-1]["lines"]
    finally:
        flood.stop()
        far.close()
    beats = [began, *(t for t in pings if began < t < ended), ended]
    gaps = [b - a for a, b in itertools.pairwise(beats)]
    interval = WATCHDOG_USEC / 4_000_000
    print(
        f"flood: {flood.lines} lines in {FLOOD_SECONDS:g} s; longest gap between watchdog "
        f"pings {max(gaps):.3f} s (due every {interval:g} s, WatchdogSec={4 * interval:g}); "
        f"most timers and jobs waiting {max(backlog)}; memory at most "
        f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MiB (the test process); "
        f"the cancel after it answered in {answered:.3f} s, "
        f"{cancelled['commands']} commands and {cancelled['unread']} unread lines dropped"
    )
    assert flood.lines > 2_000  # as fast as the box reads them
    assert max(gaps) < 2 * interval  # below half the watchdog time, whatever the flood
    assert max(backlog) < 600  # 100 commands, their timers, the box's own: never the flood
    assert answered < 1.0  # not behind what the flood left in the pty and the inbox
    assert later == count  # the flood's presses stopped
    assert cancelled["commands"] > 0


class Flood:
    """Writes ``press 1`` lines to the pty as fast as it takes them, and reads what comes
    back so the box's writer is never held up by us."""

    def __init__(self, master: int) -> None:
        self.master = master
        self.lines = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(2.0)

    def _run(self) -> None:
        chunk = b"press 1\n" * 256
        left = b""  # what a short write left of a chunk (the test ends that line)
        while not self._stop.is_set():  # nothing after stop: the pty is the test's again
            readable, writable, _ = select.select([self.master], [self.master], [], 0.1)
            with contextlib.suppress(BlockingIOError):
                if readable:
                    os.read(self.master, 65536)
                if writable:
                    left = left or chunk
                    sent = os.write(self.master, left)
                    self.lines += left[:sent].count(b"\n")
                    left = left[sent:]


def test_garbage_and_an_over_long_line_get_error_lines_and_change_nothing(far):
    far.send(b"\xff\xfe\x00junk\n" + b"press 5 " * 100 + b"\nscreen\n")
    replies = far.wait_for(has("screen"))
    assert [r["type"] for r in replies] == ["error", "error", "screen"]
    assert "longer than 256 characters" in replies[1]["message"]
    assert replies[2]["lines"] == ["Count 0"]


def test_64_kilobytes_of_random_bytes_change_nothing(far):
    far.send(random.Random(6).randbytes(1 << 16))
    far.send(b"\nscreen\n")
    replies = far.wait_for(has("screen"))
    assert {r["type"] for r in replies[:-1]} <= {"error"} and len(replies) > 100
    assert replies[-1]["lines"] == ["Count 0"]


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(noise=st.binary(max_size=300))
def test_random_bytes_on_the_wire_get_only_error_lines(far, noise):
    far.received = b""
    far.send(noise + b"\nscreen\n")
    replies = far.wait_for(has("screen"))
    assert {r["type"] for r in replies[:-1]} <= {"error"}
    assert replies[-1]["lines"] == ["Count 0"]


def test_a_port_that_goes_away_mid_game_is_said_once_and_the_box_plays_on(far, caplog):
    far.send(b"press 5\n")
    far.wait_for(has("sound", 2))
    far.hang_up()
    far.wait_for(lambda _: far.service.console is None)
    assert far.service.console is None
    assert far.running.output.current_lines[1] == (
        "The serial console was disconnected. The box goes on without it."
    )
    assert "serial console" in far.systemd.messages()[-1]
    assert len([r for r in caplog.records if "is gone" in r.message]) == 1
    loop, fingers = far.running.loop, far.running.hardware.fingers
    fingers.press("6")
    loop.run(until=loop.now() + 0.1)
    fingers.release("6")
    loop.run(until=loop.now() + 0.1)
    assert far.running.output.current_lines == ["Count 1"]  # the key only read the notice


def test_a_console_opened_directly_closes_cleanly(tmp_path):
    master, slave = os.openpty()
    options = StartOptions(mock=True, display_kind="dummy", games=GAMES, keep_state=False)
    running = start(options, RealClock())
    try:
        hardware = running.hardware
        from appliance.box.script import Fingers

        console = SerialConsole(
            os.ttyname(slave),
            box=running.box,
            output=running.output,
            loop=running.loop,
            fingers=Fingers(hardware.fingers.press, hardware.fingers.release, print, 0.03),
            on_lost=print,
        )
        console.close()
        assert console.console.tell not in running.output.listeners
    finally:
        running.close()
        os.close(master)
        os.close(slave)
