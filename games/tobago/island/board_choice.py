"""Which of the board's 32 islands lies on the table, while the table and the box agree
on it: the sides said to be up so far, the assembly once it is known, and how the island
is turned as the table sees it from the box."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.tobago.island.hexgrid import Hex, turned
from games.tobago.island.island import Island, IslandError
from games.tobago.island.sections import (
    ORDERS,
    SHIFTS,
    Assembly,
    Sections,
    assemble,
    assembly_parts,
)

#: The four ways the chosen sides can join: (order, shift).
JOINS = tuple((order, shift) for order in ORDERS for shift in SHIFTS)


@dataclass
class BoardChoice:
    """The island being chosen from ``sections``: ``sides`` said to be up so far (section 1
    first), the ``assembly`` once known, which ``join`` is on show, whether the box picked
    it (``by_box``), and ``turns`` of 60 degrees clockwise to match the table."""

    sections: Sections
    sides: str = ""
    assembly: Assembly | None = None
    join: int = 0
    by_box: bool = False
    turns: int = 0

    def joins(self) -> list[Assembly]:
        """The four islands the three chosen sides can make."""
        return [Assembly(self.sides, order, shift) for order, shift in JOINS]

    def parts(self, assembly: Assembly | None = None) -> list[frozenset[Hex]]:
        """The hexes of sections 1, 2 and 3 of an assembly (default: the chosen one),
        turned as the table sees it."""
        return [
            frozenset(turned(h, self.turns) for h in part)
            for part in assembly_parts(self.sections, self._chosen(assembly))
        ]

    def makes_island(self, assembly: Assembly) -> bool:
        """Whether the sections make an island this way (an owner's file may not)."""
        try:
            assemble(self.sections, assembly)
        except IslandError:
            return False
        return True

    def island(self, assembly: Assembly | None = None) -> Island:
        """The island of an assembly (default: the chosen one), turned, no landmarks."""
        return assemble(self.sections, self._chosen(assembly)).turned(self.turns)

    def _chosen(self, assembly: Assembly | None) -> Assembly:
        chosen = assembly or self.assembly
        if chosen is None:
            raise ValueError("no island is chosen yet")
        return chosen

    def to_dict(self) -> dict[str, Any]:
        """The choice as JSON-ready data (the sections are the settings')."""
        return {
            "sides": self.sides,
            "assembly": None if self.assembly is None else self.assembly.notation,
            "join": self.join,
            "by_box": self.by_box,
            "turns": self.turns,
        }

    @classmethod
    def from_dict(cls, data: Any, sections: Sections) -> BoardChoice:
        """A choice from :meth:`to_dict` (ValueError if it is not one)."""
        sides = str(data["sides"])
        if len(sides) > 3 or any(s.lower() != want for s, want in zip(sides, "abc", strict=False)):
            raise ValueError(f"{sides!r} are not sides of the board's sections")
        assembly = None if data["assembly"] is None else Assembly.from_notation(data["assembly"])
        join, turns = int(data["join"]), int(data["turns"])
        if not 0 <= join < len(JOINS) or not 0 <= turns < 6:
            raise ValueError(f"join {join} or turns {turns} out of range")
        return cls(sections, sides, assembly, join, bool(data["by_box"]), turns)
