"""A tiny game for testing the box around a game: it counts the digit keys pressed."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.base import GameInfo
from games.effects import Lights, Sound, WakeAt, gauge_bar
from games.errors import StateError
from games.events import Press, Wake
from games.screen import Screen, T


@dataclass(frozen=True)
class CounterSettings:
    step: int = field(default=1, metadata={"min": 1, "max": 5})


class Counter:
    def __init__(self, count: int, settings: CounterSettings) -> None:
        self.count = count
        self.settings = settings

    def redraw(self, now):
        return [Screen((T("Count {n}", n=self.count),)), Lights(None, gauge_bar(self.count))]

    def handle(self, event, now):
        if isinstance(event, Press) and event.key.isdigit():
            self.count += self.settings.step
            return [*self.redraw(now), Sound("tick"), WakeAt(now + 1.0, "tock")]
        if isinstance(event, Wake):
            return [Sound("tock")]
        return []

    def snapshot(self, now):
        return {"version": 1, "count": self.count}


def restore(data, rng, settings, now):
    if data.get("version") != 1 or not isinstance(data.get("count"), int):
        raise StateError(f"not a counter state: {data!r}")
    return Counter(data["count"], settings)


COUNTER = GameInfo(
    name="counter",
    title=T("Counter"),
    new=lambda rng, settings, now: Counter(0, settings),
    restore=restore,
    cues={"tick": "A5:0.02", "tock": "A4:0.02"},
    settings=CounterSettings,
)
