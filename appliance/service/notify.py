"""Telling systemd how the box is doing: the sd_notify protocol, in a few lines.

systemd passes a Unix datagram socket in ``$NOTIFY_SOCKET`` (a path, or ``@name`` for
the abstract namespace); each message is one datagram of ``KEY=value`` lines:
``READY=1`` once the box is up, ``WATCHDOG=1`` often enough (``$WATCHDOG_USEC``),
``STATUS=...`` for ``systemctl status``, ``STOPPING=1`` on the way out. Without the
socket (a laptop, a test) every call does nothing.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable, Mapping

log = logging.getLogger(__name__)


class Notifier:
    """Sends state changes to systemd's notification socket, if there is one."""

    def __init__(self, address: str | None = None, *, watchdog_usec: int | None = None) -> None:
        self.address = address or None
        self.watchdog_usec = watchdog_usec
        self._failed = False

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> Notifier:
        """The notifier systemd set up for this process (``$NOTIFY_SOCKET``, the watchdog)."""
        environ = os.environ if environ is None else environ
        usec = _watchdog_usec(environ)
        return cls(environ.get("NOTIFY_SOCKET"), watchdog_usec=usec)

    @property
    def is_active(self) -> bool:
        """True when there is a socket to tell."""
        return self.address is not None

    @property
    def watchdog_interval(self) -> float | None:
        """Seconds between watchdog pings (a quarter of the watchdog time, so a ping that
        comes late by a busy job still comes within half of it), None without one."""
        if not self.is_active or not self.watchdog_usec:
            return None
        return self.watchdog_usec / 4_000_000

    def ready(self, status: str = "") -> bool:
        """The box is up: its power-on beep is queued and its keys are live."""
        return self.send("READY=1", *_status(status))

    def watchdog(self) -> bool:
        """The event loop is alive."""
        return self.send("WATCHDOG=1")

    def status(self, text: str) -> bool:
        """A one-line status for ``systemctl status tabletop``."""
        return self.send(*_status(text))

    def stopping(self, status: str = "") -> bool:
        """The box is shutting down cleanly."""
        return self.send("STOPPING=1", *_status(status))

    def send(self, *lines: str) -> bool:
        """Send one message of ``KEY=value`` lines; True if it went out."""
        if self.address is None:
            return False
        target = "\0" + self.address[1:] if self.address.startswith("@") else self.address
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
                sock.connect(target)
                sock.sendall("\n".join(lines).encode("utf-8"))
        except OSError as error:
            if not self._failed:
                log.warning("cannot notify systemd at %s: %s", self.address, error)
            self._failed = True
            return False
        return True


class Watchdog:
    """Pings systemd's watchdog from the event loop: on every tick (at most once an
    interval) and from a timer every interval, so an idle loop pings too and a hung one
    stops pinging and is restarted.
    """

    def __init__(
        self,
        notifier: Notifier,
        *,
        now: Callable[[], float],
        call_later: Callable[[float, Callable[[], None]], object],
    ) -> None:
        self.notifier = notifier
        self.interval = notifier.watchdog_interval
        self._now = now
        self._call_later = call_later
        self._last: float | None = None

    @property
    def is_active(self) -> bool:
        """True when systemd asked for a watchdog."""
        return self.interval is not None

    def start(self) -> None:
        """Ping now and from a timer every interval (on the loop thread)."""
        if self.is_active:
            self._beat()

    def stop(self) -> None:
        """No more pings: the box is stopping (systemd has been told STOPPING=1)."""
        self.interval = None

    def tick(self) -> None:
        """The loop ran a job: ping if an interval has passed since the last ping."""
        if self.interval is None:
            return
        now = self._now()
        if self._last is None or now - self._last >= self.interval:
            self._ping(now)

    def _beat(self) -> None:
        # Due an interval after the last ping, whoever sent it: no gap is ever longer.
        self.tick()
        if self.interval is None or self._last is None:
            return  # stopped
        self._call_later(self._last + self.interval - self._now(), self._beat)

    def _ping(self, now: float) -> None:
        self._last = now
        self.notifier.watchdog()


def _status(text: str) -> tuple[str, ...]:
    return (f"STATUS={' '.join(text.split())}",) if text else ()


def _watchdog_usec(environ: Mapping[str, str]) -> int | None:
    pid = environ.get("WATCHDOG_PID")
    if pid and pid != str(os.getpid()):
        return None  # the watchdog is meant for another process
    try:
        usec = int(environ.get("WATCHDOG_USEC", ""))
    except ValueError:
        return None
    return usec if usec > 0 else None
