"""The box's end of the Unix socket to the companion's process (docs/companion.md).

The box's thread only stores the news in the feed (a few microseconds); this module's
two threads send it and read the companion's few records, so a slow or dead companion
never holds a key, a save or the watchdog: news it has not read yet is replaced by the
latest, and a lost companion is opened again (its own service, or a child of the box).

One JSON object a line each way. To the companion: ``hello`` (where to listen, the
pages), ``pairing`` (the seats' tokens and the claims' answers) and every news item of
the feed as a record with its ``seat`` (0: every phone). From it: ``listening`` (its
address), ``failed`` (it cannot listen) and ``claim`` (a phone asks for a seat).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appliance.companion.feed import Feed
from appliance.companion.pairing import ClaimRefused, Pairing

log = logging.getLogger(__name__)

MAX_LINE = 4096  # the longest record the companion may send (a claim is ~100 bytes)
SEND_TIMEOUT = 10.0  # a companion that reads nothing this long is dropped and opened again
RETRY = 1.0  # seconds between tries to reach the companion
POLL = 0.5  # seconds between looks at the pairing when no news comes
SOCKET_ENV = "TABLETOP_COMPANION_SOCKET"  # the companion service's socket, on a Pi
CHILD = "appliance.companion.process"


@dataclass(frozen=True)
class Hello:
    """What the companion needs from the box: where to listen, and its pages."""

    listen: str
    port: int
    pages: dict[str, str]


def to_line(record: dict[str, Any]) -> bytes:
    """One record as one line of JSON."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


class ServiceOpener:
    """The companion's own systemd service: connect to its socket."""

    def __init__(self, path: str) -> None:
        self.path = path

    def open(self) -> socket.socket:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.connect(self.path)
        except OSError:
            sock.close()
            raise
        return sock

    def close(self) -> None:
        """Nothing of the service's is the box's to stop."""


class ChildOpener:
    """A child process of the box (a laptop's ``tabletop run``), on a socket pair."""

    def __init__(self) -> None:
        self.child: subprocess.Popen[bytes] | None = None

    def open(self) -> socket.socket:
        self.close()
        mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        with theirs:
            command = [sys.executable, "-m", CHILD, "--fd", str(theirs.fileno())]
            root = str(Path(__file__).resolve().parents[2])
            path = os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))
            self.child = subprocess.Popen(
                command, pass_fds=(theirs.fileno(),), env={**os.environ, "PYTHONPATH": path}
            )
        return mine

    def close(self) -> None:
        child, self.child = self.child, None
        if child is None:
            return
        try:
            child.wait(5.0)  # it ends when its socket closes
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


