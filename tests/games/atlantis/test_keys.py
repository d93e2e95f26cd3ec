"""Bad input: refused with the reason on the screen and the refusal cue; nothing changes."""

from __future__ import annotations

import pytest
from atlantis_positions import bench_at

from games.atlantis.state import Overlay
from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.tiles import Kind
from games.events import Press

DECKS = "beach=Wd forest=SO mountain=xV"


def refused(bench, key: str) -> str:
    """Press a key that must be refused: the state is unchanged; the reason it showed."""
    before = bench.snapshot()
    bench.forget()
    bench.press(key)
    assert bench.snapshot() == before
    assert bench.sounds() == ["refused"]
    return bench.last_row


@pytest.mark.parametrize(
    ("decks", "key", "reason"),
    [
        (DECKS, "2", "Beaches first: 2 left"),
        (DECKS, "3", "Beaches first: 2 left"),
        ("beach=- forest=S mountain=xV", "3", "Forests first: 1 left"),
        ("beach=- forest=S mountain=xV", "1", "No beach tiles are left"),
        (DECKS, "4", "Keys 1 to 3: the kind"),
        (DECKS, "AIR", "Lift a tile first"),
    ],
)
def test_a_kind_the_order_forbids_is_refused_with_the_reason(decks, key, reason) -> None:
    bench = bench_at("lifting", decks=decks)
    assert refused(bench, key) == reason
    # The rest of the screen stays as it was.
    assert bench.screen[:5] == bench_at("lifting", decks=decks).screen[:5]


@pytest.mark.parametrize("key", ["UP", "2", "3"])
def test_no_key_lifts_a_kind_out_of_order(key) -> None:
    # Issue 17, seed 4: UP used to let a mountain go with 16 beaches left. A beach cut
    # off from the sea is lifted last of the beaches, never after a forest or mountain.
    bench = bench_at("lifting", decks=DECKS)
    reason = refused(bench, key)
    assert reason == ("That key does nothing" if key == "UP" else "Beaches first: 2 left")
    assert bench.game.state.decks.left(Kind.MOUNTAIN) == 2


def test_the_step_3_screen_asks_for_the_kind_in_order() -> None:
    assert bench_at("lifting", decks=DECKS).screen == [
        "Red · step 3 of 4",
        "Lift a beach by the sea",
        "1 Beach: 2 left",
        "2 Forest: 2 left",
        "3 Mountain: 2 left",
        "Then key 1: beach",
    ]
    forests = bench_at("lifting", decks="beach=- forest=S mountain=xV").screen
    assert forests[1] == "Lift a forest by sea" and forests[-1] == "Then key 2: forest"


@pytest.mark.parametrize(
    ("phase", "reason"),
    [
        ("hand", "The die is for step 4"),
        ("moving", "The die is for step 4"),
        ("lifting", "The die is for step 4"),
    ],
)
def test_a_die_roll_in_the_wrong_step_is_refused(phase, reason) -> None:
    bench = bench_at(phase, decks=DECKS)
    assert refused(bench, "NS_SILVER") == reason
    assert refused(bench, "EW_SILVER") == reason


def test_one_roll_a_turn_and_the_turn_ends_only_after_it() -> None:
    assert refused(bench_at("roll"), "AIR") == "Roll the die first"
    rolled = bench_at("rolled", creature=Creature.WHALE)
    assert refused(rolled, "NS_SILVER") == "One roll a turn"


def test_keys_while_the_die_rolls_are_refused() -> None:
    bench = bench_at("roll")
    bench.send(Press("NS_SILVER"))
    for key in ("AIR", "VALUE", "NS_GOLD", "1"):
        before = bench.snapshot()
        bench.forget()
        bench.send(Press(key))
        assert bench.last_row == "The die is rolling"
        assert bench.sounds() == ["refused"] and bench.snapshot() == before


def test_a_hand_tile_twice_in_one_turn_is_refused() -> None:
    bench = bench_at("hand", hands="1:dn 2:-")
    bench.play("press UP / press 1")
    assert bench.game.state.hands.to_notation() == "1:n 2:-"
    assert refused(bench, "1") == "One tile a turn"
    assert refused(bench, "UP") == "One tile a turn"


def test_a_tile_number_not_in_the_hand_hides_the_list_like_any_key() -> None:
    # Seen by the table, a refusal would say the player holds no tile to play.
    bench = bench_at("hand", hands="1:d 2:-")
    bench.press("UP")
    before = bench.snapshot()
    bench.press("2")
    assert bench.last_sounds == ["key"] and bench.screen[1] == "1 tile in your hand"
    assert bench.snapshot()["hands"] == before["hands"]


def test_a_defence_the_player_does_not_hold_is_never_refused_aloud() -> None:
    bench = bench_at("moving", players=3, hands="1:x 2:dn 3:-")
    bench.press("NS_GOLD")
    assert refused(bench, "4") == "Keys 1 to 3: player"
    assert refused(bench, "1") == "Not in your own turn"
    bench.play("press 2 / press AIR")
    assert bench.screen == ["Yellow defends", "No defence tile", "Any key: hide"]
    bench.press("1")
    assert bench.last_sounds == ["key"], "the same click as hiding the list"
    assert bench.game.state.overlay is Overlay.NONE


def test_a_defence_tile_played_twice_is_not_there_the_second_time() -> None:
    bench = bench_at("moving", players=2, hands="1:- 2:x")
    bench.play("press EW_GOLD / press 2 / press AIR / press 1 / press AIR")
    assert bench.game.state.hands.to_notation() == "1:- 2:-"
    bench.play("press NS_GOLD / press 2 / press AIR / press 1")
    assert bench.last_sounds == ["key"] and bench.game.state.overlay is Overlay.NONE


def test_keys_on_the_look_alone_screen_wait_for_air() -> None:
    bench = bench_at("lifting", decks=DECKS)
    bench.press("1")
    for key in ("1", "NS_SILVER"):
        assert refused(bench, key) == "AIR: look at the back"
    assert refused(bench, "CLEAR") == "That key does nothing"


@pytest.mark.parametrize(
    ("phase", "key", "reason"),
    [
        ("players", "5", "Atlantis is for 2 to 4"),
        ("players", "1", "Atlantis is for 2 to 4"),
        ("placing", "7", "That key does nothing"),
        ("moving", "3", "Moves done? Then AIR"),
        ("moving", "UP", "That key does nothing"),
        ("hand", "CLEAR", "Nothing to take back"),
        ("hand", "1", "UP: look alone first"),
        ("lifting", "UP", "That key does nothing"),
    ],
)
def test_other_keys_at_the_wrong_moment(phase, key, reason) -> None:
    assert refused(bench_at(phase), key) == reason


def test_releases_and_holds_do_nothing() -> None:
    bench = bench_at("lifting")
    before = bench.snapshot()
    assert bench.up("1").last == [] and bench.hold_down("AIR").last == []
    assert bench.snapshot() == before
