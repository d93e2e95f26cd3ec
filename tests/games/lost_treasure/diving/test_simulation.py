"""The simulation: many dives in virtual time with a simple family strategy."""

from __future__ import annotations

from pathlib import Path

import pytest

from appliance.cli.main import main
from games.lost_treasure.diving.simulation import Figures, play_dives, simulate
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.sounds import CUES


def test_the_same_seed_gives_the_same_figures() -> None:
    assert simulate(60, 4, LostTreasureSettings()) == simulate(60, 4, LostTreasureSettings())


def test_dives_follow_the_rules_page() -> None:
    results = play_dives(300, 1, LostTreasureSettings())
    assert all(result.haul in (0, 100, 150, 200, 250, 300, 350) for result in results)
    assert all(result.haul == 0 for result in results if result.out_of_air)
    assert max(result.areas for result in results) < 9  # nobody visits all nine
    average = sum(result.areas for result in results) / len(results)
    assert 4 <= average <= 6  # a competent diver visits 4 to 6 areas


def test_the_classic_figures_meet_the_targets() -> None:
    figures = simulate(400, 1, LostTreasureSettings())
    assert 150 <= figures.typical_haul <= 250
    # The search of each floor makes a dive's time foreseeable: a careful diver who
    # checks his air before each area seldom runs out (the proof in test_routes says
    # how far a reckless one can get).
    assert figures.out_of_air_share <= 0.1
    assert 4 <= figures.average_areas <= 6
    assert 45 <= figures.game_minutes(3) <= 75  # about an hour for a family of three


def test_easier_is_richer() -> None:
    easy, hard = (simulate(200, 2, LostTreasureSettings(difficulty=d)) for d in ("easy", "hard"))
    assert easy.average_haul > hard.average_haul
    assert easy.dives_to_goal < hard.dives_to_goal


def test_the_simulate_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lost-treasure", "simulate", "--dives", "30", "--difficulty", "hard"]) == 0
    out = capsys.readouterr().out
    assert "hard:" in out and "average haul per dive" in out and "3 players" in out
    assert "classic:" not in out
    assert "all 262,144 layouts" in out
    assert "all nine and back         30.5 s at best" in out
    assert "the tank lasts 21.6 s: nobody can" in out


def test_the_sounds_command_writes_a_wav_per_cue(tmp_path: Path) -> None:
    assert main(["lost-treasure", "sounds", "--out", str(tmp_path)]) == 0
    assert sorted(path.stem for path in tmp_path.glob("*.wav")) == sorted(CUES)


def test_figures_give_game_minutes_per_player_count() -> None:
    figures = simulate(50, 3, LostTreasureSettings())
    assert isinstance(figures, Figures)
    assert figures.game_minutes(4) > figures.game_minutes(2)
