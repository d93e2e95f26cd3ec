"""Hands of red tiles: offered in step 1, defences out of turn, used tiles leave, undo."""

from __future__ import annotations

import pytest
from atlantis_positions import bench_at

from games.atlantis.state import Overlay, Phase
from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.hands import Hands
from games.atlantis.tiles.tiles import Back, Kind
from games.effects import Lights


def test_step_1_tells_the_table_only_how_many_tiles_the_player_holds() -> None:
    bench = bench_at("hand", hands="1:dsseywx 2:-")
    assert bench.screen == [
        "Red · step 1 of 4",
        "7 tiles in your hand",
        "UP: look alone, play",
        "AIR: step 2, no tile",
    ]
    # Three defence tiles look to the table just like three tiles to play.
    defences, playable = bench_at("hand", hands="1:xyy 2:-"), bench_at("hand", hands="1:dns 2:-")
    assert defences.screen == playable.screen
    assert defences.screen[1] == "3 tiles in your hand"


def test_up_shows_the_player_alone_their_tiles_any_other_key_hides_them() -> None:
    bench = bench_at("hand", hands="1:dsseywx 2:-")
    bench.press("UP")
    assert bench.screen == [
        "Red · step 1 of 4",
        "1 Dolphin",
        "2 Move serpent",
        "3 Move shark x2",
        "4 Move whale",
        "Digit: play · other: hide",
    ]
    bench.press("VALUE")
    assert bench.screen[1] == "7 tiles in your hand"
    assert bench.game.state.hands.size(1) == 7 and bench.game.state.phase is Phase.HAND
    defences = bench_at("hand", hands="1:xy 2:-")
    defences.press("UP")
    assert defences.screen == [
        "Red · step 1 of 4",
        "No tile to play now",
        "2 defence tiles kept",
        "Any key: hide",
    ]


def test_a_digit_before_looking_is_refused() -> None:
    bench = bench_at("hand", hands="1:d 2:-")
    bench.press("1")
    assert bench.last_row == "UP: look alone first" and bench.game.state.hands.size(1) == 1
    empty = bench_at("hand")
    empty.press("UP")
    assert empty.last_row == "No tiles in your hand"


def test_playing_a_tile_says_what_to_do_and_it_leaves_the_hand() -> None:
    bench = bench_at("hand", hands="1:dss 2:-")
    bench.play("press UP / press 2")
    assert bench.screen == [
        "Red · step 1 of 4",
        "Played: Move a shark",
        "A shark to empty sea",
        "AIR: step 2",
        "CLEAR: take it back",
    ]
    assert bench.sounds() == ["key", "play"]
    assert bench.game.state.hands.to_notation() == "1:ds 2:-"
    bench.press("AIR")
    assert bench.game.state.phase is Phase.MOVING


def test_clear_takes_a_played_tile_back_into_the_hand() -> None:
    bench = bench_at("hand", hands="1:n 2:-")
    bench.play("press UP / press 1 / press CLEAR")
    assert bench.game.state.hands.to_notation() == "1:n 2:-"
    assert bench.game.state.phase is Phase.HAND and bench.sounds() == ["key", "play", "undo"]
    # Back where the key was pressed: the player's own list, to choose again.
    assert bench.game.state.overlay is Overlay.HAND
    assert bench.screen[-1] == "Digit: play · other: hide"


def test_a_defence_out_of_turn_asks_who_then_against_what() -> None:
    bench = bench_at(
        "rolled", players=4, current=1, hands="1:- 2:- 3:dxyy 4:-", creature=Creature.WHALE
    )
    bench.press("NS_GOLD")
    assert bench.screen == [
        "Who defends?",
        "A shark or whale attacks",
        "Keys 1 to 4: player",
        "CLEAR: back to the turn",
    ]
    bench.press("3")
    # No one's tiles are listed for the table: the defender looks alone.
    assert bench.screen == [
        "Green defends",
        "Green: look alone",
        "AIR: your defence tiles",
        "CLEAR: back",
    ]
    assert bench.lights == Lights("S", "111100")
    bench.press("AIR")
    assert bench.screen == [
        "Green defends",
        "1 Shark defence",
        "2 Whale defence x2",
        "Digit: play · other: hide",
    ]
    bench.press("2")
    assert bench.screen == [
        "Green: Whale defence!",
        "Take that whale away",
        "It does no harm",
        "AIR: back to the turn",
        "CLEAR: take it back",
    ]
    assert bench.sounds()[-1] == "defend"
    assert bench.game.state.hands.backs(3) == (Back.DOLPHIN, Back.SHARK_DEFENCE, Back.WHALE_DEFENCE)
    bench.press("AIR")
    assert bench.game.state.overlay is Overlay.NONE and bench.game.state.phase is Phase.ROLLED
    assert bench.screen[-1] == "AIR: end of turn"
    assert bench.lights == Lights("N", "111100")


