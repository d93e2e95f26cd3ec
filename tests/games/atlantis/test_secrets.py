"""Each seat's secrets for its phone: the back it lifted, its red tiles; nobody else's."""

from __future__ import annotations

from atlantis_positions import bench_at

from games.effects import Secret
from games.screen import plain


def secrets(effects) -> dict[int, list[str]]:
    return {e.seat: [plain(line) for line in e.lines] for e in effects if isinstance(e, Secret)}


def test_the_back_lifted_goes_to_the_player_at_the_turn_only():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 1")  # a beach tile: its back is dealt, only player 1 looks
    told = secrets(bench.last)
    assert told[1][0] == "You lifted:"
    assert len(told[1]) > 3
    assert "You lifted:" not in told[2]
    assert told[2][0] == "Your red tiles:"  # player 2 holds one; player 1 none
    assert told[1][-1] == "No red tiles in your hand."


def test_once_looked_at_and_hidden_the_back_is_no_longer_secret():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 1\npress AIR")
    assert secrets(bench.last)[1][1] == "Whale appears!"  # as the OLED shows it to player 1
    bench.play("press 5")  # hidden: a green back is then shown to the whole table
    assert secrets(bench.last) == {
        1: ["No red tiles in your hand."],
        2: ["Your red tiles:", "Shark defence"],
    }


def test_a_redraw_tells_every_seat_its_hand_again():
    bench = bench_at("hand", hands="1:dd 2:-")
    told = secrets(bench.game.redraw(bench.now))
    assert told[1][0] == "Your red tiles:" and told[1][1].endswith("x2")
    assert told[2] == ["No red tiles in your hand."]
