"""The box menu's own items over the game: What now?, Volume, History."""
