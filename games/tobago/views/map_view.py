"""The island at a scale a table can read on the 128 x 64 OLED: a map with a cursor.

The map takes the left of the screen: each hex is drawn as on the board, with its
terrain as a pattern and its landmark as an icon (see :mod:`games.tobago.views.hex_art`).
Only hexes wholly inside the map are drawn. The right of the screen holds an overview of
the whole island, one dot a hex, with a box round the part the map shows, and a few
words.

Where the map looks is a *spot*: ``(x, r)``, ``x = 2q + r`` half-hexes from the left and
``r`` the row, so a spot may be sea. The direction keys move the spot (:func:`moved`) and
the map follows it. Markers are shown a few at a time (:func:`marker_pages`): each page
fits one map, and its hexes blink.

Why by hand: the OLED is 1-bit and tiny, so each pixel is placed on purpose; the drawing
is pixel art in :class:`games.screen.Pixels`, which survives any change of font.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from games.keys import EW_GOLD, EW_SILVER, NS_GOLD, NS_SILVER
from games.screen import HEIGHT, WIDTH, Label, Pixels, Rect, Screen, Shape, T, Text, mark
from games.tobago.island.hexgrid import Hex, distance
from games.tobago.island.island import Island
from games.tobago.views.hex_art import (
    CELL,
    CELL_HEIGHT,
    CELL_WIDTH,
    FACING_EDGE,
    HALF_PITCH,
    ROW_PITCH,
    paint,
    paint_hex,
    ring,
)
from games.tobago.views.parts import wide_beside

Spot = tuple[int, int]

#: The map's size in pixels; the panel (overview and words) is to its right.
MAP_WIDTH, MAP_HEIGHT = 73, HEIGHT
PANEL_X = MAP_WIDTH + 1
#: The panel's rows: room for a Japanese glyph (11 pixels high) in each.
PANEL_ROW = 11
PANEL_ROWS = 3
#: Where the panel's words start, below the overview of the whole island (an island of
#: 15 rows is 29 dots high).
PANEL_TEXT_Y = 31
OVERVIEW_WIDTH, OVERVIEW_HEIGHT = WIDTH - PANEL_X, PANEL_TEXT_Y - 2
#: At most this many markers blink on one page.
MARKERS_PER_PAGE = 6
#: The direction keys: how each moves the spot (a row up or down keeps to the column).
PAN_KEYS = (NS_GOLD, NS_SILVER, EW_SILVER, EW_GOLD)


@dataclass(frozen=True)
class MapLook:
    """What the map shows besides the island: hexes blinking (``blink_on`` says whether
    this is the lit half of the blink), hexes crossed out, and the cursor (a double
    outline, which blinks too)."""

    blinking: frozenset[Hex] = frozenset()
    crossed: frozenset[Hex] = frozenset()
    cursor: bool = True
    blink_on: bool = True


MAP_PAGE = mark("Map {map} {page}/{pages}")
"""The marker map's heading: the map and which page of it."""


def spot_of(hex_: Hex) -> Spot:
    """The spot of a hex."""
    q, r = hex_
    return (2 * q + r, r)


