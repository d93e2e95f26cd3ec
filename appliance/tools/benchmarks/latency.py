"""Key-to-effect latency for ``tabletop bench``: the box beside a bare gpiozero callback,
their presses taken in turn so that a noisy moment of a shared machine falls on all of
them alike, the turns in a new order every round.

Each press is timed from a pin pulled low (the edge) to where the first effect happens:
the LED lit, or the cue handed to the speaker on the loop's thread. Presses come
``PAUSE`` apart, as a hand's, so no press finds the processor's caches warm from the one
before. A box is a mock box in Lost Treasure with its event loop on a thread of its own,
its threads on one core as ``tabletop run`` keeps them, or on any core to show why.
"""

from __future__ import annotations

import functools
import queue
import random
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from appliance.box.loop.clock import RealClock
from appliance.box.start.startup import StartOptions, start
from drivers.cores import keep_to_one_core, use_every_core
from games.catalog import DEFAULT_GAME

PRESS_KEYS = ("4", "CLEAR")
PAUSE = 0.06  # seconds between presses: the same key comes back past its debounce time
WAIT = 1.0  # seconds a press waits for its effect before it is counted as unanswered


class Timed(Protocol):
    """Something pressed in turn with the others: each press gives its latency."""

    one_core: bool

    def press(self, number: int) -> float | None:
        """Press once; the seconds from the edge to the first effect (None: no effect)."""
        ...

    def close(self) -> None:
        """Let go of its pins and threads."""
        ...


def take_turns(timed: Sequence[Timed], presses: int, seed: int = 1) -> list[list[float]]:
    """Press each of ``timed`` in turn, ``presses`` times each, ``PAUSE`` apart; the
    latencies of each (the pressing thread kept to one core for those that are). The
    turns come in a new order each round: code run just before warms the caches for
    what shares it (two boxes), so no one of them always follows another."""
    latencies: list[list[float]] = [[] for _ in timed]
    rounds = random.Random(seed)
    try:
        for number in range(presses):
            for turn in rounds.sample(range(len(timed)), len(timed)):
                one = timed[turn]
                _to_cores(one.one_core)
                time.sleep(PAUSE)  # after the move: a thread moved to a core finds it cold
                if (seconds := one.press(number)) is not None:
                    latencies[turn].append(seconds)
    finally:
        use_every_core()
        for one in timed:
            one.close()
    return latencies


def _to_cores(one_core: bool) -> None:
    """Keep the calling thread, and the threads it starts, to one core or let it use all."""
    if one_core:
        keep_to_one_core()
    else:
        use_every_core()


class TimedBox:
    """A mock box in Lost Treasure, its loop on a thread of its own. With ``cpu``, also
    the CPU seconds its loop's thread spends from the keypad's scan to the first effect
    of each press (the box's own work, whatever the machine's load)."""

    def __init__(
        self,
        *,
        one_core: bool,
        state_dir: Path | None = None,
        cpu: list[float] | None = None,
        settings_path: Path | None = None,
    ) -> None:
        self.one_core = one_core
        self._cpu = cpu
        self._effect = threading.Event()
        self._effect_at = self._edge_at = self._scan_began = 0.0
        options = StartOptions(
            settings_path=settings_path,
            mock=True,
            keep_state=state_dir is not None,
            state_dir=state_dir,
            seed=1,
            first_game=DEFAULT_GAME,
            mute=True,
        )
        _to_cores(one_core)  # before its threads start
        self.running = start(options, RealClock())
        self.running.hardware.speaker.wait_open()  # keys just after power-on share the CPU
        keypad = self.running.hardware.keypad
        keypad.scan = functools.partial(self._timed_scan, keypad.scan)  # type: ignore[method-assign]
        self.running.output.listeners.append(self._first_effect)
        self._fingers = self.running.hardware.mock_fingers
        for pin in self._fingers.columns:  # timed from the column's edge
            pin.drive_low = functools.partial(self._stamped, pin.drive_low)
        self._loop = threading.Thread(target=self.running.loop.run, daemon=True)
        self._loop.start()

    def press(self, number: int) -> float | None:
        key = PRESS_KEYS[number % len(PRESS_KEYS)]
        self._effect.clear()
        self._fingers.press(key)  # on this thread, as on the pin library's
        answered = self._effect.wait(WAIT)
        self._fingers.release(key)
        return self._effect_at - self._edge_at if answered else None

    def close(self) -> None:
        self.running.loop.stop()
        self._loop.join(2.0)
        self.running.close()

    def _stamped(self, drive: Callable[[], None]) -> None:
        self._edge_at = time.perf_counter()
        drive()

    def _timed_scan(self, scan: Callable[..., None], levels: Any = None) -> None:
        self._scan_began = time.thread_time()
        scan(levels)

    def _first_effect(self, record: Any) -> None:
        if not self._effect.is_set():
            self._effect_at = time.perf_counter()  # where it happens, on the loop's thread
            if self._cpu is not None:
                self._cpu.append(time.thread_time() - self._scan_began)
        self._effect.set()


class TimedButton:
    """A bare gpiozero Button whose callback lights an LED, on mock pins: the baseline.
    Its callback runs on the pressing thread, so there is nothing to keep to a core."""

    one_core = False

    def __init__(self) -> None:
        from gpiozero import LED, Button
        from gpiozero.pins.mock import MockFactory

        factory = MockFactory()
        self._button = Button(16, pin_factory=factory)
        self._led = LED(17, pin_factory=factory)
        self._pin = factory.pin(16)
        self._lit_at = 0.0
        self._button.when_pressed = self._light

    def press(self, number: int) -> float | None:
        began = time.perf_counter()
        self._pin.drive_low()
        seconds = self._lit_at - began
        self._pin.drive_high()
        self._led.off()
        return seconds

    def close(self) -> None:
        self._button.close()
        self._led.close()

    def _light(self) -> None:
        self._led.on()
        self._lit_at = time.perf_counter()


class TimedHop:
    """A job handed to a thread waiting on a queue, timed to when it starts there: the
    least any event loop on its own thread adds to a pin's callback (the box's floor)."""

    def __init__(self, *, one_core: bool) -> None:
        self.one_core = one_core
        self._jobs: queue.SimpleQueue[float | None] = queue.SimpleQueue()
        self._started = threading.Event()
        self._seconds = 0.0
        _to_cores(one_core)
        self._thread = threading.Thread(target=self._wait_for_jobs, daemon=True)
        self._thread.start()

    def press(self, number: int) -> float | None:
        self._started.clear()
        self._jobs.put(time.perf_counter())
        return self._seconds if self._started.wait(WAIT) else None

    def close(self) -> None:
        self._jobs.put(None)
        self._thread.join(2.0)

    def _wait_for_jobs(self) -> None:
        while (sent := self._jobs.get()) is not None:
            self._seconds = time.perf_counter() - sent
            self._started.set()


def back_to_back(presses: int) -> list[float]:
    """The bare callback pressed with no pause: every cache warm, as no hand presses."""
    button = TimedButton()
    try:
        return [seconds for n in range(presses) if (seconds := button.press(n)) is not None]
    finally:
        button.close()
