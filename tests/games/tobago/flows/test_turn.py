"""A player's turn: a clue in a few keys, the verdict and the markers, the maps, moving
on; and keys the box refuses, changing nothing."""

from __future__ import annotations

import pytest
from tobago_positions import clue, in_play, set_up

from games.tobago.state import Phase

LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"


def test_a_clue_is_map_relation_target_and_air() -> None:
    table = set_up()
    table.press("1")
    assert table.screen == [
        "Map 1, Red",
        "1 in",
        "2 next to",
        "3 in sight of",
        "4 not in",
        "5 not next to",
        "6 not in sight of",
        "CLEAR: back",
    ]
    table.press("3")
    assert table.screen[0] == "in sight of ..."
    assert table.screen[-1] == "UP statue"
    table.press("UP")
    assert table.screen == [
        "Map 1, Red",
        "in sight of",
        "a statue",
        "AIR: play  CLEAR: back",
    ]
    table.press("AIR")
    assert table.sounds()[-1] == "accept"
    assert table.screen == [
        "Map 1 1/3",
        "5 markers",
        "take 11 away (x)",
        "Markers: G8 H8 L3 L4 M2",
        "Take away: E9 E10 F9 F10 G9 H9 I8 J8 M3 N1 N2",
        "UP: more",
        "AIR: go on",
    ]
    table.press("UP UP")
    assert table.screen[0] == "Map 1 3/3"
    table.press("UP")
    assert table.screen == [
        "Markers on map 1 (1/2)",
        "G8 H8 L3 L4 M2",
        "Take away:",
        "E9 E10 F9 F10 G9",
        "UP: more  AIR: go on",
    ]
    table.press("UP")
    assert table.screen == [
        "Markers on map 1 (2/2)",
        "H9 I8 J8 M3 N1",
        "N2",
        "UP: more  AIR: go on",
    ]
    table.press("UP")
    assert table.screen[0] == "Map 1: finding them 1/16"  # then the way to each marker
    table.press("UP " * 16)
    assert table.screen[:2] == ["Map 1 1/3", "5 markers"]
    table.press("AIR")
    assert table.screen[0] == "Red: clue played"
    table.press("AIR")
    assert table.screen[0] == "Yellow's turn"
    assert table.lights.compass == "E"


def test_dollar_switches_a_terrain_to_its_largest_area() -> None:
    table = set_up()
    table.press("2 1 1")
    assert table.screen[1:4] == ["in", "jungle", "$: the largest jungle"]
    table.press("VALUE")
    assert table.screen[1:4] == ["in", "the largest jungle", "$: any jungle"]
    table.press("AIR")
    assert [str(c) for c in table.game.state.sheet(2).treasure.clues][-1] == "in largest-jungle"


def test_too_many_candidates_for_the_markers_gives_the_count() -> None:
    table = set_up()
    clue(table, "not-in lake", map_number=2)
    assert table.screen == [
        "Map 2: accepted",
        "66 candidates are left,",
        "too many for the 17 markers.",
        "AIR: go on",
    ]


def test_the_first_time_the_markers_fit_they_are_all_placed() -> None:
    table = set_up(players=4)
    clue(table, "in-sight-of largest-beach", map_number=4)
    assert table.screen[:3] == ["Map 4 1/2", "4 markers", "place them all"]


def test_a_refused_clue_says_why_and_changes_nothing() -> None:
    table = set_up()
    before = table.snapshot()
    clue(table, "in sea", map_number=2)
    assert table.sounds()[-1] == "refuse"
    assert table.screen == [
        "in",
        "the sea",
        "Refused: No candidate would be left.",
        "AIR: another clue",
        "CLEAR: cancel",
    ]
    table.press("CLEAR")
    assert table.game.state.phase is Phase.TURN and table.game.state.turn == 1
    after = table.snapshot()
    assert after["maps"] == before["maps"] and after["turn"] == before["turn"]


