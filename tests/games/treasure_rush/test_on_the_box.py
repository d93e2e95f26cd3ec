"""Treasure Rush on the whole mock box: whole games through key scripts (setup, the race,
the winner) and the claim race as a table plays it."""

from __future__ import annotations

from pathlib import Path

from boxkit import lights, mock_box, on_card, play, run_script, screens, sounds

from games.treasure_rush.keys import CARD_KEYS

WHOLE_GAME = """
# Two players, the table judges, first to 5 maps.
press 2
press VALUE          # deal; map 1 is up
press 1
press VALUE          # right: player 1 has 1 map
wait 1
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
wait 1
press VALUE
press 1
press VALUE          # player 1: 1
wait 1
press VALUE
press 1
press VALUE          # player 1: 2
wait 1
press VALUE
press 1
press VALUE          # player 1: 3
wait 1
press VALUE
press 1
press VALUE          # player 1: 4
wait 1
press VALUE
press 1
press VALUE          # player 1: 5, the game is won
"""


def test_a_whole_game_to_a_winner():
    records = run_script(WHOLE_GAME, game="treasure-rush", seed=11)
    shown = screens(records)
    assert shown[1][0] == "4 players"
    assert shown[-1] == [
        "Red wins the game!",
        "Red: 5 maps",
        "Blue: 1 map",
        "$: new game  UP: undo",
    ]
    heard = sounds(records)
    assert heard[heard.index("power_on") + 1 :][:2] == ["key", "new_map"]
    assert heard.count("claim") == 9 and heard.count("right") == 6
    assert heard.count("bad_key") == 1
    assert heard[-1] == "win"
    failed = shown.index(
        ["Everyone failed!", "Red: 0 maps", "Blue: 0 maps", "$: next map  UP: undo"]
    )
    assert shown[failed - 1] == [
        "Red is wrong!",
        "One map goes back.",
        "Out for this round.",
    ], "the last claimant's penalty is told before everyone failed"
    assert lights(records)[-1] == ("N", "111111")


def test_the_gauge_counts_the_claimants_maps_and_the_compass_points_at_the_seat():
    records = run_script("press 3\npress VALUE\npress 3\npress VALUE", game="treasure-rush")
    assert lights(records)[-2:] == [("W", "000000"), ("W", "100000")]  # 3 of 3 seats: W


