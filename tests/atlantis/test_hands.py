"""Hands of red tiles: offered in step 1, defences out of turn, used tiles leave, undo."""

from __future__ import annotations

import pytest

from games.atlantis.die import Creature
from games.atlantis.hands import Hands
from games.atlantis.table import Overlay, Phase
from games.atlantis.tiles import Back, Kind
from games.effects import Lights

from .helpers import bench_at


def test_step_1_lists_the_playable_tiles_grouped_with_digits() -> None:
    bench = bench_at("hand", hands="1:dsseywx 2:-")
    assert bench.screen() == [
        "Player 1 · step 1 of 4",
        "1 Dolphin",
        "2 Serpent",
        "3 Shark x2",
        "4 Whale",
        "Digit: play · AIR: none",
    ]


def test_playing_a_tile_says_what_to_do_and_it_leaves_the_hand() -> None:
    bench = bench_at("hand", hands="1:dss 2:-")
    bench.press("2")
    assert bench.screen() == [
        "Player 1 · step 1 of 4",
        "Played: Move a shark",
        "A shark to empty sea",
        "AIR: step 2",
        "CLEAR: take it back",
    ]
    assert bench.sounds() == ["play"]
    assert bench.table.hands.to_notation() == "1:ds 2:-"
    bench.press("AIR")
    assert bench.table.phase is Phase.MOVING


def test_clear_takes_a_played_tile_back_into_the_hand() -> None:
    bench = bench_at("hand", hands="1:n 2:-")
    bench.play("press 1 / press CLEAR")
    assert bench.table.hands.to_notation() == "1:n 2:-"
    assert bench.table.phase is Phase.HAND and bench.sounds() == ["play", "undo"]


def test_a_defence_out_of_turn_asks_who_then_which_tile() -> None:
    bench = bench_at(
        "rolled", players=4, current=1, hands="1:- 2:- 3:dxyy 4:-", creature=Creature.WHALE
    )
    bench.press("NS_GOLD")
    assert bench.screen() == [
        "Who defends?",
        "A shark or whale attacks",
        "Keys 1 to 4: player",
        "CLEAR: back to the turn",
    ]
    bench.press("3")
    assert bench.screen() == [
        "Player 3 defends",
        "1 Shark defence",
        "2 Whale defence x2",
        "CLEAR: back",
    ]
    assert bench.lights() == Lights("S", "111100")
    bench.press("2")
    assert bench.screen() == [
        "Player 3: Whale defence!",
        "Take that whale away",
        "It does no harm",
        "AIR: back to the turn",
        "CLEAR: take it back",
    ]
    assert bench.sounds()[-1] == "defend"
    assert bench.table.hands.backs(3) == (Back.DOLPHIN, Back.SHARK_DEFENCE, Back.WHALE_DEFENCE)
    bench.press("AIR")
    assert bench.table.overlay is Overlay.NONE and bench.table.phase is Phase.ROLLED
    assert bench.screen()[-1] == "AIR: end of turn"
    assert bench.lights() == Lights("N", "111100")


@pytest.mark.parametrize("phase", ["hand", "played", "moving", "lifting", "lifted", "roll"])
def test_a_defence_can_be_played_in_any_step(phase) -> None:
    extra = {"played": Back.DOLPHIN} if phase == "played" else {}
    if phase == "lifted":
        extra = {"lifted": (Kind.BEACH, Back.SHARK)}
    bench = bench_at(phase, hands="1:- 2:x", **extra)
    bench.play("press EW_GOLD / press 2 / press 1 / press AIR")
    assert bench.table.hands.to_notation() == "1:- 2:-"
    assert bench.table.phase.value == phase


def test_clear_backs_out_of_a_defence_and_undoes_one() -> None:
    bench = bench_at("moving", hands="1:- 2:x")
    bench.play("press NS_GOLD / press 2 / press CLEAR")
    assert bench.screen()[0] == "Who defends?"
    bench.press("CLEAR")
    assert bench.table.overlay is Overlay.NONE
    bench.play("press NS_GOLD / press 2 / press 1 / press CLEAR")
    assert bench.table.hands.to_notation() == "1:- 2:x"
    assert bench.table.overlay is Overlay.NONE and bench.sounds()[-1] == "undo"


def test_the_overview_shows_tiles_left_and_hand_sizes_any_key_goes_back() -> None:
    bench = bench_at(
        "moving", players=3, decks="beach=W forest=SO mountain=V", hands="1:dx 2:- 3:y"
    )
    bench.press("VALUE")
    assert bench.screen() == [
        "Tiles left",
        "Beach 1",
        "Forest 2",
        "Mountain 1",
        "In hands",
        "Player 1: 2",
        "Player 2: 0",
        "Player 3: 1",
        "Any key: back",
    ]
    bench.press("AIR")
    assert bench.table.phase is Phase.MOVING and bench.table.overlay is Overlay.NONE


def test_undoing_a_lift_puts_the_back_on_top_and_out_of_the_hand() -> None:
    bench = bench_at("lifting", decks="beach=nW forest=S mountain=V")
    bench.play("press 1 / press CLEAR")
    assert bench.table.decks.to_notation() == "beach=nW forest=S mountain=V"
    assert bench.table.hands.to_notation() == "1:- 2:-"
    assert bench.table.phase is Phase.LIFTING and bench.sounds() == ["kept", "undo"]


def test_hands_notation_round_trips_and_keeps_only_red_tiles() -> None:
    hands = Hands.from_notation("1:xd 2:- 3:nny")
    assert hands.to_notation() == "1:dx 2:- 3:nny"
    assert eval(repr(hands)) == hands
    with pytest.raises(ValueError, match="only red tiles"):
        Hands.from_notation("1:W 2:-")
    with pytest.raises(ValueError, match="seats 1, 2"):
        Hands.from_notation("2:d")
