"""The box itself: its loop and clock, the menu, effects to output, saved state, settings."""
