"""The ocean: 64 treasure locations, and the gold and the silver treasure hidden in two.

A location is a two-digit number, row then column, each digit 1 to 8 (11 is the
north-west corner, 88 the south-east one). Each location has nine diving areas, the
keys 1 to 9, each with its own depth and some pieces of treasure (maybe none).

The ocean has a compact text notation, like a chess position, that tests use::

    >>> ocean = Ocean.from_notation(
    ...     "gold 67 3+1 2 5+2 | 1 4 1+1 | 3 2+2 1; silver 24 1 1 1 | 1 1 1 | 1 1 1+2")
    >>> ocean.metal_at(67)
    <Metal.GOLD: 'gold'>

Each area is ``DEPTH`` or ``DEPTH+PIECES``, areas 1 to 9 in keypad order; the ``|``
between keypad rows is optional. ``repr()`` gives back an expression that rebuilds it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum

ROWS = range(1, 9)
COLUMNS = range(1, 9)
LOCATIONS: tuple[int, ...] = tuple(10 * row + column for row in ROWS for column in COLUMNS)
AREAS = range(1, 10)


class Metal(StrEnum):
    """The two kinds of treasure; each has its own direction keys and buoys."""

    GOLD = "gold"
    SILVER = "silver"

    @property
    def other(self) -> Metal:
        """The other metal."""
        return Metal.SILVER if self is Metal.GOLD else Metal.GOLD


def is_location(number: int) -> bool:
    """True for the 64 location numbers: two digits, each 1 to 8."""
    return number in LOCATIONS


def row_of(location: int) -> int:
    """The row of a location, 1 (north) to 8 (south)."""
    return location // 10


def column_of(location: int) -> int:
    """The column of a location, 1 (west) to 8 (east)."""
    return location % 10


@dataclass(frozen=True)
class Area:
    """One diving area: its depth in levels and the pieces of treasure lying there."""

    depth: int
    pieces: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.depth <= 9 or self.pieces < 0:
            raise ValueError(f"area {self.depth}+{self.pieces}: depth 1-9, pieces 0 or more")

    def __str__(self) -> str:
        return f"{self.depth}+{self.pieces}" if self.pieces else str(self.depth)

    @classmethod
    def from_notation(cls, text: str) -> Area:
        """An area from ``"3"`` (depth 3, empty) or ``"3+2"`` (depth 3, two pieces)."""
        depth, _, pieces = text.partition("+")
        try:
            return cls(int(depth), int(pieces) if pieces else 0)
        except ValueError:
            raise ValueError(f"{text!r} is not an area; write DEPTH or DEPTH+PIECES") from None


@dataclass(frozen=True)
class Site:
    """One metal's treasure location: its number and its nine diving areas."""

    location: int
    areas: tuple[Area, ...]

    def __post_init__(self) -> None:
        if not is_location(self.location):
            raise ValueError(f"{self.location!r} is not a location; use two digits 1 to 8")
        if len(self.areas) != len(AREAS):
            raise ValueError(f"location {self.location} has {len(self.areas)} areas, not 9")

    def area(self, number: int) -> Area:
        """Diving area ``number`` (1 to 9)."""
        return self.areas[number - 1]

    @property
    def depths(self) -> tuple[int, ...]:
        """The depth of each area, areas 1 to 9."""
        return tuple(area.depth for area in self.areas)

    @property
    def pieces(self) -> int:
        """How many pieces of treasure are left in the whole location."""
        return sum(area.pieces for area in self.areas)

    @property
    def is_empty(self) -> bool:
        """True when every piece has been brought up."""
        return self.pieces == 0

    def with_pieces(self, number: int, pieces: int) -> Site:
        """A copy with area ``number`` holding ``pieces``."""
        areas = list(self.areas)
        areas[number - 1] = replace(areas[number - 1], pieces=pieces)
        return replace(self, areas=tuple(areas))

    def to_notation(self) -> str:
        """``"67 3+1 2 5+2 | 1 4 1+1 | 3 2+2 1"``."""
        rows = (" ".join(str(area) for area in self.areas[i : i + 3]) for i in (0, 3, 6))
        return f"{self.location} " + " | ".join(rows)

    @classmethod
    def from_notation(cls, text: str) -> Site:
        """A site from its notation (ValueError saying what is wrong)."""
        words = text.replace("|", " ").split()
        if not words or not words[0].isdigit():
            raise ValueError(f"{text!r} should start with a location number, like 67")
        return cls(int(words[0]), tuple(Area.from_notation(word) for word in words[1:]))


