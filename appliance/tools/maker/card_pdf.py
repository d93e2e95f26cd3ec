"""A card's drawing written as PDF with reportlab (the ``card`` extra): the same shapes
as its SVG, vector and printable at the paper's size on any printer and in any viewer.

Every font is embedded, as the subset of glyphs the card uses: Latin in DejaVu Sans,
Japanese in IPAexGothic (:mod:`appliance.tools.maker.card_fonts`), so no reader has to
supply a font (poppler without Adobe-Japan1 data drew a CID font's Japanese blank).
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from appliance.tools.maker.card_drawing import MM, PAPERS
from appliance.tools.maker.card_fonts import (
    REGULAR,
    CardFont,
    check_fonts,
    font_path,
    fonts_for,
    runs,
)
from appliance.tools.maker.drawing import Circle, Drawing, Line, Polygon, Rectangle, Words

UNIT = mm / MM  # PDF points a drawing unit


def write_pdf(drawing: Drawing, path: Path, paper: str = "a6", language: str = "en") -> Path:
    """Write ``drawing`` to ``path`` as a one-page PDF, its fonts embedded; the same
    drawing makes the same bytes (reportlab's invariant mode: no date, no random id).
    :class:`~appliance.tools.maker.card_fonts.CardFontsMissing` when a font is not there."""
    check_fonts([language])
    for font in fonts_for(language):
        _register(font)
    width, height = PAPERS[paper]
    # The canvas's first font would be Helvetica, listed (not embedded) on the page.
    canvas = Canvas(str(path), pagesize=(width * mm, height * mm), invariant=True,
                    initialFontName=REGULAR.name)  # fmt: skip
    canvas.setTitle(path.stem)
    top = height * mm
    for shape in drawing.shapes:
        _paint(canvas, shape, top)
    canvas.showPage()
    canvas.save()
    return path


def _register(font: CardFont) -> None:
    if font.name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(font.name, str(font_path(font))))


def _colour(value: str) -> HexColor | None:
    return None if value == "none" else HexColor(value)


def _style(canvas: Canvas, fill: str, stroke: str) -> tuple[int, int]:
    fill_colour, stroke_colour = _colour(fill), _colour(stroke)
    if fill_colour is not None:
        canvas.setFillColor(fill_colour)
    if stroke_colour is not None:
        canvas.setStrokeColor(stroke_colour)
    return int(fill_colour is not None), int(stroke_colour is not None)


def _text(canvas: Canvas, shape: Words, top: float) -> None:
    size = shape.size * UNIT
    pieces = [(font.name, run) for font, run in runs(shape.text, shape.bold)]
    width = sum(pdfmetrics.stringWidth(run, font, size) for font, run in pieces)
    x = shape.x * UNIT - {"start": 0.0, "middle": width / 2}.get(shape.anchor, width)
    for font, run in pieces:
        canvas.setFont(font, size)
        canvas.drawString(x, top - shape.y * UNIT, run)
        x += pdfmetrics.stringWidth(run, font, size)


def _paint(canvas: Canvas, shape: object, top: float) -> None:
    canvas.setLineWidth(0.3)
    if isinstance(shape, Rectangle):
        fill, stroke = _style(canvas, shape.fill, shape.stroke)
        x, y = shape.x * UNIT, top - (shape.y + shape.height) * UNIT
        w, h = shape.width * UNIT, shape.height * UNIT
        canvas.roundRect(x, y, w, h, shape.radius * UNIT, stroke=stroke, fill=fill)
    elif isinstance(shape, Line):
        _style(canvas, "none", shape.stroke)
        canvas.setLineWidth(shape.width * 0.3)
        canvas.line(shape.x1 * UNIT, top - shape.y1 * UNIT, shape.x2 * UNIT, top - shape.y2 * UNIT)
    elif isinstance(shape, Circle):
        fill, stroke = _style(canvas, shape.fill, shape.stroke)
        canvas.circle(
            shape.x * UNIT, top - shape.y * UNIT, shape.r * UNIT, stroke=stroke, fill=fill
        )
    elif isinstance(shape, Polygon):
        fill, stroke = _style(canvas, shape.fill, shape.stroke)
        path = canvas.beginPath()
        (x0, y0), *rest = shape.points
        path.moveTo(x0 * UNIT, top - y0 * UNIT)
        for x, y in rest:
            path.lineTo(x * UNIT, top - y * UNIT)
        path.close()
        canvas.drawPath(path, stroke=stroke, fill=fill)
    elif isinstance(shape, Words):
        _style(canvas, shape.fill, "none")
        _text(canvas, shape, top)
