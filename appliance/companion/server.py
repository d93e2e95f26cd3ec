"""The companion's web server for the phones, in the companion's own process.

Python's asyncio: one thread for every phone, nothing to install, a few kilobytes a
connection (a Pi Zero has 512 MB). Hand-written HTTP because it serves six paths of
GET and one small POST; anything else is refused. Limits: a request's head must come
whole within HEADER_TIMEOUT, at most MAX_CONNECTIONS at once (PER_ADDRESS from one
address) and MAX_STREAMS live news streams; a phone that hangs up is logged at debug.

Endpoints: ``GET /`` the table page, ``GET /events`` its news; ``POST /claim`` a seat
claimed with the OLED's code (JSON, from the box's own page); ``GET /claim/ID`` the
box's answer (waits for it; a granted seat gets its token as a cookie); ``GET /seat`` the
seat's page and ``GET /seat/events`` its news, secrets included; ``GET /seat/state`` 204
while the cookie's seat is paired; ``GET /page.js``, ``/page.css``. Every other path
is 404, every other method 501, a Host not the box's own 421.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

from appliance.companion.page_script import SCRIPT
from appliance.companion.pages import STYLE

log = logging.getLogger(__name__)

HEADER_TIMEOUT = 5.0  # seconds for a request's head (and its body) to come whole
MAX_HEAD = 8192  # bytes of a request's head
MAX_BODY = 1024  # bytes of a claim
MAX_CONNECTIONS = 64  # connections at once, every phone together
PER_ADDRESS = 8  # connections at once from one address
MAX_STREAMS = 32  # live news streams at once
KEEP_ALIVE = 15.0  # seconds between comments on a quiet stream (proxies and phones)
DRAIN_TIMEOUT = 10.0  # a phone that reads nothing this long is hung up on
ANSWER_WAIT = 25.0  # how long a claim's answer is waited for in one request
BOX_WAIT = 5.0  # how long the box may take to answer a claim
RETRY_MS = 1000  # how soon a page's stream tries again after it is cut
COOKIE = "seat"

SECURITY = (
    ("Content-Security-Policy", "default-src 'none'; script-src 'self'; "
     "style-src 'self' 'unsafe-inline'; img-src data:; connect-src 'self'; "
     "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
)  # fmt: skip
JSON = "application/json"
HTML = "text/html; charset=utf-8"


class Refused(Exception):
    """A request answered with ``status`` and no more."""

    def __init__(self, status: HTTPStatus, reason: str = "") -> None:
        super().__init__(reason or status.phrase)
        self.status = status
        self.reason = reason or status.phrase.lower()


@dataclass
class Table:
    """What the box told: the news per seat, the pages, who is paired (on the loop)."""

    items: dict[tuple[int, str], tuple[int, str]] = field(default_factory=dict)
    version: int = 0
    pages: dict[str, str] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    claims: dict[str, dict[str, Any]] = field(default_factory=dict)
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def hear(self, record: dict[str, Any]) -> None:
        """A record of the box: news for a seat (0 every phone), pages or pairing."""
        kind = record.pop("type", None)
        if kind == "pages":
            self.pages = {str(k): str(v) for k, v in dict(record["pages"]).items()}
        elif kind == "pairing":
            tokens = {str(t): int(s) for t, s in dict(record["tokens"]).items()}
            moved = set(self.tokens.items()) ^ set(tokens.items())
            gone = {seat for _, seat in moved}
            self.items = {k: v for k, v in self.items.items() if k[0] not in gone}
            self.tokens, self.claims = tokens, dict(record["claims"])
        elif isinstance(kind, str):
            seat = int(record.pop("seat", 0))
            self.version += 1
            data = json.dumps(record, ensure_ascii=False, separators=(",", ":"))  # as the box's
            self.items[(seat, kind)] = (self.version, data)
        self.tell()

    def forget(self) -> None:
        """The box is gone: every pairing with it (a restarted box pairs anew)."""
        self.items, self.tokens, self.claims = {}, {}, {}
        self.tell()

    def tell(self) -> None:
        """Wake every stream waiting for news."""
        self.changed.set()
        self.changed = asyncio.Event()

    def newer(self, seen: dict[tuple[int, str], int], seat: int) -> list[tuple[str, str]]:
        """The news for ``seat``'s page (0: the table page) not in ``seen`` (updated)."""
        news = sorted(
            (version, key, data)
            for key, (version, data) in self.items.items()
            if key[0] in (0, seat) and version > seen.get(key, 0)
        )
        for version, key, _ in news:
            seen[key] = version
        return [(key[1], data) for _, key, data in news]


@dataclass
class Request:
    """One request's head and body, and where it came from."""

    method: str
    path: str
    headers: dict[str, str]
    body: bytes
    client: str
    host: str  # the Host the box answers to (checked)
    reader: asyncio.StreamReader = field(repr=False)


Claimer = Callable[[str, Any, Any], Awaitable[dict[str, Any]]]


