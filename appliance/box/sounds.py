"""The box's own sound cues (the games bring theirs): see drivers.sound_synth."""

BOX_CUES: dict[str, str] = {
    # A short beep to say the box is on, as the original unit did.
    "power_on": "C6:0.08 -:0.04 G6:0.12",
}
