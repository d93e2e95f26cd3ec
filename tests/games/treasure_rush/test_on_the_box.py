"""Whole games on the mock box through key scripts: setup, the race, the winner."""

from __future__ import annotations

import json

from boxkit import lights, mock_box, play, run_script, screens, sounds

from games.treasure_rush.keys import CARD_KEYS

WHOLE_GAME = """
# Two players, the table judges, first to 5 maps.
press 2
press VALUE          # deal; map 1 is up
press 1
press VALUE          # right: player 1 has 1 map
press VALUE          # map 2
press 2
press CLEAR          # player 2 wrong, out for the round (no map to give back)
press 2              # refused: player 2 is out
press 1
press CLEAR          # player 1 wrong, gives a map back
wait 3               # everyone failed
press VALUE          # map 3
press 2
press VALUE          # player 2: 1
press VALUE
press 1
press VALUE          # player 1: 1
press VALUE
press 1
press VALUE          # player 1: 2
press VALUE
press 1
press VALUE          # player 1: 3
press VALUE
press 1
press VALUE          # player 1: 4
press VALUE
press 1
press VALUE          # player 1: 5, the game is won
"""


def test_a_whole_game_to_a_winner():
    records = run_script(WHOLE_GAME, game="treasure-rush", seed=11)
    shown = screens(records)
    assert shown[1][0] == "4 players"
    assert shown[-1] == [
        "Player 1 wins the game!",
        "Player 1: 5 maps",
        "Player 2: 1 map",
        "$: new game",
    ]
    heard = sounds(records)
    assert heard[heard.index("power_on") + 1 :][:2] == ["key", "new_map"]
    assert heard.count("claim") == 9 and heard.count("right") == 6
    assert heard.count("bad_key") == 1
    assert heard[-1] == "win"
    failed = shown.index(
        ["Everyone failed!", "Player 1: 0 maps", "Player 2: 0 maps", "$: next map"]
    )
    assert shown[failed - 1] == [
        "Player 1 is wrong!",
        "One map goes back.",
        "Out for this round.",
    ], "the last claimant's penalty is told before everyone failed"
    assert lights(records)[-1] == ("N", "111111")


def test_the_gauge_counts_the_claimants_maps_and_the_compass_points_at_the_seat():
    records = run_script("press 3\npress VALUE\npress 3\npress VALUE", game="treasure-rush")
    assert lights(records)[-2:] == [("S", "000000"), ("S", "100000")]


def test_the_box_judges_from_the_icons_keyed_in(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text('[treasure-rush]\nverdict = "box"\nseats = 2\n', encoding="utf-8")
    with mock_box(game="treasure-rush", seed=3, settings_path=settings) as (running, records):
        play(running, "press VALUE\npress 1")
        table = running.box.game.table
        keys = []
        for icon in table.map.icons:
            keys += [CARD_KEYS[icon.card - 1]] * (1 if icon.side == "F" else 2)
        play(running, "\n".join(f"press {key}" for key in keys) + "\npress VALUE")
        assert sounds(records)[-1] == "right"
        assert screens(records)[-1][0] == "Player 1 wins the map!"


def test_a_power_cut_mid_claim_comes_back_to_the_same_claim(tmp_path):
    with mock_box(game="treasure-rush", seed=5, state_dir=tmp_path) as (running, records):
        play(running, "press 3\npress VALUE\npress 2")
        before = screens(records)[-1]
    with mock_box(game="treasure-rush", seed=99, state_dir=tmp_path) as (running, records):
        assert screens(records)[-2] == before  # then "Game resumed" over it
        assert screens(records)[-1][0] == "Game resumed"
        play(running, "press CLEAR")
        assert screens(records)[-2][0] == "Player 2 is wrong!"


def test_the_wrong_notice_gives_way_to_the_map_by_itself():
    records = run_script(
        "press 3\npress VALUE\npress 2\npress CLEAR\nwait 3", game="treasure-rush", seed=5
    )
    assert screens(records)[-2][0] == "Player 2 is wrong!"
    assert screens(records)[-1][-1] == "Keys 1, 3: claim"


def test_the_state_is_saved_after_every_step(tmp_path):
    with mock_box(game="treasure-rush", seed=5, state_dir=tmp_path) as (running, _):
        saved = []
        for key in ("3", "VALUE", "1", "VALUE"):
            play(running, f"press {key}")
            state = json.loads((tmp_path / "state.json").read_text(encoding="utf-8"))
            saved.append(state["games"]["treasure-rush"]["position"].splitlines()[0])
    assert saved == ["phase setup", "phase hunt", "phase claim", "phase result"]


def test_the_penalty_map_comes_back_from_the_bottom_of_a_small_pile(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text("[treasure-rush]\ndeck_size = 3\nseats = 2\n", encoding="utf-8")
    with mock_box(game="treasure-rush", seed=8, settings_path=settings) as (running, _):
        play(running, "press VALUE\npress 1\npress VALUE")
        won = running.box.game.table.won[0][-1]
        play(running, "press VALUE\npress 1\npress CLEAR")  # map 2: player 1 gives it back
        table = running.box.game.table
        assert table.pile[-1] == won and len(table.pile) == 2
        play(running, "press 2\npress VALUE\npress VALUE")  # player 2 wins map 2; map 3 is up
        assert running.box.game.table.map != won
        play(running, "press 2\npress VALUE\npress VALUE")  # player 2 wins map 3
        assert running.box.game.table.map == won, "the map given back is up again"
