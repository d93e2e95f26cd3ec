"""The box's own sound cues (the games bring theirs): see drivers.sound.sound_synth. Plain
data: the power-on beep is played from here before the rest of the box is imported."""

BOX_SOUNDS = "box"  # the owner of these cues, beside each game's name


def cue_key(owner: str, cue: str) -> str:
    """The speaker's name for a cue: games may reuse cue names, so each is kept apart."""
    return f"{owner}/{cue}"


BOX_CUES: dict[str, str] = {
    # A short beep to say the box is on, as the original unit did.
    "power_on": "C6:0.08 -:0.04 G6:0.12",
    # Switched on with a game in progress: the power-on beep, then a falling echo of it.
    "resumed": "C6:0.08 -:0.04 G6:0.12 -:0.06 G6:0.06@0.6 C6:0.1@0.6",
    # A rough trill: the box will not do that now (MENU during a dive).
    "bad_key": "[A3:0.02 D#4:0.02]*7",
    # The box menu's volume: a short rising chirp at each step, to hear how loud it is.
    "volume": "E6:0.06 A6:0.1",
}
