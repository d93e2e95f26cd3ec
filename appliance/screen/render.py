"""Draws a :class:`games.screen.Screen` as a PIL image the size of the display.

Plain screens are text rows: up to five rows of Pillow's built-in font on 128 x 64, more
and larger on a taller display; a row too wide for the display is set smaller, then
cut. Drawings are laid out in the 128 x 64 design space and scaled by whole pixels.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from games.screen import HEIGHT, WIDTH, Label, Pixels, Rect, Screen, Segment, Text

FONT_SIZES = {1: 10, 2: 16, 3: 24}
ROW_HEIGHT = 13
SMALLEST_FONT = 8
RECENT_SCREENS = 32
Translate = Callable[[Text], str]


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
        self.font_path = font_path
        self.ink: int | str = 1 if mode == "1" else "white"
        self._recent: dict[Screen, Image.Image] = {}

    def render(self, screen: Screen) -> Image.Image:
        """The screen as an image of the display's size and mode (recent ones are kept:
        a game goes back and forth between few screens, and text takes longest to draw).
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
        draw = ImageDraw.Draw(image)
        if screen.shapes:
            self._draw_shapes(draw, screen)
        else:
            self._draw_rows(draw, [self.translate(line) for line in screen.lines])
        return image

    def font(self, pixels: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
        """The text font at a height in pixels."""
        return _font(self.font_path, pixels)

    def _draw_rows(self, draw: ImageDraw.ImageDraw, rows: list[str]) -> None:
        width, height = self.size
        count = max(len(rows), 1)
        scale = max(1, min(width // WIDTH, height // (ROW_HEIGHT * count)))
        row_height = max(SMALLEST_FONT + 1, min(ROW_HEIGHT * scale, height // count))
        for index, row in enumerate(rows):
            size = self._fitting_size(row, row_height - 3, width)
            draw.text((0, index * row_height), row, font=self.font(size), fill=self.ink)

    def _fitting_size(self, text: str, size: int, width: int) -> int:
        while size > SMALLEST_FONT and self.text_length(text, size) > width:
            size -= 1
        return size

    def text_length(self, text: str, size: int) -> float:
        """How wide ``text`` is drawn at ``size`` pixels on this display.

        Measured in the display's own mode: unsmoothed glyphs on a 1-bit display are set
        wider than Pillow's default (smoothed) measure, by up to a character a row.
        """
        return self.font(size).getlength(text, "1" if self.mode == "1" else "L")

    def _draw_shapes(self, draw: ImageDraw.ImageDraw, screen: Screen) -> None:
        width, height = self.size
        scale = max(1, min(width // WIDTH, height // HEIGHT))
        left = (width - WIDTH * scale) // 2
        top = (height - HEIGHT * scale) // 2

        def at(x: int, y: int) -> tuple[int, int]:
            return left + x * scale, top + y * scale

        for shape in screen.shapes:
            if isinstance(shape, Label):
                self._draw_label(draw, shape, scale, at)
            elif isinstance(shape, Rect):
                corner = at(shape.x + shape.w - 1, shape.y + shape.h - 1)
                end = (corner[0] + scale - 1, corner[1] + scale - 1)
                fill = self.ink if shape.fill else None
                draw.rectangle([at(shape.x, shape.y), end], outline=self.ink, fill=fill)
            elif isinstance(shape, Segment):
                points = [at(shape.x1, shape.y1), at(shape.x2, shape.y2)]
                draw.line(points, fill=self.ink, width=scale)
            elif isinstance(shape, Pixels):
                self._draw_pixels(draw, shape, scale, at)

    def _draw_label(self, draw: ImageDraw.ImageDraw, label: Label, scale: int, at) -> None:
        text = self.translate(label.text)
        size = FONT_SIZES.get(label.size, FONT_SIZES[1]) * scale
        available = self.size[0] - (at(0, 0)[0] if label.align == "left" else 0)
        size = self._fitting_size(text, size, available)
        font = self.font(size)
        x, y = at(label.x, label.y)
        length = self.text_length(text, size)
        x = {"left": x, "center": x - length / 2, "right": x - length}[label.align]
        draw.text((max(0, x), y), text, font=font, fill=self.ink)

    def _draw_pixels(self, draw: ImageDraw.ImageDraw, art: Pixels, scale: int, at) -> None:
        for dy, row in enumerate(art.rows):
            for dx, char in enumerate(row):
                faded = char == "+" and (art.x + dx + art.y + dy) % 2 == 0
                if char == "#" or faded:
                    x, y = at(art.x + dx, art.y + dy)
                    draw.rectangle([x, y, x + scale - 1, y + scale - 1], fill=self.ink)


@cache
def _font(path: Path | None, pixels: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    if path is not None:
        return ImageFont.truetype(str(path), pixels)
    return ImageFont.load_default(pixels)
