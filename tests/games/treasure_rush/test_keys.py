"""Keys at the wrong moment: a short refusal sound, and nothing changes."""

from __future__ import annotations

import pytest

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
    before = table.position
    table.press(key)
    assert table.sounds == ["bad_key"]
    assert table.effects == [table.effects[0]], "no screen, no lights: nothing changed"
    assert table.position == before


def test_releases_and_holds_do_nothing(rush, keys):
    game = rush(HUNT)
    assert game.handle(Release("1"), 1.0) == []
    assert game.handle(Hold("1"), 4.0) == []
