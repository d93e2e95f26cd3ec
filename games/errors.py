"""The games' exceptions: each is also the matching built-in."""


class GameError(Exception):
    """The root of every error a game raises."""


class SettingsError(GameError, ValueError):
    """A game setting has an unknown name or a value out of range."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key


class StateError(GameError, ValueError):
    """A saved game state cannot be restored (corrupt, or from a newer version)."""
