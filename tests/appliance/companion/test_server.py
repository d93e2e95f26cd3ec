"""Every endpoint of the companion over real HTTP on 127.0.0.1: with no token, with the
wrong seat's token, and with the right one; the table's news live."""

from __future__ import annotations

import json
import socket

import pytest
from boxkit import play
from companionkit import (
    SEED_07,
    TIMEOUT,
    Events,
    claim,
    companion_box,
    origin,
    pair,
    port_of,
    request,
    tell_secret,
    tobago_split,
)

from games.atlantis import words
from games.effects import Secret
from games.screen import T

SECRET = Secret(1, (T("{address}", address="Tile back: whirlpool (red)"),))


def test_the_table_page_is_served_in_the_box_language(tmp_path):
    extra = '[box]\nlanguage = "pt"\n'
    with companion_box(tmp_path, extra=extra) as (running, _):
        status, headers, body = request(running, "GET", "/")
    assert status == 200
    assert headers["Content-Type"].startswith("text/html")
    page = body.decode()
    assert '<html lang="pt">' in page
    assert "Ocupar um lugar" in page
    assert 'id="secret"' not in page  # no seat, no secrets panel


def test_the_table_news_follows_the_keys_live(tmp_path):
    with companion_box(tmp_path) as (running, _):
        events = Events(running, "/events")
        try:
            assert events.status == 200
            _, game = events.until(lambda kind, data: kind == "game")
            assert game["name"] == "lost-treasure"
            events.until(lambda kind, data: kind == "frame")
            before = len(events.seen)
            play(running, "press 1\npress 2")
            shown = running.output.current_lines
            assert shown[0] == "Location 12"
            events.until(lambda kind, data: kind == "lines" and data["lines"] == shown)
            frames = [data for kind, data in events.seen[before:] if kind == "frame"]
            assert frames and frames[-1]["png"].startswith("data:image/png;base64,")
            assert frames[-1]["w"] == 128 and frames[-1]["h"] == 64
        finally:
            events.close()


def test_a_secret_goes_only_to_its_seat(tmp_path):
    with companion_box(tmp_path) as (running, records):
        mine, other = pair(running, 1), pair(running, 2)
        table = Events(running, "/events")
        seat_two = Events(running, "/seat/events", other)
        seat_one = Events(running, "/seat/events", mine)
        try:
            tell_secret(running, SECRET)
            _, secret = seat_one.until(lambda kind, data: kind == "secret")
            assert secret["lines"] == ["Tile back: whirlpool (red)"]
            play(running, "press 1")  # news after the secret: the others have read past it
            table.until(lambda kind, data: kind == "frame" and table.kinds().count("frame") > 1)
            seat_two.until(lambda kind, _: kind == "frame" and seat_two.kinds().count("frame") > 1)
            assert "secret" not in table.kinds()
            assert "secret" not in seat_two.kinds()
            assert not any("whirlpool" in str(record) for record in records)  # console, scripts
        finally:
            for stream in (table, seat_one, seat_two):
                stream.close()


@pytest.mark.parametrize("path", ["/seat/state", "/seat/events", "/s/a-token", "/seat"])
@pytest.mark.parametrize("token", ["", "not-a-token"])
def test_seat_pages_without_a_token_are_refused(tmp_path, path, token):
    with companion_box(tmp_path) as (running, _):
        pair(running, 1)
        status, headers, body = request(running, "GET", path, token=token)
    if path == "/seat":  # a seat's page reloaded after it ended: back to the table page
        assert status == 303 and headers["Location"] == "/"
    else:
        assert status in (403, 404)
    assert b"secret" not in body


def test_a_seats_token_opens_only_its_own_page(tmp_path):
    with companion_box(tmp_path) as (running, _):
        token = pair(running, 3)
        status, _, body = request(running, "GET", "/seat", token=token)
        assert status == 200
        assert "Seat 3" in body.decode()
        assert request(running, "GET", "/seat/state", token=token)[0] == 204
        assert request(running, "GET", "/seat/state", token=f"{token}x")[0] == 403
        assert request(running, "GET", "/seat/state", token=token[:-2])[0] == 403


def test_a_claim_needs_the_code_on_the_oled(tmp_path):
    with companion_box(tmp_path) as (running, records):
        wrong = "0000" if running.companion.pairing.code != "0000" else "1111"
        status, answer = claim(running, 1, code=wrong)
        assert status == 403 and answer == {"error": "wrong code"}
        status, _ = claim(running, 9)
        assert status == 400
        assert request(running, "POST", "/claim", None)[0] == 415  # no JSON
        assert request(running, "POST", "/claim", [1, 2])[0] == 400
        assert running.companion.pairing.waiting() == []
        assert not any("asks for seat" in " ".join(r.get("lines", [])) for r in records)


