"""Axial coordinates, the six directions, distances and turns."""

from __future__ import annotations

import itertools

from tobago_positions import sections

from games.tobago.island.hexgrid import (
    DIRECTION_NAMES,
    DIRECTIONS,
    distance,
    from_cube,
    neighbour,
    neighbours,
    to_cube,
    turn_right,
    within,
)


def test_directions_go_counter_clockwise_from_east() -> None:
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert DIRECTION_NAMES[0] == "east" and DIRECTION_NAMES[5] == "south-east"
    assert neighbour((2, 3), 1) == (3, 2)
    assert neighbours((0, 0)) == list(DIRECTIONS)


def test_turning_right_goes_down_the_indexes() -> None:
    facings = [0]
    for _ in range(6):
        facings.append(turn_right(facings[-1]))
    assert facings == [0, 5, 4, 3, 2, 1, 0]


def test_distance() -> None:
    assert distance((0, 0), (0, 0)) == 0
    assert all(distance((0, 0), d) == 1 for d in DIRECTIONS)
    assert distance((0, 0), (2, -1)) == 2
    assert distance((-2, 3), (1, -1)) == 4


def test_within_counts_every_position_of_the_disc() -> None:
    assert [len(list(within((5, -2), radius))) for radius in range(4)] == [1, 7, 19, 37]
    assert all(distance((5, -2), h) <= 2 for h in within((5, -2), 2))


def test_cube_and_axial() -> None:
    assert from_cube(1, -3, 2) == (1, 2)
    assert to_cube((1, 2)) == (1, -3, 2)


def test_cube_x_z_is_axial_q_r_on_the_board_sections() -> None:
    """The decided mapping (q, r) = (x, z) makes cube neighbours exactly the six directions,
    and cube distance the axial distance, on every hex of every real section side."""
    for side, hexes in sections()["sides"].items():
        cubes = [to_cube((h["q"], h["r"])) for h in hexes]
        on_side = {from_cube(*c) for c in cubes}
        for a, b in itertools.combinations(cubes, 2):
            cube_steps = (abs(a[0] - b[0]) + abs(a[1] - b[1]) + abs(a[2] - b[2])) // 2
            assert distance(from_cube(*a), from_cube(*b)) == cube_steps, side
        for cube in cubes:
            near = {from_cube(*c) for c in cubes if distance(from_cube(*c), from_cube(*cube)) == 1}
            cube_near = {
                from_cube(*c)
                for c in cubes
                if sorted(abs(c[i] - cube[i]) for i in range(3)) == [0, 1, 1]
            }
            assert near == cube_near == set(neighbours(from_cube(*cube))) & on_side, side