def test_a_clue_that_removes_nothing_is_refused() -> None:
    table = set_up()
    clue(table, "in jungle", map_number=1)
    assert table.screen[2] == "Refused: It removes no candidate."
    table.press("AIR")
    assert table.game.state.phase is Phase.CLUE and table.screen[0] == "Map 1, Red"


def test_the_treasure_located_plays_the_fanfare_and_shows_the_hex() -> None:
    table = in_play(maps=["1 in jungle; 2 in-sight-of statue"], turn=3)
    clue(table, "next-to river", map_number=1)
    assert table.sounds()[-2:] == ["accept", "located"]
    assert table.screen[:3] == ["Map 1 1/2", "Treasure at L4!", "take 4 away (x)"]


def test_air_says_the_atv_moved_then_ends_the_turn_round_the_table() -> None:
    table = set_up(players=4)
    table.press("AIR")
    assert table.screen[:3] == [
        "Red: ATV moved",
        "Maps 16/76/17/36",
        "AIR: end the turn",
    ]
    table.press("AIR")
    assert table.screen[0] == "Yellow's turn"
    table.press("AIR AIR AIR AIR AIR AIR")
    assert table.screen[0] == "Red's turn"
    assert [e for e in table.game.state.history if "moved" in e] == [
        "player 1 moved",
        "player 2 moved",
        "player 3 moved",
        "player 4 moved",
    ]


def test_the_maps_at_a_glance_and_one_by_one() -> None:
    table = in_play(maps=[LOCATED, "2 in mountain"])
    table.press("NS_GOLD")
    assert table.screen == [
        "Map 1: treasure at L4",
        "Map 2: 17 candidates",
        "Map 3: 97 candidates",
        "Map 4: 97 candidates",
        "1-4: see it  CLEAR: back",
    ]
    table.press("2")
    assert table.screen[:3] == [
        "Map 2 1/3",
        "17 markers",
        "Markers: F1 F2 F3 G1 G2 G3 H1 H2 H3 I1 I2 I3 J1 J2 J3 K1 K2",
    ]
    table.press("UP UP UP")
    assert table.screen == [
        "Markers on map 2 (1/2)",
        "F1 F2 F3 G1 G2",
        "G3 H1 H2 H3 I1",
        "I2 I3 J1 J2 J3",
        "UP: more  CLEAR: back",
    ]
    table.press("UP")
    assert table.screen == ["Markers on map 2 (2/2)", "K1 K2", "UP: more  CLEAR: back"]
    table.press("UP")
    assert table.screen[0] == "Map 2: finding them 1/17"
    table.press("UP " * 17)
    assert table.screen == ["Map 2 clue 1/1", "Yellow: in", "mountain", "UP: more  CLEAR: back"]
    table.press("CLEAR CLEAR")
    assert table.game.state.phase is Phase.TURN


# Bad input: refused with the reason, nothing changed.


def assert_refused(table, reason: str) -> None:
    """The refusal sound, and the reason on the screen's first two lines."""
    assert table.sounds()[-1] == "refuse"
    assert " ".join(table.screen[:2]) == reason


def test_a_clue_on_a_located_map_is_refused() -> None:
    table = in_play(maps=[LOCATED])
    before = table.snapshot()
    table.press("1")
    assert_refused(table, "Map 1 is located at L4: raise its treasure first.")
    assert table.snapshot() == before


def test_raising_a_treasure_that_is_not_located_is_refused() -> None:
    table = in_play(maps=[LOCATED, "2 in mountain"])
    before = table.snapshot()
    table.press("VALUE 2")
    assert_refused(table, "Map 2 is not located: 17 candidates are left.")
    assert table.game.state.phase is Phase.RAISE_MAP
    table.press("CLEAR")
    assert table.snapshot() == before


def test_raising_with_no_treasure_located_is_refused() -> None:
    table = in_play(maps=["2 in mountain"])
    table.press("VALUE")
    assert_refused(table, "No treasure is located yet. Red's turn")
    assert table.game.state.phase is Phase.TURN


