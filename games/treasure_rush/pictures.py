"""The maps as drawings on the 128 x 64 design space.

Readable across a table: every pictogram is drawn 24 x 24 pixels (about 4 mm on a
0.96" OLED, 5.5 mm on a 1.3" one), one design pixel to one screen pixel, with strokes of
two pixels or more; nothing else is drawn on top of it. A faded icon is drawn as a
half-tone (every other pixel of its shape), so it stays recognisable but plainly dim.

Two layouts:

- :func:`map_shapes`, the map being raced: the black dot at the left, the pictograms
  along a dotted path, the cross at the right. Two or three icons sit on one line; four
  or five zigzag up and down so that they keep their full size.
- :func:`row_shapes`, a claim being checked: the pictograms side by side in path order,
  their step numbers above them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.screen import WIDTH, Label, Pixels, Rect, Shape, T
from games.treasure_rush.icon_set import PICTOGRAM_SIZE, IconRef, IconSet
from games.treasure_rush.treasure_map import LONGEST, Step, TreasureMap

SIZE = PICTOGRAM_SIZE
MAP_HEIGHT = 51  # the map uses rows 0..50; the hint line goes below
DOT = (".###.", "#####", "#####", "#####", ".###.")
CROSS = ("##...##", "###.###", ".#####.", "..###..", ".#####.", "###.###", "##...##")
DOT_AT = (1, 23)
CROSS_AT = (120, 22)
DASH = 4  # a dash of two pixels every four
PATH_Y = 25  # the trail; the zigzag's rows sit just above and below it
ZIGZAG_TOP, ZIGZAG_BOTTOM = 0, 27
ROW_TOP = 13
FIRST_X, LAST_X = 9, 118  # the span the pictograms may use between dot and cross


@dataclass(frozen=True)
class Box:
    """Where one pictogram sits."""

    x: int
    y: int

    @property
    def centre(self) -> tuple[int, int]:
        """The middle of the pictogram."""
        return self.x + SIZE // 2, self.y + SIZE // 2

    def covers_trail(self, x: int) -> bool:
        """True when the pictogram sits on the trail at x (with two pixels to spare)."""
        on_row = self.y <= PATH_Y < self.y + SIZE
        return on_row and self.x - 2 <= x < self.x + SIZE + 2


def pictogram(rows: Sequence[str], faded: bool = False) -> tuple[str, ...]:
    """A pictogram's rows for :class:`~games.screen.Pixels`, half-toned when faded."""
    return tuple(row.replace("#", "+") for row in rows) if faded else tuple(rows)


def map_boxes(length: int) -> list[Box]:
    """Where the pictograms of a map of ``length`` icons go, in path order."""
    if length <= 3:
        gap = (LAST_X - FIRST_X + 1 - SIZE * length) // (length + 1)
        return [Box(FIRST_X + gap * (i + 1) + SIZE * i, ROW_TOP) for i in range(length)]
    step = (LAST_X + 1 - SIZE - FIRST_X) / (length - 1)
    rows = (ZIGZAG_TOP, ZIGZAG_BOTTOM)
    return [Box(FIRST_X + round(i * step), rows[i % 2]) for i in range(length)]


def map_shapes(treasure_map: TreasureMap, icons: IconSet) -> tuple[Shape, ...]:
    """The map being raced: dot, dotted path, pictograms, cross (rows 0 to 50)."""
    boxes = map_boxes(len(treasure_map))
    shapes: list[Shape] = [_path_dots(boxes)]
    shapes.append(Pixels(*DOT_AT, DOT))
    shapes.extend(_pictograms(treasure_map.steps, boxes, icons))
    shapes.append(Pixels(*CROSS_AT, CROSS))
    return tuple(shapes)


def row_boxes(length: int, top: int) -> list[Box]:
    """Pictograms side by side, centred: up to five fit with one pixel between them."""
    gap = min(8, (WIDTH - SIZE * length) // (length + 1)) if length < LONGEST else 1
    left = (WIDTH - SIZE * length - gap * (length - 1)) // 2
    return [Box(left + (SIZE + gap) * i, top) for i in range(length)]


def row_shapes(treasure_map: TreasureMap, icons: IconSet, top: int) -> tuple[Shape, ...]:
    """The path in order with step numbers 1, 2, 3... above each pictogram at ``top``."""
    boxes = row_boxes(len(treasure_map), top + 11)
    numbers = [
        Label(box.centre[0], top, T("{step}", step=i), align="center")
        for i, box in enumerate(boxes, 1)
    ]
    return (*numbers, *_pictograms(treasure_map.steps, boxes, icons))


def keyed_shapes(keyed: Sequence[IconRef], icons: IconSet, top: int) -> tuple[Shape, ...]:
    """The icons a claimant keyed, in five fixed places, the next place outlined."""
    boxes = row_boxes(LONGEST, top)
    steps = [Step(ref) for ref in keyed]
    shapes: list[Shape] = list(_pictograms(steps, boxes, icons))
    if len(keyed) < LONGEST:
        slot = boxes[len(keyed)]
        shapes.append(Rect(slot.x + 2, slot.y + 2, SIZE - 4, SIZE - 4))
    return tuple(shapes)


def _pictograms(steps: Sequence[Step], boxes: list[Box], icons: IconSet) -> list[Pixels]:
    return [
        Pixels(box.x, box.y, pictogram(icons.icon(step.icon).pictogram, step.faded))
        for step, box in zip(steps, boxes, strict=False)
    ]


def _path_dots(boxes: list[Box]) -> Pixels:
    """The dashed trail from the dot to the cross, broken where a pictogram sits on it."""
    start, end = DOT_AT[0] + len(DOT[0]) + 1, CROSS_AT[0] - 2
    row = "".join(
        "#" if x % DASH < DASH // 2 and not any(box.covers_trail(x) for box in boxes) else "."
        for x in range(start, end)
    )
    return Pixels(start, PATH_Y, (row,))
