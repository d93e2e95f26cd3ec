"""A line link over a serial port (pyserial): the USB gadget /dev/ttyGS0 or any port.

A reader thread collects bytes into lines and hands them to the event loop through a
bounded inbox; writing is done from the loop thread. A port that disappears is reported
once.

The reader never stops reading, so a line marked urgent (the console's ``cancel``) is
seen at once even behind a flood: it goes ahead of the lines still waiting in the inbox,
which it drops unread. Lines that come while the inbox is full are dropped and counted
(``on_dropped``): a far end that sends faster than the box reads loses its newest lines,
never the box its memory or its turn.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from drivers.errors import DeviceError
from drivers.scheduling import Scheduler

log = logging.getLogger(__name__)

MAX_LINE = 256
# Lines read and not yet handled: more than the console ever queues, so a pasted script
# is never cut here; at most 128 KiB.
MAX_PENDING_LINES = 512
# Lines handled in one job on the loop: then keys and timers get their turn.
LINES_PER_TURN = 32
_LINE_END = re.compile(rb"[\r\n]")


class LineTooLong(str):
    """Marks a line that went over the limit (its first bytes are kept)."""


class Urgent(str):
    """An urgent line; ``unread`` lines waiting ahead of it were dropped unread."""

    unread: int = 0


class SerialLink:
    """Reads and writes text lines. ``on_line(text)`` runs on the event loop's thread;
    a line longer than ``max_line`` arrives as a :class:`LineTooLong`, a line for which
    ``urgent(text)`` holds as an :class:`Urgent`; ``on_dropped(count)`` says, before the
    next line, how many lines came while the inbox was full.
    """

    def __init__(
        self,
        port: str,
        *,
        scheduler: Scheduler,
        on_line: Callable[[str], None],
        on_lost: Callable[[str], None] | None = None,
        on_dropped: Callable[[int], None] | None = None,
        urgent: Callable[[str], bool] | None = None,
        baudrate: int = 115200,
        max_line: int = MAX_LINE,
        max_pending: int = MAX_PENDING_LINES,
    ) -> None:
        import serial

        try:
            self._serial: Any = serial.serial_for_url(port, baudrate=baudrate, timeout=0.2)
        except (serial.SerialException, ValueError) as error:
            raise DeviceError(f"cannot open serial port {port}: {error}") from None
        self.port = port
        self._scheduler = scheduler
        self._on_line = on_line
        self._on_lost = on_lost
        self._on_dropped = on_dropped
        self._urgent = urgent or (lambda _: False)
        self._max_line = max_line
        self._max_pending = max_pending
        self._closing = threading.Event()
        self._lock = threading.Lock()
        self._inbox: deque[str] = deque()
        self._dropped = 0
        self._handing_over = False  # a job to empty the inbox is on the loop's queue
        self._reader = threading.Thread(target=self._read_lines, name="serial", daemon=True)
        self._reader.start()

    def write_line(self, text: str) -> None:
        """Send one line (a newline is added); a lost port is reported, not raised."""
        import serial

        try:
            self._serial.write(text.encode("utf-8", "replace") + b"\n")
        except (serial.SerialException, OSError, TypeError) as error:  # TypeError: closed
            self._lost(f"writing failed: {error}")

    def close(self) -> None:
        """Stop reading and close the port."""
        self._closing.set()
        self._reader.join(timeout=1.0)
        self._serial.close()

    def _read_lines(self) -> None:
        import serial

        pending = b""
        overflow = False
        while not self._closing.is_set():
            try:
                chunk = self._serial.read(self._serial.in_waiting or 1)
            except (serial.SerialException, OSError, TypeError) as error:
                self._lost(f"reading failed: {error}")
                return
            *ended, rest = _LINE_END.split(chunk)
            for piece in ended:
                raw, pending = pending + piece, b""
                if raw or overflow:
                    self._deliver(raw, overflow or len(raw) > self._max_line)
                overflow = False
            pending += rest
            if len(pending) > self._max_line:  # kept short: only its start is shown
                pending, overflow = pending[: self._max_line], True

    def _deliver(self, raw: bytes, overflow: bool) -> None:
        text = raw[: self._max_line].decode("utf-8", "replace")
        line: str = LineTooLong(text) if overflow else text
        with self._lock:
            if not overflow and self._urgent(text):
                line = Urgent(text)
                line.unread = len(self._inbox)
                self._inbox.clear()
            elif len(self._inbox) >= self._max_pending:
                self._dropped += 1
                return
            self._inbox.append(line)
            if self._handing_over:
                return
            self._handing_over = True
        self._scheduler.call_soon(self._hand_over)

    def _hand_over(self) -> None:
        """Handle a turn's worth of waiting lines (on the loop thread)."""
        emptied = False
        try:
            for _ in range(LINES_PER_TURN):
                line = self._take()
                if line is None:
                    emptied = True
                    return
                self._on_line(line)
        finally:
            if not emptied:
                self._scheduler.call_soon(self._hand_over)  # the rest after what else waits

    def _take(self) -> str | None:
        """The next waiting line (None when there is none), after saying what was dropped."""
        with self._lock:
            dropped, self._dropped = self._dropped, 0
            line = self._inbox.popleft() if self._inbox else None
            self._handing_over = line is not None
        if dropped and self._on_dropped:
            self._on_dropped(dropped)
        return line

    def _lost(self, why: str) -> None:
        if self._closing.is_set():
            return
        log.warning("serial port %s is gone (%s); the box goes on without it", self.port, why)
        self._closing.set()
        if self._on_lost:
            self._scheduler.call_soon(lambda: self._on_lost(why))  # type: ignore[misc]
