"""The screen model laid out and drawn: pixel fonts, the layout step, rendering, checks."""