class Server:
    """The phones' server: ``serve`` it on the companion's loop."""

    def __init__(self, table: Table, claim: Claimer, names: Callable[[], set[str]]) -> None:
        """``claim`` asks the box about a seat claimed by (client, seat, code); ``names``
        are the addresses the box shows (its page's Host may be one, or the address the
        phone reached)."""
        self.table = table
        self.claim = claim
        self.names = names
        self.connections: dict[str, int] = {}
        self.streams = 0
        self.server: asyncio.Server | None = None

    async def serve(self, host: str, port: int) -> int:
        """Listen (OSError if it cannot): the port it took."""
        self.server = await asyncio.start_server(
            self._connected, host or None, port, limit=MAX_HEAD, backlog=64
        )
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop listening."""
        if self.server is not None:
            self.server.close()

    async def _connected(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername") or ("?", 0)
        client = str(peer[0])
        mine = self.connections.get(client, 0)
        if sum(self.connections.values()) >= MAX_CONNECTIONS or mine >= PER_ADDRESS:
            writer.transport.abort()  # refused at once: nothing is read, nothing is held
            return
        self.connections[client] = mine + 1
        try:
            await self._serve_one(reader, writer, client)
        except (ConnectionError, asyncio.IncompleteReadError, TimeoutError) as error:
            log.debug("companion %s hung up: %r", client, error)
        finally:
            left = self.connections[client] - 1
            if left:
                self.connections[client] = left
            else:
                del self.connections[client]
            writer.transport.abort()

    async def _serve_one(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, client: str
    ) -> None:
        try:
            request = await asyncio.wait_for(self._read(reader, writer, client), HEADER_TIMEOUT)
        except (asyncio.LimitOverrunError, ValueError):
            request = None  # too long, or not HTTP
        except Refused as refused:
            await self._json(writer, refused.status, {"error": refused.reason})
            return
        if request is None:
            await self._json(writer, HTTPStatus.BAD_REQUEST, {"error": "bad request"})
            return
        try:
            await self._route(request, writer)
        except Refused as refused:
            await self._json(writer, refused.status, {"error": refused.reason})

    async def _read(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, client: str
    ) -> Request:
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        method, target, version = head[0].split(" ")
        if not version.startswith("HTTP/1."):
            raise ValueError(version)
        headers: dict[str, str] = {}
        for line in head[1:]:
            if line:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
        host = headers.get("host", "")
        if host not in self._hosts(writer):
            raise Refused(HTTPStatus.MISDIRECTED_REQUEST, "not this box's name")
        length = int(headers.get("content-length") or 0)
        if not 0 <= length <= MAX_BODY:
            raise Refused(HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
        body = await reader.readexactly(length) if length else b""
        return Request(method, target.split("?", 1)[0], headers, body, client, host, reader)

    def _hosts(self, writer: asyncio.StreamWriter) -> set[str]:
        """The Hosts served: the address the phone reached and the names the box shows,
        each with the port (a rebinding site's own name is never one of them)."""
        local = writer.get_extra_info("sockname") or ("", 0)
        port = int(local[1])
        names = {str(local[0]), *self.names()}
        hosts = {f"[{n}]" if ":" in n else n for n in names}
        return {f"{h}:{port}" for h in hosts} | (hosts if port == 80 else set())

    async def _route(self, request: Request, writer: asyncio.StreamWriter) -> None:
        if request.method == "POST":
            if request.path != "/claim":
                raise Refused(HTTPStatus.NOT_FOUND, "no such page")
            await self._claim(request, writer)
            return
        if request.method != "GET":
            raise Refused(HTTPStatus.NOT_IMPLEMENTED)
        path, seat = request.path, self._seat(request)
        if path == "/":
            await self._send(writer, HTTPStatus.OK, self._page("0"), HTML)
        elif path == "/page.js":
            await self._send(writer, HTTPStatus.OK, SCRIPT, "text/javascript; charset=utf-8")
        elif path == "/page.css":
            await self._send(writer, HTTPStatus.OK, STYLE, "text/css; charset=utf-8")
        elif path == "/events":
            await self._stream(writer, request, 0)
        elif path.startswith("/claim/") and path.count("/") == 2:
            await self._answer(writer, path.removeprefix("/claim/"))
        elif path in ("/seat", "/seat/events", "/seat/state") and seat is None:
            if path == "/seat":  # a page reloaded after its seat ended: the table page
                await self._send(writer, HTTPStatus.SEE_OTHER, "", HTML, (("Location", "/"),))
            else:
                raise Refused(HTTPStatus.FORBIDDEN, "this seat's pairing has ended")
        elif path == "/seat" and seat is not None:
            await self._send(writer, HTTPStatus.OK, self._page(str(seat[0])), HTML)
        elif path == "/seat/events" and seat is not None:
            await self._stream(writer, request, seat[0], seat[1])
        elif path == "/seat/state":
            await self._send(writer, HTTPStatus.NO_CONTENT, "", JSON)
        else:
            raise Refused(HTTPStatus.NOT_FOUND, "no such page")

    def _seat(self, request: Request) -> tuple[int, str] | None:
        """The seat of the request's cookie, while it is paired, and its token."""
        for part in request.headers.get("cookie", "").split(";"):
            name, _, token = part.strip().partition("=")
            if name == COOKIE and token in self.table.tokens:
                return self.table.tokens[token], token
        return None

    def _page(self, seat: str) -> str:
        page = self.table.pages.get(seat)
        if page is None:
            raise Refused(HTTPStatus.SERVICE_UNAVAILABLE, "the box is starting")
        return page

    async def _claim(self, request: Request, writer: asyncio.StreamWriter) -> None:
        if request.headers.get("origin") != f"http://{request.host}":
            raise Refused(HTTPStatus.FORBIDDEN, "only from the box's own page")
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != JSON:
            raise Refused(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "JSON only")
        try:
            body = json.loads(request.body)
        except ValueError:
            body = None
        if not isinstance(body, dict):
            raise Refused(HTTPStatus.BAD_REQUEST, "a claim is a JSON object")
        answer = await self.claim(request.client, body.get("seat"), body.get("code"))
        status = HTTPStatus(int(answer.get("status", 503)))
        if status != HTTPStatus.ACCEPTED:
            raise Refused(status, str(answer.get("error", "")))
        await self._json(writer, status, {"claim": answer["claim"], "seat": answer["seat"]})

    async def _answer(self, writer: asyncio.StreamWriter, claim_id: str) -> None:
        """The box's answer to a claim: its seat as a cookie, refused, or still waiting."""
        loop = asyncio.get_running_loop()
        until = loop.time() + ANSWER_WAIT
        while (claim := self.table.claims.get(claim_id)) and claim["answer"] == "waiting":
            left = until - loop.time()
            if left <= 0:
                await self._json(writer, HTTPStatus.OK, {"seat": claim["seat"], "waiting": True})
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.table.changed.wait(), left)
        if claim is None:
            raise Refused(HTTPStatus.NOT_FOUND, "no such claim")
        if claim["answer"] == "refused":
            await self._json(writer, HTTPStatus.OK, {"seat": claim["seat"], "refused": True})
            return
        cookie = f"{COOKIE}={claim['answer']}; Path=/; HttpOnly; SameSite=Strict"
        body = json.dumps({"seat": claim["seat"], "paired": True})
        await self._send(writer, HTTPStatus.OK, body, JSON, (("Set-Cookie", cookie),))

    async def _stream(
        self, writer: asyncio.StreamWriter, request: Request, seat: int, token: str = ""
    ) -> None:
        """Server-sent events: everything new, as it comes, until the phone goes."""
        if self.streams >= MAX_STREAMS:
            raise Refused(HTTPStatus.SERVICE_UNAVAILABLE, "too many pages follow the box")
        self.streams += 1
        try:
            head = _head(HTTPStatus.OK, "text/event-stream; charset=utf-8", None, ())
            writer.write(head + f"retry: {RETRY_MS}\n\n".encode())
            seen: dict[tuple[int, str], int] = {}
            table = self.table
            gone = asyncio.ensure_future(_hung_up(request.reader))
            try:
                while True:
                    news = table.changed  # set by any news after this look at the table
                    if seat and table.tokens.get(token) != seat:
                        writer.write(b"event: ended\ndata: {}\n\n")
                        await writer.drain()
                        return
                    for kind, data in table.newer(seen, seat):
                        writer.write(f"event: {kind}\ndata: {data}\n\n".encode())
                    await asyncio.wait_for(writer.drain(), DRAIN_TIMEOUT)
                    changed = asyncio.ensure_future(news.wait())
                    done, _ = await asyncio.wait(
                        (changed, gone), timeout=KEEP_ALIVE, return_when=asyncio.FIRST_COMPLETED
                    )
                    changed.cancel()
                    if gone in done:
                        return
                    if not done:
                        writer.write(b": still here\n\n")
            finally:
                gone.cancel()
        finally:
            self.streams -= 1

    async def _json(self, writer: asyncio.StreamWriter, status: HTTPStatus, value: Any) -> None:
        await self._send(writer, status, json.dumps(value, ensure_ascii=False), JSON)

    async def _send(
        self,
        writer: asyncio.StreamWriter,
        status: HTTPStatus,
        text: str,
        kind: str,
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None:
        data = text.encode("utf-8")
        writer.write(_head(status, kind, len(data), extra) + data)
        await asyncio.wait_for(writer.drain(), DRAIN_TIMEOUT)


def _head(
    status: HTTPStatus, kind: str, length: int | None, extra: tuple[tuple[str, str], ...]
) -> bytes:
    lines = [f"HTTP/1.1 {status.value} {status.phrase}", f"Content-Type: {kind}"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    lines += [f"{name}: {value}" for name, value in (*SECURITY, *extra)]
    lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


async def _hung_up(reader: asyncio.StreamReader) -> None:
    """Returns when the phone hangs up (a stream's phone sends nothing more)."""
    while await reader.read(1024):
        pass
