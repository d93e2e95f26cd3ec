"""A line link over a serial port (pyserial): the USB gadget /dev/ttyGS0 or any port.

A reader thread collects bytes into lines and hands each finished line to the event
loop; writing is done from the loop thread. A port that disappears is reported once.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from drivers.errors import DeviceError
from drivers.scheduling import Scheduler

log = logging.getLogger(__name__)

MAX_LINE = 256
# Lines handed to the loop and not yet handled: beyond this the reader stops reading, so
# a flood waits in the port's own buffer (and the far end's flow control), not in memory.
MAX_PENDING_LINES = 32


class LineTooLong(str):
    """Marks a line that went over the limit (its first bytes are kept)."""


class SerialLink:
    """Reads and writes text lines. ``on_line(text)`` runs on the event loop's thread;
    a line longer than ``max_line`` arrives as a :class:`LineTooLong`.
    """

    def __init__(
        self,
        port: str,
        *,
        scheduler: Scheduler,
        on_line: Callable[[str], None],
        on_lost: Callable[[str], None] | None = None,
        baudrate: int = 115200,
        max_line: int = MAX_LINE,
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
        self._max_line = max_line
        self._closing = threading.Event()
        self._pending = threading.BoundedSemaphore(MAX_PENDING_LINES)
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

        pending = bytearray()
        overflow = False
        while not self._closing.is_set():
            try:
                chunk = self._serial.read(self._serial.in_waiting or 1)
            except (serial.SerialException, OSError, TypeError) as error:
                self._lost(f"reading failed: {error}")
                return
            for byte in chunk:
                if byte in b"\r\n":
                    if pending or overflow:
                        self._deliver(bytes(pending), overflow)
                    pending.clear()
                    overflow = False
                elif len(pending) < self._max_line:
                    pending.append(byte)
                else:
                    overflow = True

    def _deliver(self, raw: bytes, overflow: bool) -> None:
        text = raw.decode("utf-8", "replace")
        line = LineTooLong(text) if overflow else text
        while not self._pending.acquire(timeout=0.2):
            if self._closing.is_set():
                return
        self._scheduler.call_soon(lambda: self._handle(line))

    def _handle(self, line: str) -> None:
        try:
            self._on_line(line)
        finally:
            self._pending.release()

    def _lost(self, why: str) -> None:
        if self._closing.is_set():
            return
        log.warning("serial port %s is gone (%s); the box goes on without it", self.port, why)
        self._closing.set()
        if self._on_lost:
            self._scheduler.call_soon(lambda: self._on_lost(why))  # type: ignore[misc]
