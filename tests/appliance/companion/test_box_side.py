"""The box tells a game which seats have a phone: while a seat with a phone looks at its
secret, the OLED says only that the player looked, the secret goes to that seat's page,
and the table page and the other seats' pages never receive it."""

from __future__ import annotations

import base64
import io
import json

from atlantis_positions import bench_at
from boxkit import play
from companionkit import SEED_07, Events, companion_box, pair, put_game, tobago_split
from PIL import Image

from games.atlantis import words
from games.phones import looking_screen
from games.seats.colours import GAME_COLOURS

TOBAGO_COLOURS = GAME_COLOURS["tobago"]


def read_until_lines(stream: Events, first: str) -> None:
    """Read a page's news until the OLED's lines start with ``first``."""
    stream.until(lambda kind, data: kind == "lines" and data["lines"][0] == first)


def last_secret(stream: Events) -> list[str]:
    """The latest secret a page has read (its news comes in the order it was told)."""
    told = [data["lines"] for kind, data in stream.seen if kind == "secret"]
    assert told, stream.kinds()
    return told[-1]


def test_atlantis_the_oled_says_only_who_looked_and_the_back_reaches_one_page(tmp_path):
    with companion_box(tmp_path, game="atlantis") as (running, records):
        play(running, "press 3\npress AIR")  # three players; the box picks who begins
        tokens = {seat: pair(running, seat) for seat in (1, 2, 3)}
        play(running, "press AIR\npress AIR\npress 1")  # steps 1 and 2; a beach tile lifted
        lifting = running.box.game.state.current
        back = running.output.renderer.translate(words.back_name(running.box.game.state.lifted[1]))
        table = Events(running, "/events")
        seats = {seat: Events(running, "/seat/events", token) for seat, token in tokens.items()}
        try:
            play(running, "press AIR")  # the back shown: on the phone, not on the OLED
            looked = f"{['Red', 'Yellow', 'Green'][lifting - 1]} looked"
            assert running.output.current_lines == [
                looked,
                "The secret is on their phone.",
                "Any key: hide it",
            ]
            for stream in (table, *seats.values()):
                read_until_lines(stream, looked)
            assert last_secret(seats[lifting])[:2] == ["You lifted:", back]
            assert "secret" not in table.kinds()
            assert back not in json.dumps(table.seen, ensure_ascii=False)
            for seat in set(seats) - {lifting}:
                assert back not in json.dumps(seats[seat].seen, ensure_ascii=False)
        finally:
            for stream in (table, *seats.values()):
                stream.close()
        assert not any(back in json.dumps(record, ensure_ascii=False) for record in records)


def test_tobago_a_peek_goes_to_the_lookers_page_only(tmp_path):
    with companion_box(tmp_path, game="tobago", extra=SEED_07) as (running, records):
        tobago_split(running)
        tokens = {seat: pair(running, seat) for seat in (1, 2)}
        table = Events(running, "/events")
        seats = {seat: Events(running, "/seat/events", token) for seat, token in tokens.items()}
        try:
            play(running, "press AIR")  # player 1 shows their cards: on their phone
            assert running.output.current_lines[0] == "Red looked"
            for stream in (table, *seats.values()):
                read_until_lines(stream, "Red looked")
            assert last_secret(seats[1]) == ["Red's cards:", "Cards: 5 4", "Your gold: 3"]
            assert "secret" not in table.kinds()
            for stream in (table, seats[2]):
                assert "Cards: 5 4" not in json.dumps(stream.seen)
            play(running, "press AIR")  # hidden: player 1's phone has nothing secret now
            seats[1].until(lambda kind, data: kind == "secret" and data["lines"] == [])
        finally:
            for stream in (table, *seats.values()):
                stream.close()
        assert not any("Cards: 5 4" in json.dumps(record) for record in records)


def test_tobago_a_seat_without_a_phone_looks_on_the_box_as_before(tmp_path):
    with companion_box(tmp_path, game="tobago", extra=SEED_07) as (running, _):
        tobago_split(running)
        pair(running, 2)  # another seat's phone only
        play(running, "press AIR")
        assert running.output.current_lines[:2] == ["Red's cards:", "Cards: 5 4"]


def test_pairings_ended_while_a_player_peeks_on_their_phone_hide_the_cards_again(tmp_path):
    with companion_box(tmp_path, game="tobago", extra=SEED_07) as (running, _):
        tobago_split(running)
        pair(running, 1)
        play(running, "press AIR")  # player 1 peeks, on their phone
        assert running.output.current_lines[0] == "Red looked"
        play(running, "press MENU\npress 5\npress 2\npress 1")  # End phone pairings, yes
        play(running, "press 1")  # the notice goes
        assert running.box.game.phones == frozenset()
        shown = running.output.current_lines
        assert shown[1:3] == ["Red: look at 2 cards", "Everyone else: look away!"]
        play(running, "press AIR")  # now on the box, as for a seat with no phone
        assert running.output.current_lines[1] == "Cards: 5 4"


def test_a_seat_without_a_phone_looks_on_the_oled_and_every_phone_says_it_is_looking(tmp_path):
    extra = '[box]\nlanguage = "pt"\n'
    with companion_box(tmp_path, game="atlantis", extra=extra) as (running, _):
        put_game(running, bench_at("lifting", players=3, current=1).game)
        token = pair(running, 2)  # another seat's phone; seat 1 has none
        table, seat_two = Events(running, "/events"), Events(running, "/seat/events", token)
        try:
            play(running, "press 1\npress AIR")  # seat 1 lifts a beach and looks, alone
            back = words.back_name(running.box.game.state.lifted[1])
            shown = running.output.current_lines[0]
            assert shown == running.output.renderer.translate(back)  # on the OLED, for their eyes
            looking = ["O Vermelho está a ver", "Os outros: não olhem!"]
            for stream in (table, seat_two):
                stream.until(lambda kind, data: kind == "lines" and data["lines"] == looking)
            frame = [data for kind, data in table.seen if kind == "frame"][-1]  # told first
        finally:
            table.close()
            seat_two.close()
        png = base64.b64decode(frame["png"].removeprefix("data:image/png;base64,"))
        shown = Image.open(io.BytesIO(png)).convert("L").tobytes()
        drawn = (
            running.output.renderer.render(looking_screen(TOBAGO_COLOURS, 1)).convert("L").tobytes()
        )
        assert shown == drawn  # the picture too: "Red is looking", in Portuguese


def test_the_phones_name_each_seat_by_its_colour_and_hear_of_a_change_at_setup(tmp_path):
    with companion_box(tmp_path, game="atlantis") as (running, _):
        table = Events(running, "/events")
        try:
            table.until(lambda kind, data: kind == "seats")
            seats = [data for kind, data in table.seen if kind == "seats"]
            assert seats[-1]["names"] == {"1": "Red", "2": "Yellow", "3": "Green", "4": "Blue"}
            play(running, "press UP\npress 2")  # the colours step: seat 2 takes white
            table.until(lambda kind, data: kind == "seats" and data["names"]["2"] == "White")
        finally:
            table.close()