def hex_of(spot: Spot) -> Hex:
    """The hex (island or sea) at a spot."""
    x, r = spot
    return ((x - r) // 2, r)


def moved(island: Island, spot: Spot, key: str) -> Spot:
    """The spot after a direction key: N-S gold up a row, N-S silver down a row, E-W
    gold right, E-W silver left; it stays within the island's rows and columns."""
    x, r = spot
    left, top, right, bottom = _extent(island)
    if key == NS_GOLD and r > top:
        return (x + 1 if r % 2 == 0 else x - 1, r - 1)
    if key == NS_SILVER and r < bottom:
        return (x + 1 if r % 2 == 0 else x - 1, r + 1)
    if key == EW_GOLD and x + 2 <= right + 1:
        return (x + 2, r)
    if key == EW_SILVER and x - 2 >= left - 1:
        return (x - 2, r)
    return spot


def visible_hexes(island: Island, spot: Spot) -> list[Hex]:
    """The island hexes the map shows, wholly, when it looks at ``spot``."""
    return [hex_ for hex_, _ in placed_hexes(island, spot)]


def marker_pages(island: Island, hexes: Iterable[Hex]) -> list[list[Hex]]:
    """The markers in pages: each page a few that one map shows together, in reading
    order of each page's first marker."""
    return [list(page) for page in _marker_pages(island, frozenset(hexes))]


@lru_cache(maxsize=16)  # a blinking screen asks for the same pages twice a second
def _marker_pages(island: Island, hexes: frozenset[Hex]) -> tuple[tuple[Hex, ...], ...]:
    left = sorted(hexes, key=lambda h: (h[1], h[0]))
    pages = []
    while left:
        page = [left.pop(0)]
        for hex_ in sorted(left, key=lambda h: distance(h, page[0])):
            if len(page) == MARKERS_PER_PAGE:
                break
            if set([*page, hex_]) <= set(visible_hexes(island, page_spot([*page, hex_]))):
                page.append(hex_)
                left.remove(hex_)
        pages.append(tuple(sorted(page, key=lambda h: (h[1], h[0]))))
    return tuple(pages)


def page_spot(hexes: Sequence[Hex]) -> Spot:
    """The spot a map looks at to show ``hexes`` together: the middle of them."""
    spots = [spot_of(h) for h in hexes]
    xs, rs = [s[0] for s in spots], [s[1] for s in spots]
    x, r = (min(xs) + max(xs)) // 2, (min(rs) + max(rs)) // 2
    return (x if (x - r) % 2 == 0 else x + 1, r)


def map_shapes(island: Island, spot: Spot, look: MapLook = MapLook()) -> list[Shape]:
    """The map looking at ``spot`` and the overview: shapes for the left of a screen and
    the top of its panel (the panel's words go below :data:`PANEL_TEXT_Y`)."""
    return list(_map_shapes(island, spot, look))


@lru_cache(maxsize=16)  # a blinking map is drawn again and again in its two looks
def _map_shapes(island: Island, spot: Spot, look: MapLook) -> tuple[Shape, ...]:
    grid = [[False] * MAP_WIDTH for _ in range(MAP_HEIGHT)]
    for hex_, (px, py) in placed_hexes(island, spot):
        paint_hex(grid, px, py, island, hex_, **_marks(hex_, look))
    if look.cursor and look.blink_on:
        x, y = _pixel(spot, _origin(island, spot))
        if _fits(x, y):
            paint(grid, x, y, CELL)
            paint(grid, x, y, ring())
            _facing_gap(grid, x, y, island, hex_of(spot))
    rows = tuple("".join("#" if lit else " " for lit in row) for row in grid)
    return (Pixels(0, 0, rows), *_overview(island, spot, look))


def _facing_gap(grid: list[list[bool]], x: int, y: int, island: Island, hex_: Hex) -> None:
    """Under the cursor a statue's thick edge would vanish into the cursor's ring: the
    ring is left open on the side the statue faces instead, so either half of the blink
    shows the facing."""
    statue = next((m for m in island.landmarks if m.hex == hex_ and m.facing is not None), None)
    if statue is not None and statue.facing is not None:
        for dx, dy in FACING_EDGE[statue.facing]:
            grid[y + dy][x + dx] = False


def map_screen(
    island: Island,
    spot: Spot,
    lines: Sequence[Text],
    panel: Sequence[Text] = (),
    look: MapLook = MapLook(),
) -> Screen:
    """A screen of the map at ``spot`` with up to three short ``panel`` words under the
    overview (the last at the foot; the first wraps onto rows left over); ``lines`` say
    in words what the screen shows (console, scripts)."""
    shapes = map_shapes(island, spot, look)
    spare, y = PANEL_ROWS - len(panel[:PANEL_ROWS]), PANEL_TEXT_Y
    for i, text in enumerate(panel[:PANEL_ROWS]):  # the first may wrap into rows to spare
        rows = 1 + (spare if i == 0 else 0)
        shapes.append(Label(PANEL_X, y, text, rows=rows))
        y += rows * PANEL_ROW
    return Screen(
        tuple(lines), tuple(shapes), wide_beside(map_shapes(island, spot, look), WIDTH, lines)
    )


def marker_screen(
    island: Island,
    place: Collection[Hex],
    take: Collection[Hex],
    page: int,
    lines: Sequence[Text],
    panel: Sequence[Text] = (),
    blink_on: bool = True,
    map_number: int | None = None,
) -> Screen:
    """Markers on the map, one page of a few at a time: those to ``place`` blinking, those
    to ``take`` away crossed and blinking. ``page`` counts on round the pages; ``panel``
    (two short words at most) goes under the overview, after the page number (with the
    treasure map's number when given: "Map 2 1/3"), which is also the first of the
    screen's words."""
    pages = marker_pages(island, [*place, *take])
    if not pages:
        return map_screen(island, spot_of(island.hexes[0]), lines, panel, MapLook(cursor=False))
    shown = pages[page % len(pages)]
    look = MapLook(
        blinking=frozenset(h for h in shown if h in place),
        crossed=frozenset(h for h in shown if h in take),
        cursor=False,
        blink_on=blink_on,
    )
    mark = {"page": page % len(pages) + 1, "pages": len(pages)}
    if map_number is None:
        number = T("Page {page}/{pages}", **mark)
    else:
        number = T(MAP_PAGE, map=map_number, **mark)
    return map_screen(island, page_spot(shown), [number, *lines], [number, *panel[:2]], look)


def whole_island(island: Island) -> Pixels:
    """The whole island drawn as the map draws it, for pictures beside the box's screens
    (``tabletop tobago render --oled``)."""
    left, top, right, bottom = _extent(island)
    width = (right - left) * HALF_PITCH + CELL_WIDTH
    height = (bottom - top) * ROW_PITCH + CELL_HEIGHT
    grid = [[False] * width for _ in range(height)]
    for hex_ in island.hexes:
        x, r = spot_of(hex_)
        paint_hex(grid, (x - left) * HALF_PITCH, (r - top) * ROW_PITCH, island, hex_)
    return Pixels(0, 0, tuple("".join("#" if lit else " " for lit in row) for row in grid))


def _marks(hex_: Hex, look: MapLook) -> dict[str, bool]:
    """How ``look`` marks a hex now: crossed out, blinking (only in the lit half)."""
    return {
        "crossed": hex_ in look.crossed and look.blink_on,
        "blinking": hex_ in look.blinking and look.blink_on,
    }


def _overview(island: Island, spot: Spot, look: MapLook) -> list[Shape]:
    left, top, right, bottom = _extent(island)
    width, height = right - left + 1, 2 * (bottom - top) + 1
    ox = PANEL_X + max(0, (OVERVIEW_WIDTH - width) // 2)
    oy = max(0, (OVERVIEW_HEIGHT - height) // 2)
    dots = [[" "] * width for _ in range(height)]
    for q, r in island.hexes:
        x, row = 2 * q + r - left, 2 * (r - top)
        dots[row][x] = "#"
        if (q, r) in look.blinking and row + 1 < height and x + 1 < width:
            dots[row][x + 1] = dots[row + 1][x] = dots[row + 1][x + 1] = "#"
    shapes: list[Shape] = [Pixels(ox, oy, tuple("".join(row) for row in dots))]
    vx, vy = _origin(island, spot)
    x0 = ox + vx // HALF_PITCH - left
    y0 = oy + 2 * (vy // ROW_PITCH - top)
    x1 = x0 + (MAP_WIDTH - CELL_WIDTH) // HALF_PITCH
    y1 = y0 + 2 * ((MAP_HEIGHT - CELL_HEIGHT) // ROW_PITCH)
    x0, y0 = max(PANEL_X, x0 - 1), max(0, y0 - 1)
    x1, y1 = min(127, x1 + 1), min(OVERVIEW_HEIGHT, y1 + 1)
    shapes.append(Rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1))
    return shapes


def placed_hexes(island: Island, spot: Spot) -> list[tuple[Hex, tuple[int, int]]]:
    """The island hexes the map shows wholly at ``spot``, each with the screen pixel of
    its cell's top-left corner."""
    origin = _origin(island, spot)
    placed = []
    for hex_ in island.hexes:
        x, y = _pixel(spot_of(hex_), origin)
        if _fits(x, y):
            placed.append((hex_, (x, y)))
    return placed


def _fits(x: int, y: int) -> bool:
    """Whether a cell with its corner at (x, y) lies wholly on the map."""
    return x in range(MAP_WIDTH - CELL_WIDTH + 1) and y in range(MAP_HEIGHT - CELL_HEIGHT + 1)


def _pixel(spot: Spot, origin: tuple[int, int]) -> tuple[int, int]:
    return spot[0] * HALF_PITCH - origin[0], spot[1] * ROW_PITCH - origin[1]


def _origin(island: Island, spot: Spot) -> tuple[int, int]:
    """The grid pixel at the map's top-left corner when it looks at ``spot``."""
    left, top, right, bottom = _extent(island)
    x = _start(spot[0] * HALF_PITCH, left * HALF_PITCH, right * HALF_PITCH, MAP_WIDTH, CELL_WIDTH)
    y = _start(spot[1] * ROW_PITCH, top * ROW_PITCH, bottom * ROW_PITCH, MAP_HEIGHT, CELL_HEIGHT)
    return x, y


def _start(at: int, low: int, high: int, size: int, cell: int) -> int:
    """Where a window of ``size`` starts to centre a cell at ``at``, kept on the island
    from ``low`` to ``high`` (cells' corners), snapped so whole cells fit."""
    span = high + cell - low
    if span <= size:
        return low - (size - span) // 2
    pitch = HALF_PITCH if cell == CELL_WIDTH else ROW_PITCH
    start = at + cell // 2 - size // 2
    if start >= high + cell - size:  # at the far edge: keep its last cells whole
        return low + -(-(high + cell - size - low) // pitch) * pitch
    return low + (max(low, start) - low) // pitch * pitch


def _extent(island: Island) -> tuple[int, int, int, int]:
    """The island's spots: leftmost x, top row, rightmost x, bottom row."""
    xs = [2 * q + r for q, r in island.hexes]
    rs = [r for _, r in island.hexes]
    return min(xs), min(rs), max(xs), max(rs)
