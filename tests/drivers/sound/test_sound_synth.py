"""Sound cues from their text description."""

from __future__ import annotations

import re
import wave

import pytest

from drivers.errors import CueError
from drivers.sound.sound_synth import (
    SAMPLE_RATE,
    cue_seconds,
    parse_cue,
    pitch_hz,
    synthesize,
    write_wav,
)


def test_note_names_are_tuned_to_a440():
    assert pitch_hz("A4") == 440.0
    assert pitch_hz("A5") == pytest.approx(880.0)
    assert pitch_hz("C4") == pytest.approx(261.63, abs=0.01)
    assert pitch_hz("Bb3") == pitch_hz("A#3")
    assert pitch_hz("-") == 0.0


def test_a_cue_lasts_as_long_as_its_notes():
    assert cue_seconds("C4:0.12 -:0.05 A3:0.2") == pytest.approx(0.37)
    assert cue_seconds("[C7:0.04 G6:0.04]*10") == pytest.approx(0.8)
    assert len(synthesize("A4:0.5")) == 2 * SAMPLE_RATE // 2


def test_a_glide_goes_down_from_the_first_to_the_second_pitch():
    (note,) = parse_cue("C5>C3:0.6")
    assert (note.start_hz, note.end_hz) == (
        pytest.approx(523.25, abs=0.01),
        pytest.approx(130.81, abs=0.01),
    )


def test_a_rest_is_silence_and_a_note_is_a_square_wave():
    rest = synthesize("-:0.01")
    assert set(rest) == {0}
    samples = memoryview(synthesize("A4:0.1")).cast("h")
    assert len(set(samples[200:1000])) == 2  # two levels, away from the fades


@pytest.mark.parametrize(
    ("cue", "message"),
    [
        ("", "has no notes"),
        ("A4", "is not a note"),
        ("Q4:0.1", "is not a pitch"),
        ("A4:9", "at most 5 seconds"),
        ("A4:0.1@2", "volume is from 0 to 1"),
        ("[A4:0.1]", "followed by '*N'"),
        ("[A4:0.1", "not closed"),
        ("30000:0.1", "out of range"),
    ],
)
def test_a_bad_cue_says_what_is_wrong(cue, message):
    with pytest.raises(CueError, match=re.escape(message)):
        parse_cue(cue)


def test_a_cue_becomes_a_wav_file(tmp_path):
    path = tmp_path / "beep.wav"
    write_wav(path, "A5:0.25")
    with wave.open(str(path)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, SAMPLE_RATE)
        assert wav.getnframes() == SAMPLE_RATE // 4