class Link:
    """The socket to the companion, opened again whenever it is lost."""

    def __init__(
        self,
        opener: ServiceOpener | ChildOpener,
        feed: Feed,
        pairing: Pairing,
        hello: Callable[[], Hello],
        *,
        claimed: Callable[[], None],
        listening: Callable[[str | None, str], None],
    ) -> None:
        """``claimed`` posts "a claim is waiting" to the box; ``listening`` is told the
        companion's address (or None and why it cannot listen). The hello's pages are
        sent again whenever the box makes new ones (another language)."""
        self.opener = opener
        self.feed = feed
        self.pairing = pairing
        self.hello = hello
        self.claimed = claimed
        self.listening = listening
        self._stop = threading.Event()
        self._sock: socket.socket | None = None
        self._send_lock = threading.RLock()
        self.thread = threading.Thread(target=self._run, name="companion-link", daemon=True)

    def start(self) -> None:
        """Reach the companion on a thread of its own."""
        self.thread.start()

    def close(self) -> None:
        """Stop: the companion's pages end (a child process ends with its socket)."""
        self._stop.set()
        sock = self._sock
        if sock is not None:
            with contextlib.suppress(OSError):  # already gone
                sock.shutdown(socket.SHUT_RDWR)
        self.feed.close()
        self.thread.join(5.0)
        self.opener.close()

    # -- the link's threads ------------------------------------------------------

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                sock = self.opener.open()
            except OSError as error:
                log.debug("the companion cannot be reached yet: %s", error)
                self._stop.wait(RETRY)
                continue
            self._sock = sock
            try:
                self._session(sock)
            except OSError as error:
                if not self._stop.is_set():
                    log.warning("the companion's link was lost (%s); opening it again", error)
            finally:
                self._sock = None
                with contextlib.suppress(OSError):  # the reader's copy ends with it
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()
            self._stop.wait(RETRY)

    def _session(self, sock: socket.socket) -> None:
        sock.settimeout(SEND_TIMEOUT)
        hello = self.hello()
        self._send({"type": "hello", "listen": hello.listen, "port": hello.port}, sock)
        pages = hello.pages
        self._send({"type": "pages", "pages": pages}, sock)
        reader = threading.Thread(  # on a copy of the socket that waits as long as it must
            target=self._read, args=(sock.dup(),), name="companion-link-read", daemon=True
        )
        reader.start()
        seen: dict[tuple[int, str], int] = {}
        told: dict[str, Any] = {"tokens": {}}
        while not self._stop.is_set() and reader.is_alive():
            with self._send_lock:  # a claim's answer never overtakes the claim's pairing
                pairing = self.pairing.snapshot()
                if pairing != told:
                    changed = _seats_changed(told["tokens"], pairing["tokens"])
                    seen = {key: version for key, version in seen.items() if key[0] not in changed}
                    told = pairing
                    self._send({"type": "pairing", **pairing}, sock)
            if (now := self.hello().pages) is not pages:  # made anew: another language
                pages = now
                self._send({"type": "pages", "pages": pages}, sock)
            for seat, kind, data in self.feed.every_news(seen, POLL):
                self._send_raw(_news_line(seat, kind, data), sock)
            if self.feed.closed:
                return

    def _read(self, sock: socket.socket) -> None:
        """The companion's records, until it hangs up (a line too long ends the link)."""
        sock.settimeout(None)
        try:
            with sock, sock.makefile("rb") as lines:
                while True:
                    line = lines.readline(MAX_LINE + 1)
                    if not line or not line.endswith(b"\n"):
                        return
                    self._heard(json.loads(line), sock)
        except (OSError, ValueError) as error:
            log.debug("the companion's link ended: %s", error)

    def _heard(self, record: Any, sock: socket.socket) -> None:
        kind = record.get("type") if isinstance(record, dict) else None
        if kind == "listening":
            self.listening(str(record.get("url", "")), "")
        elif kind == "failed":
            self.listening(None, str(record.get("error", "")))
        elif kind == "claim":
            self._claim(record, sock)

    def _claim(self, record: dict[str, Any], sock: socket.socket) -> None:
        answer: dict[str, Any] = {"type": "claimed", "ref": record.get("ref")}
        with self._send_lock:
            try:
                claim = self.pairing.claim(
                    str(record.get("client", "")), record.get("seat"), record.get("code")
                )
            except ClaimRefused as refused:
                answer |= {"status": refused.status, "error": refused.reason}
            else:
                answer |= {"status": 202, "claim": claim.id, "seat": claim.seat}
                self.claimed()  # asked on the box before the phone hears it is waiting
            self._send(answer, sock)

    def _send(self, record: dict[str, Any], sock: socket.socket) -> None:
        self._send_raw(to_line(record), sock)

    def _send_raw(self, line: bytes, sock: socket.socket) -> None:
        with self._send_lock:  # the reader's answers and the news, a line at a time
            sock.sendall(line)


def _news_line(seat: int, kind: str, data: str) -> bytes:
    """A news item as the record the serial console prints, with its seat: the item's
    JSON object with ``type`` and ``seat`` put first."""
    fields = data[1:-1]
    head = f'{{"type":{json.dumps(kind)},"seat":{seat}'
    return f"{head}{',' if fields else ''}{fields}}}\n".encode()


def _seats_changed(before: Any, after: Any) -> set[int]:
    """The seats whose phone changed (their news is told again to the new one)."""
    mine = {seat: token for token, seat in before.items()}
    theirs = {seat: token for token, seat in after.items()}
    return {seat for seat in mine.keys() | theirs.keys() if mine.get(seat) != theirs.get(seat)}


def opener() -> ServiceOpener | ChildOpener:
    """The companion's service where the box's unit names its socket, else a child."""
    path = os.environ.get(SOCKET_ENV, "")
    return ServiceOpener(path) if path else ChildOpener()
