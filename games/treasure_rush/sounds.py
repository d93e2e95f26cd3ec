"""The sound cues of Treasure Rush, in the notation of drivers.sound.sound_synth.

Each is distinct by ear: a map unfolding rises, a claim is a drum roll ending on a high
note, right climbs to a bell, wrong falls to a low buzz, everyone failing is three
sinking notes, the win is a fanfare, and a move taken back falls in one glide.
"""

from __future__ import annotations

CUES: dict[str, str] = {
    # A new map is face up: a quick rising arpeggio, "go!".
    "new_map": "C5:0.07 E5:0.07 G5:0.07 C6:0.22",
    # A seat grabbed the chest: a drum roll up to a held note, the round is frozen.
    "claim": "[C4:0.03 -:0.02]*6 G5:0.25",
    # The claim is right: the map is won.
    "right": "G5:0.08 C6:0.08 E6:0.3!",
    # The claim is wrong: a falling buzz.
    "wrong": "E4>A3:0.25 -:0.04 [A2:0.03 -:0.01]*6",
    # Every seat failed this map: three sinking notes.
    "nobody": "E4:0.15 -:0.05 D4:0.15 -:0.05 C4:0.4",
    # A seat reached the maps to win: a fanfare.
    "win": "G4:0.1 C5:0.1 E5:0.1 G5:0.2 -:0.05 E5:0.1 G5:0.5!",
    # A soft click: a setup choice or a keyed icon was taken.
    "key": "E6:0.03@0.6",
    # A move taken back (UP): a quick fall, the box going back a step.
    "undo": "C6>C5:0.15",
    # A rough trill: that key does nothing now.
    "bad_key": "[A3:0.02 D#4:0.02]*5",
}

REFUSAL_CUE = "bad_key"
"""The cue of a key the game refuses (see games.dispatch.refusal)."""
