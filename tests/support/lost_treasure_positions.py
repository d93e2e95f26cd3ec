"""Lost Treasure positions for the tests: a game from an ocean in notation, on the one
:class:`harness.Harness`, and the moves a diver makes (enter a location, dive, surface).

A test reads like a key script::

    table = make_table("gold 67 3+1 2 5+2 | 1 4 1+1 | 3 2+2 1; silver 24 1 1 1 | 1 1 1 | 1 1 1+2")
    table.play("press 6 / press 7 / press AIR / wait 2")
    assert table.sounds() == ["key", "key", "fill"]
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from harness import Harness

from games.lost_treasure import GAME
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Ocean
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.state import LostTreasureState

OCEAN = "gold 67 3+1 2 5+2 | 1 4 1+1 | 3 2+2 1; silver 24 1 1 1 | 1 1 1 | 1 1 1+2"


def restart(
    table: Harness, settings: LostTreasureSettings | None = None, seed: int = 99
) -> Harness:
    """Power off and on: the game restored from what was saved (default settings unless told)."""
    return table.restart(GAME, settings or LostTreasureSettings(), seed)


MakeTable = Callable[..., Harness]


def make_table(ocean: str | None = OCEAN, seed: int = 1, **settings: Any) -> Harness:
    """A game on the table with that ocean (``None``: dealt at random by ``seed``)."""
    chosen = LostTreasureSettings(**settings)
    if ocean is None:
        return Harness(GAME.new(random.Random(seed), chosen, 0.0))
    return Harness(
        LostTreasureGame(LostTreasureState(Ocean.from_notation(ocean), random.Random(seed), chosen))
    )


def enter(table: Harness, location: int) -> None:
    """Type a location's two digits."""
    for digit in str(location):
        table.press(digit)


def start_dive(table: Harness, location: int) -> None:
    """Enter a location, press AIR and wait until the tank is full."""
    enter(table, location)
    table.press("AIR")
    table.wait(2.0)


def hold_until_bottom(table: Harness, area: int) -> str:
    """Hold an area key until the treasure or no-treasure sound (or the dive ends)."""
    mark = table.mark()
    table.down(str(area))
    table.wait_until(lambda: bool({"treasure", "no_treasure", "drop"} & set(table.sounds(mark))))
    table.up(str(area))
    return table.sounds(mark)[-1]


def hold_up_until_surface(table: Harness) -> None:
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


def empty_location(table: Harness, metal: Any) -> None:
    """Bring up everything at ``metal``'s location in one long dive (needs FAST settings)."""
    site = table.game.state.ocean.site(metal)
    start_dive(table, site.location)
    for area in range(1, 10):
        if site.area(area).pieces:
            hold_until_bottom(table, area)
    hold_up_until_surface(table)
