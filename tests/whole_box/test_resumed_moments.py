"""A power cut at each moment a table must see again, then the first key: "Game resumed"
goes, the game shows what was interrupted, and that key acts on nothing (a claim is
not judged, a dive's end is not skipped, a tile back is not shown to the table)."""

from __future__ import annotations

import shutil
from pathlib import Path

from boxkit import mock_box, play, screens, sounds

from appliance.box.script import parse_script, play_steps
from appliance.box.state.journal import JOURNAL_NAME
from appliance.box.state.state_store import FILE_NAME
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Metal

RESUMED = ["Game resumed"]


def power_cut(running_dir: Path, card: Path) -> Path:
    """The card as it is now, mid-game: the box saved it after the last key."""
    card.mkdir()
    for name in (FILE_NAME, JOURNAL_NAME):
        if (running_dir / name).exists():
            shutil.copy(running_dir / name, card / name)
    return card


def test_a_claim_under_judgement_is_shown_before_dollar_can_judge_it(tmp_path: Path) -> None:
    with mock_box(game="treasure-rush", state_dir=tmp_path / "box", seed=5) as (running, _):
        play(running, "press VALUE\npress 2")
        card = power_cut(tmp_path / "box", tmp_path / "card")
    with mock_box(game="treasure-rush", state_dir=card, seed=5) as (running, records):
        assert screens(records)[-1][:1] == RESUMED
        play(running, "press VALUE")  # to wake the box: it only shows the claim
        assert screens(records)[-1][0] == "Blue claims!"
        assert sounds(records)[-1] == "resumed", "no verdict, no sound"
        play(running, "press VALUE")
        assert screens(records)[-1][0] == "Blue wins the map!"


def test_a_dive_cut_off_shows_where_the_treasure_dropped_until_a_key(tmp_path: Path) -> None:
    with mock_box(state_dir=tmp_path / "box") as (running, _):
        game = running.box.game
        assert isinstance(game, LostTreasureGame)
        where = str(game.state.ocean.site(Metal.GOLD).location)
        script = f"press {where[0]}\npress {where[1]}\npress AIR\nwait 2\ndown 3\nwait 4.5"
        play_steps(running, parse_script(script), run_on=False)
        assert game.state.dive is not None, "under water when the power goes"
        card = power_cut(tmp_path / "box", tmp_path / "card")
    with mock_box(state_dir=card, seed=2) as (running, records):
        assert screens(records)[-1][:1] == RESUMED
        play(running, "press 4")
        shown = screens(records)[-1]
        assert shown == ["The dive was cut off", "Dropped in area 3", "End of turn"]
        play(running, "press 4")
        assert screens(records)[-1][0] == "Location 4_", "the next key plays"


def test_a_tile_back_on_show_is_hidden_and_shown_again_to_its_owner_only(tmp_path: Path) -> None:
    opening = "press 2\npress AIR\npress AIR\npress AIR\npress 1\n"
    with mock_box(game="atlantis", state_dir=tmp_path / "box", seed=3) as (running, records):
        play(running, opening)
        look = screens(records)[-1]
        play(running, "press AIR")  # the back, for player 1's eyes
        back = screens(records)[-1]
        assert back[0] == "Shark appears!"
        card = power_cut(tmp_path / "box", tmp_path / "card")
    with mock_box(game="atlantis", state_dir=card, seed=3) as (running, records):
        assert screens(records)[-1][:1] == RESUMED
        assert all(shown[0] != "Shark appears!" for shown in screens(records))
        play(running, "press 5")
        assert screens(records)[-1] == look, "the owner looks alone again"
        play(running, "press AIR")
        assert screens(records)[-1] == back


def test_menu_held_on_the_resumed_screen_still_offers_a_new_game(tmp_path: Path) -> None:
    with mock_box(game="treasure-rush", state_dir=tmp_path / "box", seed=5) as (running, _):
        play(running, "press VALUE\npress 2")
        card = power_cut(tmp_path / "box", tmp_path / "card")
    with mock_box(game="treasure-rush", state_dir=card, seed=5) as (running, records):
        play(running, "hold MENU 3.2")
        assert screens(records)[-1][0] == "New Treasure Rush?"
        play(running, "press CLEAR")
        assert screens(records)[-1][0] == "Blue claims!"
