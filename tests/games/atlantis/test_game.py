"""Whole games: a key script on the mock box, and played games over many seeds.

Random keys are in test_random_keys.py.
"""

from __future__ import annotations

from pathlib import Path

from boxkit import run_script, screens, sounds

from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import Phase
from games.atlantis.tiles import KINDS, Back, Kind

from .helpers import Bench, new_bench

WHOLE_GAME = Path(__file__).with_name("whole_game.txt")


def test_a_whole_game_through_a_key_script_on_the_mock_box() -> None:
    records = run_script(WHOLE_GAME.read_text(encoding="utf-8"), game="atlantis", seed=1)
    shown = screens(records)
    assert shown[-1] == [
        "Player 2 wins!",
        "1. Player 2: 13",
        "2. Player 1: 12",
        "3. Player 3: 3",
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


def play_a_game(seed: int, players: int) -> tuple[Bench, list[tuple[Kind, Back]]]:
    """A table that always lifts in order, plays its red tiles and rolls, to the volcano.

    Returns the bench at the eruption and every lift, in order.
    """
    bench = new_bench(seed, AtlantisSettings(roll_seconds=0.5))
    bench.play(f"press {players} / press AIR")
    lifts: list[tuple[Kind, Back]] = []
    while bench.table.phase is not Phase.ERUPTED:
        table = bench.table
        assert table.phase is Phase.HAND
        if table.hands.playable(table.current):
            bench.play("press UP / press 1")
        bench.play("press AIR / press AIR")
        bench.press(table.decks.in_order().key)
        lifts.append(table.lifted)
        bench.play("press AIR / press AIR")
        if table.phase is Phase.LIFTED:
            bench.play("press AIR / press NS_SILVER / wait 1 / press AIR")
    return bench, lifts


def test_games_over_many_seeds_end_on_a_mountain_volcano_in_order() -> None:
    for seed in range(60):
        players = 2 + seed % 3
        bench, lifts = play_a_game(seed, players)
        kinds = [kind for kind, _ in lifts]
        assert kinds == sorted(kinds, key=KINDS.index)
        assert lifts[-1] == (Kind.MOUNTAIN, Back.VOLCANO)
        assert kinds.count(Kind.BEACH) == 16 and kinds.count(Kind.FOREST) == 16
        assert len(lifts) >= 33
        bench.play("press AIR" + " / press AIR" * players)
        assert bench.table.phase is Phase.RANKING
        assert bench.screen()[0].startswith(("Player", "A tie"))
