"""Helpers for the table companion's tests: a mock box serving on 127.0.0.1 (a free port),
plain HTTP to it with bounded timeouts, and a reader of its server-sent events."""

from __future__ import annotations

import http.client
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from boxkit import mock_box, play
from tobago_positions import in_play

from appliance.box.start.startup import Running

TIMEOUT = 10.0  # seconds any one request may take before the test fails

COMPANION_ON = """
[companion]
enabled = true
listen = "127.0.0.1"
port = 0
"""


@contextmanager
def companion_box(
    tmp_path: Path, game: str = "lost-treasure", extra: str = "", port: int = 0, **options: Any
) -> Iterator[tuple[Running, list[dict[str, Any]]]]:
    """A whole mock box with the companion on (on ``port``, 0: a free one), and its
    records; ``options`` as ``mock_box``'s."""
    settings = tmp_path / "settings.toml"
    settings.write_text(
        COMPANION_ON.replace("port = 0", f"port = {port}") + extra, encoding="utf-8"
    )
    with mock_box(settings_path=settings, game=game, mute=True, **options) as (running, records):
        assert running.companion is not None, running.problems
        yield running, records


def port_of(running: Running) -> int:
    """The port the companion listens on."""
    return int(running.companion.port)


def origin(running: Running) -> str:
    """The box's own page's origin (a claim's Origin)."""
    return f"http://127.0.0.1:{port_of(running)}"


def request(
    running: Running,
    method: str,
    path: str,
    body: Any = None,
    *,
    token: str = "",
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], bytes]:
    """One HTTP request, as the box's own page makes it (``token``: a seat's cookie):
    status, headers, body."""
    connection = http.client.HTTPConnection("127.0.0.1", port_of(running), timeout=TIMEOUT)
    try:
        data = None if body is None else json.dumps(body).encode()
        sent = {} if data is None else {"Content-Type": "application/json"}
        if method == "POST":
            sent["Origin"] = origin(running)
        if token:
            sent["Cookie"] = f"seat={token}"
        connection.request(method, path, body=data, headers=sent | (headers or {}))
        answer = connection.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read()
    finally:
        connection.close()


def claim(running: Running, seat: Any, code: Any = None) -> tuple[int, dict[str, Any]]:
    """POST /claim with the OLED's code (or ``code``)."""
    code = running.companion.pairing.code if code is None else code
    status, _, body = request(running, "POST", "/claim", {"seat": seat, "code": code})
    return status, json.loads(body)


def pair(running: Running, seat: int) -> str:
    """Claim ``seat`` from a phone and confirm it with the box's key 1: the seat's token."""
    status, answer = claim(running, seat)
    assert status == 202, answer
    play(running, "press 1")
    status, headers, body = request(running, "GET", f"/claim/{answer['claim']}")
    assert json.loads(body) == {"seat": seat, "paired": True}, body
    cookie = headers["Set-Cookie"]
    assert cookie.startswith("seat=") and "HttpOnly" in cookie, cookie
    return cookie.split(";")[0].removeprefix("seat=")


SEED_07 = '[tobago]\nisland = "seed-07"\n'  # Tobago on the island of the test positions
LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"
PEEK_DECK = "deck: 5 4 3 6 2 2; player 1: 3; player 2: ; player 3: "


def on_the_box(running: Running, job: Callable[[], None]) -> None:
    """Run ``job`` on the box's thread, as its own events are."""
    running.loop.call_soon(job)
    play(running, "wait 0.05")


def put_game(running: Running, game: Any) -> None:
    """The box's game (of the same kind) swapped for ``game`` at a position, on the box's
    thread, as a restored game would be."""

    def swap() -> None:
        running.box.slot.game = game
        running.box.show_game()

    on_the_box(running, swap)


def tobago_split(running: Running) -> None:
    """The box's Tobago game (on SEED_07) at a position: player 1 raises map 1's located
    treasure and is the first to peek, at two cards, 5 and 4 (a position that takes a
    whole game's keys to reach)."""
    put_game(running, in_play(maps=[LOCATED], treasury=PEEK_DECK).game)
    play(running, "press VALUE\npress 1\npress 1")
    assert running.output.current_lines[1] == "Red: look at 2 cards"


def tell_secret(running: Running, secret: Any) -> None:
    """A seat's secret told on the box's thread, as a game's effect is."""
    running.loop.call_soon(lambda: running.output.tell_secret(secret))
    play(running, "wait 0.05")


class Events:
    """A stream of server-sent events, read with a bounded wait."""

    def __init__(self, running: Running, path: str, token: str = "") -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port_of(running), timeout=TIMEOUT)
        self.connection.request("GET", path, headers={"Cookie": f"seat={token}"} if token else {})
        self.answer = self.connection.getresponse()
        self.status = self.answer.status
        self.seen: list[tuple[str, Any]] = []

    def until(self, found: Callable[[str, Any], bool]) -> tuple[str, Any]:
        """Read events until one is ``found`` (a timeout fails the test)."""
        kind = ""
        while True:
            line = self.answer.fp.readline().decode("utf-8")
            if not line:
                raise AssertionError(f"the stream ended; seen {[k for k, _ in self.seen]}")
            line = line.rstrip("\n")
            if line.startswith("event: "):
                kind = line.removeprefix("event: ")
            elif line.startswith("data: "):
                data = json.loads(line.removeprefix("data: "))
                self.seen.append((kind, data))
                if found(kind, data):
                    return kind, data

    def kinds(self) -> list[str]:
        """The kinds of event read so far."""
        return [kind for kind, _ in self.seen]

    def close(self) -> None:
        """Hang up."""
        self.connection.close()


def unpaired(running: Running, token: str) -> bool:
    """True once the companion's process has heard that ``token``'s seat ended (its
    stream says so, or is refused), and refuses the seat since."""
    stream = Events(running, "/seat/events", token)
    try:
        if stream.status == 200:
            stream.until(lambda kind, _: kind == "ended")
    finally:
        stream.close()
    return request(running, "GET", "/seat/state", token=token)[0] == 403
