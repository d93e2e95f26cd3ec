"""A random legal setup: an island grown hex by hex, then its huts, palms and statues.

Everything random comes from the ``random.Random`` passed in, so a seed gives the same
setup on every machine.
"""

from __future__ import annotations

import random
from collections.abc import Collection

from games.tobago.island.hexgrid import Hex, distance, neighbours, within
from games.tobago.island.island import (
    SAME_KIND_SPACING,
    Island,
    IslandError,
    Landmark,
    LandmarkKind,
    Terrain,
)

SMALLEST, LARGEST = 87, 104
#: How many landmarks of each kind a setup places.
LANDMARK_COUNTS: dict[LandmarkKind, int] = {
    LandmarkKind.HUT: 4,
    LandmarkKind.PALM: 3,
    LandmarkKind.STATUE: 3,
}
#: How many seed hexes each terrain grows from (beach seeds lie on the shore).
_SEEDS: dict[Terrain, tuple[int, int]] = {
    Terrain.BEACH: (6, 9),
    Terrain.JUNGLE: (2, 4),
    Terrain.MOUNTAIN: (2, 3),
    Terrain.SCRUBLAND: (2, 3),
    Terrain.RIVER: (2, 3),
    Terrain.LAKE: (1, 2),
}
_ATTEMPTS = 500


def generate_setup(rng: random.Random) -> Island:
    """A random island of 87 to 104 hexes with its landmarks, all placed by the rules."""
    return place_landmarks(generate_island(rng), rng)


def generate_island(rng: random.Random) -> Island:
    """A random island without landmarks: connected, no holes, six terrains, beaches on
    the shore only, and one largest area of every terrain."""
    for _ in range(_ATTEMPTS):
        shape = _grow_shape(rng, rng.randint(SMALLEST, LARGEST))
        if shape is None:
            continue
        land = _paint(rng, shape)
        if land is None or set(land.values()) != set(Terrain):
            continue
        try:
            return Island(land)
        except IslandError:
            continue  # a tie for a largest area: paint another island
    raise IslandError(f"no legal island after {_ATTEMPTS} attempts")


def place_landmarks(
    island: Island,
    rng: random.Random,
    counts: dict[LandmarkKind, int] | None = None,
) -> Island:
    """``island`` with 4 huts, 3 palms and 3 statues (or ``counts``) placed at random:
    one per hex, two of a kind at least 4 apart, statues inland facing anywhere."""
    counts = LANDMARK_COUNTS if counts is None else counts
    for _ in range(_ATTEMPTS):
        taken: set[Hex] = set()
        marks: list[Landmark] = []
        for kind, count in counts.items():
            spots = _spread(rng, island, kind, count, taken)
            if spots is None:
                break
            taken.update(spots)
            marks.extend(_landmark(rng, kind, spot) for spot in spots)
        else:
            return island.with_landmarks(marks)
    wanted = ", ".join(f"{count} {kind}s" for kind, count in counts.items())
    raise IslandError(f"cannot place {wanted} on this island, spaced by the rules")


def _spread(
    rng: random.Random, island: Island, kind: LandmarkKind, count: int, taken: set[Hex]
) -> list[Hex] | None:
    free = [h for h in island.hexes if h not in taken]
    if kind == LandmarkKind.STATUE:
        free = [h for h in free if h not in island.shore]
    rng.shuffle(free)
    chosen: list[Hex] = []
    for spot in free:
        if all(distance(spot, other) >= SAME_KIND_SPACING for other in chosen):
            chosen.append(spot)
            if len(chosen) == count:
                return chosen
    return None if count else []


def _landmark(rng: random.Random, kind: LandmarkKind, spot: Hex) -> Landmark:
    facing = rng.randrange(6) if kind == LandmarkKind.STATUE else None
    return Landmark(kind, spot, facing)


def _grow_shape(rng: random.Random, size: int) -> set[Hex] | None:
    """A compact random blob of ``size`` hexes with its holes filled (None if too big)."""
    shape = {(0, 0)}
    while len(shape) < size:
        edge = sorted({n for h in shape for n in neighbours(h)} - shape)
        weights = [sum(n in shape for n in neighbours(h)) ** 3 for h in edge]
        shape.add(rng.choices(edge, weights)[0])
    shape |= _holes(shape)
    return shape if len(shape) <= LARGEST else None


def _holes(shape: set[Hex]) -> set[Hex]:
    """The sea positions enclosed by ``shape``, cut off from the open sea."""
    reach = max(distance((0, 0), h) for h in shape) + 1
    water = {p for p in within((0, 0), reach) if p not in shape}
    start = next(p for p in water if distance((0, 0), p) == reach)
    open_sea, todo = {start}, [start]
    while todo:
        for near in neighbours(todo.pop()):
            if near in water and near not in open_sea:
                open_sea.add(near)
                todo.append(near)
    return water - open_sea


def _paint(rng: random.Random, shape: Collection[Hex]) -> dict[Hex, Terrain] | None:
    """Terrain grown from random seeds; beach grows along the shore only."""
    hexes = sorted(shape)
    shore = {h for h in hexes if any(n not in shape for n in neighbours(h))}
    claims: list[tuple[Hex, Terrain]] = []
    for terrain, (low, high) in _SEEDS.items():
        pool = sorted(shore) if terrain == Terrain.BEACH else hexes
        claims.extend((spot, terrain) for spot in rng.sample(pool, rng.randint(low, high)))
    land: dict[Hex, Terrain] = {}
    while claims:
        spot, terrain = claims.pop(rng.randrange(len(claims)))
        if spot in land or spot not in shape or (terrain == Terrain.BEACH and spot not in shore):
            continue
        land[spot] = terrain
        claims.extend((near, terrain) for near in neighbours(spot))
    return land if len(land) == len(shape) else None
