"""Pixel art and text lines as the dots to light, kept once made (a game shows the same
few pictograms and words again and again)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from appliance.screen.bitmap_font import BitmapFont

LIT, FADED = "#", "+"


@lru_cache(maxsize=256)
def dots(rows: tuple[str, ...]) -> list[tuple[int, int]]:
    """The lit dots of pixel art: every ``#``, and of a faded (``+``) area its outline,
    so a faded pictogram reads as the same shape drawn hollow."""
    faded = {(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == FADED}
    lit = [(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == LIT]
    edge = [
        (x, y)
        for x, y in faded
        if any((x + dx, y + dy) not in faded for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    ]
    return lit + sorted(edge)


@lru_cache(maxsize=512)
def text_mask(face: BitmapFont, text: str, scale: int) -> Image.Image:
    """A line of text as a one-bit mask, each pixel ``scale`` wide."""
    mask = face.mask(text)
    if scale > 1:
        mask = mask.resize((mask.width * scale, mask.height * scale), Image.Resampling.NEAREST)
    return mask


@lru_cache(maxsize=256)
def art_mask(rows: tuple[str, ...], scale: int) -> Image.Image:
    """Pixel art as a one-bit mask (its dots, see :func:`dots`), each ``scale`` wide."""
    width = max((len(row) for row in rows), default=0)
    mask = Image.new("1", (max(1, width), max(1, len(rows))))
    for point in dots(rows):
        mask.putpixel(point, 1)
    if scale > 1:
        mask = mask.resize((mask.width * scale, mask.height * scale), Image.Resampling.NEAREST)
    return mask
