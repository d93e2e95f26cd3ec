"""The way to a hex from something a person sees on the board, which has no coordinates.

A way starts at an *anchor*: a landmark told apart by what anyone sees (the top-most hut,
the left-most palm tree, the statue facing west) or an end of the island's top or bottom
row; then at most two straight legs, each a count of hexes in one of the six directions
as the box draws the island (up is away from the box): "top hut: 2 right, 1 up-right".
A hex is reached from its nearest anchor; a way always leads to exactly one hex.

>>> from games.tobago.island.notation import island_from_text
>>> island = island_from_text("J J J J\\n J J J J\\n  J J J J")
>>> way_to(island, (2, 1))
Way(anchor=Anchor(kind='row-end', side='top-right', hex=(3, 0)), legs=((4, 1), (5, 0)))
>>> follow(island, way_to(island, (2, 1)))
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from games.tobago.island.hexgrid import DIRECTIONS, Hex, distance
from games.tobago.island.island import Island, LandmarkKind

#: The sides a landmark may be the only one of its kind furthest towards, and how far
#: towards that side a hex is (the larger, the further).
SIDES = {
    "top": lambda h: -h[1],
    "bottom": lambda h: h[1],
    "left": lambda h: -(2 * h[0] + h[1]),
    "right": lambda h: 2 * h[0] + h[1],
}


@dataclass(frozen=True)
class Anchor:
    """Where a way starts. ``kind`` is a landmark kind (``side`` then is one of
    :data:`SIDES`, or ``facing-N`` for the only statue facing direction N) or
    ``row-end`` (``side`` is ``top-left``, ``top-right``, ``bottom-left`` or
    ``bottom-right``: that end of the island's top or bottom row)."""

    kind: str
    side: str
    hex: Hex


@dataclass(frozen=True)
class Way:
    """From ``anchor``, ``legs`` of (direction, count): direction as in
    :data:`games.tobago.island.hexgrid.DIRECTIONS` (0 is right, then counter-clockwise)."""

    anchor: Anchor
    legs: tuple[tuple[int, int], ...]


def anchors(island: Island) -> list[Anchor]:
    """Every anchor of the island, the landmarks first."""
    found: list[Anchor] = []
    for kind in LandmarkKind:
        marks = island.landmarks_of(kind)
        for side, far in SIDES.items():
            reach = sorted((far(m.hex) for m in marks), reverse=True)
            if len(reach) > 1 and reach[0] > reach[1]:
                found.append(Anchor(str(kind), side, max(marks, key=lambda m: far(m.hex)).hex))
        if kind is LandmarkKind.STATUE:
            facings = [m.facing for m in marks]
            found += [
                Anchor(str(kind), f"facing-{m.facing}", m.hex)
                for m in marks
                if m.facing is not None and facings.count(m.facing) == 1
            ]
    rows = island.hexes
    top = [h for h in rows if h[1] == rows[0][1]]
    bottom = [h for h in rows if h[1] == rows[-1][1]]
    ends = {"top-left": top[0], "top-right": top[-1]}
    ends |= {"bottom-left": bottom[0], "bottom-right": bottom[-1]}
    found += [Anchor("row-end", side, hex_) for side, hex_ in ends.items()]
    return found


def way_to(island: Island, target: Hex) -> Way:
    """The way to ``target`` from its nearest anchor (the first of equally near ones)."""
    start = min(anchors(island), key=lambda a: distance(a.hex, target))
    return Way(start, legs(start.hex, target))


def legs(start: Hex, target: Hex) -> tuple[tuple[int, int], ...]:
    """``target`` from ``start`` as two straight legs in neighbouring directions (the
    second of count 0 when one leg is enough; none when they are the same hex)."""
    dq, dr = target[0] - start[0], target[1] - start[1]
    if (dq, dr) == (0, 0):
        return ()
    for first in range(6):
        second = (first + 1) % 6
        (a, b), (c, d) = DIRECTIONS[first], DIRECTIONS[second]
        det = a * d - b * c
        n, m = (dq * d - dr * c) // det, (a * dr - b * dq) // det
        if n > 0 and m >= 0 and (n * a + m * c, n * b + m * d) == (dq, dr):
            return ((first, n), (second, m))
    raise AssertionError("every offset lies between two neighbouring directions")


def follow(island: Island, way: Way) -> Hex:
    """The hex a way leads to."""
    q, r = way.anchor.hex
    for direction, count in way.legs:
        q, r = q + DIRECTIONS[direction][0] * count, r + DIRECTIONS[direction][1] * count
    return (q, r)