@pytest.mark.parametrize("key", ["4", "9"])
def test_a_player_number_out_of_range_is_refused(key: str) -> None:
    table = in_play(maps=[LOCATED])
    table.press("VALUE 1")
    before = table.snapshot()
    table.press(key)
    assert_refused(table, f"There is no player {key}: players are 1 to 3.")
    assert table.snapshot() == before


def test_a_take_with_no_tokens_left_is_refused() -> None:
    table = in_play(maps=[LOCATED])
    table.press("VALUE 1 1 " + "AIR " * 6 + "VALUE " * 4)
    assert table.game.state.phase is Phase.SPLIT_OVER
    before = table.snapshot()
    table.press("VALUE")
    assert_refused(table, "Every token is served: no card is on offer.")
    assert table.snapshot() == before


def test_a_map_that_does_not_exist_is_refused() -> None:
    table = set_up()
    table.press("7")
    assert_refused(table, "There is no map 7: maps are 1 to 4.")


@pytest.mark.parametrize("key", ["EW_GOLD", "NS_SILVER", "EW_SILVER"])
def test_keys_with_nothing_to_do_give_the_bad_key_sound(key: str) -> None:
    table = set_up()
    before = table.snapshot()
    table.press(key)
    assert table.sounds()[-1] == "bad_key"
    assert table.snapshot() == before


def test_the_refusal_goes_at_the_next_key() -> None:
    table = set_up()
    table.press("7 NS_GOLD")
    assert table.screen[0] == "Map 1: 16 candidates"


# A turn as the rulebook has it: one action, amulets before or after it, raising by the
# player whose turn it is.


def test_a_raise_on_another_players_turn_is_refused_with_the_reason() -> None:
    table = in_play(maps=[LOCATED], turn=2)
    table.press("VALUE 1")
    assert table.screen[:3] == [
        "Map 1: treasure at L4",
        "Yellow's ATV raises it:",
        "press 2 (ends the turn)",
    ]
    before = table.snapshot()
    table.press("3")
    assert_refused(table, "It is Yellow's turn: only Yellow may raise.")
    assert table.snapshot() == before
    table.press("2")
    assert table.game.state.phase is Phase.LOOK and table.game.state.split.finder == 2


def test_raising_ends_the_raisers_turn_and_the_next_player_plays_after_the_split() -> None:
    table = in_play(maps=[LOCATED], turn=2)
    table.press("VALUE 1 2 " + "AIR " * 6 + "VALUE " * 4 + "AIR")
    clue(table, "in jungle").press("AIR AIR")
    assert table.screen[0] == "Blue's turn"
    assert table.game.state.acted is None


def test_an_amulet_is_used_after_the_turns_clue_and_the_turn_ends_when_told() -> None:
    table = in_play(maps=["1 in jungle; 2 in-sight-of statue"], amulets={1: 1})
    clue(table, "in mountain", map_number=2).press("AIR")
    assert table.screen[:3] == [
        "Red: clue played",
        "Maps 5/17/97/97",
        "AIR: end the turn",
    ]
    table.press("UP VALUE 2 1 AIR AIR")  # after the clue: a marker taken away
    assert table.game.state.sheet(1).count == 4 and table.game.state.amulets.held[1] == 0
    assert table.screen[0] == "Red: clue played"
    table.press("AIR")
    assert table.screen[0] == "Yellow's turn"


def test_an_amulets_extra_clue_before_the_turns_clue_leaves_the_turns_clue_to_come() -> None:
    table = in_play(amulets={1: 1})
    clue(table.press("UP VALUE 1 2"), "in mountain").press("AIR")
    assert table.screen[0] == "Red's turn"
    clue(table, "in jungle", map_number=1).press("AIR")
    assert table.screen[0] == "Red: clue played"


