"""The sound cues of the Dive Control Center, in the notation of drivers.sound.sound_synth.

Each cue follows the rulebook's words: "two low notes" when no treasure is there, "a
run of high notes" for treasure, "one low note" for none, "two bells" at the surface,
"a shrill-sounding alarm" when a location is emptied. The spin and the tank filling last
as long as their lights (1.5 s); the descent and the ascent sound once per level, so the
number of "down"s tells the depth. The power-on beep is the box's own, for every game
(appliance/box/sounds.py).
"""

from __future__ import annotations

CUES: dict[str, str] = {
    # A soft click for a key that was taken (digits, CLEAR, VALUE, history).
    "key": "E6:0.03@0.6",
    # Ticks while the light circles the compass: 12 ticks, 1.5 s.
    "spin": "[A6:0.02 -:0.105 E6:0.02 -:0.105]*6",
    # Two low notes: no treasure at this location.
    "not_here": "E3:0.22 -:0.08 A2:0.4",
    # The tank filling: six rising whooshes, one per gauge LED, 1.5 s.
    "fill": "C4>G4:0.2 -:0.05 D4>A4:0.2 -:0.05 E4>B4:0.2 -:0.05 "
    "F4>C5:0.2 -:0.05 G4>D5:0.2 -:0.05 A4>E5:0.25",
    # "Down, down, down": one falling glide per level.
    "descent": "G5>G4:0.4",
    # "Up, up, up": one short rising glide per level.
    "ascent": "G4>G5:0.28",
    # A run of high notes: treasure picked up (also after the bells at the surface).
    "treasure": "C6:0.06 E6:0.06 G6:0.06 C7:0.06 E7:0.06 G7:0.15",
    # One low note: nothing in this area.
    "no_treasure": "C3:0.4",
    # A rough trill: that key does nothing now.
    "bad_key": "[A3:0.02 D#4:0.02]*7",
    # Two bells: back at the surface.
    "bells": "E6:0.4! C6:0.6!",
    # Out of air: the treasure falls to the bottom, thud.
    "drop": "C6>C3:0.6 -:0.05 A2:0.15@0.8",
    # The shrill alarm: the location is empty, new treasure is hidden.
    "alarm": "[C7:0.04 G6:0.04]*15",
}

REFUSAL_CUE = "bad_key"
"""The cue of a key the game refuses (see games.dispatch.refusal)."""
