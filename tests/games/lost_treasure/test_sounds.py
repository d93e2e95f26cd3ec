"""The sound cues: every name the game plays, each after the rulebook, distinct by ear."""

from __future__ import annotations

import itertools
import wave
from pathlib import Path

import pytest

from appliance.box.sounds import BOX_CUES
from drivers.sound.sound_synth import cue_seconds, parse_cue, pitch_hz
from games.lost_treasure import GAME
from games.lost_treasure.sounds import CUES

NAMES = [
    "key",
    "spin",
    "not_here",
    "fill",
    "descent",
    "ascent",
    "treasure",
    "no_treasure",
    "bad_key",
    "bells",
    "drop",
    "alarm",
]
DOCS = Path(__file__).resolve().parents[3] / "docs" / "sounds" / "lost-treasure"
PAGE = Path(__file__).resolve().parents[3] / "docs" / "reference" / "lost-treasure.md"
LOW = pitch_hz("C4")


def tones(name: str) -> list[tuple[float, float, float, bool]]:
    """(start Hz, end Hz, seconds, decays) of each sounding note of a cue."""
    return [(n.start_hz, n.end_hz, n.seconds, n.decay) for n in parse_cue(CUES[name]) if n.start_hz]


def test_the_game_has_exactly_the_issue_cues() -> None:
    assert sorted(CUES) == sorted(NAMES)
    assert GAME.cues is CUES


def test_the_docs_give_the_cues_the_box_plays() -> None:
    rows = [line.split("|") for line in PAGE.read_text(encoding="utf-8").splitlines()]
    documented = {
        cells[1].strip(" `"): cells[3].strip(" `")
        for cells in rows
        if len(cells) == 6 and cells[1].strip().startswith("`")
    }
    assert documented == {**CUES, "power_on": BOX_CUES["power_on"]}


def fingerprint(name: str) -> tuple[object, ...]:
    notes = tones(name)
    return (len(notes), round(cue_seconds(CUES[name]), 2), round(notes[0][0]), round(notes[-1][1]))


def test_every_cue_is_distinct() -> None:
    for a, b in itertools.combinations(NAMES, 2):
        assert fingerprint(a) != fingerprint(b), (a, b)


def test_two_low_notes_when_no_treasure_is_there() -> None:
    notes = tones("not_here")
    assert len(notes) == 2 and all(hz < LOW for hz, _, _, _ in notes)


def test_one_low_note_for_an_empty_area() -> None:
    notes = tones("no_treasure")
    assert len(notes) == 1 and notes[0][0] < LOW


def test_a_run_of_high_notes_for_treasure() -> None:
    pitches = [hz for hz, _, _, _ in tones("treasure")]
    assert len(pitches) >= 4 and pitches == sorted(pitches) and pitches[0] >= pitch_hz("C6")


def test_two_bells_at_the_surface() -> None:
    notes = tones("bells")
    assert len(notes) == 2 and all(decays for *_, decays in notes)


def test_descent_goes_down_and_ascent_goes_up_within_one_level() -> None:
    ((start, end, seconds, _),) = tones("descent")
    assert end < start and seconds <= 0.6 * 0.9  # one "down" per level, fast difficulty too
    ((start, end, seconds, _),) = tones("ascent")
    assert end > start and seconds <= 0.4 * 0.9


def test_the_alarm_is_shrill_and_long() -> None:
    notes = tones("alarm")
    assert cue_seconds(CUES["alarm"]) >= 1.0 and min(hz for hz, *_ in notes) >= pitch_hz("G6")


def test_spin_and_fill_last_as_long_as_their_lights() -> None:
    assert cue_seconds(CUES["spin"]) == pytest.approx(1.5)
    assert cue_seconds(CUES["fill"]) == pytest.approx(1.5)
    fill = [hz for hz, *_ in tones("fill")]
    assert len(fill) == 6 and fill == sorted(fill)  # one rising whoosh per gauge LED


def test_the_drop_falls() -> None:
    start, end, *_ = tones("drop")[0]
    assert end < start / 4


@pytest.mark.parametrize("name", NAMES)
def test_the_docs_hold_a_wav_of_each_cue(name: str) -> None:
    with wave.open(str(DOCS / f"{name}.wav")) as wav:
        seconds = wav.getnframes() / wav.getframerate()
    assert seconds == pytest.approx(cue_seconds(CUES[name]), abs=0.01)
