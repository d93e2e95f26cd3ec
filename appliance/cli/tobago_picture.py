"""A picture of the island: terrain, landmarks, statue facings and a map's candidates.

Pointy-top hexes, ``q`` to the right and ``r`` downwards. With ``candidates`` given, the
candidate hexes keep their colour and a black dot; the others fade.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence

from PIL import Image, ImageDraw, ImageFont

from games.tobago.island.hexgrid import DIRECTIONS, Hex, neighbour
from games.tobago.island.island import Island, Landmark, LandmarkKind, Terrain

Colour = tuple[int, int, int]
Point = tuple[float, float]

TERRAIN_COLOURS: dict[Terrain, Colour] = {
    Terrain.JUNGLE: (46, 139, 60),
    Terrain.MOUNTAIN: (150, 140, 130),
    Terrain.BEACH: (240, 220, 150),
    Terrain.SCRUBLAND: (190, 170, 90),
    Terrain.RIVER: (110, 170, 230),
    Terrain.LAKE: (40, 90, 200),
}
SEA: Colour = (200, 230, 245)
INK: Colour = (20, 20, 20)
_CAPTION_HEIGHT = 18


def island_picture(
    island: Island,
    candidates: Collection[Hex] | None = None,
    *,
    hex_size: int = 16,
    caption: str = "",
    pieces: Sequence[Collection[Hex]] = (),
) -> Image.Image:
    """An RGB picture of ``island``; ``candidates`` (if given) marked, ``caption`` on top;
    each of ``pieces`` (the board's sections) outlined in thick ink."""
    width, height, origin = _frame(island, hex_size)
    top = _CAPTION_HEIGHT if caption else 0
    image = Image.new("RGB", (width, height + top), SEA)
    draw = ImageDraw.Draw(image)
    chosen = None if candidates is None else set(candidates)

    def centre(hex_: Hex) -> Point:
        x, y = _pixel(hex_, hex_size)
        return (x - origin[0], y - origin[1] + top)

    for hex_ in island.hexes:
        colour = TERRAIN_COLOURS[island.terrain[hex_]]
        if chosen is not None and hex_ not in chosen:
            colour = _fade(colour)
        draw.polygon(_corners(centre(hex_), hex_size), fill=colour, outline=(90, 90, 90))
        if chosen is not None and hex_ in chosen:
            _dot(draw, centre(hex_), hex_size * 0.18, INK)
    for piece in pieces:
        _outline(draw, frozenset(piece), centre, hex_size)
    for mark in island.landmarks:
        _draw_landmark(draw, mark, centre(mark.hex), hex_size)
    if caption:
        draw.text((4, 3), caption, fill=INK, font=ImageFont.load_default(size=12))
    return image


#: The neighbour across each edge of a hex, edge k running from corner k to corner k + 1.
_EDGE_DIRECTIONS = (0, 5, 4, 3, 2, 1)


def _outline(
    draw: ImageDraw.ImageDraw, piece: frozenset[Hex], centre: Callable[[Hex], Point], size: int
) -> None:
    """Thick ink along every edge of ``piece`` that borders another piece or the sea."""
    for hex_ in piece:
        corners = _corners(centre(hex_), size)
        for k, direction in enumerate(_EDGE_DIRECTIONS):
            if neighbour(hex_, direction) not in piece:
                draw.line((*corners[k], *corners[(k + 1) % 6]), fill=INK, width=max(3, size // 5))


def _pixel(hex_: Hex, size: float) -> Point:
    q, r = hex_
    return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)


def _frame(island: Island, size: int) -> tuple[int, int, Point]:
    points = [_pixel(h, size) for h in island.hexes]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    margin = size * 1.5
    origin = (min(xs) - margin, min(ys) - margin)
    return (
        math.ceil(max(xs) - min(xs) + 2 * margin),
        math.ceil(max(ys) - min(ys) + 2 * margin),
        origin,
    )


def _corners(centre: Point, size: float) -> list[Point]:
    x, y = centre
    angles = (math.radians(60 * k - 30) for k in range(6))
    return [(x + size * math.cos(a), y + size * math.sin(a)) for a in angles]


def _fade(colour: Colour) -> Colour:
    r, g, b = colour
    return ((r + 3 * 255) // 4, (g + 3 * 255) // 4, (b + 3 * 255) // 4)


def _dot(draw: ImageDraw.ImageDraw, centre: Point, radius: float, colour: Colour) -> None:
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour)


def _draw_landmark(draw: ImageDraw.ImageDraw, mark: Landmark, at: Point, size: int) -> None:
    x, y = at
    s = size * 0.5
    if mark.kind == LandmarkKind.HUT:
        house = [(x - s, y + s * 0.7), (x - s, y - s * 0.1), (x, y - s), (x + s, y - s * 0.1)]
        draw.polygon([*house, (x + s, y + s * 0.7)], fill=(140, 80, 30), outline=INK)
    elif mark.kind == LandmarkKind.PALM:
        draw.line((x, y + s, x, y - s * 0.4), fill=(100, 60, 20), width=max(2, size // 6))
        for dx in (-s * 0.45, s * 0.45):
            _dot(draw, (x + dx, y - s * 0.5), s * 0.45, (0, 100, 0))
        _dot(draw, (x, y - s * 0.8), s * 0.45, (0, 120, 0))
    else:
        _draw_statue(draw, mark, at, size)


def _draw_statue(draw: ImageDraw.ImageDraw, mark: Landmark, at: Point, size: int) -> None:
    """A stone head with an arrow towards the neighbour it faces."""
    x, y = at
    tip_x, tip_y = _pixel(DIRECTIONS[mark.facing or 0], size)
    tip = (x + tip_x * 0.75, y + tip_y * 0.75)
    draw.line((x, y, *tip), fill=INK, width=max(2, size // 6))
    _dot(draw, tip, size * 0.12, INK)
    s = size * 0.35
    draw.rectangle((x - s, y - s, x + s, y + s), fill=(120, 120, 120), outline=INK)
