"""The box's end of the companion's socket, on a real socket pair: the records go one
JSON line each, with their seat; a companion that reads nothing never holds the box,
and then gets the latest news, not a backlog."""

from __future__ import annotations

import json
import socket
import threading

from appliance.companion.feed import Feed
from appliance.companion.link import Hello, Link
from appliance.companion.pairing import Pairing
from appliance.companion.rate_limit import RateLimit

WAIT = 10.0  # seconds any one wait may take
HELLO = Hello("127.0.0.1", 0, {"0": "<p>table</p>"})


class Pair:
    """An opener of a socket pair: the link gets one end, the test is the companion."""

    def __init__(self) -> None:
        self.box, self.companion = socket.socketpair()
        self.companion.settimeout(WAIT)

    def open(self) -> socket.socket:
        return self.box

    def close(self) -> None:
        self.companion.close()


def linked(pair: Pair, feed: Feed) -> tuple[Link, Pairing]:
    pairing = Pairing(RateLimit(lambda: 0.0), code=lambda: "1234")
    link = Link(
        pair,  # type: ignore[arg-type]
        feed,
        pairing,
        lambda: HELLO,
        claimed=lambda: None,
        listening=lambda url, problem: None,
    )
    link.start()
    return link, pairing


def lines(sock: socket.socket, until: str) -> list[dict]:
    """Records read until one of type ``until``."""
    got: list[dict] = []
    with sock.makefile("rb") as stream:
        while not got or got[-1]["type"] != until:
            line = stream.readline()
            assert line, got
            got.append(json.loads(line))
    return got


def test_the_companion_hears_the_hello_the_pages_and_each_seats_news_with_its_seat():
    pair, feed = Pair(), Feed()
    link, pairing = linked(pair, feed)
    try:
        feed.put("lines", {"lines": ["Location 12"]})
        feed.put("secret", {"lines": ["Red: to your hand"]}, 2)
        got = lines(pair.companion, "secret")
        claim = {"type": "claim", "ref": 7, "client": "10.0.0.2", "seat": 2, "code": "1234"}
        pair.companion.sendall(json.dumps(claim).encode() + b"\n")
        answer = lines(pair.companion, "claimed")[-1]
    finally:
        link.close()
    [waiting] = pairing.waiting()
    assert answer == {"type": "claimed", "ref": 7, "status": 202, "claim": waiting.id, "seat": 2}
    assert got[0] == {"type": "hello", "listen": "127.0.0.1", "port": 0}
    assert got[1] == {"type": "pages", "pages": {"0": "<p>table</p>"}}
    assert got[2] == {"type": "pairing", "tokens": {}, "claims": {}}
    assert got[3:] == [
        {"type": "lines", "seat": 0, "lines": ["Location 12"]},
        {"type": "secret", "seat": 2, "lines": ["Red: to your hand"]},
    ]


def test_a_companion_that_reads_nothing_never_holds_the_box_and_gets_the_latest():
    pair, feed = Pair(), Feed()
    link, _ = linked(pair, feed)
    big = "x" * 4000
    puts = 5000  # 20 MB of news: far more than a socket holds

    def the_box() -> None:
        for number in range(puts):
            feed.put("lines", {"lines": [big, str(number)]})

    box = threading.Thread(target=the_box)
    try:
        box.start()
        box.join(WAIT)
        assert not box.is_alive()  # every put returned, the companion reading nothing
        got: list[dict] = []
        with pair.companion.makefile("rb") as stream:
            while not got or got[-1].get("lines", ["", ""])[1] != str(puts - 1):
                got.append(json.loads(stream.readline()))
    finally:
        link.close()
    news = [record for record in got if record["type"] == "lines"]
    assert len(news) < puts / 10  # the latest, not a backlog of every one
