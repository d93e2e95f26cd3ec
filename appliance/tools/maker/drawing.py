"""Simple line drawings for the maker's documents: boxes, lines, circles and text, laid
out once and written both as SVG (for the repository) and PNG (through Pillow).

The SVG is plain text in a fixed order, so a drawing made again from the same pin map
is the same file byte for byte. Its width and height are in millimetres (``mm`` a unit),
so that a browser, Inkscape or rsvg prints it at its true size whatever their pixels
an inch; a shape marked ``cut`` is a hole to drill or saw (``class="cut"`` in the SVG).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"


@dataclass(frozen=True)
class Rectangle:
    """A rectangle; ``radius`` rounds its corners."""

    x: float
    y: float
    width: float
    height: float
    fill: str = "none"
    stroke: str = "#000000"
    radius: float = 0.0
    cut: bool = False


@dataclass(frozen=True)
class Line:
    """A straight line."""

    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = "#000000"
    width: float = 1.0


@dataclass(frozen=True)
class Circle:
    """A circle round (x, y)."""

    x: float
    y: float
    r: float
    fill: str = "none"
    stroke: str = "#000000"
    cut: bool = False


@dataclass(frozen=True)
class Words:
    """Text whose baseline starts (or is centred, or ends) at (x, y)."""

    x: float
    y: float
    text: str
    size: float = 12.0
    anchor: str = "start"
    fill: str = "#000000"
    bold: bool = False


@dataclass(frozen=True)
class Polygon:
    """A closed shape through ``points`` (a diode's triangle, an arrow head)."""

    points: tuple[tuple[float, float], ...]
    fill: str = "none"
    stroke: str = "#000000"


Shape = Rectangle | Line | Circle | Polygon | Words


@dataclass
class Drawing:
    """A drawing of ``width`` x ``height`` units, ``mm`` millimetres a unit (a quarter by
    default: 4 units a mm), shapes painted in order."""

    width: int
    height: int
    background: str = "#ffffff"
    shapes: list[Shape] = field(default_factory=list)
    mm: float = 0.25

    def add(self, *shapes: Shape) -> None:
        """Paint these next."""
        self.shapes.extend(shapes)

    def svg(self) -> str:
        """The drawing as an SVG document."""
        width, height = _n(round(self.width * self.mm, 3)), _n(round(self.height * self.mm, 3))
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" '
            f'height="{height}mm" viewBox="0 0 {self.width} {self.height}" '
            f'font-family="{FONT_FAMILY}">'
        )
        body = [_svg(shape) for shape in self.shapes]
        backdrop = Rectangle(0, 0, self.width, self.height, fill=self.background, stroke="none")
        return "\n".join([head, _svg(backdrop), *body, "</svg>"]) + "\n"

    def png(self, scale: int = 2) -> Image.Image:
        """The drawing as an RGB image, ``scale`` pixels a unit."""
        image = Image.new("RGB", (self.width * scale, self.height * scale), self.background)
        draw = ImageDraw.Draw(image)
        for shape in self.shapes:
            _paint(draw, shape, scale)
        return image

    def save(self, stem: Path) -> list[Path]:
        """Write ``stem``.svg and ``stem``.png; the paths written."""
        svg, png = stem.with_suffix(".svg"), stem.with_suffix(".png")
        svg.write_text(self.svg(), encoding="utf-8")
        self.png().quantize(64).save(png, optimize=True)  # a palette: a quarter the size
        return [svg, png]


def _n(value: float) -> str:
    return f"{value:g}"


def _cut(cut: bool) -> str:
    return ' class="cut"' if cut else ""


def _svg(shape: Shape) -> str:
    if isinstance(shape, Rectangle):
        corner = f' rx="{_n(shape.radius)}"' if shape.radius else ""
        return (
            f'<rect{_cut(shape.cut)} x="{_n(shape.x)}" y="{_n(shape.y)}" '
            f'width="{_n(shape.width)}" height="{_n(shape.height)}"{corner} '
            f'fill="{shape.fill}" stroke="{shape.stroke}"/>'
        )
    if isinstance(shape, Line):
        return (
            f'<line x1="{_n(shape.x1)}" y1="{_n(shape.y1)}" x2="{_n(shape.x2)}" '
            f'y2="{_n(shape.y2)}" stroke="{shape.stroke}" stroke-width="{_n(shape.width)}"/>'
        )
    if isinstance(shape, Polygon):
        points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
        return f'<polygon points="{points}" fill="{shape.fill}" stroke="{shape.stroke}"/>'
    if isinstance(shape, Circle):
        return (
            f'<circle{_cut(shape.cut)} cx="{_n(shape.x)}" cy="{_n(shape.y)}" r="{_n(shape.r)}" '
            f'fill="{shape.fill}" stroke="{shape.stroke}"/>'
        )
    weight = ' font-weight="bold"' if shape.bold else ""
    return (
        f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-size="{_n(shape.size)}" '
        f'text-anchor="{shape.anchor}" fill="{shape.fill}"{weight}>{escape(shape.text)}</text>'
    )


def _paint(draw: ImageDraw.ImageDraw, shape: Shape, k: int) -> None:
    if isinstance(shape, Rectangle):
        box = (shape.x * k, shape.y * k, (shape.x + shape.width) * k, (shape.y + shape.height) * k)
        fill = None if shape.fill == "none" else shape.fill
        outline = None if shape.stroke == "none" else shape.stroke
        draw.rounded_rectangle(box, shape.radius * k, fill=fill, outline=outline, width=k)
    elif isinstance(shape, Line):
        ends = (shape.x1 * k, shape.y1 * k, shape.x2 * k, shape.y2 * k)
        draw.line(ends, fill=shape.stroke, width=max(1, round(shape.width * k)))
    elif isinstance(shape, Polygon):
        fill = None if shape.fill == "none" else shape.fill
        points = [(x * k, y * k) for x, y in shape.points]
        draw.polygon(points, fill=fill, outline=shape.stroke, width=k)
    elif isinstance(shape, Circle):
        x0, y0 = (shape.x - shape.r) * k, (shape.y - shape.r) * k
        x1, y1 = (shape.x + shape.r) * k, (shape.y + shape.r) * k
        fill = None if shape.fill == "none" else shape.fill
        draw.ellipse((x0, y0, x1, y1), fill=fill, outline=shape.stroke, width=k)
    else:
        font = _font(round(shape.size * k), shape.bold)
        anchor = {"start": "ls", "middle": "ms", "end": "rs"}[shape.anchor]
        draw.text((shape.x * k, shape.y * k), shape.text, fill=shape.fill, font=font, anchor=anchor)


def _font(pixels: int, bold: bool) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(name, pixels)
    except OSError:
        return ImageFont.load_default(pixels)
