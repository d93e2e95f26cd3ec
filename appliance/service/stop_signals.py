"""Stopping cleanly on a signal: SIGINT (Ctrl-C), SIGTERM (systemd, kill) and SIGHUP (an
SSH session dropped) ask the box to stop at the end of the job it is running, so that
its state is saved whole and no traceback is printed; the handlers before come back
afterwards."""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@dataclass
class Stop:
    """Which signal asked for the stop, if one did."""

    signal: int | None = None

    @property
    def exit_code(self) -> int:
        """128 + the signal's number, as a shell reports a command a signal stopped; 0 for none."""
        return 0 if self.signal is None else 128 + self.signal


@contextmanager
def stopped_by_signals(stop: Callable[[], None]) -> Iterator[Stop]:
    """Within the block, each of SIGNALS calls ``stop`` (which must be safe to call from a
    signal handler, like ``EventLoop.halt``) and is remembered in the Stop yielded."""
    asked = Stop()

    def handle(number: int, frame: object) -> None:
        asked.signal = number
        stop()

    before = {number: signal.signal(number, handle) for number in SIGNALS}
    try:
        yield asked
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)