def test_the_box_judges_from_the_icons_keyed_in(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text('[treasure-rush]\nverdict = "box"\nseats = 2\n', encoding="utf-8")
    with mock_box(game="treasure-rush", seed=3, settings_path=settings) as (running, records):
        play(running, "press VALUE\npress 1")
        table = running.box.game.state
        keys = []
        for icon in table.map.icons:
            keys += [CARD_KEYS[icon.card - 1]] * (1 if icon.side == "F" else 2)
        play(running, "\n".join(f"press {key}" for key in keys) + "\npress VALUE")
        assert sounds(records)[-1] == "right"
        assert screens(records)[-1][0] == "Red wins the map!"


def test_a_power_cut_mid_claim_comes_back_to_the_same_claim(tmp_path):
    with mock_box(game="treasure-rush", seed=5, state_dir=tmp_path) as (running, records):
        play(running, "press 3\npress VALUE\npress 2")
        before = screens(records)[-1]
    with mock_box(game="treasure-rush", seed=99, state_dir=tmp_path) as (running, records):
        assert screens(records)[-2] == before  # then "Game resumed" over it
        assert screens(records)[-1][0] == "Game resumed"
        play(running, "press CLEAR")  # only puts "Game resumed" away: the claim again
        assert screens(records)[-1] == before
        play(running, "press CLEAR")
        assert screens(records)[-2][0] == "Blue is wrong!"


def test_the_wrong_notice_gives_way_to_the_map_by_itself():
    records = run_script(
        "press 3\npress VALUE\npress 2\npress CLEAR\nwait 3", game="treasure-rush", seed=5
    )
    assert screens(records)[-2][0] == "Blue is wrong!"
    assert screens(records)[-1][-1] == "Keys 1, 3: claim"


def test_the_state_is_saved_after_every_step(tmp_path):
    with mock_box(game="treasure-rush", seed=5, state_dir=tmp_path) as (running, _):
        saved = []
        for key in ("3", "VALUE", "1", "VALUE"):
            play(running, f"press {key}")
            state = on_card(tmp_path)
            saved.append(state["games"]["treasure-rush"]["position"].splitlines()[0])
    assert saved == ["phase setup", "phase hunt", "phase claim", "phase result"]


def test_the_penalty_map_comes_back_from_the_bottom_of_a_small_pile(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text("[treasure-rush]\ndeck_size = 3\nseats = 2\n", encoding="utf-8")
    with mock_box(game="treasure-rush", seed=8, settings_path=settings) as (running, _):
        play(running, "press VALUE\npress 1\npress VALUE")
        won = running.box.game.state.won[0][-1]
        play(running, "wait 1\npress VALUE\npress 1\npress CLEAR")  # map 2: player 1 gives it back
        table = running.box.game.state
        assert table.pile[-1] == won and len(table.pile) == 2
        play(
            running, "press 2\npress VALUE\nwait 1\npress VALUE"
        )  # player 2 wins map 2; map 3 is up
        assert running.box.game.state.map != won
        play(running, "press 2\npress VALUE\nwait 1\npress VALUE")  # player 2 wins map 3
        assert running.box.game.state.map == won, "the map given back is up again"


# The claim race, played as a table would through key scripts on the mock box.
#
# A seat that grabs the chest while another claim is judged waits its turn (its key
# never becomes a card of the path being keyed), every wrong claim is told with its
# penalty while the map stays up for the seats still racing, and the last claimant's
# penalty is told before "Everyone failed!".
def settings(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(f"[treasure-rush]\n{text}\n", encoding="utf-8")
    return path


def path_keys(treasure_map) -> list[str]:
    """The card keys that lay a map's path: a card's key once for its front, twice for
    its back."""
    keys: list[str] = []
    for icon in treasure_map.icons:
        keys += [CARD_KEYS[icon.card - 1]] * (1 if icon.side == "F" else 2)
    return keys


def test_a_seat_key_while_a_path_is_keyed_waits_its_turn_and_is_no_card(tmp_path):
    box_judges = settings(tmp_path, 'verdict = "box"\nseats = 3')
    with mock_box(game="treasure-rush", seed=3, settings_path=box_judges) as (running, records):
        play(running, "press VALUE\npress 1\npress 5\npress 2")
        assert sounds(records)[-1] == "claim", "the waiting seat hears its grab"
        assert screens(records)[-1][:2] == ["Red; next 2", "Path: Diamond"]
        assert (
            running.box.game.state.keyed[0].code == "1F" and len(running.box.game.state.keyed) == 1
        )
        play(running, "press 3\npress 2")  # seat 3 waits too; seat 2 again changes nothing
        assert screens(records)[-1][0] == "Red; next 2 3"
        assert sounds(records)[-1] == "bad_key"
        play(running, "press VALUE")  # a path of one card is always wrong
        assert sounds(records)[-2:] == ["wrong", "claim"]
        assert screens(records)[-2] == [
            "Red is wrong!",
            "No map to give back.",
            "Blue claims next.",
        ]
        assert screens(records)[-1][:2] == ["Blue; next 3", "No card keyed yet."]
        assert [light[0] for light in lights(records)[-2:]] == ["N", "E"]
        play(running, "press 6")
        assert screens(records)[-1][:2] == ["Blue; next 3", "Path: Book"]
        play(
            running,
            "\n".join(f"press {key}" for key in ["CLEAR", *path_keys(running.box.game.state.map)]),
        )
        play(running, "press VALUE")
        assert sounds(records)[-1] == "right"
        assert screens(records)[-1][0] == "Blue wins the map!"
        assert running.box.game.state.queue == [], "a map won ends the round for the waiting"


def test_the_keying_screen_names_each_card_key(tmp_path):
    box_judges = settings(tmp_path, 'verdict = "box"\nseats = 2')
    records = run_script(
        "press VALUE\npress 2\npress 7\npress 7", game="treasure-rush", settings_path=box_judges
    )
    assert screens(records)[-1] == [
        "Blue: key your path",
        "Path: Anchor",
        "Keys: 7 Anchor, 5 Diamond, 6 Book, 8 Wagon, 9 Tablet",
        "Twice: other side",
        "CLEAR: undo  $: done",
    ]


def test_the_table_judges_a_waiting_claim_right_after_a_wrong_one():
    script = "press 3\npress VALUE\npress 1\npress 3\npress CLEAR"
    records = run_script(script, game="treasure-rush", seed=5)
    shown = screens(records)
    assert shown[-3][0] == "Red; next 3"
    assert shown[-2] == ["Red is wrong!", "No map to give back.", "Green claims next."]
    assert shown[-1][0] == "Green claims!", "after the notice, by itself"
    assert sounds(records)[-3:] == ["claim", "wrong", "claim"]
    assert lights(records)[-1] == ("W", "000000")  # seat 3 of 3


def test_a_wrong_claim_is_told_over_the_map_the_others_still_race():
    records = run_script("press 3\npress VALUE\npress 1\npress CLEAR", game="treasure-rush", seed=5)
    race, notice, after = screens(records)[-4], screens(records)[-2], screens(records)[-1]
    assert notice == ["Red is wrong!", race[1], "No map to give back."]
    assert race[0] == "Map 1", "the same map, its path in words"
    assert after == ["Map 1", race[1], "UP: take back verdict", "Keys 2, 3: claim"]


def test_the_last_claimant_s_penalty_comes_before_everyone_failed():
    script = """
        press 2
        press VALUE
        press 1
        press VALUE    # player 1 wins map 1
        wait 1
        press VALUE
        press 2
        press CLEAR    # player 2 out
        press 1
        press CLEAR    # player 1 wrong, the last seat in
    """
    records = run_script(script, game="treasure-rush", seed=11)
    timed = [
        (r["t"], r.get("cue") or r["lines"][0]) for r in records if r["type"] in ("sound", "screen")
    ]
    told = next(i for i, (_, what) in enumerate(timed) if what == "Red is wrong!")
    failed = next(i for i, (_, what) in enumerate(timed) if what == "Everyone failed!")
    assert told < failed
    assert screens(records)[-2] == [
        "Red is wrong!",
        "One map goes back.",
        "Out for this round.",
    ]
    assert timed[failed - 1][1] == "nobody"
    assert timed[failed][0] - timed[told][0] == 2.5, "the penalty is on show before"
