"""Axial hex coordinates: a hex is ``(q, r)``; the six directions; distances.

The island is drawn with pointy-top hexes, ``q`` growing to the right and ``r`` growing
downwards. Cube coordinates ``(x, y, z)`` with ``x + y + z == 0`` map to ``(q, r) =
(x, z)``. Direction indexes go counter-clockwise from east, so a statue that turns 60
degrees to its right goes from facing ``i`` to facing ``(i + 5) % 6``.
"""

from __future__ import annotations

from collections.abc import Iterator

Hex = tuple[int, int]

#: The six neighbour offsets, in facing-index order: east, north-east, north-west, west,
#: south-west, south-east.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES: tuple[str, ...] = (
    "east",
    "north-east",
    "north-west",
    "west",
    "south-west",
    "south-east",
)


def from_cube(x: int, y: int, z: int) -> Hex:
    """The axial hex of cube coordinates: ``from_cube(1, -3, 2) == (1, 2)``."""
    if x + y + z != 0:
        raise ValueError(f"cube coordinates ({x}, {y}, {z}) do not add up to 0")
    return (x, z)


def to_cube(hex_: Hex) -> tuple[int, int, int]:
    """The cube coordinates of an axial hex: ``to_cube((1, 2)) == (1, -3, 2)``."""
    q, r = hex_
    return (q, -q - r, r)


def neighbour(hex_: Hex, direction: int) -> Hex:
    """The hex next to ``hex_`` in direction index ``direction`` (0 to 5)."""
    dq, dr = DIRECTIONS[direction]
    return (hex_[0] + dq, hex_[1] + dr)


def neighbours(hex_: Hex) -> list[Hex]:
    """The six hexes around ``hex_``, in direction-index order."""
    q, r = hex_
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """The number of steps from ``a`` to ``b``: ``distance((0, 0), (2, -1)) == 2``."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def within(hex_: Hex, radius: int) -> Iterator[Hex]:
    """Every position at distance 0 to ``radius`` from ``hex_`` (island or sea)."""
    q, r = hex_
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, radius - dq) + 1):
            yield (q + dq, r + dr)


def turned(hex_: Hex, turns: int = 1) -> Hex:
    """``hex_`` after turning the board ``turns`` times 60 degrees clockwise about (0, 0)."""
    q, r = hex_
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q, r)


def turn_right(facing: int) -> int:
    """The facing after a 60-degree turn to the right (clockwise seen from above)."""
    return (facing + 5) % 6
