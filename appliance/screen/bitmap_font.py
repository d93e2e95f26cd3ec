"""Pixel fonts read from BDF files and drawn 1:1, glyph by glyph, without smoothing.

Written by hand because Pillow's own bitmap fonts hold only 256 glyphs and FreeType
opens one file per face with no fallback, while a screen mixes Latin and Japanese. A
font loads when first used; a glyph's bitmap is decoded when first drawn.
Not ``luma.core.bitmap_font``: it reads no BDF (only its own CBOR files, PIL's 256-glyph
fonts and sprite tables), decodes every glyph at load (thousands of kanji at boot), and
skips a character it lacks where the box draws a box.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from PIL import Image

_PROPERTY = re.compile(rb"^(FONT_ASCENT|FONT_DESCENT) (\d+)$", re.M)


@dataclass(frozen=True)
class Glyph:
    """One character's bitmap: ``advance`` pixels wide in a line, its box placed from the
    pen position and the baseline (``top`` pixels above the baseline)."""

    advance: int
    left: int
    top: int
    mask: Image.Image

    @property
    def size(self) -> tuple[int, int]:
        """Width and height of the bitmap."""
        return self.mask.size


class BitmapFont:
    """A BDF font file; characters it lacks come from ``fallback`` (a smaller size)."""

    def __init__(self, path: Path, fallback: BitmapFont | None = None) -> None:
        self.path = path
        self.fallback = fallback
        self._glyphs: dict[str, Glyph | None] = {}

    @cached_property
    def _source(self) -> tuple[dict[int, bytes], int, int]:
        raw = self.path.read_bytes()
        if self.path.suffix == ".gz":
            raw = gzip.decompress(raw)
        head, *glyphs = raw.split(b"STARTCHAR")
        props = {name: int(value) for name, value in _PROPERTY.findall(head)}
        chunks = {}
        for glyph in glyphs:  # split, not one regular expression: 10 times faster
            start = glyph.index(b"ENCODING ") + 9
            end = glyph.index(b"\n", start)
            chunks[int(glyph[start:end])] = glyph[end + 1 :]
        return chunks, props[b"FONT_ASCENT"], props[b"FONT_DESCENT"]

    @property
    def ascent(self) -> int:
        """Pixels above the baseline of the tallest glyph."""
        return max(self._source[1], self.fallback.ascent if self.fallback else 0)

    @property
    def descent(self) -> int:
        """Pixels below the baseline of the deepest glyph."""
        return max(self._source[2], self.fallback.descent if self.fallback else 0)

    @property
    def line_height(self) -> int:
        """The height of a line of text."""
        return self.ascent + self.descent

    @cached_property
    def cell_width(self) -> int:
        """The advance of a Latin letter: the width of the box drawn for a missing glyph."""
        glyph = self.glyph("M")
        return glyph.advance if glyph else 6

    def has(self, char: str) -> bool:
        """Whether this font (not its fallback) draws ``char``."""
        return ord(char) in self._source[0]

    def glyph(self, char: str) -> Glyph | None:
        """The glyph for ``char``, from the fallback if need be; None if no font has it."""
        if char not in self._glyphs:
            body = self._source[0].get(ord(char))
            if body is not None:
                self._glyphs[char] = _decode(body)
            else:
                self._glyphs[char] = self.fallback.glyph(char) if self.fallback else None
        return self._glyphs[char]

    def advance(self, char: str) -> int:
        """How far the pen moves after ``char`` (a missing glyph's box is a cell wide)."""
        glyph = self.glyph(char)
        return glyph.advance if glyph else self.cell_width

    def width(self, text: str) -> int:
        """The width of ``text`` in pixels."""
        return sum(self.advance(char) for char in text)

    def extent(self, text: str) -> tuple[int, int]:
        """How far the ink of ``text`` reaches above and below the baseline."""
        glyphs = [g for g in map(self.glyph, text) if g is not None]
        above = max((g.top for g in glyphs), default=0)
        below = max((g.size[1] - g.top for g in glyphs), default=0)
        return above, below

    def mask(self, text: str) -> Image.Image:
        """``text`` drawn as a one-bit image a line high, the baseline ``ascent`` down."""
        image = Image.new("1", (max(1, self.width(text)), self.line_height))
        x = 0
        for char in text:
            glyph = self.glyph(char)
            if glyph is None:
                _missing_box(image, x, self.cell_width, self.ascent)
                x += self.cell_width
                continue
            image.paste(1, (x + glyph.left, self.ascent - glyph.top), glyph.mask)
            x += glyph.advance
        return image


def _decode(body: bytes) -> Glyph:
    fields = {}
    lines = body.split(b"\n")
    for index, line in enumerate(lines):
        if line == b"BITMAP":
            rows = [row for row in lines[index + 1 :] if row and not row.startswith(b"END")]
            break
        name, _, value = line.partition(b" ")
        fields[name] = [int(part) for part in value.split()]
    width, height, left, bottom = fields[b"BBX"]
    stride = (width + 7) // 8
    data = b"".join(
        bytes.fromhex(row.decode().ljust(stride * 2, "0")[: stride * 2]) for row in rows
    )
    mask = Image.frombytes("1", (max(1, width), max(1, height)), data.ljust(stride * height, b"\0"))
    return Glyph(fields[b"DWIDTH"][0], left, bottom + height, mask)


def _missing_box(image: Image.Image, x: int, width: int, ascent: int) -> None:
    """A hollow box where a character no font has would go (as terminals draw it)."""
    from PIL import ImageDraw

    top = max(0, ascent - 7)
    ImageDraw.Draw(image).rectangle([x + 1, top, x + width - 2, ascent - 1], outline=1)
