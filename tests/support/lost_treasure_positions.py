"""A tiny virtual-time table for Lost Treasure tests: keys in, lights/sounds/screens out.

A test reads like a key script::

    table = make_table("gold 67 3+1 2 5+2 | 1 4 1+1 | 3 2+2 1; silver 24 1 1 1 | 1 1 1 | 1 1 1+2")
    table.play("press 6 / press 7 / press AIR / wait 2")
    assert table.sounds() == ["key", "key", "fill"]

Wakes the game asks for are delivered in time order as virtual time passes; nothing
sleeps and no clock is read.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from games.effects import Lights, Sound
from games.events import Press, Release
from games.lost_treasure import GAME
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Ocean
from games.lost_treasure.settings import LostTreasureSettings
from games.screen import Screen, plain
from games.virtual_time import VirtualTime

PRESS_SECONDS = 0.1
OCEAN = "gold 67 3+1 2 5+2 | 1 4 1+1 | 3 2+2 1; silver 24 1 1 1 | 1 1 1 | 1 1 1+2"


class Table(VirtualTime):
    """A game on the table, with a virtual clock, a timer queue and a record of effects."""

    # Keys and time, as in a key script.

    def down(self, key: str) -> None:
        self.send(Press(key))

    def up(self, key: str) -> None:
        self.send(Release(key))

    def press(self, key: str) -> None:
        """Down, then up 0.1 s later."""
        self.hold(key, PRESS_SECONDS)

    def hold(self, key: str, seconds: float) -> None:
        self.down(key)
        self.wait(seconds)
        self.up(key)

    def wait_until(self, done: Callable[[], bool], limit: float = 60.0) -> None:
        """Deliver wakes one by one until ``done()`` (at most ``limit`` seconds)."""
        until = self.now + limit
        while not done():
            if not self.pending or min(self.pending.values()) > until:
                raise AssertionError("nothing more happens and the condition is still false")
            self.wait(min(self.pending.values()) - self.now)

    def play(self, script: str) -> None:
        """Run key-script lines (``press KEY``, ``down``, ``up``, ``hold KEY S``, ``wait S``);
        lines are separated by newlines or `` / ``."""
        for line in script.replace(" / ", "\n").splitlines():
            words = line.split("#")[0].split()
            if not words:
                continue
            command, *args = words
            if command == "wait":
                self.wait(float(args[0]))
            elif command == "hold":
                self.hold(args[0], float(args[1]))
            else:
                getattr(self, command)(args[0])

    # What a player saw and heard.

    def mark(self) -> int:
        """A bookmark in the record, for ``sounds(since=...)``."""
        return len(self.log)

    def timed_sounds(self, since: int = 0) -> list[tuple[float, str]]:
        return [(round(t, 3), e.cue) for t, e in self.log[since:] if isinstance(e, Sound)]

    def all_lights(self, since: int = 0) -> list[Lights]:
        return [e for _, e in self.log[since:] if isinstance(e, Lights)]

    @property
    def lights(self) -> Lights:
        return self.all_lights()[-1]

    @property
    def compass(self) -> str | None:
        return self.lights.compass

    @property
    def gauge(self) -> str:
        return self.lights.gauge

    def screens(self, since: int = 0) -> list[Screen]:
        return [e for _, e in self.log[since:] if isinstance(e, Screen)]

    @property
    def screen(self) -> list[str]:
        """The words of the screen on show."""
        return [plain(text) for text in self.screens()[-1].lines]

    @property
    def text(self) -> str:
        return " | ".join(self.screen)

    def saved(self) -> dict[str, Any]:
        """What the box would write to disk now (through JSON, like the appliance)."""
        return json.loads(json.dumps(self.game.snapshot(self.now)))


def restart(table: Table, settings: LostTreasureSettings | None = None, seed: int = 99) -> Table:
    """Power off and on: a new table with the game restored from what was saved."""
    data = table.saved()
    game = GAME.restore(data, random.Random(seed), settings or LostTreasureSettings(), 0.0)
    return Table(game)


MakeTable = Callable[..., Table]


@pytest.fixture
def make_table() -> MakeTable:
    """``make_table(ocean_notation=OCEAN, seed=1, **settings)`` -> a fresh :class:`Table`."""

    def make(ocean: str | None = OCEAN, seed: int = 1, **settings: Any) -> Table:
        chosen = LostTreasureSettings(**settings)
        if ocean is None:
            return Table(GAME.new(random.Random(seed), chosen, 0.0))
        return Table(LostTreasureGame(Ocean.from_notation(ocean), random.Random(seed), chosen))

    return make


def enter(table: Table, location: int) -> None:
    """Type a location's two digits."""
    for digit in str(location):
        table.press(digit)


def start_dive(table: Table, location: int) -> None:
    """Enter a location, press AIR and wait until the tank is full."""
    enter(table, location)
    table.press("AIR")
    table.wait(2.0)


def hold_until_bottom(table: Table, area: int) -> str:
    """Hold an area key until the treasure or no-treasure sound (or the dive ends)."""
    mark = table.mark()
    table.down(str(area))
    table.wait_until(lambda: bool({"treasure", "no_treasure", "drop"} & set(table.sounds(mark))))
    table.up(str(area))
    return table.sounds(mark)[-1]


def hold_up_until_surface(table: Table) -> None:
    """Hold UP until the diver is back on board (or out of air)."""
    mark = table.mark()
    table.down("UP")
    table.wait_until(lambda: bool({"bells", "drop"} & set(table.sounds(mark))))
    table.up("UP")


FAST: dict[str, Any] = {
    "level_seconds": 0.1,
    "up_level_seconds": 0.1,
    "air_units": 24,
    "air_unit_seconds": 5.0,
}


def empty_location(table: Table, metal: Any) -> None:
    """Bring up everything at ``metal``'s location in one long dive (needs FAST settings)."""
    site = table.game.ocean.site(metal)
    start_dive(table, site.location)
    for area in range(1, 10):
        if site.area(area).pieces:
            hold_until_bottom(table, area)
    hold_up_until_surface(table)
