"""Guide Dice as the box runs it: keys in, screen, lights and sounds out."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.dispatch import Refused, action_for, refusal
from games.effects import Effect, Lights, gauge_bar
from games.events import Event, Press
from guide_dice.keys import KEYS
from guide_dice.saved import from_dict, to_dict
from guide_dice.screens import screen_for
from guide_dice.settings import GuideDiceSettings
from guide_dice.sounds import REFUSAL_CUE
from guide_dice.state import GuideDiceState


class GuideDiceGame:
    """A tray of dice: choose how many, roll them."""

    def __init__(self, state: GuideDiceState) -> None:
        self.state = state

    @classmethod
    def new(cls, rng: random.Random, settings: Any, now: float) -> GuideDiceGame:
        """A fresh game with the settings' number of dice, nothing rolled yet."""
        return cls(GuideDiceState(rng, (settings or GuideDiceSettings()).dice))

    @classmethod
    def restore(
        cls, data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
    ) -> GuideDiceGame:
        """The game :meth:`snapshot` saved (StateError if it cannot be trusted)."""
        return cls(from_dict(data))

    def redraw(self, now: float) -> list[Effect]:
        """The screen and the lights: the gauge shows the highest face rolled."""
        return [screen_for(self.state), Lights(None, gauge_bar(max(self.state.roll, default=0)))]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """A key press runs its action; a refused key sounds the refusal cue."""
        if not isinstance(event, Press):
            return []
        action = action_for(KEYS, event.key)
        try:
            if action is None:
                raise Refused()
            return [*action(self.state, event.key), *self.redraw(now)]
        except Refused:
            return refusal(REFUSAL_CUE)

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole state as JSON-ready data."""
        return to_dict(self.state)
