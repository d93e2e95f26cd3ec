"""The sound cues of Guide Dice, in the notation of drivers.sound.sound_synth."""

from __future__ import annotations

CUES: dict[str, str] = {
    # A soft click: a key was taken.
    "key": "E6:0.03@0.6",
    # The dice tumble: a quick rattle.
    "roll": "[C6:0.02 G5:0.02]*6",
    # A low buzz: that key does nothing now.
    "nope": "A2:0.2",
}

REFUSAL_CUE = "nope"
"""The cue of a key the game refuses (see games.dispatch.refusal)."""
