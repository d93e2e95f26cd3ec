"""Every endpoint of the companion over real HTTP on 127.0.0.1: with no token, with the
wrong seat's token, and with the right one; the table's news live."""

from __future__ import annotations

import json

import pytest
from boxkit import play
from companionkit import (
    SEED_07,
    Events,
    claim,
    companion_box,
    pair,
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
        seat_two = Events(running, f"/s/{other}/events")
        seat_one = Events(running, f"/s/{mine}/events")
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


@pytest.mark.parametrize("path", ["/s/", "/s/not-a-token", "/s/not-a-token/events"])
def test_seat_pages_without_a_token_are_refused(tmp_path, path):
    with companion_box(tmp_path) as (running, _):
        pair(running, 1)
        status, _, body = request(running, "GET", path)
    assert status in (403, 404)
    assert b"secret" not in body


def test_a_seats_token_opens_only_its_own_page(tmp_path):
    with companion_box(tmp_path) as (running, _):
        token = pair(running, 3)
        status, _, body = request(running, "GET", f"/s/{token}")
        assert status == 200
        assert "Seat 3" in body.decode()
        assert request(running, "GET", f"/s/{token}x")[0] == 403
        assert request(running, "GET", f"/s/{token[:-2]}")[0] == 403


def test_a_claim_needs_the_code_on_the_oled(tmp_path):
    with companion_box(tmp_path) as (running, records):
        wrong = "0000" if running.companion.pairing.code != "0000" else "1111"
        status, answer = claim(running, 1, code=wrong)
        assert status == 403 and answer == {"error": "wrong code"}
        status, _ = claim(running, 9)
        assert status == 400
        status, _, _ = request(running, "POST", "/claim", None)
        assert status == 400
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
        statuses = [claim(running, 1, code="x")[0] for _ in range(6)]
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
        assert running.companion.server.server_address[0] == "127.0.0.1"
        assert running.companion.url.startswith("http://127.0.0.1:")


def test_atlantis_tells_the_tile_back_to_the_lifting_players_phone_only(tmp_path):
    with companion_box(tmp_path, game="atlantis") as (running, records):
        tokens = {seat: pair(running, seat) for seat in (1, 2, 3)}
        play(running, "press 3\npress AIR\npress AIR\npress AIR\npress AIR\npress 1")
        assert "look alone" in " ".join(running.output.current_lines)
        lifting = running.box.game.state.current
        streams = {seat: Events(running, f"/s/{token}/events") for seat, token in tokens.items()}
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
            request(running, "GET", path) for path in ("/", f"/s/{token}", f"/claim/{token}")
        ]
        answers.append(request(running, "POST", "/claim", {"seat": 1, "code": token}))
        for status, _, body in answers:
            assert b"5 4" not in body, (status, body[:80])
        for path in ("/events", f"/s/{token}/events"):
            stream = Events(running, path)
            try:
                if stream.status != 200:
                    assert who != "seat 2's token" and stream.status in (403, 404)
                    continue
                stream.until(
                    lambda kind, data: kind == "lines" and "Player 1 looked" in data["lines"]
                )
                assert "Cards: 5 4" not in json.dumps(stream.seen), path
            finally:
                stream.close()
