"""Every consequence of a claim, through the event API, on positions."""

from __future__ import annotations

import textwrap

from games.effects import CancelWake, WakeAt
from games.events import Wake
from games.screen import Screen

RACE = """
    phase hunt
    seats 3 players
    judge table
    to_win 5
    turned 4
    map Diamond Book~ Compass
    pile Wagon Tablet / Anchor Key~ Palm
    won 1 Crown Key / Skull Palm
    won 2
    won 3 Book Wagon
"""


def at(text: str, **changes: str) -> str:
    """A position with some of its lines replaced: ``at(RACE, out="out 2")``."""
    lines = textwrap.dedent(text).strip().splitlines()
    for word, line in changes.items():
        lines = [old for old in lines if old.split()[0] != word.split("_")[0]]
        lines.append(line)
    return "\n".join(lines)


def test_a_seat_key_claims_and_freezes_the_round(rush, keys):
    table = keys(rush(RACE)).press("2")
    assert table.sounds == ["claim"]
    assert table.screen == [
        "Player 2 claims!",
        "Path: Diamond, Book (faded), Compass",
        "$: right  CLEAR: wrong",
    ]
    assert "phase claim" in table.position and "claimant 2" in table.position


def test_right_wins_the_map_and_the_next_map_waits(rush, keys):
    table = keys(rush(RACE)).press("3", "VALUE")
    assert table.sounds == ["right"]
    assert table.screen[0] == "Player 3 wins the map!"
    assert "won 3 Book Wagon / Diamond Book~ Compass" in table.position
    assert "phase result" in table.position and "\nmap " not in table.position
    table.press("VALUE")
    assert table.sounds == ["new_map"]
    assert "map Wagon Tablet" in table.position and "turned 5" in table.position


def test_wrong_sends_the_latest_map_won_under_the_pile_and_the_seat_out(rush, keys):
    table = keys(rush(RACE)).press("1", "CLEAR")
    assert table.sounds == ["wrong"]
    assert table.screen == [
        "Player 1 is wrong!",
        "Path: Diamond, Book (faded), Compass",
        "One map goes back.",
    ]
    assert "won 1 Crown Key\n" in table.position
    assert "pile Wagon Tablet / Anchor Key~ Palm / Skull Palm" in table.position
    assert "out 1" in table.position and "phase hunt" in table.position


def test_wrong_with_no_map_won_costs_nothing_but_the_round(rush, keys):
    table = keys(rush(RACE)).press("2", "CLEAR")
    assert table.screen[-1] == "No map to give back."
    assert "pile Wagon Tablet / Anchor Key~ Palm\n" in table.position
    assert "out 2" in table.position


def test_after_a_wrong_claim_the_map_comes_back_and_the_others_race_on(rush, keys):
    game = rush(RACE)
    table = keys(game).press("1", "CLEAR")
    assert WakeAt(table.now + 2.5, "notice") in table.effects
    back = game.handle(Wake("notice"), table.now + 2.5)
    hint = next(e for e in back if isinstance(e, Screen)).lines[-1]
    assert (hint.msgid, dict(hint.params)) == ("Keys {seats}: claim", {"seats": "2, 3"})
    assert keys(game).press("3").sounds == ["claim"]


def test_a_seat_key_during_the_wrong_notice_claims_at_once(rush, keys):
    table = keys(rush(RACE)).press("1", "CLEAR", "2")
    assert table.sounds == ["claim"]
    assert CancelWake("notice") in table.effects
    assert "claimant 2" in table.position


def test_when_every_seat_is_out_everyone_fails_and_the_map_is_set_aside(rush, keys):
    game = rush(at(RACE, out="out 1 3"))
    table = keys(game).press("2", "CLEAR")
    assert table.sounds == ["wrong"]
    assert table.screen == ["Player 2 is wrong!", "No map to give back.", "Out for this round."]
    assert "result nobody" in table.position and "aside Diamond Book~ Compass" in table.position
    table.effects = game.handle(Wake("notice"), table.now + 2.5)
    assert table.sounds == ["nobody"]
    assert table.screen[0] == "Everyone failed!"
    table.press("VALUE")
    assert "map Wagon Tablet" in table.position and "out" not in table.position


def test_the_map_to_win_ends_the_game(rush, keys):
    table = keys(rush(at(RACE, to_win="to_win 3"))).press("1", "VALUE")
    assert table.sounds == ["win"]
    assert table.screen[0] == "Player 1 wins the game!"
    assert table.screen[-1] == "$: new game"
    assert "phase over" in table.position
    table.press("VALUE")
    assert table.screen[0] == "3 players" and "phase setup" in table.position


def test_a_new_round_lets_everyone_claim_again(rush, keys):
    table = keys(rush(at(RACE, out="out 1 2"))).press("3", "VALUE", "VALUE")
    assert "out" not in table.position
    assert table.screen[-1] == "Keys 1-3: claim"


def test_an_empty_pile_is_refilled_with_a_fresh_deck(rush, keys):
    table = keys(rush(at(RACE, pile="pile"), deck_size=7)).press("1", "VALUE", "VALUE")
    assert table.sounds == ["new_map"]
    assert len(table.game.table.pile) == 6 and "turned 5" in table.position


def test_the_penalty_map_really_comes_back_from_the_bottom_of_the_pile(rush, keys):
    game = rush(at(RACE, pile="pile Wagon Tablet / Anchor Key~ Palm"))
    table = keys(game).press("1", "CLEAR", "2", "CLEAR", "3", "CLEAR")
    assert "pile Wagon Tablet / Anchor Key~ Palm / Skull Palm / Book Wagon" in table.position
    table.press("VALUE")
    assert "map Wagon Tablet" in table.position
    table.press("1", "VALUE", "VALUE")
    assert "map Anchor Key~ Palm" in table.position
    table.press("2", "VALUE", "VALUE")
    assert "map Skull Palm" in table.position, "seat 1's lost map is turned up again"
    table.press("3", "VALUE")
    assert "won 3 Skull Palm" in table.position and "pile Book Wagon" in table.position


def test_teams_are_called_teams(rush, keys):
    table = keys(rush(at(RACE, seats="seats 3 teams"))).press("2")
    assert table.screen[0] == "Team 2 claims!"
    assert keys(table.game).press("CLEAR").screen[0] == "Team 2 is wrong!"
