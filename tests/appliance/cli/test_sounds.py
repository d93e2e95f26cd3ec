"""The box's own cues (power on, resumed, a refused key) as WAV files, like the games'."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from appliance.box.sounds import BOX_CUES
from appliance.cli.main import main
from drivers.sound.sound_synth import cue_seconds

DOCS = Path(__file__).resolve().parents[3] / "docs" / "sounds" / "box"


def seconds_of(path: Path) -> float:
    with wave.open(str(path)) as wav:
        return wav.getnframes() / wav.getframerate()


def test_tabletop_sounds_writes_the_box_cues_beside_the_games(tmp_path, capsys):
    assert main(["sounds", "--out", str(tmp_path)]) == 0
    assert sorted(p.stem for p in (tmp_path / "box").glob("*.wav")) == sorted(BOX_CUES)
    assert (tmp_path / "lost-treasure" / "key.wav").exists()
    resumed = seconds_of(tmp_path / "box" / "resumed.wav")
    assert resumed > seconds_of(tmp_path / "box" / "power_on.wav")  # the beep, then its echo


@pytest.mark.parametrize("name", sorted(BOX_CUES))
def test_the_docs_hold_a_wav_of_each_box_cue(name: str) -> None:
    assert seconds_of(DOCS / f"{name}.wav") == pytest.approx(cue_seconds(BOX_CUES[name]), abs=0.01)
