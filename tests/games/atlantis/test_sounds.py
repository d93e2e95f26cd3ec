"""The cues parse, differ, and are the only ones the game plays."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

from drivers.sound.sound_synth import cue_seconds, parse_cue
from games.atlantis import GAME
from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import BORDER_CUES, CREATURE_CUES, CUES, GREEN_CUES, REFUSAL_CUE

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
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_sound = isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Sound"
            if is_sound and isinstance(node.args[0], ast.Constant):
                played.add(node.args[0].value)
    played |= {*BORDER_CUES.values(), *CREATURE_CUES.values(), *GREEN_CUES.values(), REFUSAL_CUE}
    assert played <= set(GAME.cues)
    assert set(GAME.cues) - played == set()
