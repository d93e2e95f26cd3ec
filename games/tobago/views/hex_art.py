"""One hex of the Tobago map as pixel art: its outline, terrain patterns, landmark icons.

Each hex is drawn as on the board, 13 x 14 pixels (:data:`CELL`), neighbours sharing
their edges, with its terrain as a pattern a person tells apart at a glance
(:data:`TERRAIN_ART`: a lake solid, a river waves, a mountain a peak, a jungle dense
dots, scrubland sparse dots, a beach empty, the sea not drawn at all) and the landmarks
as small icons (a statue's facing is its thick edge). :mod:`games.tobago.views.map_view`
lays the hexes out into a map.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import Island, LandmarkKind, Terrain

#: One hex: its outline, 13 x 14 pixels, near the true shape of a hex (12 wide, rows 10
#: apart, as the board's 1 : 0.87). Every other row is shifted by 6, so neighbours draw
#: the same edge pixels.
CELL = (
    "......#......",
    "....##.##....",
    "..##.....##..",
    "##.........##",
    "#...........#",
    "#...........#",
    "#...........#",
    "#...........#",
    "#...........#",
    "#...........#",
    "#...........#",
    ".##.......##.",
    "...##...##...",
    ".....###.....",
)
CELL_WIDTH, CELL_HEIGHT = len(CELL[0]), len(CELL)
HALF_PITCH, ROW_PITCH = 6, 10
#: Where a terrain pattern or an icon (7 x 5) sits in the cell.
ART_X, ART_Y = 3, 4

TERRAIN_ART: dict[Terrain, tuple[str, ...]] = {
    Terrain.LAKE: ("#######",) * 5,
    Terrain.RIVER: (".##..##", "#..##..", ".......", ".##..##", "#..##.."),
    Terrain.MOUNTAIN: ("...#...", "..#.#..", ".#...#.", "#.....#", "......."),
    Terrain.JUNGLE: ("#.#.#.#", ".#.#.#.", "#.#.#.#", ".#.#.#.", "#.#.#.#"),
    Terrain.SCRUBLAND: ("#...#..", ".......", "..#...#", ".......", "#...#.."),
    Terrain.BEACH: (".......",) * 5,
}
LANDMARK_ART: dict[LandmarkKind, tuple[str, ...]] = {
    LandmarkKind.HUT: ("...#...", "..###..", ".#####.", ".#...#.", ".#...#."),
    LandmarkKind.PALM: ("##.#.##", "..###..", "...#...", "...#...", "..###.."),
    LandmarkKind.STATUE: (".#####.", ".#.#.#.", ".#####.", "..###..", ".#####."),
}
#: The inside of the edge a statue faces, by facing index (east first, counter-clockwise).
FACING_EDGE: tuple[tuple[tuple[int, int], ...], ...] = (
    ((11, 5), (11, 6), (11, 7), (11, 8)),
    ((7, 2), (8, 2), (9, 3), (10, 3)),
    ((5, 2), (4, 2), (3, 3), (2, 3)),
    ((1, 5), (1, 6), (1, 7), (1, 8)),
    ((2, 10), (3, 11), (4, 11), (5, 12)),
    ((10, 10), (9, 11), (8, 11), (7, 12)),
)


def paint_hex(
    grid: list[list[bool]],
    px: int,
    py: int,
    island: Island,
    hex_: Hex,
    *,
    crossed: bool = False,
    blinking: bool = False,
) -> None:
    """Paint one hex with its cell's top-left corner at (px, py): its outline, its terrain
    or landmark, a statue's facing; ``crossed`` out, or ``blinking`` (inside out)."""
    paint(grid, px, py, CELL)
    mark = next((m for m in island.landmarks if m.hex == hex_), None)
    art = TERRAIN_ART[island.terrain[hex_]] if mark is None else LANDMARK_ART[mark.kind]
    paint(grid, px + ART_X, py + ART_Y, art)
    if mark is not None and mark.facing is not None:
        for dx, dy in FACING_EDGE[mark.facing]:
            grid[py + dy][px + dx] = True
    if crossed:
        for dx, dy, lit in cross():
            grid[py + dy][px + dx] = lit
    if blinking:
        for dx, dy in core():
            grid[py + dy][px + dx] = not grid[py + dy][px + dx]


@cache
def cross() -> tuple[tuple[int, int, bool], ...]:
    """The take-away cross, as (x, y, lit) in the cell: the inside of the hex cleared and
    two 7 x 7 diagonals drawn on it, so the cross shows over any terrain or icon (a solid
    lake, a statue); the other half of the blink shows what the hex holds."""
    size, x0, y0 = 7, ART_X, ART_Y - 1
    lines = {(x0 + i, y0 + i) for i in range(size)} | {
        (x0 + size - 1 - i, y0 + i) for i in range(size)
    }
    return tuple(sorted((x, y, (x, y) in lines) for x, y in inside()))


def paint(grid: list[list[bool]], x: int, y: int, art: Sequence[str]) -> None:
    for dy, row in enumerate(art):
        for dx, pixel in enumerate(row):
            if pixel == "#":
                grid[y + dy][x + dx] = True


@cache
def inside() -> tuple[tuple[int, int], ...]:
    """The pixels inside a hex's outline."""
    pixels = []
    for y, row in enumerate(CELL):
        edges = [x for x, pixel in enumerate(row) if pixel == "#"]
        pixels += [(x, y) for x in range(edges[0] + 1, edges[-1]) if row[x] != "#"]
    return tuple(pixels)


@cache
def core() -> tuple[tuple[int, int], ...]:
    """The inside of a hex less its ring: what a blinking marker lights in reverse."""
    edge = ring()
    return tuple((x, y) for x, y in inside() if edge[y][x] != "#")


@cache
def ring() -> tuple[str, ...]:
    """The pixels just inside a hex's outline: the cursor's second line."""
    within = set(inside())
    edge = {
        (x, y)
        for x, y in within
        if any(
            (x + dx, y + dy) not in within
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if 0 <= y + dy < CELL_HEIGHT
        )
    }
    return tuple(
        "".join("#" if (x, y) in edge else "." for x in range(CELL_WIDTH))
        for y in range(CELL_HEIGHT)
    )
