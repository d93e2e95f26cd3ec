"""The island: the terrain of every hex, and the landmarks standing on it.

An island file is JSON::

    {"hexes": [{"q": 0, "r": 0, "terrain": "jungle"}, ...],
     "landmarks": [{"q": 1, "r": 2, "kind": "statue", "facing": 0}, ...]}

Only statues have a ``facing`` (a direction index, see :mod:`games.tobago.island.hexgrid`).
Every :class:`Island` is checked when it is made; :class:`IslandError` says what is wrong
and where in the file (:mod:`games.tobago.island.island_file` turns that into a line).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType
from typing import Any

from games.errors import GameError
from games.tobago.island.hexgrid import Hex, distance, neighbours, turned

#: Two landmarks of the same kind stand at least this far apart.
SAME_KIND_SPACING = 4

#: Where a value sits in an island file's JSON: keys and indexes, like ``("hexes", 12)``.
JsonPath = tuple[str | int, ...]


class IslandError(GameError, ValueError):
    """An island (or a file describing one) breaks the rules of the island; ``path`` is
    where in the island file's JSON the trouble is, when it is known."""

    def __init__(self, message: str, *, path: JsonPath | None = None) -> None:
        super().__init__(message)
        self.path = path


class Terrain(StrEnum):
    """The six kinds of land."""

    JUNGLE = "jungle"
    MOUNTAIN = "mountain"
    BEACH = "beach"
    SCRUBLAND = "scrubland"
    RIVER = "river"
    LAKE = "lake"


class LandmarkKind(StrEnum):
    """The three kinds of landmark."""

    HUT = "hut"
    PALM = "palm"
    STATUE = "statue"


@dataclass(frozen=True)
class Landmark:
    """A hut, palm or statue on a hex; a statue faces direction ``facing`` (0 to 5)."""

    kind: LandmarkKind
    hex: Hex
    facing: int | None = None

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "kind", LandmarkKind(self.kind))
        except ValueError:
            known = ", ".join(sorted(LandmarkKind))
            raise IslandError(
                f"landmark at {self.hex}: kind {self.kind!r} is not one of {known}"
            ) from None

    def __str__(self) -> str:
        return f"the {self.kind} at {self.hex}"


