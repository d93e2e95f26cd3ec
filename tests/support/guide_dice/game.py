"""Guide Dice as the box runs it: keys in, screen, lights and sounds out."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.base import GameBase, KeyAction
from games.dispatch import action_for
from games.effects import Effect, Lights, gauge_bar
from games.events import Event, Press
from guide_dice.keys import KEYS
from guide_dice.saved import from_dict, to_dict
from guide_dice.screens import screen_for
from guide_dice.settings import GuideDiceSettings
from guide_dice.sounds import REFUSAL_CUE
from guide_dice.state import GuideDiceState


class GuideDiceGame(GameBase[GuideDiceState]):
    """A tray of dice: choose how many, roll them."""

    REFUSAL_CUE = REFUSAL_CUE

    @classmethod
    def new(cls, rng: random.Random, settings: Any, now: float) -> GuideDiceGame:
        """A fresh game with the settings' number of dice, nothing rolled yet."""
        return cls(GuideDiceState(rng, (settings or GuideDiceSettings()).dice))

    @classmethod
    def restore(
        cls, data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
    ) -> GuideDiceGame:
        """The game :meth:`snapshot` saved (StateError if it cannot be trusted)."""
        return cls(from_dict(data, rng, settings, now))

    def redraw(self, now: float) -> list[Effect]:
        """The screen and the lights: the gauge shows the highest face rolled."""
        return [screen_for(self.state), Lights(None, gauge_bar(max(self.state.roll, default=0)))]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """A key press runs its action (:meth:`~games.base.GameBase.press`); a refused
        key sounds the refusal cue."""
        return self.press(event.key, now) if isinstance(event, Press) else []

    def key_action(self, key: str) -> KeyAction[GuideDiceGame] | None:
        """The key's action: the game has one table."""
        return action_for(KEYS, key)

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole state as JSON-ready data."""
        return to_dict(self.state, now)
