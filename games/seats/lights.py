"""One rule for every game: which compass LED points at which seat.

The seats go round the table clockwise from seat 1, and the LEDs go round the compass
the same way, spread so that each seat has its own side: 2 seats N and S (facing each
other), 3 seats N, E and W, 4 seats N, E, S and W. Set the box down with N towards
seat 1.
"""

from __future__ import annotations

SEAT_POINTS: dict[int, tuple[str, ...]] = {
    2: ("N", "S"),
    3: ("N", "E", "W"),
    4: ("N", "E", "S", "W"),
}


def seat_point(seats: int, seat: int) -> str | None:
    """The compass LED that points at ``seat`` of ``seats`` (None: no such seat)."""
    points = SEAT_POINTS.get(seats, ())
    return points[seat - 1] if 1 <= seat <= len(points) else None
