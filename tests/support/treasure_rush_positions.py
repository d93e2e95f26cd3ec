"""Treasure Rush positions for the tests: a game standing at a position written in the
position notation, keys pressed on the one :class:`harness.Harness`.

A test reads like a position and the keys the table presses::

    table = played(rush(RACE)).press("2")
    assert table.last_sounds == ["claim"] and "claimant 2" in position_of(table)

The keys are pressed at one instant (down and up together) and time stands still unless
a test waits: a wrong notice stays up until ``wait`` lets its timer come.
"""

from __future__ import annotations

import random
import textwrap
from functools import cache
from typing import Any

from harness import Harness

from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.maps.icon_set import IconSet, load_icon_set
from games.treasure_rush.maps.position import position, table_from_position
from games.treasure_rush.settings import TreasureRushSettings


@cache
def shipped_icons() -> IconSet:
    """The icon set the box ships with."""
    return load_icon_set()


def rush(text: str, seed: int = 7, **settings: Any) -> TreasureRushGame:
    """A game standing at that position."""
    icons = shipped_icons()
    table = table_from_position(text, icons)
    return TreasureRushGame(table, icons, random.Random(seed), TreasureRushSettings(**settings))


def played(game: TreasureRushGame) -> Harness:
    """The game on the harness, each key down and up at the same instant."""
    return Harness(game, press_seconds=0.0)


def position_of(table: Harness) -> str:
    """The position the game stands at now, in the position notation."""
    return position(table.game.state, table.game.icons)


#: A race in the middle of a game: three seats, the table judges.
RACE = """
    phase hunt
    seats 3 players
    judge table
    to_win 5
    turned 4
    map Diamond Book~ Compass
    pile Wagon Tablet / Anchor Key~ Palm
    won 1 Crown Key / Skull Palm
    won 2
    won 3 Book Wagon
"""


def at(text: str, **changes: str) -> str:
    """A position with some of its lines replaced: ``at(RACE, out="out 2")`` (``out_2=``
    names a second line of the same word)."""
    lines = textwrap.dedent(text).strip().splitlines()
    for word, line in changes.items():
        lines = [old for old in lines if old.split()[0] != word.split("_")[0]]
        lines.append(line)
    return "\n".join(lines)
