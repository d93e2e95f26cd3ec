"""UP takes back what the table did this round, exactly: a mistaken claim, a seat that
claimed next, a verdict (the map given back, the draw pile's order); and a second
verdict key pressed on the notice never judges the next claim before it was shown."""

from __future__ import annotations

from treasure_rush_positions import RACE, at, position_of

from games.treasure_rush import GAME
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.maps.position import position


def test_a_seat_key_pressed_by_mistake_is_withdrawn_before_its_verdict(rush, keys):
    table = keys(rush(RACE))
    race = position_of(table)
    table.press("2")
    assert table.last_screen[-1] == "UP: take back claim", "the way out is on the screen"
    table.press("UP")
    assert table.last_sounds == ["undo"]
    assert position_of(table) == race, "the race again, nobody out, nobody claiming"
    assert table.last_row == "Keys 1-3: claim"
    assert table.compass is None
    table.press("UP")
    assert table.last_sounds == ["bad_key"], "nothing before the claim to take back"


def test_a_seat_claiming_next_by_mistake_is_withdrawn_and_the_claim_stands(rush, keys):
    table = keys(rush(RACE)).press("2")
    claim = position_of(table)
    table.press("3")
    assert table.last_screen[0] == "Blue; next 3"
    table.press("UP")
    assert position_of(table) == claim and table.last_screen[0] == "Blue claims!"


def test_a_wrong_verdict_is_taken_back_with_its_map_and_the_pile_as_they_were(rush, keys):
    table = keys(rush(RACE)).press("1")
    claim = position_of(table)
    table.press("CLEAR")
    assert "pile Wagon Tablet / Anchor Key~ Palm / Skull Palm" in position_of(table)
    table.wait(2.5)
    assert table.screen[-2:] == ["UP: take back verdict", "Keys 2, 3: claim"]
    table.press("UP")
    assert table.last_sounds == ["undo"]
    assert position_of(table) == claim, "the map back in seat 1's hand, the pile in its order"
    assert table.last_screen[0] == "Red claims!" and table.compass == "N"
    assert table.gauge == "110000"


def test_a_right_verdict_and_a_won_game_are_taken_back(rush, keys):
    table = keys(rush(at(RACE, to_win="to_win 3"))).press("1")
    claim = position_of(table)
    table.press("VALUE")
    assert table.last_screen[0] == "Red wins the game!"
    assert table.last_row == "$: new game  UP: undo"
    table.press("UP")
    assert position_of(table) == claim and table.last_screen[0] == "Red claims!"
    table.press("CLEAR")
    assert "out 1" in position_of(table)


def test_everyone_failing_is_taken_back_the_map_off_the_aside_pile(rush, keys):
    table = keys(rush(at(RACE, out="out 1 3"))).press("2")
    claim = position_of(table)
    table.press("CLEAR").wait(2.5)
    assert table.screen[0] == "Everyone failed!" and table.last_row == "$: next map  UP: undo"
    table.press("UP")
    assert position_of(table) == claim and "aside" not in position_of(table)


def test_a_wrong_verdict_before_a_waiting_claim_is_taken_back_claim_by_claim(rush, keys):
    table = keys(rush(RACE)).press("1")
    first = position_of(table)
    table.press("2")
    waiting = position_of(table)
    table.press("CLEAR").wait(2.5)
    assert table.screen[0] == "Blue claims!" and table.screen[-1] == "UP: take back verdict"
    table.press("UP")
    assert position_of(table) == waiting
    table.press("UP")
    assert position_of(table) == first


def test_once_the_next_map_is_up_the_verdict_stands(rush, keys):
    table = keys(rush(RACE)).press("1", "VALUE").play("wait 3 / press VALUE")
    assert table.last_sounds == ["new_map"] and table.last_row == "Keys 1-3: claim"
    assert len(table.screen) == 3, "no take-back offered on a new map"
    before = position_of(table)
    table.press("UP")
    assert table.last_sounds == ["bad_key"] and position_of(table) == before


def test_what_up_takes_back_is_kept_over_a_power_cut(rush, keys):
    table = keys(rush(RACE)).press("1", "CLEAR")
    table.wait(2.5)
    back = table.restart(GAME)
    assert back.text == table.text
    back.press("UP")
    assert "claimant 1" in position(back.game.state) and "out" not in position(back.game.state)


def test_the_box_judge_screen_says_how_to_take_back_the_claim(rush, keys):
    table = keys(rush(at(RACE, judge="judge box"))).press("2")
    assert table.screen[-1] == "UP: take back claim"
    table.press("5")
    assert table.screen[-2:] == ["Twice: other side", "CLEAR: undo  $: done"]
    table.press("UP")
    assert "phase hunt" in position_of(table) and "keyed" not in position_of(table)


def test_a_second_clear_on_the_notice_does_not_judge_the_next_claim_unseen(rush, keys):
    # Seat 2 claims, seat 3 claims next, CLEAR pressed twice 0.1 s apart.
    table = keys(rush(RACE)).play("press 2 / press 3 / press CLEAR")
    assert table.screen == ["Blue is wrong!", "No map to give back.", "Green claims next."]
    table.play("wait 0.1 / press CLEAR")
    assert "claimant 3" in position_of(table) and "out 2" in position_of(table)
    assert "out 2 3" not in position_of(table), "Green was not judged"
    assert table.screen[0] == "Green claims!", "the second CLEAR shows Green's claim"
    assert "wrong" not in table.last_sounds
    table.press("VALUE")
    assert table.last_screen[0] == "Green wins the map!", "judged once it was seen"


def test_a_dollar_on_the_notice_does_not_judge_the_next_claim_either(rush, keys):
    table = keys(rush(RACE)).play("press 2 / press 3 / press CLEAR / press VALUE")
    assert table.screen[0] == "Green claims!" and "won 3 Book Wagon\n" in position_of(table)


def test_the_box_judge_s_keys_on_the_notice_only_show_the_next_claim(rush, keys):
    game: TreasureRushGame = rush(at(RACE, judge="judge box"), seed=3)
    table = keys(game).play("press 2 / press 3 / press 5 / press VALUE / press 6")
    assert table.screen[0] == "Green: key your path"
    assert "keyed" not in position_of(table), "the card key only showed the claim"


def test_a_second_dollar_after_a_right_verdict_is_ignored_and_up_takes_it_back(rush, keys):
    # Seat 2 claims; two players agree and press $ 0.1 s apart.
    table = keys(rush(RACE)).play("press 2 / press VALUE")
    assert table.last_screen[0] == "Blue wins the map!"
    judged = position_of(table)
    table.play("wait 0.1 / press VALUE")
    assert table.last_sounds == [], "the second $ is ignored, not refused"
    assert position_of(table) == judged, "no new map turned up"
    assert table.screen[0] == "Blue wins the map!"
    table.press("UP")
    assert table.last_sounds == ["undo"]
    assert table.screen[0] == "Blue claims!", "the verdict is taken back"
    table.play("press VALUE / wait 3 / press VALUE")
    assert table.last_sounds == ["new_map"], "after the moment, $ turns up the next map"


def test_a_second_dollar_after_the_winning_verdict_does_not_start_a_new_game(rush, keys):
    game: TreasureRushGame = rush(at(RACE, to_win="to_win 3"))  # seat 1 holds two maps
    table = keys(game).play("press 1 / press VALUE")
    assert game.state.phase == "over"
    table.play("wait 0.1 / press VALUE")
    assert game.state.phase == "over", "the win stays; UP can still take it back"
    table.press("UP")
    assert game.state.phase == "claim"
