"""The companion's web server: the pages, their live news and the pairing requests.

The standard library's ThreadingHTTPServer: nothing to install, one small thread per
phone (a table has at most a handful), and server-sent events need no more than HTTP
writes. Its threads only read the feed and the pairing, and post to the box's queue.

Endpoints (every other path is 404, every other method 501):
``GET /`` the table page; ``GET /events`` its news; ``POST /claim`` a seat claimed with
the OLED's code; ``GET /claim/ID`` the box's answer (waits for it); ``GET /s/TOKEN`` a
seat's page and ``GET /s/TOKEN/events`` its news, secrets included (403 without a
paired token).
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from appliance.companion.feed import Feed, to_json
from appliance.companion.pairing import ClaimRefused, Pairing

log = logging.getLogger(__name__)

KEEP_ALIVE = 15.0  # seconds between comments on a quiet stream (proxies and phones)
ANSWER_WAIT = 25.0  # how long a claim's answer is waited for in one request
# How often the serving loop looks whether it is asked to stop: closing waits up to this
# long (the standard library's 0.5 s made every close, and each test of it, wait).
STOP_CHECK = 0.1
MAX_BODY = 1024


class CompanionServer(ThreadingHTTPServer):
    """The server and what its handlers read."""

    daemon_threads = True
    block_on_close = False

    def __init__(
        self,
        address: tuple[str, int],
        *,
        feed: Feed,
        pairing: Pairing,
        claimed: Callable[[], None],
        page: Callable[[int | None], str],
    ) -> None:
        super().__init__(address, Handler)
        self.feed = feed
        self.pairing = pairing
        self.claimed = claimed  # posts "a claim is waiting" to the box's queue
        self.page = page
        self.thread = threading.Thread(
            target=self.serve_forever, args=(STOP_CHECK,), name="companion", daemon=True
        )

    def start(self) -> None:
        """Serve on a thread of its own."""
        self.thread.start()

    def close(self) -> None:
        """Stop serving; the pages' streams end."""
        self.feed.close()
        self.shutdown()
        self.server_close()

    @property
    def port(self) -> int:
        """The port it listens on (the settings', or the one chosen for port 0)."""
        return int(self.server_address[1])


class Handler(BaseHTTPRequestHandler):
    """One request from a phone."""

    server: CompanionServer
    server_version = "tabletop"
    sys_version = ""

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        parts = [part for part in path.split("/") if part]
        if not parts:
            self._send(HTTPStatus.OK, self.server.page(None), "text/html; charset=utf-8")
        elif parts == ["events"]:
            self._stream(None)
        elif len(parts) == 2 and parts[0] == "claim":
            self._answer(parts[1])
        elif len(parts) in (2, 3) and parts[0] == "s" and parts[2:] in ([], ["events"]):
            seat = self.server.pairing.seat_of(parts[1])
            if seat is None:
                self._json(HTTPStatus.FORBIDDEN, {"error": "this seat's pairing has ended"})
            elif len(parts) == 2:
                self._send(HTTPStatus.OK, self.server.page(seat), "text/html; charset=utf-8")
            else:
                self._stream(seat, parts[1])
        else:
            self._json(HTTPStatus.NOT_FOUND, {"error": "no such page"})

    def do_POST(self) -> None:
        if self.path != "/claim":
            self._json(HTTPStatus.NOT_FOUND, {"error": "no such page"})
            return
        body = self._body()
        try:
            claim = self.server.pairing.claim(
                self.client_address[0], body.get("seat"), body.get("code")
            )
        except ClaimRefused as refused:
            self._json(HTTPStatus(refused.status), {"error": refused.reason})
            return
        self.server.claimed()
        self._json(HTTPStatus.ACCEPTED, {"claim": claim.id, "seat": claim.seat})

    def _body(self) -> dict[str, Any]:
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = 0
        if not 0 < length <= MAX_BODY:
            return {}
        try:
            data = json.loads(self.rfile.read(length))
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def _answer(self, claim_id: str) -> None:
        claim = self.server.pairing.answer(claim_id, ANSWER_WAIT)
        if claim is None:
            self._json(HTTPStatus.NOT_FOUND, {"error": "no such claim"})
        elif claim.token is not None:
            self._json(HTTPStatus.OK, {"seat": claim.seat, "token": claim.token})
        elif claim.refused:
            self._json(HTTPStatus.OK, {"seat": claim.seat, "refused": True})
        else:
            self._json(HTTPStatus.OK, {"seat": claim.seat, "waiting": True})

    def _stream(self, seat: int | None, token: str = "") -> None:
        """Server-sent events: everything new, as it comes, until the phone goes."""
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        feed, pairing = self.server.feed, self.server.pairing
        seen: dict[tuple[int, str], int] = {}
        try:
            while not feed.closed:
                if seat is not None and pairing.seat_of(token) != seat:
                    self._write("event: ended\ndata: {}\n\n")
                    return
                news = feed.news(seen, seat, KEEP_ALIVE)
                if not news:
                    self._write(": still here\n\n")
                for kind, data in news:
                    self._write(f"event: {kind}\ndata: {data}\n\n")
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            return  # the phone went away

    def _write(self, text: str) -> None:
        self.wfile.write(text.encode("utf-8"))
        self.wfile.flush()

    def _json(self, status: HTTPStatus, value: Any) -> None:
        self._send(status, to_json(value), "application/json")

    def _send(self, status: HTTPStatus, text: str, kind: str) -> None:
        data = text.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("companion %s: %s", self.client_address[0], format % args)