def test_a_second_action_in_a_turn_is_refused() -> None:
    table = in_play()
    clue(table, "in mountain", map_number=2).press("AIR")
    before = table.snapshot()
    table.press("1")
    assert_refused(table, "Red played a clue this turn: one action a turn.")
    assert table.snapshot() == before


def test_raising_after_the_turns_clue_needs_a_move() -> None:
    table = in_play(maps=[LOCATED], amulets={1: 1})
    clue(table, "in mountain", map_number=2).press("AIR")
    before = table.snapshot()
    table.press("VALUE")
    assert_refused(table, "Red played a clue: raising needs a move.")
    assert table.snapshot() == before
    table.press("UP VALUE 3 VALUE 1 1")  # the amulet's 3 steps reach the treasure
    assert table.game.state.phase is Phase.LOOK


def test_the_amulets_move_forbids_an_amulet_pick_up_until_it_is_done() -> None:
    table = in_play(amulets={1: 1}, lying=[(0, 0)])
    table.press("UP VALUE 3")
    assert table.screen[:2] == ["Red: amulet move, 3 steps", "no amulet pick-up on it."]
    table.press("UP")
    before = table.snapshot()
    table.press("1")
    assert_refused(table, "The amulet's move allows no amulet pick-up.")
    assert table.snapshot() == before
    table.press("CLEAR AIR UP 1")  # the amulet's move done, the turn's own move picks it up
    assert table.game.state.amulets.held[1] == 1 and table.game.state.amulets.lying == []


def test_an_amulet_pick_up_is_the_turns_move_so_only_an_amulets_power_plays_a_clue() -> None:
    table = in_play(lying=[(0, 0)])
    table.press("UP 1")  # the ATV drove onto the amulet and took it
    assert table.game.state.amulets.held[1] == 1
    table.press("CLEAR")
    assert table.screen[0] == "Red: ATV moved"
    before = table.snapshot()
    table.press("2")
    assert_refused(table, "Red moved this turn: one action a turn.")
    assert table.snapshot() == before
    clue(table.press("CLEAR UP VALUE 1 2"), "in mountain")  # the amulet's power: a clue
    assert table.game.state.sheet(2).players == [1]
    table.press("AIR")
    assert table.screen[0] == "Red: ATV moved"
    table.press("AIR")
    assert table.screen[0] == "Yellow's turn"


def test_a_player_without_an_amulet_may_pass_the_turn_to_exchange_the_whole_hand() -> None:
    table = in_play(maps=[LOCATED])
    assert table.screen[-1] == "CLEAR: pass, new hand"
    table.press("CLEAR")
    assert table.screen == [
        "Red passes and",
        "swaps the whole hand.",
        "AIR: end the turn",
        "CLEAR: take it back",
    ]
    before = table.snapshot()
    for key, reason in [
        ("2", "Red passed this turn: one action a turn."),
        ("VALUE", "Red passed this turn: no move, no raising."),
    ]:
        table.press(key)
        assert_refused(table, reason)
        assert table.snapshot() == before
    table.press("CLEAR")  # taken back: the turn is whole again
    assert table.screen[0] == "Red's turn"
    table.press("CLEAR AIR")
    assert table.screen[0] == "Yellow's turn"
    assert "player 1 passed to exchange the whole hand" in table.game.state.history
    assert "player 1 moved" not in table.game.state.history


def test_a_player_with_an_amulet_is_not_offered_the_pass_its_power_4_is_the_new_hand() -> None:
    table = in_play(amulets={1: 1})
    assert not any("pass" in line for line in table.screen)
    before = table.snapshot()
    table.press("CLEAR")
    assert_refused(table, "Red has an amulet: its power 4 is a new hand.")
    assert table.snapshot() == before


def test_after_a_move_the_pass_is_no_longer_offered() -> None:
    table = in_play()
    table.press("AIR")
    assert not any("pass" in line for line in table.screen)
    table.press("CLEAR")
    assert_refused(table, "Red moved this turn: one action a turn.")
