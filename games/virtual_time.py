"""A game played in virtual time without the box: for simulations and game tests.

The same contract as the appliance's event loop (a game's WakeAt comes back as a Wake at
its time, a newer WakeAt with the same tag replaces the older one, CancelWake forgets
it), with no clock and no hardware: time moves only when asked to.
"""

from __future__ import annotations

from typing import Any

from games.effects import CancelWake, Effect, Sound, WakeAt
from games.events import Event, Wake


class VirtualTime:
    """Hands events to a game at a virtual time and delivers its wakes in order.

    Everything else the game asked for (lights, sounds, screens) is kept in ``log`` as
    ``(time, effect)``.
    """

    def __init__(self, game: Any, now: float = 0.0) -> None:
        self.game = game
        self.now = now
        self.pending: dict[str, float] = {}
        self.log: list[tuple[float, Effect]] = []
        self.take(game.redraw(now))

    def send(self, event: Event) -> None:
        """Hand one event to the game now."""
        self.take(self.game.handle(event, self.now))

    def wait(self, seconds: float) -> None:
        """Let time pass, delivering every wake that falls due, earliest first."""
        until = self.now + seconds
        while self.pending and min(self.pending.values()) <= until:
            tag, at = min(self.pending.items(), key=lambda item: (item[1], item[0]))
            del self.pending[tag]
            self.now = max(self.now, at)
            self.send(Wake(tag))
        self.now = until

    def next_wake(self) -> bool:
        """Deliver the next wake; False if none is pending."""
        if not self.pending:
            return False
        self.wait(min(self.pending.values()) - self.now)
        return True

    def sounds(self, since: int = 0) -> list[str]:
        """The cues played since a point in the log."""
        return [effect.cue for _, effect in self.log[since:] if isinstance(effect, Sound)]

    def take(self, effects: list[Effect]) -> None:
        """Keep what the game asked for: timers pending, the rest in the log."""
        for effect in effects:
            if isinstance(effect, WakeAt):
                if effect.at < self.now - 1e-9:
                    raise ValueError(f"a wake in the past: {effect} at {self.now}")
                self.pending[effect.tag] = effect.at
            elif isinstance(effect, CancelWake):
                self.pending.pop(effect.tag, None)
            else:
                self.log.append((self.now, effect))
