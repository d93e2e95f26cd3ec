"""The sound cues of Atlantis, in the notation of drivers.sound.sound_synth.

Green backs are public and each sounds its own way; every red back, with an X or
without, sounds the same soft "into the hand" cue, so the table hears no more than it
may know.
The die ticks once per frame while it tumbles, then sounds its creature.
"""

from __future__ import annotations

from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.tiles import Back, Border

CUES: dict[str, str] = {
    # A soft click: a key was taken.
    "key": "E6:0.03@0.6",
    # A rough trill: refused (the screen says why).
    "refused": "[A3:0.02 D#4:0.02]*7",
    # The next step of the turn.
    "step": "G5:0.05 C6:0.08",
    # A new player's turn: a small horn call.
    "turn": "C5:0.1 G5:0.1 C6:0.18",
    # A whale appears: a long low moan.
    "whale": "A2>E3:0.35 E3>A2:0.45",
    # A shark appears: the two-note theme, faster and faster.
    "shark": "E3:0.2 F3:0.2 -:0.1 E3:0.12 F3:0.12 E3:0.08 F3:0.08",
    # A boat appears: a ship's bell, twice.
    "boat": "A5:0.3! A5:0.4!",
    # A whirlpool: a glide spiralling down.
    "whirlpool": "[C6>C5:0.12]*3 C5>C3:0.4",
    # The volcano: a rumble and a long fall.
    "volcano": "[C2:0.05 D2:0.05]*8 G5>C2:1.0",
    # A red tile (with an X or without) goes into the hand.
    "kept": "E5:0.08 A5:0.16",
    # A red tile is played from the hand.
    "play": "C5:0.06 E5:0.06 G5:0.06 C6:0.12",
    # A defence tile cancels an attack.
    "defend": "G4:0.08 G5:0.2! D5:0.25!",
    # A tile or a value taken back.
    "undo": "C6>C5:0.15",
    # One frame of the tumbling die.
    "tick": "A6:0.02",
    # The die shows the sea serpent: a slithering trill.
    "serpent": "[E4:0.04 G4:0.04]*5",
    # The die shows a shark.
    "die_shark": "E3:0.15 F3:0.15 E3:0.15 F3:0.25",
    # The die shows a whale.
    "die_whale": "C3>G3:0.3 G3>C3:0.3",
    # The scores are in: a short fanfare.
    "fanfare": "C5:0.12 E5:0.12 G5:0.12 C6:0.3 G5:0.1 C6:0.5",
}

GREEN_CUES: dict[Back, str] = {
    Back.WHALE: "whale",
    Back.SHARK: "shark",
    Back.BOAT: "boat",
    Back.WHIRLPOOL: "whirlpool",
    Back.VOLCANO: "volcano",
}
BORDER_CUES: dict[Border, str] = {Border.RED: "kept", Border.RED_X: "kept"}
CREATURE_CUES: dict[Creature, str] = {
    Creature.SERPENT: "serpent",
    Creature.SHARK: "die_shark",
    Creature.WHALE: "die_whale",
}


def back_cue(back: Back) -> str:
    """The cue the table hears for a lifted back: its own for green, one for all red."""
    return GREEN_CUES.get(back) or BORDER_CUES[back.border]


REFUSAL_CUE = "refused"
"""The cue of a key the game refuses (see games.dispatch.refusal)."""
