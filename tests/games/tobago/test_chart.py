"""The table's chart of Tobago: the whole island with its landmarks, and each map's
clues, candidates and markers, following the keys."""

from __future__ import annotations

from tobago_positions import clue, in_play

from games.effects import Chart
from games.screen import plain

LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"


def chart(effects) -> Chart:
    (found,) = [effect for effect in effects if isinstance(effect, Chart)]
    return found


def test_the_whole_island_is_charted_with_its_landmarks_and_board_names():
    table = in_play(lying=[(0, 0)])
    state = table.game.state
    shown = chart(table.game.redraw(table.now))
    assert len(shown.data["hexes"]) == len(state.island.terrain)
    q, r, terrain, name = shown.data["hexes"][0]
    assert terrain == str(state.island.terrain[(q, r)]) and name == "A1"
    statues = [m for m in shown.data["landmarks"] if m["kind"] == "statue"]
    assert len(statues) == 3 and all(m["facing"] in range(6) for m in statues)
    assert shown.data["amulets"] == [[0, 0]]
    assert plain(shown.labels["palm"]) == "palm tree"


def test_a_clue_played_narrows_its_map_and_is_listed_with_its_player():
    table = in_play(maps=["", "2 in mountain"])
    before = chart(table.game.redraw(table.now)).data["maps"][0]
    assert len(before["candidates"]) == len(table.game.state.island.terrain)
    clue(table, "in jungle", map_number=1)
    after = chart(table.last)
    first = after.data["maps"][0]
    candidates = table.game.state.engine.hexes_of(table.game.state.sheet(1).treasure.candidates)
    assert first["candidates"] == [list(spot) for spot in candidates]
    assert len(first["candidates"]) < len(before["candidates"])
    assert first["steps"] == ["map1-1"]
    assert plain(after.labels["map1-1"]) == "Red: in" and plain(after.labels["map1-1t"]) == "jungle"
    assert after.data["focus"] == 1
    assert plain(after.labels["map2-1"]) == "Yellow: in"


def test_a_located_map_says_where_and_its_markers_are_on():
    table = in_play(maps=[LOCATED])
    shown = chart(table.game.redraw(table.now))
    located = shown.data["maps"][0]
    assert located["located"] and located["markers"] and len(located["candidates"]) == 1
    name = table.game.state.names.name(tuple(located["candidates"][0]))
    assert plain(shown.labels["map1-where"]) == f"Treasure at {name}!"
    assert plain(shown.labels["map1"]) == "Map 1: 1 candidate"
    assert not shown.data["maps"][2]["markers"]  # no clue: not enough markers
    assert plain(shown.labels["map3-where"]) == "No clue yet."
