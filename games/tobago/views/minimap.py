"""The island as a small picture for the 128 x 64 OLED: one tiny cell per hex.

Each hex is a 3 x 3 pixel cell, hexes four pixels apart and each row shifted half a hex
like the board, so an island of 14 rows and 13 hexes across fits in 56 x 56 pixels. A
cell looks like one of :class:`Look`; one hex may be the focus, drawn as a 5 x 5 block
that fills the gaps around it so it stands out from its neighbours.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import Enum

from games.screen import Pixels
from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import Island

HALF_HEX = 2
ROW_PITCH = 4


class Look(Enum):
    """How one hex's cell is drawn."""

    DOT = ("   ", " # ", "   ")
    SOLID = ("###", "###", "###")
    CROSS = ("# #", " # ", "# #")
    RING = ("###", "# #", "###")
    HIDDEN = ("   ", "   ", "   ")


FOCUS = ("#####",) * 5


@dataclass(frozen=True)
class MapFrame:
    """Where the island's picture sits: its corner and size in pixels."""

    x: int
    y: int
    width: int
    height: int


def frame(island: Island | Collection[Hex], x: int = 0, y: int = 0) -> MapFrame:
    """The frame of the island's picture drawn with its top-left corner at (x, y)."""
    _, _, columns, rows = _extent(island.hexes if isinstance(island, Island) else island)
    return MapFrame(x, y, (columns - 1) * HALF_HEX + 3, (rows - 1) * ROW_PITCH + 3)


def island_map(
    island: Island,
    looks: Mapping[Hex, Look] | None = None,
    *,
    x: int = 0,
    y: int = 0,
    focus: Hex | None = None,
) -> Pixels:
    """The island drawn at (x, y): every hex a dot unless ``looks`` says otherwise."""
    return hex_map(island.hexes, looks, x=x, y=y, focus=focus)


def hex_map(
    hexes: Collection[Hex],
    looks: Mapping[Hex, Look] | None = None,
    *,
    x: int = 0,
    y: int = 0,
    focus: Hex | None = None,
) -> Pixels:
    """Any hexes (a board section, say) drawn at (x, y) as :func:`island_map` draws."""
    looks = looks or {}
    left, top, columns, rows = _extent(hexes)
    width, height = (columns - 1) * HALF_HEX + 5, (rows - 1) * ROW_PITCH + 5
    grid = [[" "] * width for _ in range(height)]

    def paint(hex_: Hex, art: tuple[str, ...], margin: int) -> None:
        px, py = _corner(hex_, left, top)
        for dy, line in enumerate(art):
            for dx, pixel in enumerate(line):
                if pixel == "#":
                    grid[py + 1 - margin + dy][px + 1 - margin + dx] = "#"

    for hex_ in hexes:
        paint(hex_, looks.get(hex_, Look.DOT).value, 0)
    if focus is not None:
        paint(focus, FOCUS, 1)
    return Pixels(x - 1, y - 1, tuple("".join(line) for line in grid))


def _extent(hexes: Collection[Hex]) -> tuple[int, int, int, int]:
    left = min(2 * q + r for q, r in hexes)
    right = max(2 * q + r for q, r in hexes)
    top = min(r for _, r in hexes)
    bottom = max(r for _, r in hexes)
    return left, top, right - left + 1, bottom - top + 1


def _corner(hex_: Hex, left: int, top: int) -> tuple[int, int]:
    q, r = hex_
    return (2 * q + r - left) * HALF_HEX, (r - top) * ROW_PITCH