@dataclass(frozen=True, eq=False)
class Island:
    """An island: ``terrain`` maps each hex to its :class:`Terrain`; the ``landmarks``.

    Making one checks every rule of the island and raises :class:`IslandError`.
    """

    terrain: Mapping[Hex, Terrain]
    landmarks: tuple[Landmark, ...] = field(default=())

    def __post_init__(self) -> None:
        terrain = {h: _parse_terrain(t, h) for h, t in self.terrain.items()}
        object.__setattr__(self, "terrain", MappingProxyType(terrain))
        object.__setattr__(self, "landmarks", tuple(self.landmarks))
        _check_island(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Island:
        """Itself: an island never changes (a copy of a game shares it)."""
        return self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Island):
            return NotImplemented
        mine = (dict(self.terrain), set(self.landmarks))
        return mine == (dict(other.terrain), set(other.landmarks))

    def __hash__(self) -> int:
        return hash((frozenset(self.terrain.items()), frozenset(self.landmarks)))

    def __repr__(self) -> str:
        return f"<Island of {len(self.terrain)} hexes, {len(self.landmarks)} landmarks>"

    @classmethod
    def from_dict(cls, data: Any) -> Island:
        """The island described by parsed island-file JSON (IslandError if it is wrong)."""
        if not isinstance(data, dict) or not isinstance(data.get("hexes"), list):
            raise IslandError('an island file is an object with a list of "hexes"', path=())
        terrain: dict[Hex, Terrain] = {}
        for number, entry in enumerate(data["hexes"], 1):
            with _at("hexes", number - 1):
                hex_, name = _read_entry(entry, "terrain", f"hex number {number}")
                if hex_ in terrain:
                    raise IslandError(f"hex {hex_} is listed twice; give each hex once")
                terrain[hex_] = _parse_terrain(name, hex_)
        marks = data.get("landmarks", [])
        if not isinstance(marks, list):
            raise IslandError('"landmarks" must be a list of landmarks', path=("landmarks",))
        landmarks = []
        for number, entry in enumerate(marks, 1):
            with _at("landmarks", number - 1):
                landmarks.append(_read_landmark(entry, number))
        return cls(terrain, tuple(landmarks))

    def to_dict(self) -> dict[str, Any]:
        """The island-file JSON of this island, hexes in reading order."""
        hexes = [{"q": q, "r": r, "terrain": str(self.terrain[q, r])} for q, r in self.hexes]
        marks: list[dict[str, Any]] = []
        for mark in sorted(self.landmarks, key=lambda m: (m.kind, m.hex[1], m.hex[0])):
            entry: dict[str, Any] = {"q": mark.hex[0], "r": mark.hex[1], "kind": str(mark.kind)}
            if mark.facing is not None:
                entry["facing"] = mark.facing
            marks.append(entry)
        return {"hexes": hexes, "landmarks": marks}

    def with_landmarks(self, landmarks: Iterable[Landmark]) -> Island:
        """The same land with these landmarks instead (checked)."""
        return Island(self.terrain, tuple(landmarks))

    def turned(self, turns: int) -> Island:
        """The same island with the board turned ``turns`` times 60 degrees clockwise
        (statues keep facing the same neighbour)."""
        land = {turned(h, turns): t for h, t in self.terrain.items()}
        marks = [
            Landmark(
                m.kind,
                turned(m.hex, turns),
                None if m.facing is None else (m.facing - turns) % 6,
            )
            for m in self.landmarks
        ]
        return Island(land, tuple(marks))

    @cached_property
    def hexes(self) -> tuple[Hex, ...]:
        """Every hex in reading order: top row first (smallest ``r``), left to right."""
        return tuple(sorted(self.terrain, key=lambda h: (h[1], h[0])))

    @cached_property
    def shore(self) -> frozenset[Hex]:
        """The hexes with at least one sea neighbour."""
        return frozenset(
            h for h in self.terrain if any(n not in self.terrain for n in neighbours(h))
        )

    @cached_property
    def areas(self) -> tuple[frozenset[Hex], ...]:
        """The connected groups of hexes of one terrain kind."""
        return tuple(
            _components(self.terrain.keys(), lambda a, b: self.terrain[a] == self.terrain[b])
        )

    def areas_of(self, terrain: Terrain) -> list[frozenset[Hex]]:
        """The areas of one terrain, largest first."""
        areas = [a for a in self.areas if self.terrain[next(iter(a))] == terrain]
        return sorted(areas, key=len, reverse=True)

    def largest_area(self, terrain: Terrain) -> frozenset[Hex]:
        """The largest area of ``terrain`` (empty when the island has none)."""
        areas = self.areas_of(terrain)
        return areas[0] if areas else frozenset()

    def landmarks_of(self, kind: LandmarkKind) -> tuple[Landmark, ...]:
        """The landmarks of one kind."""
        return tuple(m for m in self.landmarks if m.kind == kind)


def _components(
    hexes: Iterable[Hex], joined: Callable[[Hex, Hex], bool] | None = None
) -> list[frozenset[Hex]]:
    """Connected groups of ``hexes``; neighbours join when ``joined(a, b)`` (default: all)."""
    left = set(hexes)
    groups = []
    while left:
        start = left.pop()
        group, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for near in neighbours(here):
                if near in left and (joined is None or joined(here, near)):
                    left.discard(near)
                    group.add(near)
                    todo.append(near)
        groups.append(frozenset(group))
    return groups