def test_no_defence_in_ones_own_turn() -> None:
    bench = bench_at("rolled", players=3, current=2, hands="1:- 2:xy 3:-", creature=Creature.SHARK)
    bench.play("press NS_GOLD / press 2")
    assert bench.last_row == "Not in your own turn"
    assert bench.game.state.hands.to_notation() == "1:- 2:xy 3:-"
    assert bench.game.state.overlay is Overlay.DEFENDER


@pytest.mark.parametrize(
    "phase", ["hand", "played", "moving", "lifting", "look", "lifted", "roll", "rolled"]
)
def test_a_defence_can_be_played_in_any_step(phase) -> None:
    extra: dict = {"played": Back.DOLPHIN} if phase == "played" else {}
    if phase == "rolled":
        extra = {"creature": Creature.SHARK}
    if phase in ("look", "lifted"):
        extra = {"lifted": (Kind.BEACH, Back.SHARK)}
    bench = bench_at(phase, hands="1:- 2:x", **extra)
    bench.play("press EW_GOLD / press 2 / press AIR / press 1 / press AIR")
    assert bench.sounds()[-2] == "defend"
    assert bench.game.state.hands.to_notation() == "1:- 2:-"
    assert bench.game.state.phase.value == phase


def test_clear_backs_out_of_a_defence_and_undoes_one() -> None:
    bench = bench_at("moving", hands="1:- 2:x")
    bench.play("press NS_GOLD / press 2 / press CLEAR")
    assert bench.screen[0] == "Who defends?"
    bench.press("CLEAR")
    assert bench.game.state.overlay is Overlay.NONE
    bench.play("press NS_GOLD / press 2 / press AIR / press 1 / press CLEAR")
    assert bench.game.state.hands.to_notation() == "1:- 2:x"
    assert bench.game.state.overlay is Overlay.DEFENCE_HAND and bench.sounds()[-1] == "undo"
    bench.press("CLEAR")  # on the defender's own list: hides it
    assert bench.game.state.overlay is Overlay.NONE


def test_the_crash_of_seed_14_cannot_happen_clear_takes_back_only_the_last_play() -> None:
    # Issue 17: a defence lifted, played, then the lift "undone" crashed the box. Now
    # the lift is for good, the player whose turn it is cannot defend, and CLEAR puts
    # back exactly the table as it was before the last play, or nothing at all.
    bench = bench_at("lifting", players=3, current=1, decks="beach=xW forest=S mountain=V")
    bench.play("press 1 / press AIR / press AIR")
    assert bench.game.state.hands.to_notation() == "1:x 2:- 3:-"
    bench.play("press NS_GOLD / press 1")
    assert bench.last_row == "Not in your own turn"
    bench.play("press CLEAR / press CLEAR")
    assert (
        bench.game.state.phase is Phase.LIFTED
        and bench.game.state.hands.to_notation() == "1:x 2:- 3:-"
    )
    other = bench_at("hand", players=3, current=1, hands="1:d 2:x 3:-")
    other.play("press UP / press 1 / press NS_GOLD / press 2 / press AIR / press 1 / press AIR")
    assert other.game.state.hands.to_notation() == "1:- 2:- 3:-"
    # The defence is over; CLEAR no longer reaches back to the dolphin played before it.
    other.press("CLEAR")
    assert other.last_row == "Nothing to take back"
    assert other.game.state.hands.to_notation() == "1:- 2:- 3:-"
    assert other.game.state.played is Back.DOLPHIN


def test_the_overview_shows_tiles_left_and_hand_sizes_any_key_goes_back() -> None:
    bench = bench_at(
        "moving", players=3, decks="beach=W forest=SO mountain=V", hands="1:dx 2:- 3:y"
    )
    bench.press("VALUE")
    assert bench.screen == [
        "Tiles left · in hands",
        "Beach 1",
        "Forest 2",
        "Mountain 1",
        "Red: 2",
        "Yellow: 0",
        "Green: 1",
        "Any key: back",
    ]
    bench.press("AIR")
    assert bench.game.state.phase is Phase.MOVING and bench.game.state.overlay is Overlay.NONE


def test_a_lift_cannot_be_taken_back() -> None:
    bench = bench_at("lifting", decks="beach=nW forest=S mountain=V")
    for keys in ("press 1", "press AIR / press AIR"):
        bench.play(keys)
        before = bench.snapshot()
        bench.press("CLEAR")
        assert bench.snapshot() == before and bench.sounds()[-1] == "refused"
    assert bench.game.state.decks.to_notation() == "beach=W forest=S mountain=V"
    assert bench.game.state.hands.to_notation() == "1:n 2:-"


def test_hands_notation_round_trips_and_keeps_only_red_tiles() -> None:
    hands = Hands.from_notation("1:xd 2:- 3:nny")
    assert hands.to_notation() == "1:dx 2:- 3:nny"
    assert eval(repr(hands)) == hands
    with pytest.raises(ValueError, match="only red tiles"):
        Hands.from_notation("1:W 2:-")
    with pytest.raises(ValueError, match="seats 1, 2"):
        Hands.from_notation("2:d")
