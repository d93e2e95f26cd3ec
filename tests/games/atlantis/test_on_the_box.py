"""Atlantis on the whole mock box: a whole game's key script, and the table's reports of
issue 17 played as key scripts."""

from __future__ import annotations

from pathlib import Path

from boxkit import lights, mock_box, play, run_script, screens, sounds

OPENING = "press 2\npress AIR\npress AIR\npress AIR\n"
"""Two players, the pieces placed, step 1 and the moves: Red lifts a tile next."""
CRASH = OPENING + "press 1\npress NS_GOLD\npress 1\npress 1\npress AIR\npress CLEAR\n"
"""Seed 14: this crashed the box in undo, and crashed it again after a restart."""


def test_the_seed_14_crash_script_is_refused_step_by_step(tmp_path: Path) -> None:
    with mock_box(seed=14, game="atlantis", state_dir=tmp_path) as (running, records):
        play(running, CRASH)
    shown = screens(records)
    assert shown[-1][:3] == ["Red · step 3 of 4", "Beach lifted", "Red: look alone"]
    rows = [lines[-1] for lines in shown]
    assert "Not in your own turn" in rows
    # Switched on again, the same screen; CLEAR still changes nothing.
    with mock_box(seed=14, game="atlantis", state_dir=tmp_path) as (running, again):
        play(running, "press AIR\npress CLEAR\npress AIR\npress AIR\n")  # AIR: resumed away
    assert screens(again)[0] == shown[-1]
    assert sounds(again)[1:2] == ["refused"]
    assert screens(again)[-1][-2:] == ["AIR: step 4", "Silver key: roll now"]


def test_up_no_longer_lifts_a_mountain_before_the_beaches() -> None:
    # Seed 4: UP then 3 lifted the volcano on turn 1.
    records = run_script(OPENING + "press UP\npress 3\npress 2\n", game="atlantis", seed=4)
    rows = [lines[-1] for lines in screens(records)]
    assert rows[-3:] == ["Then key 1: beach", "That key does nothing", "Beaches first: 16 left"]
    assert sounds(records)[-3:] == ["refused"] * 3
    assert screens(records)[-1][2:5] == [
        "1 Beach: 16 left",
        "2 Forest: 16 left",
        "3 Mountain: 8 left",
    ]


def test_a_lift_stands_and_its_player_keeps_the_shark() -> None:
    # Seed 3: a "Shark appears!" beach could be undone and a forest lifted instead,
    # handing the known shark to the next player. Now no key takes a lift back.
    script = OPENING + "press 1\npress CLEAR\npress AIR\npress CLEAR\npress CLEAR\npress 2\n"
    records = run_script(script, game="atlantis", seed=3)
    shown = screens(records)
    look = shown.index(
        ["Red · step 3 of 4", "Beach lifted", "Red: look alone", "AIR: show the back"]
    )
    assert shown[look + 1][-1] == "That key does nothing"  # CLEAR before looking
    assert shown[look + 2] == [
        "Shark appears!",
        "Green: do it now",
        "Put a shark there",
        "Any key: hide it",
    ]
    assert shown[look + 3][0] == "Shark appears!" and shown[look + 3][-2] == "AIR: step 4"
    assert shown[-1][0] == "Shark appears!" and shown[-1][-1] == "That key does nothing"
    assert sounds(records)[-5:] == ["refused", "key", "shark", "refused", "refused"]


def test_the_die_stops_while_the_game_chooser_is_open() -> None:
    script = OPENING + "press 1\npress AIR\npress AIR\npress NS_SILVER\nwait 0.3\n"
    with mock_box(seed=1, game="atlantis") as (running, records):
        play(running, script + "press MENU\n")
        opened = len(records)
        play(running, "wait 5\n")
        behind = records[opened:]
        play(running, "press MENU\nwait 3\n")
    assert screens(records[:opened])[-1][0] == "Choose a game"
    assert lights(records[:opened])[-1] == (None, "000000")
    assert behind == []
    after = records[opened:]
    assert screens(after)[0][0] == "The die is rolling"
    heard = sounds(after)
    assert heard.count("tick") >= 3 and heard[-1] in ("serpent", "die_shark", "die_whale")
    assert screens(after)[-1][-1] == "AIR: end of turn"


def test_a_die_left_for_another_game_tumbles_on_when_the_table_comes_back() -> None:
    script = OPENING + "press 1\npress AIR\npress AIR\npress NS_SILVER\nwait 0.3\n"
    with mock_box(seed=1, game="atlantis") as (running, records):
        play(running, script + "press MENU\n")
        opened = len(records)
        play(running, "press 4\nwait 5\n")
        away = len(records)
        play(running, "press MENU\npress 3\nwait 3\n")
    assert screens(records[opened:away])[-1][0] != "The die is rolling"  # Tobago's screen
    assert "tick" not in sounds(records[opened:away])
    back = records[away:]
    assert "The die is rolling" in [lines[0] for lines in screens(back)]
    assert screens(back)[-1][-1] == "AIR: end of turn"


WHOLE_GAME = Path(__file__).parent / "data" / "whole_game.txt"


def test_a_whole_game_through_a_key_script_on_the_mock_box() -> None:
    records = run_script(WHOLE_GAME.read_text(encoding="utf-8"), game="atlantis", seed=1)
    shown = screens(records)
    assert shown[-1] == [
        "Yellow wins!",
        "1. Yellow: 13",
        "2. Red: 12",
        "3. Green: 3",
        "Digit: fix that score",
    ]
    heard = sounds(records)
    assert heard.count("volcano") == 1 and heard[-1] == "fanfare"
    assert heard.count("refused") == 1 and heard.count("defend") == 1
    assert [s[-1] for s in shown if s[-1].startswith("Beaches")] == ["Beaches first: 16 left"]
    # Every tile lifted was seen by its player alone first.
    assert sum(s[-1] == "Any key: hide it" for s in shown) == 38


def kinds_lifted(records) -> list[tuple[int, ...]]:
    """The tile counts on each step-3 screen, as (beaches, forests, mountains)."""
    counts = []
    for lines in screens(records):
        if len(lines) == 6 and lines[1].startswith("Lift a"):
            counts.append(tuple(int(row.split(": ")[1].split()[0]) for row in lines[2:5]))
    return counts


def test_the_key_script_lifts_every_beach_then_every_forest_then_mountains() -> None:
    records = run_script(WHOLE_GAME.read_text(encoding="utf-8"), game="atlantis", seed=1)
    counts = kinds_lifted(records)
    assert counts[0] == (16, 16, 8)
    for beaches, forests, mountains in counts:
        assert forests == 16 or beaches == 0
        assert mountains == 8 or forests == 0
