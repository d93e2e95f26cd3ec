"""The volcano ends the game at once; the players key in their explorers; the ranking."""

from __future__ import annotations

import pytest
from atlantis_positions import bench_at

from games.atlantis.flows.scores import Place, ranking, winners
from games.atlantis.state import Phase
from games.effects import Lights

LAST_MOUNTAINS = "beach=- forest=- mountain=Vx"


def erupted(players: int = 3):
    """Yellow lifts the volcano, looks alone, and hides it: the table learns of it."""
    bench = bench_at("lifting", players=players, current=2, decks=LAST_MOUNTAINS)
    bench.play("press 3 / press AIR")
    assert bench.screen[0] == "Volcano!" and bench.game.state.phase is Phase.SEEN
    bench.forget()
    bench.press("AIR")
    return bench


def test_the_volcano_ends_the_game_at_once() -> None:
    bench = erupted()
    assert bench.game.state.phase is Phase.ERUPTED
    assert bench.screen == [
        "The volcano erupts!",
        "The island sinks.",
        "Saved explorers score.",
        "AIR: count the scores",
    ]
    assert bench.sounds() == ["volcano"]
    assert bench.lights == Lights("C", "111111")
    # No die, no defence, no overview: the game is over.
    for key in ("NS_SILVER", "NS_GOLD", "VALUE", "UP", "CLEAR"):
        bench.press(key)
        assert bench.game.state.phase is Phase.ERUPTED
        assert bench.last_row == "That key does nothing"


def test_each_player_keys_in_the_values_of_their_saved_explorers() -> None:
    bench = erupted(players=3)
    bench.press("AIR")
    assert bench.screen == [
        "Red: saved ones",
        "No explorer saved yet",
        "Keys 1-6: a value",
        "CLEAR: remove the last",
        "AIR: done",
    ]
    bench.play("press 6 / press 3 / press 1")
    assert bench.screen[1:3] == ["6+3+1", "Total: 10"]
    assert bench.lights == Lights("N", "110000")
    bench.play("press 1 / press CLEAR")
    assert bench.screen[1:3] == ["6+3+1", "Total: 10"]
    bench.press("AIR")
    assert bench.screen[0] == "Yellow: saved ones"
    bench.play("press 5 / press 4 / press 1 / press AIR")
    bench.play("press 2 / press 2 / press AIR")
    assert bench.game.state.phase is Phase.RANKING
    assert bench.screen == [
        "A tie for first place!",
        "1. Red: 10 (tie)",
        "1. Yellow: 10 (tie)",
        "3. Green: 4",
        "Digit: fix that score",
    ]
    assert bench.sounds()[-1] == "fanfare"
    assert bench.lights == Lights("C", "111111")


def test_a_score_can_be_fixed_from_the_ranking() -> None:
    bench = erupted(players=2)
    bench.play("press AIR / press 6 / press AIR / press 5 / press AIR")
    assert bench.screen[0] == "Red wins!"
    assert bench.lights == Lights("N", "111111")
    bench.play("press 2 / press 4 / press AIR")
    assert bench.screen[:3] == ["Yellow wins!", "1. Yellow: 9", "2. Red: 6"]
    assert bench.lights == Lights("S", "111111")


@pytest.mark.parametrize(
    ("keys", "reason"),
    [
        ("6 6", "Only 1 explorer is 6"),
        ("1 1 1 1", "Only 3 explorers are 1"),
        ("7", "Values are 1 to 6"),
    ],
)
def test_a_value_a_player_cannot_own_is_refused(keys, reason) -> None:
    bench = erupted()
    bench.press("AIR")
    for key in keys.split():
        bench.press(key)
    assert bench.last_row == reason
    assert bench.sounds()[-1] == "refused"
    assert len(bench.game.state.scores.get(1, [])) == len(keys.split()) - 1


def test_clear_with_nothing_keyed_in_is_refused() -> None:
    bench = erupted()
    bench.play("press AIR / press CLEAR")
    assert bench.last_row == "No value to remove"


def test_ranking_shares_places_on_ties() -> None:
    assert ranking({1: 5, 2: 9, 3: 5, 4: 2}) == (
        Place(1, 2, 9),
        Place(2, 1, 5, tied=True),
        Place(2, 3, 5, tied=True),
        Place(4, 4, 2),
    )
    assert winners({1: 7, 2: 7}) == (1, 2)
