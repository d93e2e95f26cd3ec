"""The screen model laid out and drawn on the display."""
