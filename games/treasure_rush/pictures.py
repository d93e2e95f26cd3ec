"""The maps as drawings on the 128 x 64 design space.

Readable across a table: every pictogram is drawn 24 x 24 pixels (about 4 mm on a
0.96" OLED, 5.5 mm on a 1.3" one), one design pixel to one screen pixel, never scaled
down, and nothing is drawn over it. A faded icon is drawn as its outline (the same
shape drawn hollow), so it stays recognisable but plainly dim.

The pictograms always stand side by side in path order, left to right (five fit with
two pixels between them), in the same places on every screen:

- :func:`map_shapes`, the map being raced: the pictograms stand on a dashed trail that
  runs from the black dot at the left to the cross at the right.
- :func:`row_shapes`, a claim being checked: the step numbers 1, 2, 3... under them.
- :func:`keyed_shapes`, a path being keyed in: five places, the next one outlined.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.screen import WIDE_WIDTH, WIDTH, Label, Pixels, Rect, Shape, T
from games.treasure_rush.icon_set import PICTOGRAM_SIZE, IconRef, IconSet
from games.treasure_rush.treasure_map import LONGEST, Step, TreasureMap

SIZE = PICTOGRAM_SIZE
MAP_TOP = 12  # under a title row
TRAIL_Y = MAP_TOP + SIZE + 4
DOT = (".###.", "#####", "#####", "#####", ".###.")
CROSS = ("##...##", "###.###", ".#####.", "..###..", ".#####.", "###.###", "##...##")
DOT_AT = (0, TRAIL_Y - 2)
CROSS_AT = (WIDTH - 7, TRAIL_Y - 3)
DASH = "##.."


@dataclass(frozen=True)
class Box:
    """Where one pictogram sits: its top-left corner."""

    x: int
    y: int

    @property
    def centre(self) -> tuple[int, int]:
        """The middle of the pictogram."""
        return self.x + SIZE // 2, self.y + SIZE // 2


def pictogram(rows: Sequence[str], faded: bool = False) -> tuple[str, ...]:
    """A pictogram's rows for :class:`~games.screen.Pixels`, marked faded (``+``)."""
    return tuple(row.replace("#", "+") for row in rows) if faded else tuple(rows)


def map_shapes(treasure_map: TreasureMap, icons: IconSet) -> tuple[Shape, ...]:
    """The map being raced: the pictograms on the trail from the dot to the cross."""
    start, end = DOT_AT[0] + len(DOT[0]) + 1, CROSS_AT[0] - 1
    trail = (DASH * WIDTH)[start:end]
    boxes = row_boxes(len(treasure_map), MAP_TOP)
    return (
        Pixels(start, TRAIL_Y, (trail,)),
        Pixels(*DOT_AT, DOT),
        Pixels(*CROSS_AT, CROSS),
        *_pictograms(treasure_map.steps, boxes, icons),
    )


def row_boxes(length: int, top: int) -> list[Box]:
    """Pictograms side by side, centred: up to five fit with two pixels between them."""
    gap = min(8, (WIDTH - SIZE * length) // (length + 1)) if length < LONGEST else 2
    left = (WIDTH - SIZE * length - gap * (length - 1)) // 2
    return [Box(left + (SIZE + gap) * i, top) for i in range(length)]


def row_shapes(treasure_map: TreasureMap, icons: IconSet) -> tuple[Shape, ...]:
    """The map's pictograms in their places, the step numbers 1, 2, 3... under them."""
    boxes = row_boxes(len(treasure_map), MAP_TOP)
    numbers = [
        Label(box.centre[0], TRAIL_Y - 2, T("{step}", step=i), align="center")
        for i, box in enumerate(boxes, 1)
    ]
    return (*numbers, *_pictograms(treasure_map.steps, boxes, icons))


def wide_map_shapes(treasure_map: TreasureMap, icons: IconSet) -> tuple[Shape, ...]:
    """The map on a 256 x 64 panel: the pictograms twice as large (48 x 48), on the trail
    from the dot to the cross under them."""
    size, gap = 2 * SIZE, 4
    length = len(treasure_map)
    left = (WIDE_WIDTH - size * length - gap * (length - 1)) // 2
    trail_y = size + 2
    end = WIDE_WIDTH - len(CROSS[0])
    return (
        Pixels(len(DOT[0]) + 1, trail_y + 2, ((DASH * WIDE_WIDTH)[: end - len(DOT[0]) - 2],)),
        Pixels(0, trail_y, DOT),
        Pixels(end, trail_y - 1, CROSS),
        *(
            Pixels(left + (size + gap) * i, 0, doubled(pictogram(icon_rows, step.faded)))
            for i, (step, icon_rows) in enumerate(
                (step, icons.icon(step.icon).pictogram) for step in treasure_map.steps
            )
        ),
    )


def doubled(rows: Sequence[str]) -> tuple[str, ...]:
    """Pixel art twice as large: each dot two wide and two high."""
    return tuple(line for row in rows for line in ("".join(c * 2 for c in row),) * 2)


def keyed_shapes(keyed: Sequence[IconRef], icons: IconSet) -> tuple[Shape, ...]:
    """The icons a claimant keyed, in five fixed places, the next place outlined."""
    boxes = row_boxes(LONGEST, MAP_TOP)
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
