"""Draws a :class:`games.screen.Screen` as a PIL image the size of the display.

Two steps. :meth:`ScreenRenderer.plan` lays the screen out in display pixels: plain
screens are text rows wrapped to the width (a wide display gets longer rows, a tall one
more rows or pixels doubled); drawings are placed from the 128 x 64 design space, each
label fitted to the room it has (a smaller size, then wrapped and shortened with a mark,
see :mod:`appliance.screen.layout`). :func:`paint` then puts the pixels down 1:1 in the
box's pixel fonts. Nothing in either step raises for a shape of no size, an empty text
or a character no font has.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw

from appliance.screen.bitmap_font import BitmapFont
from appliance.screen.fonts import SMALL, font
from appliance.screen.layout import MORE, fit, share_rows, shorten, wrap
from appliance.screen.pixel_art import art_mask, text_mask
from games.screen import (
    HEIGHT,
    WIDE_WIDTH,
    WIDTH,
    Label,
    Pixels,
    Rect,
    Screen,
    Segment,
    Shape,
    Text,
    TextBox,
)

log = logging.getLogger(__name__)

ROW_PITCH = 13
COLUMN_GAP = 2
LABEL_ROW = 8
RECENT_SCREENS = 32
Translate = Callable[[Text], str]


@dataclass(frozen=True)
class TextRun:
    """One line of text, its line box's top-left at (x, y) in display pixels.

    ``source`` is the whole text it was laid out from (to check no word was cut).
    """

    x: int
    y: int
    text: str
    size: int
    scale: int
    source: str


@dataclass(frozen=True)
class Block:
    """A rectangle from (x0, y0) to (x1, y1) inclusive, outlined or filled."""

    x0: int
    y0: int
    x1: int
    y1: int
    fill: bool


@dataclass(frozen=True)
class Stroke:
    """A straight line ``width`` pixels thick."""

    x1: int
    y1: int
    x2: int
    y2: int
    width: int


@dataclass(frozen=True)
class Dots:
    """Pixel art (rows of ``#`` lit, ``+`` faded) at (x, y), each dot ``scale`` wide."""

    x: int
    y: int
    rows: tuple[str, ...]
    scale: int


Item = TextRun | Block | Stroke | Dots


class ScreenRenderer:
    """Turns screens into images for one display size and mode."""

    def __init__(
        self,
        translate: Translate,
        size: tuple[int, int] = (WIDTH, HEIGHT),
        mode: str = "1",
        font_path: Path | None = None,
    ) -> None:
        self.translate = translate
        self.size = size
        self.mode = mode
        self.ink: int | str = 1 if mode == "1" else "white"
        self.body = _body_font(font_path)
        self._recent: dict[Screen, Image.Image] = {}

    def use(self, translate: Translate) -> None:
        """Speak another language from now on (screens drawn before are forgotten)."""
        self.translate = translate
        self._recent.clear()

    def font(self, size: int) -> BitmapFont:
        """The font of a label size (1 body, 2 large, 3 huge)."""
        return self.body if size <= SMALL else font(size)

    def render(self, screen: Screen) -> Image.Image:
        """The screen as an image of the display's size and mode (recent ones are kept:
        a game goes back and forth between few screens).
        """
        try:
            image = self._recent.pop(screen, None)
        except TypeError:  # a screen holding an unhashable value is simply drawn
            return self._draw(screen)
        if image is None:
            image = self._draw(screen)
        self._recent[screen] = image
        while len(self._recent) > RECENT_SCREENS:
            self._recent.pop(next(iter(self._recent)))
        return image

    def _draw(self, screen: Screen) -> Image.Image:
        image = Image.new(self.mode, self.size)
        paint(self.plan(screen), image, self)
        return image

    def plan(self, screen: Screen) -> list[Item]:
        """The screen laid out in display pixels (items may reach past the frame)."""
        if screen.wide and self.size[0] >= WIDE_WIDTH:
            return self._plan_shapes(screen.wide, WIDE_WIDTH)
        if screen.shapes:
            return self._plan_shapes(screen.shapes, WIDTH)
        return self._plan_rows([self.translate(line) for line in screen.lines])

    def _plan_rows(
        self,
        texts: list[str],
        box: tuple[int, int, int, int] | None = None,
        scale: int | None = None,
    ) -> list[Item]:
        """Rows of text in ``box`` (left, top, width, height; default: the display)."""
        x0, y0, width, height = box or (0, 0, *self.size)
        if scale is None:
            scale = max(1, min(width // WIDTH, height // HEIGHT))
        above, below = self.body.extent("".join(texts) + "Mg")
        line = (above + below) * scale  # Latin rows are a pixel shorter than Japanese
        room = max(1, height // line)

        def measure(text: str) -> int:
            return self.body.width(text) * scale

        paragraphs = [wrap(text, width, measure) for text in texts]
        rows: list[tuple[str, str]] = []
        for text, lines, given in zip(
            texts, paragraphs, share_rows([len(p) for p in paragraphs], room), strict=True
        ):
            kept = fit(text, width, given, measure)[0] if given < len(lines) else lines
            rows += [(row, text) for row in kept]
        if len(rows) > room:
            (last, source), (following, then) = rows[room - 1], rows[room]
            joined = source if then == source else f"{source} {then}"  # the words it shows
            both = f"{last.removesuffix(MORE)} {following}"
            whole = len(rows) == room + 1 and not last.endswith(MORE) and measure(both) <= width
            rows = [*rows[: room - 1], (both if whole else shorten(both, width, measure), joined)]
        pitch = max(line, min(ROW_PITCH * scale, height // max(len(rows), 1)))
        lift = (self.body.ascent - above) * scale
        return [
            TextRun(x0, y0 + i * pitch - lift, row, SMALL, scale, source)
            for i, (row, source) in enumerate(rows)
            if row
        ]

    def _plan_shapes(self, shapes: tuple[Shape, ...], design_width: int) -> list[Item]:
        width, height = self.size
        scale = max(1, min(width // design_width, height // HEIGHT))
        left = (width - design_width * scale) // 2
        top = (height - HEIGHT * scale) // 2
        items: list[Item] = []
        for shape in shapes:
            x, y = left + shape_x(shape) * scale, top + shape_y(shape) * scale
            if isinstance(shape, Label):
                band = self.font(shape.size).line_height
                low, high = label_room(shape, shapes, band, self._label_width)
                span = (
                    0 if low is None else left + low * scale,
                    self.size[0] if high is None else left + high * scale,
                )
                items += self._plan_label(shape, x, y, scale, span)
            elif isinstance(shape, Rect):
                if shape.w > 0 and shape.h > 0:
                    end = (x + shape.w * scale - 1, y + shape.h * scale - 1)
                    items.append(Block(x, y, *end, shape.fill))
            elif isinstance(shape, Segment):
                end = (left + shape.x2 * scale, top + shape.y2 * scale)
                items.append(Stroke(x, y, *end, scale))
            elif isinstance(shape, Pixels):
                items.append(Dots(x, y, shape.rows, scale))
            elif isinstance(shape, TextBox) and shape.w > 0 and shape.h > 0:
                texts = [self.translate(line) for line in shape.lines]
                box = (x, y, shape.w * scale, shape.h * scale)
                items += self._plan_rows(texts, box, scale)
        return items

    def _label_width(self, label: Label) -> int:
        """A label's width as asked for, at its size, before it is fitted."""
        return self.font(label.size).width(self.translate(label.text))

    def _plan_label(
        self, label: Label, x: int, y: int, scale: int, span: tuple[int, int]
    ) -> list[Item]:
        text = self.translate(label.text)
        if not text.strip():
            return []
        start, end = span
        room = {
            "right": x - start,
            "center": 2 * min(x - start, end - x),
        }.get(label.align, end - x)
        size = max(SMALL, label.size)
        while size > SMALL and self.font(size).width(text) * scale > room:
            size -= 1
        face = self.font(size)

        def measure(part: str) -> int:
            return face.width(part) * scale

        lines, _ = fit(text, room, max(1, label.rows), measure)
        pitch = face.line_height * scale
        above, below = face.extent("".join(lines))
        # Ink that would cross the top or bottom edge moves the text inside the frame.
        lowest = self.size[1] - (len(lines) - 1) * pitch - (face.ascent + below) * scale
        y = max(min(y, lowest), (above - face.ascent) * scale)
        runs: list[Item] = []
        for i, line in enumerate(lines):
            length = measure(line)
            start = {"right": x - length, "center": x - length // 2}.get(label.align, x)
            runs.append(TextRun(start, y + i * pitch, line, size, scale, text))
        return runs


def label_room(
    label: Label, shapes: tuple[Shape, ...], band: int, width_of: Callable[[Label], int]
) -> tuple[int | None, int | None]:
    """The free span of a label's row, in design pixels: from the nearest thing on its
    left to the nearest on its right (other labels by where they start or end, shapes
    by their boxes, a frame round the label by its sides); None: the display's edge."""
    low: int | None = None
    high: int | None = None
    for other in shapes:
        if other is label:
            continue
        x0, y0, x1, y1 = extent(other)
        if isinstance(other, Label):
            if other.align == "center" or abs(other.y - label.y) >= LABEL_ROW:
                continue
            reach = width_of(other) if other.align == "right" else 0  # to the left of x
            if other.x > label.x:
                high = _nearer(high, other.x - reach - COLUMN_GAP, min)
            elif other.x < label.x:
                ends = other.x if other.align == "right" else other.x + width_of(other)
                low = _nearer(low, ends + COLUMN_GAP, max)
            continue
        if y1 <= label.y or y0 >= label.y + band:
            continue
        if isinstance(other, Rect) and not other.fill and x0 < label.x < x1:
            low, high = _nearer(low, x0 + 1, max), _nearer(high, x1 - 1, min)
        elif x0 > label.x:
            high = _nearer(high, x0 - COLUMN_GAP, min)
        elif x1 < label.x:
            low = _nearer(low, x1 + COLUMN_GAP, max)
    return low, high


def extent(shape: Shape) -> tuple[int, int, int, int]:
    """A shape's box in design pixels: left, top, right, bottom (right and bottom out)."""
    if isinstance(shape, Label):
        return shape.x, shape.y, shape.x, shape.y + 1
    if isinstance(shape, Rect):
        return shape.x, shape.y, shape.x + shape.w, shape.y + shape.h
    if isinstance(shape, Segment):
        xs, ys = sorted((shape.x1, shape.x2)), sorted((shape.y1, shape.y2))
        return xs[0], ys[0], xs[1] + 1, ys[1] + 1
    if isinstance(shape, TextBox):
        return shape.x, shape.y, shape.x + shape.w, shape.y + shape.h
    width = max((len(row) for row in shape.rows), default=0)
    return shape.x, shape.y, shape.x + width, shape.y + len(shape.rows)


def _nearer(current: int | None, value: int, pick) -> int:
    return value if current is None else pick(current, value)


def shape_x(shape: Shape) -> int:
    """The x a shape is placed by."""
    return shape.x1 if isinstance(shape, Segment) else shape.x


def shape_y(shape: Shape) -> int:
    """The y a shape is placed by."""
    return shape.y1 if isinstance(shape, Segment) else shape.y


def paint(
    items: list[Item],
    image: Image.Image,
    renderer: ScreenRenderer,
    offset: tuple[int, int] = (0, 0),
) -> None:
    """Put ``items`` on ``image``, shifted by ``offset``; what falls outside is clipped."""
    draw = ImageDraw.Draw(image)
    ink = 1 if image.mode == "1" else renderer.ink
    dx, dy = offset
    for item in items:
        if isinstance(item, TextRun):
            mask = text_mask(renderer.font(item.size), item.text, item.scale)
            draw.bitmap((item.x + dx, item.y + dy), mask, fill=ink)
        elif isinstance(item, Block):
            box = [item.x0 + dx, item.y0 + dy, item.x1 + dx, item.y1 + dy]
            draw.rectangle(box, outline=ink, fill=ink if item.fill else None)
        elif isinstance(item, Stroke):
            ends = [(item.x1 + dx, item.y1 + dy), (item.x2 + dx, item.y2 + dy)]
            draw.line(ends, fill=ink, width=item.width)
        else:
            draw.bitmap((item.x + dx, item.y + dy), art_mask(item.rows, item.scale), fill=ink)


def _body_font(path: Path | None) -> BitmapFont:
    """The body font: the box's own, or a BDF file the settings name (checked here, so a
    bad file is logged and the box's own font is used)."""
    if path is None:
        return font(SMALL)
    try:
        custom = BitmapFont(path, fallback=font(SMALL))
        custom.glyph("A")
        return custom
    except (OSError, ValueError, KeyError, IndexError) as error:
        log.warning("the display font %s cannot be used (%s); using the box's own", path, error)
        return font(SMALL)
