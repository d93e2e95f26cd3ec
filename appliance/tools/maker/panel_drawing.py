"""The front panel (the box's lid), after the original Electronic Dive Control Center:
the screen, the speaker grille, the compass of five LEDs, the six-LED gauge with both
label sets (air and value), and the keys left to right: the direction column, the 3 x 3
pad, AIR / UP / $ VALUE / CLEAR, and MENU apart at the bottom right. Every cut-out comes
from ``appliance.tools.maker.mechanical``; the drawing is to scale, and ``tabletop wiring`` writes
it as hardware/panel.svg and .png.
"""

from __future__ import annotations

from itertools import pairwise

from appliance.front_ends.keymap import LABELS
from appliance.tools.maker.drawing import Circle, Drawing, Line, Rectangle, Words
from appliance.tools.maker.hardware_docs import GAUGE_AIR, GAUGE_VALUE
from appliance.tools.maker.mechanical import (
    CAP_COLOURS,
    COMPASS,
    COMPASS_CENTRE,
    COMPASS_STEP,
    DIRECTION_KEYS,
    GAUGE_TOP,
    GAUGE_X,
    LED_COLOURS,
    RIGHT_KEYS,
    SPEAKER,
    SPEAKER_CENTRE,
    Hole,
    board_outline,
    face_size,
    lid_holes,
)

MM = 4  # drawing units a millimetre
MARGIN = 20  # drawing units round the panel
PANEL_FILL, INK = "#1d3557", "#ffffff"
COLOURS = {"yellow": "#ffd60a", "green": "#38b000", "red": "#e63946", "grey": "#c0c0c0"}
CAP = "#f1faee"


def holes() -> list[Hole]:
    """The lid's screen window, LEDs and keys: the cut-outs a player sees."""
    return [hole for hole in lid_holes() if hole.part in ("screen", "LED", "key")]


def panel_drawing() -> Drawing:
    """The lid with every cut-out where ``appliance.tools.maker.mechanical`` puts it."""
    width, height = face_size("top")
    drawing = Drawing(round(width * MM) + 2 * MARGIN, round(height * MM) + 70, mm=1 / MM)
    drawing.add(Rectangle(MARGIN, MARGIN, width * MM, height * MM, fill=PANEL_FILL, radius=24))
    note = f"Front panel (the lid), {width:g} x {height:g} mm: print at actual size (100 %),"
    drawing.add(Words(MARGIN, height * MM + 44, note, 14))
    drawing.add(Words(MARGIN, height * MM + 62, "check the 10 mm bar; dashed: the key board.", 14))
    _scale_bar(drawing, x=width * MM - 100, y=height * MM + 57)
    _board(drawing)
    cx, cy = COMPASS_CENTRE
    drawing.add(Circle(_at(cx), _at(cy), (COMPASS_STEP + 5) * MM, stroke="#a8dadc"))
    _white(drawing, cx + COMPASS_STEP + 6, cy + COMPASS_STEP + 3, "compass", 12, "middle")
    _white(drawing, GAUGE_X - 5, GAUGE_TOP - 5, "AIR", 12, "end", bold=True)
    _white(drawing, GAUGE_X + 5, GAUGE_TOP - 5, "$ VALUE", 12, bold=True)
    sx, sy = SPEAKER_CENTRE
    _white(drawing, sx, sy + SPEAKER / 2 + 1, "speaker", 12, "middle")
    painters = {"screen": _screen, "key": _key, "LED": _led, "grille": _hole, "screw": _hole}
    for hole in lid_holes():
        painters[hole.part](drawing, hole)
    return drawing


def _at(mm: float) -> float:
    return MARGIN + mm * MM


def _white(
    drawing: Drawing, x: float, y: float, text: str, size: float, anchor: str = "start",
    bold: bool = False,
) -> None:  # fmt: skip
    drawing.add(Words(_at(x), _at(y), text, size, anchor=anchor, fill=INK, bold=bold))


