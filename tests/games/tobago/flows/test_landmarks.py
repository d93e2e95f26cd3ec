"""The table places the landmarks as the rulebook says and points each one out on the
box's map; the box refuses a place the rules forbid, and then knows them hex for hex."""

from __future__ import annotations

import random

from harness import Harness
from tobago_positions import new_table, restart

from games.tobago.clues.clue import Clue
from games.tobago.flows.landmarks import ORDER
from games.tobago.island.generate import place_landmarks
from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import LandmarkKind
from games.tobago.state import Phase
from games.tobago.views.map_view import spot_of

BOARD_ISLAND = "3 1 1 1 1 AIR AIR"  # players, faces a, b, c, the first join, as drawn


def go_to(table: Harness, hex_: Hex) -> Harness:
    """Press the direction keys that bring the cursor onto ``hex_``."""
    x, r = spot_of(hex_)
    for _ in range(60):
        at_x, at_r = table.game.state.spot
        if at_r != r:
            table.press("NS_GOLD" if at_r > r else "NS_SILVER")
        elif at_x != x:
            table.press("EW_SILVER" if at_x > x else "EW_GOLD")
        else:
            return table
    raise AssertionError(f"the cursor did not reach {hex_}")


def pointing_table() -> Harness:
    table = new_table(island="board").press(BOARD_ISLAND)
    assert table.screen[3] == "2: we place, then show"
    table.press("2")
    assert table.game.state.phase is Phase.SETUP_POINT
    return table


def test_the_table_points_out_every_landmark_and_the_box_plays_with_them() -> None:
    table = pointing_table()
    marks = legal_marks(table)
    for mark in marks:
        go_to(table, mark.hex).press("AIR")
        if mark.kind is LandmarkKind.STATUE:
            assert table.screen[1] == "facing east"
            table.press(" ".join(["UP"] * mark.facing) + " AIR" if mark.facing else "AIR")
    assert "refuse" not in table.sounds()
    assert set(table.game.state.island.landmarks) == set(marks)
    assert table.game.state.phase is Phase.CLUE
    engine = table.game.state.engine
    verdict = engine.judge(engine.new_map().candidates, Clue.from_notation("in hut"))
    huts = {m.hex for m in marks if m.kind is LandmarkKind.HUT}
    assert set(engine.hexes_of(verdict.candidates_after)) == huts  # the huts the table showed


def test_a_place_the_rules_forbid_is_refused_with_the_rule_and_nothing_changes() -> None:
    table = pointing_table()
    island = table.game.state.island
    inland = next(h for h in island.hexes if h not in island.shore)
    go_to(table, inland).press("AIR")
    assert len(table.game.state.pointed) == 1
    table.press("AIR")
    assert table.sounds()[-1] == "refuse"
    assert table.screen[:2] == ["One landmark a hex:", "that hex is taken."]
    near = next(
        h
        for h in island.hexes
        if h != inland and abs(h[0] - inland[0]) + abs(h[1] - inland[1]) <= 1
    )
    go_to(table, near).press("AIR")
    assert table.screen[:2] == ["Too near the other one:", "two of a kind stand 4 apart."]
    assert len(table.game.state.pointed) == 1
    for _ in range(25):
        table.press("NS_GOLD")
    for _ in range(25):
        table.press("EW_SILVER")
    table.press("AIR")
    assert table.screen[:2] == ["That is the sea:", "put it on the island."]
    assert len(table.game.state.pointed) == 1


def legal_marks(table: Harness, seed: int = 8) -> list:
    """A legal placement, in the order the box asks for the landmarks."""
    placed = place_landmarks(table.game.state.island, random.Random(seed)).landmarks
    return [m for kind in dict.fromkeys(ORDER) for m in placed if m.kind is kind]


def test_a_statue_on_the_shore_is_refused() -> None:
    table = pointing_table()
    for mark in legal_marks(table)[:7]:  # the huts and the palm trees
        go_to(table, mark.hex).press("AIR")
    assert len(table.game.state.pointed) == 7
    taken = {m.hex for m in table.game.state.pointed}
    shore = min(h for h in table.game.state.island.shore if h not in taken)
    go_to(table, shore).press("AIR")
    assert table.sounds()[-1] == "refuse"
    assert table.screen[:2] == ["Statues stand inland,", "never on the shore."]
    assert table.game.state.facing is None and len(table.game.state.pointed) == 7


def test_clear_takes_the_last_step_back_and_a_power_cut_keeps_the_pointing() -> None:
    table = pointing_table()
    start = table.game.state.spot
    table.press("NS_GOLD AIR")
    assert len(table.game.state.pointed) == 1
    again = restart(table)
    assert again.screen == table.screen and again.game.state.pointed == table.game.state.pointed
    again.press("CLEAR")
    assert again.game.state.pointed == []
    again.press("CLEAR")
    assert again.game.state.phase is Phase.SETUP_LANDMARKS
    assert start is not None
