"""The sound cues of the Tobago referee, in the notation of drivers.sound.sound_synth.

Each one is distinct by ear: a click for a key taken, a rising pair for a clue
accepted, a low buzz for a clue refused, a fanfare when a treasure is located, a coin
for gold taken, a falling wail for the curse, a shimmer for amulets and a closing tune
at the end.
"""

from __future__ import annotations

#: A refusal with a reason on the screen: the clue or action is refused, nothing changed.
REFUSAL_CUE = "refuse"
#: A refusal without one: that key does nothing now.
BAD_KEY_CUE = "bad_key"
CUES: dict[str, str] = {
    # A soft click: the key was taken (menus, paging, hiding the secret cards).
    "key": "E6:0.03@0.6",
    # Two rising notes: the clue is accepted.
    "accept": "C5:0.08 G5:0.14",
    # A low double buzz: the clue (or the action) is refused and nothing changed.
    "refuse": "[A2:0.03 C3:0.03]*4 -:0.06 [A2:0.03 C3:0.03]*4",
    # A short rough trill: that key does nothing now.
    "bad_key": "[A3:0.02 D#4:0.02]*5",
    # A fanfare: one candidate is left, the treasure is located.
    "located": "G5:0.1 C6:0.1 E6:0.1 G6:0.28 E6:0.1 G6:0.4",
    # A coin: a player takes a gold card.
    "take": "B5:0.05 E6:0.2!",
    # A falling wail and a thud: the curse ends the split.
    "curse": "E5>A3:0.5 -:0.05 [D#3:0.06 -:0.03]*3 A2:0.4",
    # A shimmer: amulets wash up, or one is picked up or used.
    "amulet": "[C7:0.03 G6:0.03]*4 E7:0.15!@0.7",
    # The closing tune: the treasure deck has run out, the scores are shown.
    "end": "C5:0.15 E5:0.15 G5:0.15 C6:0.3 -:0.1 G5:0.12 C6:0.5!",
}
