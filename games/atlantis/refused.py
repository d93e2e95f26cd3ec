"""A key the table may not use now: the reason goes on the screen, nothing changes."""

from __future__ import annotations

from games.errors import GameError
from games.screen import Text, plain


class Refused(GameError, ValueError):
    """Raised by a key's action before it changes anything; ``reason`` is shown."""

    def __init__(self, reason: Text) -> None:
        super().__init__(plain(reason))
        self.reason = reason
