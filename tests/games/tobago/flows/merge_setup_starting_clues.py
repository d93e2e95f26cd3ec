"""Starting clues as the rulebook says: each player in turn puts one clue on a map of
their choice; the clue just placed can be taken back before the next one, and going
back never puts a second clue on a map."""

from __future__ import annotations

import pytest

from games.tobago.state import Phase

from .table import LANDMARKS, clue_keys, new_table


def at_starting_clues(players: int = 3):
    """A new game with the landmarks placed: player 1 is asked for a map."""
    return new_table().press(f"{players} " + "AIR " * (LANDMARKS + 1))


def notations(table) -> list[str]:
    return [sheet.notation() for sheet in table.state.maps]


@pytest.mark.parametrize(
    ("players", "chosen", "expected"),
    [
        (2, ["3 in mountain", "3 next-to sea"], ["", "", "1 in mountain; 2 next-to sea", ""]),
        (
            3,
            ["2 in jungle", "4 not-next-to beach", "1 in mountain"],
            ["3 in mountain", "1 in jungle", "", "2 not-next-to beach"],
        ),
        (
            4,
            ["4 next-to sea", "3 in jungle", "2 in mountain", "1 not-next-to beach"],
            ["4 not-next-to beach", "3 in mountain", "2 in jungle", "1 next-to sea"],
        ),
    ],
)
def test_each_player_places_one_starting_clue_on_a_map_of_their_choice(
    players: int, chosen: list[str], expected: list[str]
) -> None:
    table = at_starting_clues(players)
    for player, entry in enumerate(chosen, 1):
        assert table.screen[:3] == [
            f"Player {player}'s starting clue",
            "On which map?",
            "Press 1 to 4",
        ]
        assert table.lights.compass == table.state.seat(player)
        number, _, clue = entry.partition(" ")
        table.press(number).press(" ".join(clue_keys(clue)))
        assert table.sounds()[-1] == "accept"
        table.press("AIR")
    assert table.state.phase is Phase.TURN
    assert table.screen[0] == "Player 1's turn"
    assert notations(table) == expected


def test_the_first_player_has_nothing_to_take_back() -> None:
    table = at_starting_clues()
    before = table.saved()
    table.press("UP")
    assert table.sounds()[-1] == "refuse"
    assert table.screen[:2] == ["Nothing to take back:", "no starting clue is placed."]
    assert table.saved() == before


def test_the_clue_just_placed_is_taken_back_before_the_next_one() -> None:
    table = at_starting_clues()
    table.press("2 " + " ".join(clue_keys("in jungle")) + " AIR")
    assert table.screen == [
        "Player 2's starting clue",
        "On which map?",
        "Press 1 to 4",
        "UP: take back P1's clue",
    ]
    table.press("UP")
    assert notations(table) == ["", "", "", ""]
    assert table.screen[:3] == ["Map 2, player 1", "in", "jungle"]
    # back to the map, another map chosen: the clue goes there, and only there
    table.press("CLEAR CLEAR CLEAR 3 1 1 AIR AIR")
    assert notations(table) == ["", "", "1 in jungle", ""]
    assert table.screen[0] == "Player 2's starting clue"


def test_clear_on_the_verdict_takes_the_clue_back() -> None:
    table = at_starting_clues()
    table.press("1 " + " ".join(clue_keys("in mountain")))
    assert "CLEAR: undo" in table.screen
    table.press("CLEAR")
    assert notations(table) == ["", "", "", ""]
    assert table.state.phase is Phase.CLUE
    table.press("AIR AIR")  # played again: still one clue
    assert notations(table) == ["1 in mountain", "", "", ""]


def test_going_back_never_adds_a_second_clue_to_a_map() -> None:
    table = at_starting_clues()
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    table.press("CLEAR")  # back from player 2's map: player 1's clue comes back
    table.press("AIR AIR")
    assert notations(table) == ["1 in jungle", "", "", ""]
    table.press("CLEAR CLEAR CLEAR CLEAR CLEAR")  # all the way back: to the landmarks
    assert table.state.phase is Phase.SETUP_LANDMARKS
    assert notations(table) == ["", "", "", ""]


def test_two_players_may_choose_the_same_map() -> None:
    table = at_starting_clues(players=2)
    table.press("1 " + " ".join(clue_keys("in jungle")) + " AIR")
    table.press("1 " + " ".join(clue_keys("in jungle")))
    assert table.sounds()[-1] == "refuse"  # the same clue again removes nothing
    table.press("AIR " + " ".join(clue_keys("in-sight-of statue")) + " AIR")
    assert notations(table) == ["1 in jungle; 2 in-sight-of statue", "", "", ""]