def _corner(hole: Hole) -> tuple[float, float, float, float]:
    width, height = hole.size
    return _at(hole.x - width / 2), _at(hole.y - height / 2), width * MM, height * MM


def _board(drawing: Drawing) -> None:
    """The key board's outline under the lid, dashed every 4 mm."""
    left, top, right, bottom = board_outline()
    corners = ((left, top), (right, top), (right, bottom), (left, bottom), (left, top))
    for (x1, y1), (x2, y2) in pairwise(corners):
        length = max(abs(x2 - x1), abs(y2 - y1))
        fx, fy = (x2 - x1) / length, (y2 - y1) / length
        for start in range(0, int(length), 4):
            end = min(start + 2, length)
            ends = (x1 + fx * start, y1 + fy * start, x1 + fx * end, y1 + fy * end)
            x_from, y_from, x_to, y_to = (_at(v) for v in ends)
            drawing.add(Line(x_from, y_from, x_to, y_to, stroke="#6c8ebf"))


def _screen(drawing: Drawing, hole: Hole) -> None:
    drawing.add(Rectangle(*_corner(hole), fill="#000000", stroke=INK, cut=True))
    drawing.add(
        Words(_at(hole.x), _at(hole.y + 1), "128 x 64", 13, anchor="middle", fill="#7fdbff")
    )
    _white(drawing, hole.x, hole.y + hole.size[1] / 2 + 5, "screen", 12, "middle")


def _hole(drawing: Drawing, hole: Hole) -> None:
    radius = hole.size[0] / 2 * MM
    drawing.add(
        Circle(_at(hole.x), _at(hole.y), radius, fill="#0b1a2e", stroke="#a8dadc", cut=True)
    )


def _key(drawing: Drawing, hole: Hole) -> None:
    fill = COLOURS.get(CAP_COLOURS.get(hole.name, ""), CAP)
    radius = hole.size[0] / 2 * MM
    drawing.add(Circle(_at(hole.x), _at(hole.y), radius, fill="#0b1a2e", stroke=INK, cut=True))
    drawing.add(Circle(_at(hole.x), _at(hole.y), 6 * MM, fill=fill))
    text, half = LABELS.get(hole.name, hole.name), hole.size[0] / 2
    if hole.name.isdigit():
        drawing.add(Words(_at(hole.x), _at(hole.y + 1.5), text, 16, anchor="middle", bold=True))
    elif hole.name in DIRECTION_KEYS:
        _white(drawing, hole.x + half + 2, hole.y + 1.2, text, 12, bold=True)
    elif hole.name in RIGHT_KEYS:
        _white(drawing, hole.x - half - 2, hole.y + 1.2, text, 12, "end", bold=True)
    else:
        _white(drawing, hole.x + half + 2, hole.y + 1.2, text, 12, bold=True)


def _led(drawing: Drawing, hole: Hole) -> None:
    colour = COLOURS[LED_COLOURS[hole.name]]
    radius = hole.size[0] / 2 * MM
    drawing.add(Circle(_at(hole.x), _at(hole.y), radius, fill=colour, stroke=INK, cut=True))
    if hole.name in COMPASS:
        dx = COMPASS[hole.name][0]
        _white(drawing, hole.x + (4.5 if dx >= 0 else -4.5), hole.y - 3.5, hole.name, 14,
               "middle", bold=True)  # fmt: skip
        return
    level = int(hole.name[1]) - 1
    _white(drawing, hole.x - 5, hole.y + 1.2, GAUGE_AIR[level], 12, "end")
    _white(drawing, hole.x + 5, hole.y + 1.2, GAUGE_VALUE[level], 12)


def _scale_bar(drawing: Drawing, x: float, y: float) -> None:
    drawing.add(Line(x, y, x + 10 * MM, y, width=2))
    drawing.add(Line(x, y - 5, x, y + 5), Line(x + 10 * MM, y - 5, x + 10 * MM, y + 5))
    drawing.add(Words(x + 10 * MM + 8, y + 5, "10 mm", 13))
