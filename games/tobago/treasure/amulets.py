"""Amulets: where they lie, who holds how many, and the statues that wash them up.

After each treasure split every statue washes an amulet onto the last island hex along
its line of sight before the sea (at most one amulet lies on a hex), then turns 60
degrees to its right.

>>> from games.tobago.island.notation import island_from_text
>>> island = island_from_text("J J J J\\n J J J J\\n  J J J J", " . . . .\\n  . 0 . .\\n   . . . .")
>>> sea_sight_hex(island, island.landmarks_of(LandmarkKind.STATUE)[0])
(3, 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from games.errors import GameError
from games.tobago.island.hexgrid import Hex, neighbour, turn_right
from games.tobago.island.island import Island, Landmark, LandmarkKind


class AmuletError(GameError, ValueError):
    """An amulet move the rules do not allow (the message says why)."""


class AmuletUse(StrEnum):
    """The four powers of an amulet."""

    EXTRA_CLUE = "extra-clue"
    REMOVE_MARKER = "remove-marker"
    EXTRA_MOVE = "extra-move"
    NEW_HAND = "new-hand"


def sea_sight_hex(island: Island, statue: Landmark) -> Hex:
    """The last island hex along the statue's line of sight before the sea."""
    if statue.facing is None:
        raise AmuletError(f"{statue} faces no direction")
    here = statue.hex
    while neighbour(here, statue.facing) in island.terrain:
        here = neighbour(here, statue.facing)
    return here


def turn_statues(island: Island) -> Island:
    """The island with every statue turned 60 degrees to its right."""
    return island.with_landmarks(
        Landmark(m.kind, m.hex, turn_right(m.facing)) if m.facing is not None else m
        for m in island.landmarks
    )


@dataclass
class Amulets:
    """The amulets lying on the island (in the order they washed up) and those held."""

    lying: list[Hex] = field(default_factory=list)
    held: dict[int, int] = field(default_factory=dict)

    @classmethod
    def new(cls, players: int) -> Amulets:
        """No amulet anywhere yet, for players 1 to ``players``."""
        return cls([], {p: 0 for p in range(1, players + 1)})

    def wash_up(self, island: Island) -> list[Hex]:
        """Each statue's amulet lands (one per hex at most); the hexes that got one."""
        landed = []
        for statue in island.landmarks_of(LandmarkKind.STATUE):
            spot = sea_sight_hex(island, statue)
            if spot not in self.lying:
                self.lying.append(spot)
                landed.append(spot)
        return landed

    def pick_up(self, player: int, spot: Hex) -> None:
        """A player's ATV takes the amulet lying on ``spot``."""
        if spot not in self.lying:
            raise AmuletError(f"no amulet lies on {spot}")
        self.lying.remove(spot)
        self.held[player] += 1

    def spend(self, player: int) -> None:
        """A player uses (or gives up) one amulet."""
        if self.held.get(player, 0) < 1:
            raise AmuletError(f"player {player} has no amulet")
        self.held[player] -= 1

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "lying": [list(spot) for spot in self.lying],
            "held": {str(p): n for p, n in self.held.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], island: Island) -> Amulets:
        """Amulets from :meth:`to_dict` (ValueError if they lie off the island)."""
        lying = [(int(q), int(r)) for q, r in data["lying"]]
        if any(spot not in island.terrain for spot in lying) or len(set(lying)) < len(lying):
            raise ValueError(f"the saved amulets {lying} are not on distinct island hexes")
        held = {int(p): int(n) for p, n in data["held"].items()}
        if any(n < 0 for n in held.values()):
            raise ValueError(f"the saved amulet counts {held} are below zero")
        return cls(lying, held)
