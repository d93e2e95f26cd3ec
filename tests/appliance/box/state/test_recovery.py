"""A game that fails: the box says so and the game is back at its last save; failing
again from there, it is kept aside and dealt anew; a game that cannot even start is
shown as broken, and the box plays on."""

from __future__ import annotations

import json

from boxkit import run_script, screens
from counter_game import COUNTER, Counter, CounterSettings

from appliance.box.state.state_store import FILE_NAME
from games.base import GameInfo
from games.events import Press
from games.screen import T


class Fragile(Counter):
    """A counter that fails on 9."""

    def handle(self, event, now):
        if isinstance(event, Press) and event.key == "9":
            raise RuntimeError("a bug in the game")
        return super().handle(event, now)


def restore(data, rng, settings, now):
    """Restored at a count of 3 or more, it fails again."""
    if data["count"] >= 3:
        raise RuntimeError("a bug in the saved state")
    return Fragile(data["count"], settings)


FRAGILE = GameInfo(
    name="counter",
    title=T("Counter"),
    new=lambda rng, settings, now: Fragile(0, settings),
    restore=restore,
    cues=COUNTER.cues,
    settings=CounterSettings,
)
GAMES = {"counter": FRAGILE}


def test_a_failing_game_is_put_back_at_its_last_save_and_the_box_says_so():
    records = run_script("press 1\npress 1\npress 9\npress 5\npress 1\n", games=GAMES)
    assert ["Notice", "The game failed.", "Back at its last save.", "Press any key."] in screens(
        records
    )
    assert screens(records)[-1] == ["Count 3"]  # the 5 put the notice away; the 1 counted


def test_a_game_failing_again_from_its_save_is_kept_aside_and_dealt_anew(tmp_path):
    script = "press 1\npress 1\npress 1\npress 9\n"
    records = run_script(script, games=GAMES, state_dir=tmp_path)
    assert screens(records)[-1][:3] == ["Notice", "It failed again.", "Kept aside; new game."]
    assert json.loads((tmp_path / FILE_NAME).read_text())["games"]["counter"]["count"] == 0


def test_a_game_that_cannot_start_is_shown_broken_and_the_menu_still_works():
    def broken(rng, settings, now):
        raise RuntimeError("cannot deal")

    games = {"counter": GameInfo(name="counter", title=T("Counter"), new=broken, restore=broken)}
    records = run_script("press MENU\n", games={**games, "other": COUNTER})
    assert ["Counter", "This game could not start. The log says why.", "MENU: choose a game"] in (
        screens(records)
    )
    assert screens(records)[-1][0] == "Choose a game"
