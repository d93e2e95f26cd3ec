"""What the box shows instead of the game when the icon file cannot be used."""

from __future__ import annotations

from typing import Any

from games.dispatch import refusal
from games.effects import Effect, Lights
from games.events import Event, Press
from games.screen import Screen, T
from games.treasure_rush.maps.icon_set import IconSetError
from games.treasure_rush.sounds import REFUSAL_CUE


class IconProblem:
    """Says that the icon file is broken and where; every key does nothing."""

    def __init__(self, error: IconSetError) -> None:
        self.error = error

    def redraw(self, now: float) -> list[Effect]:
        """The problem, in words."""
        screen = Screen(
            (
                T("The icon file has an error."),
                T("{problem}", problem=str(self.error)),
                T("MENU: choose a game"),
            )
        )
        return [screen, Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """Every key is refused."""
        return refusal(REFUSAL_CUE) if isinstance(event, Press) else []

    def snapshot(self, now: float) -> dict[str, Any]:
        """Nothing to keep: the next start tries the icon file again."""
        return {}