def test_the_box_asks_and_its_key_decides(tmp_path):
    with companion_box(tmp_path) as (running, _):
        status, answer = claim(running, 2)
        assert status == 202
        play(running, "press 5")  # not an answer: the question stays
        assert running.output.current_lines[0] == "A phone asks for seat 2."
        play(running, "press CLEAR")
        status, _, body = request(running, "GET", f"/claim/{answer['claim']}")
        assert json.loads(body) == {"seat": 2, "refused": True}
        assert running.output.current_lines[0] != "A phone asks for seat 2."
        assert running.companion.pairing.seats_taken() == []


def test_pairing_attempts_are_rate_limited(tmp_path):
    with companion_box(tmp_path) as (running, _):
        wrong = "0000" if running.companion.pairing.code != "0000" else "1111"
        malformed = [claim(running, 1, code="x")[0] for _ in range(20)]
        assert malformed == [400] * 20  # not counted: they never lock a phone out
        statuses = [claim(running, 1, code=wrong)[0] for _ in range(6)]
        assert statuses == [403] * 5 + [429]
        assert claim(running, 1)[0] == 429  # even with the right code


def test_unknown_paths_and_methods_change_nothing(tmp_path):
    with companion_box(tmp_path) as (running, records):
        before = len(records)
        assert request(running, "GET", "/shutdown")[0] == 404
        assert request(running, "POST", "/settings", {"a": 1})[0] == 404
        assert request(running, "GET", "/claim/nope")[0] == 404
        assert request(running, "PUT", "/claim", {"seat": 1})[0] == 501
        assert request(running, "DELETE", "/")[0] == 501
        assert len(records) == before


def test_it_listens_only_on_the_address_of_the_settings(tmp_path):
    with companion_box(tmp_path) as (running, _):
        assert running.companion.url == f"http://127.0.0.1:{port_of(running)}/"
        with pytest.raises(OSError):  # another loopback address of this machine
            socket.create_connection(("127.0.0.2", port_of(running)), timeout=TIMEOUT).close()


def test_atlantis_tells_the_tile_back_to_the_lifting_players_phone_only(tmp_path):
    with companion_box(tmp_path, game="atlantis") as (running, records):
        tokens = {seat: pair(running, seat) for seat in (1, 2, 3)}
        play(running, "press 3\npress AIR\npress AIR\npress AIR\npress AIR\npress 1")
        assert "look alone" in " ".join(running.output.current_lines)
        lifting = running.box.game.state.current
        streams = {seat: Events(running, "/seat/events", token) for seat, token in tokens.items()}
        try:
            told = {
                seat: stream.until(lambda kind, data: kind == "secret")[1]["lines"]
                for seat, stream in streams.items()
            }
        finally:
            for stream in streams.values():
                stream.close()
        back = running.box.game.state.lifted[1]
        assert told[lifting][0] == "You lifted:"
        assert told[lifting][1] == running.output.renderer.translate(words.back_name(back))
        for seat in set(tokens) - {lifting}:
            assert "You lifted:" not in told[seat]
        assert not any(r["type"] == "secret" for r in records)