@dataclass(frozen=True)
class Recipe:
    """How treasure is laid out when it is hidden (the rules page's open points)."""

    areas_min: int = 3
    areas_max: int = 5
    pieces_min: int = 1
    pieces_max: int = 2
    depth_min: int = 1
    depth_max: int = 5

    def lay_out(self, location: int, rng: random.Random) -> Site:
        """A new site at ``location``: random depths, treasure in a few areas."""
        depths = [rng.randint(self.depth_min, self.depth_max) for _ in AREAS]
        count = rng.randint(self.areas_min, self.areas_max)
        holding = set(rng.sample(range(len(AREAS)), count))
        pieces = [
            rng.randint(self.pieces_min, self.pieces_max) if i in holding else 0 for i in range(9)
        ]
        return Site(location, tuple(Area(d, p) for d, p in zip(depths, pieces, strict=True)))


class Ocean:
    """Where the gold and the silver treasure lie, area by area; changed in place."""

    def __init__(self, gold: Site, silver: Site) -> None:
        if gold.location == silver.location:
            raise ValueError(f"gold and silver are both at {gold.location}; they must differ")
        self._sites = {Metal.GOLD: gold, Metal.SILVER: silver}

    @classmethod
    def hidden(cls, rng: random.Random, recipe: Recipe) -> Ocean:
        """A fresh ocean: gold and silver hidden in two different random locations."""
        gold = rng.choice(LOCATIONS)
        silver = rng.choice([loc for loc in LOCATIONS if loc != gold])
        return cls(recipe.lay_out(gold, rng), recipe.lay_out(silver, rng))

    def site(self, metal: Metal) -> Site:
        """Where ``metal`` lies and what is left of it."""
        return self._sites[metal]

    def metal_at(self, location: int) -> Metal | None:
        """The metal hidden at ``location``, or None."""
        return next((m for m, site in self._sites.items() if site.location == location), None)

    def take(self, metal: Metal, area: int) -> int:
        """Pick up everything in one area of ``metal``'s location; how many pieces."""
        site = self._sites[metal]
        pieces = site.area(area).pieces
        self._sites[metal] = site.with_pieces(area, 0)
        return pieces

    def drop(self, metal: Metal, area: int, pieces: int) -> None:
        """Put ``pieces`` back into one area of ``metal``'s location."""
        site = self._sites[metal]
        self._sites[metal] = site.with_pieces(area, site.area(area).pieces + pieces)

    def hide_again(self, metal: Metal, rng: random.Random, recipe: Recipe) -> Site:
        """Hide new ``metal`` elsewhere: not where it was, not at the other metal."""
        taken = {self._sites[metal].location, self._sites[metal.other].location}
        location = rng.choice([loc for loc in LOCATIONS if loc not in taken])
        self._sites[metal] = recipe.lay_out(location, rng)
        return self._sites[metal]

    def to_notation(self) -> str:
        """``"gold 67 ...; silver 24 ..."``."""
        return "; ".join(f"{metal} {self._sites[metal].to_notation()}" for metal in Metal)

    @classmethod
    def from_notation(cls, text: str) -> Ocean:
        """An ocean from its notation (ValueError saying what is wrong)."""
        sites: dict[str, Site] = {}
        for part in text.split(";"):
            metal, _, site = part.strip().partition(" ")
            if metal not in tuple(Metal) or metal in sites:
                raise ValueError(f"{part.strip()!r} should start with gold or silver, once each")
            sites[metal] = Site.from_notation(site)
        if len(sites) != len(Metal):
            raise ValueError(f"{text!r} needs both a gold part and a silver part")
        return cls(sites[Metal.GOLD], sites[Metal.SILVER])

    def __repr__(self) -> str:
        return f"Ocean.from_notation({self.to_notation()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ocean) and self._sites == other._sites

    __hash__ = None  # type: ignore[assignment]
