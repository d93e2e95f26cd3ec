"""The claim race, played as a table would through key scripts on the mock box.

A seat that grabs the chest while another claim is judged waits its turn (its key
never becomes a card of the path being keyed), every wrong claim is told with its
penalty while the map stays up for the seats still racing, and the last claimant's
penalty is told before "Everyone failed!".
"""

from __future__ import annotations

from pathlib import Path

from boxkit import lights, mock_box, play, run_script, screens, sounds

from games.treasure_rush.keys import CARD_KEYS


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
        assert screens(records)[-1][:2] == ["Player 1 keys; next 2", "Path: Diamond"]
        assert (
            running.box.game.table.keyed[0].code == "1F" and len(running.box.game.table.keyed) == 1
        )
        play(running, "press 3\npress 2")  # seat 3 waits too; seat 2 again changes nothing
        assert screens(records)[-1][0] == "Player 1 keys; next 2 3"
        assert sounds(records)[-1] == "bad_key"
        play(running, "press VALUE")  # a path of one card is always wrong
        assert sounds(records)[-2:] == ["wrong", "claim"]
        assert screens(records)[-2] == [
            "Player 1 is wrong!",
            "No map to give back.",
            "Player 2 claims next.",
        ]
        assert screens(records)[-1][:2] == ["Player 2 keys; next 3", "No card keyed yet."]
        assert [light[0] for light in lights(records)[-2:]] == ["N", "E"]
        play(running, "press 6")
        assert screens(records)[-1][:2] == ["Player 2 keys; next 3", "Path: Book"]
        play(
            running,
            "\n".join(f"press {key}" for key in ["CLEAR", *path_keys(running.box.game.table.map)]),
        )
        play(running, "press VALUE")
        assert sounds(records)[-1] == "right"
        assert screens(records)[-1][0] == "Player 2 wins the map!"
        assert running.box.game.table.queue == [], "a map won ends the round for the waiting"


def test_the_keying_screen_names_each_card_key(tmp_path):
    box_judges = settings(tmp_path, 'verdict = "box"\nseats = 2')
    records = run_script(
        "press VALUE\npress 2\npress 7\npress 7", game="treasure-rush", settings_path=box_judges
    )
    assert screens(records)[-1] == [
        "Player 2: key your path",
        "Path: Anchor",
        "Keys: 7 Anchor, 5 Diamond, 6 Book, 8 Wagon, 9 Tablet",
        "Twice: other side",
        "CLEAR: undo  $: done",
    ]


def test_the_table_judges_a_waiting_claim_right_after_a_wrong_one():
    script = "press 3\npress VALUE\npress 1\npress 3\npress CLEAR"
    records = run_script(script, game="treasure-rush", seed=5)
    shown = screens(records)
    assert shown[-3][0] == "Player 1 claims; next 3"
    assert shown[-2] == ["Player 1 is wrong!", "No map to give back.", "Player 3 claims next."]
    assert shown[-1][0] == "Player 3 claims!", "after the notice, by itself"
    assert sounds(records)[-3:] == ["claim", "wrong", "claim"]
    assert lights(records)[-1] == ("S", "000000")


def test_a_wrong_claim_is_told_over_the_map_the_others_still_race():
    records = run_script("press 3\npress VALUE\npress 1\npress CLEAR", game="treasure-rush", seed=5)
    race, notice, after = screens(records)[-4], screens(records)[-2], screens(records)[-1]
    assert notice == ["Player 1 is wrong!", race[1], "No map to give back."]
    assert race[0] == "Map 1", "the same map, its path in words"
    assert after == ["Map 1", race[1], "Keys 2, 3: claim"]


def test_the_last_claimant_s_penalty_comes_before_everyone_failed():
    script = """
        press 2
        press VALUE
        press 1
        press VALUE    # player 1 wins map 1
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
    told = next(i for i, (_, what) in enumerate(timed) if what == "Player 1 is wrong!")
    failed = next(i for i, (_, what) in enumerate(timed) if what == "Everyone failed!")
    assert told < failed
    assert screens(records)[-2] == [
        "Player 1 is wrong!",
        "One map goes back.",
        "Out for this round.",
    ]
    assert timed[failed - 1][1] == "nobody"
    assert timed[failed][0] - timed[told][0] == 2.5, "the penalty is on show before"
