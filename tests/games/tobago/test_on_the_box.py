"""Tobago on the whole mock box: the key scripts of whole games, a power cut in the middle
of one. (Games played by a simulated table on the game alone: test_game.py.)"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from boxkit import lights, mock_box, play, run_script, screens, sounds
from tobago_players import SCRIPT, SCRIPTS, SETTINGS

FINAL = ["Final scores", "1. Yellow: 48 gold", "2. Red: 43 gold", "3. Blue: 29 gold"]
FINALS = {
    2: ["Final scores", "1. Red: 49 gold", "2. Yellow: 48 gold"],
    4: [
        "Final scores",
        "1. Yellow: 30 gold",
        "2. Green: 25 gold",
        "3. Red: 21 gold",
        "4. Blue: 20 gold",
    ],
}


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(SETTINGS, encoding="utf-8")
    return path


def test_a_whole_game_on_the_box_ends_with_the_final_scores(settings_file: Path) -> None:
    records = run_script(SCRIPT.read_text(encoding="utf-8"), seed=1, settings_path=settings_file)
    heard = Counter(sounds(records))
    assert screens(records)[-1] == FINAL
    assert heard["end"] == 1 and sounds(records)[-1] == "end"
    # refused: a take-back with nothing to take back, 'in sea', a raise with nothing
    # located, a raise for another player, a pick-up on an amulet's move
    assert heard["located"] == 9 and heard["curse"] == 1 and heard["refuse"] == 5
    assert heard["accept"] > 20 and heard["take"] > 20 and heard["amulet"] > 5
    assert lights(records)[-1] == (None, "000000")  # the treasure deck is empty


@pytest.mark.parametrize("players", [2, 4])
def test_whole_games_of_2_and_4_players_end_with_the_final_scores(
    settings_file: Path, players: int
) -> None:
    script = SCRIPTS[players].read_text(encoding="utf-8")
    records = run_script(script, seed=1, settings_path=settings_file)
    assert screens(records)[-1] == FINALS[players]
    assert sounds(records).count("end") == 1


def test_a_power_cut_mid_game_loses_nothing(settings_file: Path, tmp_path: Path) -> None:
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    cut = next(i for i, line in enumerate(lines) if "raises map" in line)
    state = tmp_path / "state"
    with mock_box(seed=1, settings_path=settings_file, state_dir=state) as (running, _):
        play(running, "\n".join(lines[:cut]))
        before = running.box.game.snapshot(0.0)
    with mock_box(seed=5, settings_path=settings_file, state_dir=state) as (running, records):
        assert running.box.current == "tobago"
        assert running.box.game.snapshot(0.0) == json.loads(json.dumps(before))
        play(running, "press AIR\n" + "\n".join(lines[cut:]))  # AIR: "Game resumed" away
    assert screens(records)[-1] == FINAL


def test_a_secret_look_cut_off_by_a_power_cut_comes_back_hidden(
    settings_file: Path, tmp_path: Path
) -> None:
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    raised = next(i for i, line in enumerate(lines) if "raises map" in line)
    state = tmp_path / "state"
    with mock_box(seed=1, settings_path=settings_file, state_dir=state) as (running, records):
        play(running, "\n".join([*lines[: raised + 3], "press AIR"]))
        assert screens(records)[-1][0].endswith("'s cards:")
    with mock_box(seed=1, settings_path=settings_file, state_dir=state) as (running, records):
        # The game's screen comes back, then the box's "Game resumed" over it.
        assert screens(records)[-2][2] == "Everyone else: look away!"
        assert screens(records)[-1][0] == "Game resumed"