@contextmanager
def _at(*path: str | int) -> Iterator[None]:
    """An IslandError raised inside, without a place of its own, is at ``path``."""
    try:
        yield
    except IslandError as error:
        if error.path is None:
            error.path = path
        raise


def _hex_path(island: Island, hex_: Hex) -> JsonPath:
    """Where a hex of the island is listed in its file (the file lists them in order)."""
    return ("hexes", list(island.terrain).index(hex_))


def _read_entry(entry: Any, key: str, where: str) -> tuple[Hex, Any]:
    if not isinstance(entry, dict):
        raise IslandError(f'{where} should be an object like {{"q": 0, "r": 0, "{key}": ...}}')
    q, r = entry.get("q"), entry.get("r")
    if type(q) is not int or type(r) is not int or key not in entry:
        raise IslandError(f'{where} needs whole numbers "q" and "r" and a "{key}": {entry}')
    return (q, r), entry[key]


def _parse_terrain(name: Any, hex_: Hex) -> Terrain:
    try:
        return Terrain(name)
    except ValueError:
        known = ", ".join(sorted(Terrain))
        raise IslandError(f"hex {hex_}: terrain {name!r} is not one of {known}") from None


def _read_landmark(entry: Any, number: int) -> Landmark:
    hex_, kind = _read_entry(entry, "kind", f"landmark number {number}")
    return Landmark(kind, hex_, entry.get("facing"))


def _check_island(island: Island) -> None:
    if not island.terrain:
        raise IslandError("the island has no hexes; list at least one", path=("hexes",))
    pieces = sorted(_components(island.terrain), key=lambda piece: (len(piece), min(piece)))
    if len(pieces) > 1:
        stray = min(pieces[0])
        raise IslandError(
            f"the island is in {len(pieces)} pieces (one holds {stray}); "
            "every hex must connect to the others",
            path=_hex_path(island, stray),
        )
    _check_largest_areas(island)
    _check_landmarks(island)


def _check_largest_areas(island: Island) -> None:
    for terrain in Terrain:
        areas = island.areas_of(terrain)
        if len(areas) > 1 and len(areas[0]) == len(areas[1]):
            first, second = sorted((min(areas[0]), min(areas[1])))
            size = len(areas[0])
            raise IslandError(
                f"the two largest {terrain} areas, at {first} and {second}, both have "
                f"{size} {'hex' if size == 1 else 'hexes'}; the largest {terrain} must be one area",
                path=_hex_path(island, first),
            )


def _check_landmarks(island: Island) -> None:
    taken: dict[Hex, Landmark] = {}
    for index, mark in enumerate(island.landmarks):
        with _at("landmarks", index):
            if mark.hex not in island.terrain:
                raise IslandError(f"{mark} is not on the island; put it on an island hex")
            if mark.hex in taken:
                raise IslandError(
                    f"hex {mark.hex} holds a {taken[mark.hex].kind} and a {mark.kind}; "
                    "put one landmark on each hex"
                )
            taken[mark.hex] = mark
            _check_facing(island, mark)
    for (_, a), (index, b) in itertools.combinations(enumerate(island.landmarks), 2):
        if a.kind == b.kind and distance(a.hex, b.hex) < SAME_KIND_SPACING:
            raise IslandError(
                f"the {a.kind}s at {a.hex} and {b.hex} are {distance(a.hex, b.hex)} apart; "
                f"two of one kind must be at least {SAME_KIND_SPACING} apart",
                path=("landmarks", index),
            )


def _check_facing(island: Island, mark: Landmark) -> None:
    if mark.kind != LandmarkKind.STATUE:
        if mark.facing is not None:
            raise IslandError(f"{mark} has a facing; only statues face a direction, remove it")
        return
    if type(mark.facing) is not int or not 0 <= mark.facing <= 5:
        raise IslandError(f"{mark} needs a facing from 0 to 5, not {mark.facing!r}")
    if mark.hex in island.shore:
        raise IslandError(f"{mark} stands on the shore; statues must stand inland")
