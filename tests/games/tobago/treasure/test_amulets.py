"""Amulets: washed up by the statues after a split, picked up, and used in four ways."""

from __future__ import annotations

from tobago_positions import clue, in_play

from games.screen import Label, plain
from games.tobago.island.notation import island_from_text, landmarks_to_text
from games.tobago.state import Phase
from games.tobago.treasure.amulets import Amulets, sea_sight_hex, turn_statues

LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"

#: Two statues look at the same shore hex, (1, -3): one north-east, one north-west.
TWINS = island_from_text(
    """
       J J J J
      J J J J J
     J J J J J J
    J J J J J J J
     J J J J J J
      J J J J J
       J J J J
    """,
    """
       . . . .
      . 1 . . .
     . . . . . .
    . . . . . . .
     . . . . 2 .
      . . . . .
       . . . .
    """,
)


def test_a_statue_looks_along_its_facing_to_the_last_hex_before_the_sea() -> None:
    north_east = next(m for m in TWINS.landmarks if m.facing == 1)
    assert sea_sight_hex(TWINS, north_east) == (4, 0)


def test_at_most_one_amulet_lies_on_a_hex() -> None:
    amulets = Amulets.new(2)
    assert amulets.wash_up(TWINS) == [(4, 0)]
    assert amulets.wash_up(TWINS) == []
    assert amulets.lying == [(4, 0)]


def test_statues_turn_60_degrees_to_their_right() -> None:
    turned = turn_statues(TWINS)
    assert landmarks_to_text(turned).splitlines()[1:5:3] == ["  . 0 . . .", " . . . . 1 ."]


def after_a_split(**options):
    """Map 1 raised by player 1, every card taken, the next clue played: amulets wash up."""
    table = in_play(maps=[LOCATED], **options)
    table.press("VALUE 1 1 " + "AIR " * 6 + "VALUE " * 4 + "AIR")
    clue(table, "in jungle").press("AIR")
    return table


def test_after_the_next_clue_the_statues_wash_amulets_up_and_turn() -> None:
    table = after_a_split()
    assert table.sounds()[-1] == "amulet"
    assert table.screen == [
        "Amulets to G1 H10 N2",
        "Statue G6 faces north-west",
        "Statue H3 faces south-east",
        "Statue K4 faces south-west",
        "AIR: go on",
    ]
    # Drawn whole, a row each, with what the table does: turn each statue.
    assert [plain(s.text) for s in table.shown.shapes if isinstance(s, Label)] == [
        "Amulets to G1 H10 N2",
        "Turn statues 60° right:",
        "Statue G6 faces NW",
        "Statue H3 faces SE",
        "Statue K4 faces SW",
        "AIR: go on",
    ]
    table.press("AIR")
    assert table.screen[0] == "Yellow's turn"


def test_where_amulets_lie_and_who_holds_them() -> None:
    table = after_a_split(amulets={3: 1}).press("AIR UP")
    assert table.screen == [
        "Amulets 1/2, held 0 0 1",
        "1:G1 2:H10 3:N2",
        "1-3: pick up, $: use",
        "UP: more  CLEAR: back",
    ]
    table.press("2")
    assert table.sounds()[-1] == "amulet"
    assert table.screen[:2] == ["Amulets 1/2, held 0 1 1", "1:G1 2:N2"]
    table.press("UP")
    assert table.screen[:2] == ["2 amulets lie", "UP: list"]


def test_picking_up_an_amulet_that_is_not_there_is_refused() -> None:
    table = in_play(lying=[(0, 0)])
    before = table.snapshot()
    table.press("UP 2")
    assert table.sounds()[-1] == "refuse"
    assert table.screen[:2] == ["No amulet 2 here:", "1 on this page."]
    assert table.snapshot()["amulets"] == before["amulets"]


def test_using_an_amulet_with_none_is_refused() -> None:
    table = in_play().press("UP VALUE")
    assert table.screen[0] == "Red has no amulet."
    assert table.game.state.phase is Phase.AMULETS


def test_an_extra_clue_keeps_the_turn() -> None:
    table = in_play(maps=["2 in jungle"], amulets={1: 1})
    table.press("UP VALUE")
    assert table.screen[1:4] == ["1: extra clue", "2: take away a marker", "3: move 3  4: new hand"]
    table.press("1")
    assert table.screen[:2] == ["Red: extra clue", "On which map?"]
    clue(table.press("1"), "in-sight-of statue").press("AIR")
    assert table.game.state.amulets.held[1] == 0
    assert table.game.state.sheet(1).players == [2, 1]
    assert table.screen[0] == "Red's turn"


def test_a_cancelled_extra_clue_costs_no_amulet() -> None:
    table = in_play(amulets={1: 1}).press("UP VALUE 1 2 CLEAR CLEAR CLEAR")
    assert table.game.state.phase is Phase.TURN
    assert table.game.state.amulets.held[1] == 1


def test_an_amulet_takes_away_one_marker() -> None:
    table = in_play(maps=["1 in jungle; 2 in-sight-of statue"], amulets={1: 1})
    table.press("UP VALUE 2")
    assert table.screen[:2] == ["Amulet: take away a marker", "Maps 5/97/97/97"]
    table.press("2")
    assert table.screen[:2] == ["Map 2 has no markers", "on the island yet."]
    table.press("1")
    assert table.screen[:2] == ["Map 1: 1/5", "Marker G8?"]
    table.press("UP UP")
    assert table.screen[:2] == ["Map 1: 3/5", "Marker L3?"]
    table.press("AIR")
    assert table.sounds()[-1] == "amulet"
    assert table.screen[:3] == ["Map 1 1/1", "4 markers", "take 1 away (x)"]
    assert table.game.state.sheet(1).notation() == "1 in jungle; 2 in-sight-of statue; removed -3,6"
    table.press("AIR")
    assert table.screen[0] == "Red's turn"
    assert table.game.state.amulets.held[1] == 0


def test_the_last_marker_is_never_taken_away() -> None:
    table = in_play(maps=[LOCATED], amulets={1: 1}).press("UP VALUE 2 1")
    assert table.screen[:2] == ["Map 1 is located:", "its marker stays."]


def test_a_move_or_a_new_hand_is_recorded() -> None:
    table = in_play(amulets={1: 2}).press("UP VALUE 3")
    assert table.screen[:3] == [
        "Red: amulet move, 3 steps",
        "no amulet pick-up on it.",
        "AIR: the move is done",
    ]
    table.press("AIR UP VALUE 4")
    assert table.screen[:2] == ["Red: exchange your", "whole hand of clue cards."]
    assert table.game.state.amulets.held[1] == 0
    assert table.game.state.history[-3:] == [
        "player 1 used an amulet: extra-move",
        "player 1 finished the amulet's move",
        "player 1 used an amulet: new-hand",
    ]
    assert table.game.state.turn == 1 and table.game.state.acted is None
