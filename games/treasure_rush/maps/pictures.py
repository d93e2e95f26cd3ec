"""The maps as drawings on the 128 x 64 design space.

Readable across a table: every pictogram is drawn 24 x 24 pixels (about 4 mm on a
0.96" OLED, 5.5 mm on a 1.3" one), one design pixel to one screen pixel, never scaled
down, and nothing is drawn over it. A faded icon is its own shape half-toned: every
other dot of it lit, in a checkerboard (:func:`pictogram`), so it keeps its silhouette
but reads as plainly dimmer at 1:1: about half the clear icon's dots, and never a solid
2 x 2 block, which every clear icon is made of.

The pictograms always stand side by side in path order, left to right (five fit with
two pixels between them), in the same places on every screen:

- :func:`map_shapes`, the map being raced: the pictograms stand on a dashed trail that
  runs from the black dot at the left to the cross at the right.
- :func:`row_shapes`, a claim being checked: the step numbers 1, 2, 3... under them,
  in small pixel digits (3 x 5), so that two rows of keys fit under them.
- :func:`cards_shapes`, a path being keyed in: the five cards with their keys, the ones
  keyed so far first, in path order, the others dimmed.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from games.screen import WIDE_WIDTH, WIDTH, Label, Pixels, Shape, T
from games.treasure_rush.maps.icon_set import CARDS, PICTOGRAM_SIZE, Icon, IconRef, IconSet, Side
from games.treasure_rush.maps.treasure_map import LONGEST, Step, TreasureMap

SIZE = PICTOGRAM_SIZE
LIT, DARK = "#", "."
MAP_TOP = 12  # under a title row
TRAIL_Y = MAP_TOP + SIZE + 4
DOT = (".###.", "#####", "#####", "#####", ".###.")
CROSS = ("##...##", "###.###", ".#####.", "..###..", ".#####.", "###.###", "##...##")
DOT_AT = (0, TRAIL_Y - 2)
CROSS_AT = (WIDTH - 7, TRAIL_Y - 3)
DASH = "##.."
WIDE_HINT_Y = 53  # the wide map's hint row, under its trail (a Japanese glyph is 11 high)
WIDE_CROSS_X = WIDE_WIDTH - len(CROSS[0])  # the wide map's cross, at the trail's right end
CARD_KEY_Y = MAP_TOP + SIZE - 2  # the keying screen: each card's key just under it
CARD_NUMBERS = range(1, CARDS + 1)
STEP_Y = MAP_TOP + SIZE  # the claim screen: each step's number right under its pictogram
STEP_DIGITS: dict[int, tuple[str, ...]] = {
    1: (".#.", "##.", ".#.", ".#.", "###"),
    2: ("##.", "..#", ".#.", "#..", "###"),
    3: ("##.", "..#", ".#.", "..#", "##."),
    4: ("#.#", "#.#", "###", "..#", "..#"),
    5: ("###", "#..", "##.", "..#", "##."),
}


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
    """A pictogram's rows for :class:`~games.screen.Pixels`, half-toned when faded."""
    return half_tone(tuple(rows)) if faded else tuple(rows)


@functools.lru_cache(maxsize=64)
def half_tone(rows: tuple[str, ...]) -> tuple[str, ...]:
    """Every other lit dot, in a checkerboard: the faded icon (and a card not keyed yet).

    A thin stroke keeps one dot in two, as a thick one does, so every icon fades alike
    (an outline would keep nearly all of a thin icon).
    """
    return tuple(
        "".join(LIT if c == LIT and (x + y) % 2 == 0 else DARK for x, c in enumerate(row))
        for y, row in enumerate(rows)
    )


def icon_of(icons: IconSet, ref: IconRef) -> Icon:
    """The icon on one side of one card, from a table made once per icon set.

    Screens are redrawn on every key; the table is keyed by the set's identity, as
    hashing a whole icon set (every pictogram row) costs more than the search it saves.
    """
    known = _BY_REF.get(id(icons))
    if known is None or known[0] is not icons:
        if len(_BY_REF) > 8:
            _BY_REF.clear()
        known = _BY_REF[id(icons)] = (icons, {icon.ref: icon for icon in icons})
    return known[1][ref]


_BY_REF: dict[int, tuple[IconSet, dict[IconRef, Icon]]] = {}


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


@functools.cache
def row_boxes(length: int, top: int) -> tuple[Box, ...]:
    """Pictograms side by side, centred: up to five fit with two pixels between them."""
    gap = min(8, (WIDTH - SIZE * length) // (length + 1)) if length < LONGEST else 2
    left = (WIDTH - SIZE * length - gap * (length - 1)) // 2
    return tuple(Box(left + (SIZE + gap) * i, top) for i in range(length))


def row_shapes(treasure_map: TreasureMap, icons: IconSet) -> tuple[Shape, ...]:
    """The map's pictograms in their places, the step numbers 1, 2, 3... under them."""
    boxes = row_boxes(len(treasure_map), MAP_TOP)
    numbers = [Pixels(box.centre[0] - 1, STEP_Y, STEP_DIGITS[i]) for i, box in enumerate(boxes, 1)]
    return (*numbers, *_pictograms(treasure_map.steps, boxes, icons))


def wide_map_shapes(treasure_map: TreasureMap, icons: IconSet) -> tuple[Shape, ...]:
    """The map on a 256 x 64 panel: the pictograms twice as large (48 x 48), on the trail
    from the dot to the cross under them."""
    size, gap = 2 * SIZE, 4
    length = len(treasure_map)
    left = (WIDE_WIDTH - size * length - gap * (length - 1)) // 2
    trail_y = size + 1
    end = WIDE_CROSS_X
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


def cards_row(keyed: Sequence[IconRef]) -> list[IconRef]:
    """The five cards as the keying screen lines them up: the keyed ones in path order,
    then the others front up, in key order."""
    on_path = {ref.card for ref in keyed}
    return [*keyed, *(IconRef(card, Side.FRONT) for card in CARD_NUMBERS if card not in on_path)]


def cards_shapes(
    cards: Sequence[IconRef], keyed: int, icons: IconSet, card_keys: Sequence[str]
) -> tuple[Shape, ...]:
    """Every card of :func:`cards_row` with its key under it; past the first ``keyed``
    (the path keyed so far), dimmed."""
    boxes = row_boxes(len(cards), MAP_TOP)
    shapes: list[Shape] = [
        Pixels(box.x, box.y, pictogram(icon_of(icons, ref).pictogram, place >= keyed))
        for place, (ref, box) in enumerate(zip(cards, boxes, strict=True))
    ]
    shapes += [
        _key_label(box.centre[0], card_keys[ref.card - 1])
        for ref, box in zip(cards, boxes, strict=True)
    ]
    return tuple(shapes)


@functools.cache
def _key_label(x: int, key: str) -> Label:
    return Label(x, CARD_KEY_Y, T("{key}", key=key), align="center")


def _pictograms(steps: Sequence[Step], boxes: Sequence[Box], icons: IconSet) -> list[Pixels]:
    return [
        Pixels(box.x, box.y, pictogram(icon_of(icons, step.icon).pictogram, step.faded))
        for step, box in zip(steps, boxes, strict=False)
    ]
