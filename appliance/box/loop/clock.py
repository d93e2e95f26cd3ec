"""Time for the event loop: the real clock, or a virtual one that jumps ahead.

With the virtual clock a scripted game runs in milliseconds, deterministically, through
the same code as real time: when nothing is queued, time jumps to the next timer.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Protocol

Job = Callable[[], None]
VIRTUAL_START = datetime(2026, 1, 1, 19, 0)  # the date a virtual clock's time 0 stands for


class Idle(Exception):
    """The virtual clock has nothing queued and no timer to jump to."""


class Clock(Protocol):
    """A clock the event loop can read and wait on."""

    def now(self) -> float:
        """Seconds, from an arbitrary start."""
        ...

    def wait(self, jobs: queue.SimpleQueue[Job], deadline: float | None) -> Job | None:
        """The next queued job, or None once ``deadline`` has come."""
        ...

    def wall(self) -> datetime:
        """The date and time of day, local (what the history writes)."""
        ...


class RealClock:
    """Monotonic wall-clock time; waiting blocks on the queue."""

    def now(self) -> float:
        return time.monotonic()

    def wall(self) -> datetime:
        return datetime.now()

    def wait(self, jobs: queue.SimpleQueue[Job], deadline: float | None) -> Job | None:
        timeout = None if deadline is None else max(0.0, deadline - self.now())
        try:
            return jobs.get(timeout=timeout)
        except queue.Empty:
            return None


class VirtualClock:
    """Time that only moves when the loop has nothing to do but wait."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def wall(self) -> datetime:
        """VIRTUAL_START and the virtual seconds since: the same in every run."""
        return VIRTUAL_START + timedelta(seconds=self._now)

    def wait(self, jobs: queue.SimpleQueue[Job], deadline: float | None) -> Job | None:
        try:
            return jobs.get_nowait()
        except queue.Empty:
            if deadline is None:
                raise Idle() from None
            self._now = max(self._now, deadline)
            return None