def test_the_lost_treasure_chart_shows_each_answer_and_where_the_treasure_can_be(tmp_path):
    with companion_box(tmp_path) as (running, _):
        events = Events(running, "/events")
        try:
            _, chart = events.until(lambda kind, data: kind == "chart")
            assert chart["game"] == "lost-treasure"
            assert len(chart["data"]["metals"]["gold"]["region"]) == 64
            play(running, "press 4\npress 4\npress NS_GOLD\nwait 3")
            point = running.output.current_lights.compass
            _, answered = events.until(
                lambda kind, data: kind == "chart" and data["data"]["metals"]["gold"]["answers"]
            )
        finally:
            events.close()
    gold = answered["data"]["metals"]["gold"]
    assert gold["answers"] == [{"location": 44, "axis": "N-S", "point": point}]
    rows = {location // 10 for location in gold["region"]}
    expected = {"N": set(range(1, 4)), "S": set(range(5, 9)), "C": {4}}[point]
    assert rows == expected and len(gold["region"]) == 8 * len(expected)
    assert len(answered["data"]["metals"]["silver"]["region"]) == 64
    assert answered["labels"]["still"] == "Where it can still be"


@pytest.mark.parametrize("who", ["no token", "seat 2's token", "a forged token"])
def test_every_endpoint_keeps_a_tobago_peek_from_all_but_its_seat(tmp_path, who):
    with companion_box(tmp_path, game="tobago", extra=SEED_07) as (running, _):
        tobago_split(running)
        tokens = {1: pair(running, 1), 2: pair(running, 2)}
        play(running, "press AIR")  # player 1 peeks, on their phone
        token = {"no token": "", "seat 2's token": tokens[2], "a forged token": tokens[1][:-2]}[who]
        answers = [
            request(running, "GET", path, token=token) for path in ("/", "/seat", f"/claim/{token}")
        ]
        answers.append(request(running, "POST", "/claim", {"seat": 1, "code": token}))
        for status, _, body in answers:
            assert b"5 4" not in body, (status, body[:80])
        for path in ("/events", "/seat/events"):
            stream = Events(running, path, token)
            try:
                if stream.status != 200:
                    assert who != "seat 2's token" and stream.status in (403, 404)
                    continue
                stream.until(lambda kind, data: kind == "lines" and "Red looked" in data["lines"])
                assert "Cards: 5 4" not in json.dumps(stream.seen), path
            finally:
                stream.close()


@pytest.mark.parametrize(
    "host", ["evil.example:8033", "evil.example", "127.0.0.1", "127.0.0.1:1", "", "localhost:1"]
)
def test_a_host_not_the_boxs_own_is_refused(tmp_path, host):
    with companion_box(tmp_path) as (running, _):
        for path in ("/", "/events", "/page.js"):
            status, _, body = request(running, "GET", path, headers={"Host": host})
            assert status == 421, (path, status)
            assert b"<html" not in body and b"event:" not in body
        status, _, _ = request(running, "POST", "/claim", {"seat": 1, "code": "1234"},
                               headers={"Host": host})  # fmt: skip
        assert status == 421
        assert running.companion.pairing.waiting() == []


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({"Origin": "http://evil.example"}, 403),
        ({"Origin": "null"}, 403),
        ({"Origin": ""}, 403),
        ({"Content-Type": "text/plain"}, 415),
        ({"Content-Type": "application/x-www-form-urlencoded"}, 415),
        ({"Content-Type": "multipart/form-data; boundary=x"}, 415),
    ],
)
def test_a_claim_only_from_the_boxs_own_page_and_only_json(tmp_path, headers, status):
    with companion_box(tmp_path) as (running, records):
        code = running.companion.pairing.code
        got, _, body = request(
            running, "POST", "/claim", {"seat": 1, "code": code}, headers=headers
        )
        assert got == status, body
        assert running.companion.pairing.waiting() == []
        assert claim(running, 1)[0] == 202  # the refusals took none of the phone's tries
        assert not any("asks for seat" in " ".join(r.get("lines", [])) for r in records[:-1])


def test_every_answer_has_the_pages_policies_and_the_token_is_never_in_a_url(tmp_path):
    with companion_box(tmp_path) as (running, _):
        token = pair(running, 1)
        for path in ("/", "/seat", "/page.js", "/nope"):
            _, headers, body = request(running, "GET", path, token=token)
            assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
            assert "script-src 'self'" in headers["Content-Security-Policy"]
            assert headers["X-Frame-Options"] == "DENY"
            assert headers["Referrer-Policy"] == "no-referrer"
            assert token.encode() not in body
        _, _, page = request(running, "GET", "/seat", token=token)
        assert b"<script>" not in page  # no inline script: the policy allows none
        assert origin(running).startswith("http://127.0.0.1:")


def test_the_pages_follow_a_language_chosen_on_the_box(tmp_path):
    with companion_box(tmp_path) as (running, _):
        assert "Take a seat" in request(running, "GET", "/")[2].decode()
        play(running, "hold MENU 3.5\npress 4\npress 2")  # the box menu's Language: pt
        events = Events(running, "/events")
        try:
            for keys in ("press 1", "press 2"):  # the pages go before the second key's news
                play(running, keys)
                shown = running.output.current_lines
                events.until(lambda kind, data, now=shown: kind == "lines" and data["lines"] == now)
        finally:
            events.close()
        page = request(running, "GET", "/")[2].decode()
    assert '<html lang="pt">' in page and "Ocupar um lugar" in page
