"""Bad input: refused with the reason on the screen and the refusal cue; nothing changes."""

from __future__ import annotations

import pytest

from games.atlantis.die import Creature
from games.atlantis.tiles import Back, Kind
from games.events import Hold, Press, Release

from .helpers import bench_at

DECKS = "beach=Wd forest=SO mountain=xV"


def refused(bench, key: str) -> str:
    """Press a key that must be refused: the state is unchanged; the reason it showed."""
    before = bench.snapshot()
    bench.forget()
    bench.press(key)
    assert bench.snapshot() == before
    assert bench.sounds() == ["refused"]
    return bench.last_row()


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
    assert bench.screen()[:5] == bench_at("lifting", decks=decks).screen()[:5]


def test_the_out_of_order_key_lets_the_table_take_the_next_kind() -> None:
    bench = bench_at("lifting", decks=DECKS)
    bench.press("UP")
    assert bench.screen()[1] == "No beach by the sea?"
    assert bench.last_row() == "UP: back to the order"
    bench.press("2")
    assert bench.table.lifted == (Kind.FOREST, Back.SHARK)
    assert bench.table.decks.to_notation() == "beach=Wd forest=O mountain=xV"
    # The next lift is back in order: beaches first again.
    bench.play("press NS_SILVER / wait 3 / press AIR / press AIR / press AIR / press AIR")
    assert bench.table.phase.value == "lifting" and not bench.table.out_of_order
    assert refused(bench, "2") == "Beaches first: 2 left"


def test_up_again_goes_back_to_the_order() -> None:
    bench = bench_at("lifting", decks=DECKS)
    bench.play("press UP / press UP")
    assert bench.screen()[1] == "Lift a tile by the sea"
    assert refused(bench, "3") == "Beaches first: 2 left"


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
        assert bench.last_row() == "The die is rolling"
        assert bench.sounds() == ["refused"] and bench.snapshot() == before


def test_a_hand_tile_twice_in_one_turn_is_refused() -> None:
    bench = bench_at("hand", hands="1:dn 2:-")
    bench.press("1")
    assert bench.table.hands.to_notation() == "1:n 2:-"
    assert refused(bench, "1") == "One tile a turn"
    assert refused(bench, "2") == "One tile a turn"


def test_a_tile_number_not_in_the_hand_is_refused() -> None:
    bench = bench_at("hand", hands="1:d 2:-")
    assert refused(bench, "2") == "No tile 2 in your hand"


def test_a_defence_by_a_player_without_one_is_refused() -> None:
    bench = bench_at("moving", players=3, hands="1:x 2:dn 3:-")
    bench.press("NS_GOLD")
    assert refused(bench, "2") == "Player 2 has no defence"
    assert refused(bench, "3") == "Player 3 has no defence"
    assert refused(bench, "4") == "Keys 1 to 3: player"


def test_a_defence_tile_played_twice_is_refused() -> None:
    bench = bench_at("moving", players=2, hands="1:- 2:x")
    bench.play("press EW_GOLD / press 2 / press 1 / press AIR")
    assert bench.table.hands.to_notation() == "1:- 2:-"
    bench.press("NS_GOLD")
    assert refused(bench, "2") == "Player 2 has no defence"


@pytest.mark.parametrize(
    ("phase", "key", "reason"),
    [
        ("players", "5", "Atlantis is for 2 to 4"),
        ("players", "1", "Atlantis is for 2 to 4"),
        ("placing", "7", "That key does nothing now"),
        ("moving", "3", "Moves done? Then AIR"),
        ("moving", "UP", "That key does nothing now"),
        ("hand", "CLEAR", "That key does nothing now"),
    ],
)
def test_other_keys_at_the_wrong_moment(phase, key, reason) -> None:
    assert refused(bench_at(phase), key) == reason


def test_releases_and_holds_do_nothing() -> None:
    bench = bench_at("lifting")
    before = bench.snapshot()
    assert bench.send(Release("1")) == [] and bench.send(Hold("AIR")) == []
    assert bench.snapshot() == before
