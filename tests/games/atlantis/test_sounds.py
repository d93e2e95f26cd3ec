"""The cues parse and differ; the settings are checked and reach the game from the box."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest
from boxkit import run_script, screens

from drivers.sound_synth import cue_seconds, parse_cue
from games.atlantis import GAME
from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import BORDER_CUES, CREATURE_CUES, CUES, GREEN_CUES, REFUSAL_CUE
from games.atlantis.tiles import Back
from games.base import settings_from
from games.errors import SettingsError

PACKAGE = Path(__file__).resolve().parents[3] / "games" / "atlantis"


def test_every_cue_parses_and_is_short() -> None:
    for name, cue in CUES.items():
        assert parse_cue(cue), name
        assert cue_seconds(cue) <= 2.0, name
    assert cue_seconds(CUES["tick"]) < AtlantisSettings().frame_seconds


def test_no_two_cues_sound_the_same() -> None:
    for (a, cue_a), (b, cue_b) in itertools.combinations(CUES.items(), 2):
        assert parse_cue(cue_a) != parse_cue(cue_b), (a, b)


def test_the_game_plays_only_cues_it_declares() -> None:
    played = set()
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_sound = isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Sound"
            if is_sound and isinstance(node.args[0], ast.Constant):
                played.add(node.args[0].value)
    played |= {*BORDER_CUES.values(), *CREATURE_CUES.values(), *GREEN_CUES.values(), REFUSAL_CUE}
    assert played <= set(GAME.cues)
    assert set(GAME.cues) - played == set()


def test_settings_have_defaults_and_ranges() -> None:
    settings = settings_from(AtlantisSettings, {"players": 3, "roll_seconds": 0.5})
    assert settings.players == 3 and settings.roll_frames == 4
    assert AtlantisSettings().roll_frames == 12
    for values in ({"players": 5}, {"first_player": "youngest"}, {"roll_seconds": 9.0}):
        with pytest.raises(SettingsError):
            settings_from(AtlantisSettings, values)


def test_the_settings_file_reaches_the_game(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[atlantis]\nplayers = 2\nfirst_player = "player-1"\n', encoding="utf-8")
    records = run_script("press AIR\n", game="atlantis", settings_path=path)
    shown = screens(records)
    assert ["Atlantis", "How many players?", "Keys 2 to 4: players", "AIR: 2 players"] in shown
    assert shown[-1][0] == "Player 1 starts"


def test_the_docs_name_every_setting_and_every_back() -> None:
    docs = (PACKAGE.parents[1] / "docs" / "atlantis.md").read_text(encoding="utf-8")
    for name in AtlantisSettings.__dataclass_fields__:
        assert f"`{name}`" in docs, name
    for back in Back:
        assert f"`{back.label}`" in docs, back
