"""Sound cues from a small text description, synthesised as retro square waves.

A cue is a line of notes played one after the other::

    "C4:0.12 -:0.05 A3:0.2"        two low notes with a short rest between
    "C5>C3:0.6"                     a glide down from C5 to C3 over 0.6 s
    "E6:0.25!"                      a bell: the note decays instead of holding
    "[C7:0.04 G6:0.04]*10"          a group repeated ten times (a shrill alarm)
    "A5:0.1@0.5"                    at half volume

A pitch is a note name (``A4``, ``C#5``, ``Bb3``), a frequency in Hz, or ``-`` for
silence. Synthesis is done here by hand because pygame has no tone generator and the
cues must exist before any audio device does (for the WAV files in the docs, and tests).
"""

from __future__ import annotations

import math
import re
import struct
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path

from drivers.errors import CueError

SAMPLE_RATE = 22050
AMPLITUDE = 0.32 * 32767
# Glides and decays move in steps of this length, at 16 volume levels like the
# original unit's 4-bit speaker driver: retro, and fast to make.
STEP_SECONDS = 0.005
VOLUME_LEVELS = 15
_NOTE = re.compile(r"^([A-Ga-g])([#b]?)(-?\d)$")
_SEMITONES = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}


@dataclass(frozen=True)
class Note:
    """One square-wave note: a glide from ``start_hz`` to ``end_hz`` (0 Hz is a rest)."""

    start_hz: float
    end_hz: float
    seconds: float
    volume: float = 1.0
    decay: bool = False


def pitch_hz(pitch: str) -> float:
    """The frequency of ``A4``, ``C#5``, ``440`` or ``-`` (0 Hz, a rest)."""
    if pitch == "-":
        return 0.0
    match = _NOTE.match(pitch)
    if match:
        name, accidental, octave = match.groups()
        semitones = _SEMITONES[name.upper()] + {"#": 1, "b": -1, "": 0}[accidental]
        return 440.0 * 2 ** ((semitones + 12 * (int(octave) - 4)) / 12)
    try:
        hz = float(pitch)
    except ValueError:
        raise CueError(f"{pitch!r} is not a pitch; write a note like A4 or C#5, Hz, or -") from None
    if not 0 < hz < SAMPLE_RATE / 2:
        raise CueError(f"{pitch!r} Hz is out of range; use 20 to {SAMPLE_RATE // 2} Hz")
    return hz


def parse_cue(text: str) -> list[Note]:
    """The notes of a cue description (CueError naming the bad part)."""
    notes, rest = _parse_items(text.replace("[", " [ ").replace("]", " ] ").split(), 0)
    if rest != len(text.replace("[", " [ ").replace("]", " ] ").split()):
        raise CueError(f"unmatched ']' in cue {text!r}")
    if not notes:
        raise CueError(f"cue {text!r} has no notes")
    return notes


def _parse_items(tokens: list[str], i: int) -> tuple[list[Note], int]:
    notes: list[Note] = []
    while i < len(tokens):
        token = tokens[i]
        if token == "[":
            group, i = _parse_items(tokens, i + 1)
            if i >= len(tokens) or not tokens[i].startswith("]"):
                raise CueError("a '[' group is not closed with ']*N'")
            notes.extend(group * _repeat_count(tokens, i))
            i += 2 if tokens[i] == "]" else 1
        elif token == "]":
            return notes, i
        else:
            notes.append(_parse_note(token))
            i += 1
    return notes, i


def _repeat_count(tokens: list[str], i: int) -> int:
    tail = tokens[i + 1] if tokens[i] == "]" and i + 1 < len(tokens) else ""
    match = re.fullmatch(r"\*(\d+)", tail)
    if not match or not 1 <= int(match.group(1)) <= 100:
        raise CueError("a ']' must be followed by '*N' with N from 1 to 100, like ]*8")
    return int(match.group(1))


def _parse_note(token: str) -> Note:
    match = re.fullmatch(r"([^:>]+)(?:>([^:]+))?:([0-9.]+)(!?)(?:@([0-9.]+))?", token)
    if not match:
        raise CueError(f"{token!r} is not a note; write PITCH:SECONDS like A4:0.1 or C5>C3:0.5")
    start, end, seconds, decay, volume = match.groups()
    duration = float(seconds)
    if not 0 < duration <= 5:
        raise CueError(f"{token!r}: a note lasts more than 0 and at most 5 seconds")
    level = float(volume) if volume else 1.0
    if not 0 <= level <= 1:
        raise CueError(f"{token!r}: volume is from 0 to 1")
    start_hz = pitch_hz(start)
    return Note(start_hz, pitch_hz(end) if end else start_hz, duration, level, bool(decay))


def cue_seconds(text: str) -> float:
    """How long a cue plays."""
    return sum(note.seconds for note in parse_cue(text))


def synthesize(text: str, sample_rate: int = SAMPLE_RATE) -> bytes:
    """The cue as 16-bit signed mono PCM at ``sample_rate``."""
    samples = array("h")
    phase = 0.0
    for note in parse_cue(text):
        phase = _render_note(note, sample_rate, phase, samples)
    return samples.tobytes()


def _render_note(note: Note, rate: int, phase: float, out: array) -> float:
    count = max(1, round(note.seconds * rate))
    if not note.start_hz:
        out.frombytes(bytes(2 * count))
        return phase
    step = max(1, round(STEP_SECONDS * rate))
    done = 0
    while done < count:
        size = min(step, count - done)
        progress = (done + size / 2) / count
        hz = note.start_hz * (note.end_hz / note.start_hz) ** progress
        level = note.volume * (math.exp(-4.0 * progress) if note.decay else 1.0)
        level = round(level * VOLUME_LEVELS) / VOLUME_LEVELS
        phase = _square(out, size, hz / rate, phase, int(AMPLITUDE * level))
        done += size
    return phase


def _square(out: array, count: int, advance: float, phase: float, amplitude: int) -> float:
    # Whole runs of equal samples between the wave's flips, not one sample at a time.
    high, low = array("h", [amplitude]), array("h", [-amplitude])
    done = 0
    while done < count:
        to_flip = ((0.5 if phase < 0.5 else 1.0) - phase) / advance
        run = min(count - done, max(1, math.ceil(to_flip - 1e-9)))
        out.extend((high if phase < 0.5 else low) * run)
        phase = (phase + run * advance) % 1.0
        done += run
    return phase


def write_wav(path: Path, text: str, sample_rate: int = SAMPLE_RATE) -> None:
    """Write a cue as a mono 16-bit WAV file."""
    pcm = synthesize(text, sample_rate)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(struct.calcsize("<h"))
        wav.setframerate(sample_rate)
        wav.writeframes(pcm)
