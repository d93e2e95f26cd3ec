"""The speaker and its sound cues: synthesised, cached on the card, played."""
