"""The key tables: keys at the wrong moment are refused and change nothing; the box judges."""

from __future__ import annotations

import pytest
from treasure_rush_positions import position_of

from games.events import Hold, Release

HUNT = """
phase hunt
seats 3 players
judge table
turned 2
map Diamond Book~ Compass
pile Wagon Tablet
won 1 Crown Key
won 2
won 3
out 2
"""
CLAIM = HUNT.replace("phase hunt", "phase claim") + "claimant 1\n"
BOX_CLAIM = CLAIM.replace("judge table", "judge box")
WAITING = BOX_CLAIM + "queue 3\n"
RESULT = """
phase result
seats 2 players
won 1 Crown Key
won 2
claimant 1
result right
"""


@pytest.mark.parametrize(
    ("where", "key"),
    [
        pytest.param(HUNT, "2", id="a claim from a seat that is out"),
        pytest.param(HUNT, "4", id="a claim from a seat not at the table"),
        pytest.param(CLAIM, "2", id="a claim during a verdict from a seat that is out"),
        pytest.param(CLAIM, "4", id="a claim during a verdict from a seat not at the table"),
        pytest.param(CLAIM, "1", id="the claimant's key again during the verdict"),
        pytest.param(BOX_CLAIM, "1", id="the claimant's key while keying the path"),
        pytest.param(WAITING, "3", id="a seat already waiting presses again"),
        pytest.param(HUNT, "VALUE", id="a right verdict with no claim"),
        pytest.param(HUNT, "CLEAR", id="a wrong verdict with no claim"),
        pytest.param(RESULT, "1", id="a claim between rounds"),
        pytest.param(RESULT, "CLEAR", id="a verdict between rounds"),
        pytest.param(BOX_CLAIM, "VALUE", id="handing in an empty path"),
        pytest.param(BOX_CLAIM, "CLEAR", id="undoing with nothing keyed"),
        pytest.param(BOX_CLAIM, "UP", id="a key that is no card while keying"),
        pytest.param(HUNT, "AIR", id="a setup key during the race"),
        pytest.param(HUNT, "NS_GOLD", id="a direction key"),
    ],
)
def test_a_key_at_the_wrong_moment_is_refused_and_changes_nothing(rush, keys, where, key):
    game = rush(where)
    table = keys(game)
    before = position_of(table)
    table.press(key)
    assert table.last_sounds == ["bad_key"]
    assert table.last == [table.last[0]], "no screen, no lights: nothing changed"
    assert position_of(table) == before


def test_releases_and_holds_do_nothing(rush, keys):
    game = rush(HUNT)
    assert game.handle(Release("1"), 1.0) == []
    assert game.handle(Hold("1"), 4.0) == []


# The box judges: the claimant keys in the icons of their path with the card keys 5-9.
#
# Cards 1 to 5 (Diamond/Crown, Book/Key, Compass/Anchor, Wagon/Palm, Tablet/Skull) are
# keys 5 to 9, so no card shares a key with a seat.
CLAIM = """
phase claim
seats 2 players
judge box
turned 1
map Diamond Anchor~ Key
pile Wagon Tablet
won 1 Crown Palm
won 2
claimant 2
"""


def test_the_claimant_is_asked_for_their_path(rush, keys):
    game = rush(CLAIM)
    screen = keys(game)
    assert screen.screen == [
        "Blue: key your path",
        "No card keyed yet.",
        "Keys: 5 Diamond, 6 Book, 7 Compass, 8 Wagon, 9 Tablet",
        "Twice: other side",
        "CLEAR: undo  $: done",
    ]


def test_a_card_key_lays_the_front_and_again_flips_it_in_place(rush, keys):
    table = keys(rush(CLAIM)).press("5", "7")
    assert table.last_screen[1] == "Path: Diamond, Compass"
    table.press("7")
    assert table.last_sounds == ["key"]
    assert table.last_screen[1] == "Path: Diamond, Anchor"
    assert table.last_screen[2] == "Keys: 5 Diamond, 7 Anchor, 6 Book, 8 Wagon, 9 Tablet"
    table.press("5")
    assert table.last_screen[1] == "Path: Crown, Anchor"
    assert "keyed Crown Anchor" in position_of(table)


def test_clear_takes_back_the_last_card(rush, keys):
    table = keys(rush(CLAIM)).press("5", "7", "CLEAR")
    assert table.last_sounds == ["key"] and "keyed Diamond\n" in position_of(table) + "\n"


def test_the_right_path_wins_the_map(rush, keys):
    table = keys(rush(CLAIM)).press("5", "7", "7", "6", "6", "VALUE")
    assert table.last_sounds == ["right"]
    assert "won 2 Diamond Anchor~ Key" in position_of(table)


def test_a_faded_icon_is_keyed_like_any_other(rush, keys):
    table = keys(rush(CLAIM.replace("Anchor~", "Anchor"))).press("5", "7", "7", "6", "6", "VALUE")
    assert table.last_sounds == ["right"]


def test_a_wrong_order_too_few_or_too_many_cards_is_wrong(rush, keys):
    for entry in (("7", "7", "5", "6", "6"), ("5", "7", "7"), ("5", "7", "7", "6", "6", "8")):
        table = keys(rush(CLAIM)).press(*entry, "VALUE")
        assert table.last_sounds == ["wrong"], entry
        assert "out 2" in position_of(table)


def test_a_wrong_side_is_wrong_and_costs_a_map(rush, keys):
    table = keys(rush(CLAIM.replace("claimant 2", "claimant 1"))).press("5", "7", "7", "6", "VALUE")
    assert table.last_sounds == ["wrong"]
    assert "won 1\n" in position_of(table) and "pile Wagon Tablet / Crown Palm" in position_of(
        table
    )
