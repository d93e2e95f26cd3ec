"""The front panel, after the original Electronic Dive Control Center: the screen and
MENU, the compass of five LEDs, the six-LED gauge with both label sets (air and value),
and the keys left to right: the direction column, the 3 x 3 pad, AIR / UP / $ VALUE /
CLEAR. ``holes()`` is where the maker cuts and drills; the drawing is made from it, to
scale, and ``tabletop wiring`` writes it as hardware/panel.svg and .png.
"""

from __future__ import annotations

from dataclasses import dataclass

from appliance.front_ends.keymap import LABELS
from appliance.tools.drawing import Box, Circle, Drawing, Line, Words
from appliance.tools.hardware_docs import GAUGE_AIR, GAUGE_VALUE

MM = 4  # drawing units a millimetre
MARGIN = 20  # drawing units round the panel
PANEL = (220, 150)  # mm
KEY = 12  # key cap, mm square
LED = 5  # LED, mm across
SCREEN = (30, 16)  # the window of a 1.3 inch module (26 x 14 for a 0.96 inch one)
GOLD, SILVER, CAP = "#d4af37", "#c0c0c0", "#f1faee"
DIRECTION_KEYS = ("NS_GOLD", "EW_GOLD", "NS_SILVER", "EW_SILVER")
RIGHT_KEYS = ("AIR", "UP", "VALUE", "CLEAR")
COMPASS = {"N": (0, -1), "W": (-1, 0), "C": (0, 0), "E": (1, 0), "S": (0, 1)}
COMPASS_CENTRE, COMPASS_STEP = (105, 35), 12
GAUGE_X, GAUGE_TOP, GAUGE_STEP = 175, 17, 9
KEY_FILLS = {"NS_GOLD": GOLD, "EW_GOLD": GOLD, "NS_SILVER": SILVER, "EW_SILVER": SILVER}
KEY_FILLS["MENU"] = "#e63946"


@dataclass(frozen=True)
class Hole:
    """A cut-out: its part, its name, its centre (mm from the panel's top left), its size."""

    part: str
    name: str
    x: float
    y: float
    size: tuple[float, float]


def holes() -> list[Hole]:
    """Every cut-out of the panel, screen first, then MENU, the LEDs and the keys."""
    key, led = (KEY, KEY), (LED, LED)
    found = [Hole("screen", "screen", 35, 24, SCREEN), Hole("key", "MENU", 68, 21, key)]
    cx, cy = COMPASS_CENTRE
    for name, (dx, dy) in COMPASS.items():
        found.append(Hole("LED", name, cx + dx * COMPASS_STEP, cy + dy * COMPASS_STEP, led))
    for level in range(6, 0, -1):
        found.append(Hole("LED", f"G{level}", GAUGE_X, GAUGE_TOP + (6 - level) * GAUGE_STEP, led))
    for row, name in enumerate(DIRECTION_KEYS):
        found.append(Hole("key", name, 21, 84 + row * 17, key))
    for number in range(9):
        row, column = divmod(number, 3)
        found.append(Hole("key", str(number + 1), 88 + column * 19, 88 + row * 19, key))
    for row, name in enumerate(RIGHT_KEYS):
        found.append(Hole("key", name, 176, 84 + row * 17, key))
    return found


def panel_drawing() -> Drawing:
    """The panel with every key and LED where ``holes()`` puts it."""
    width, height = PANEL
    drawing = Drawing(width * MM + 2 * MARGIN, height * MM + 70)
    drawing.add(Box(MARGIN, MARGIN, width * MM, height * MM, fill="#1d3557", radius=24))
    drawing.add(
        Words(MARGIN, height * MM + 50, f"Front panel, to scale ({width} x {height} mm).", 14)
    )
    _scale_bar(drawing, x=width * MM - 100, y=height * MM + 48)
    cx, cy = COMPASS_CENTRE
    radius = (COMPASS_STEP + 5) * MM
    drawing.add(Circle(_at(cx), _at(cy), radius, stroke="#a8dadc"))
    _white(drawing, cx, cy + COMPASS_STEP + 10, "compass", 12, "middle")
    _white(drawing, GAUGE_X - 9, GAUGE_TOP - 7, "AIR", 12, "end", bold=True)
    _white(drawing, GAUGE_X + 9, GAUGE_TOP - 7, "$ VALUE", 12, bold=True)
    painters = {"screen": _screen, "key": _key, "LED": _led}
    for hole in holes():
        painters[hole.part](drawing, hole)
    return drawing


def _at(mm: float) -> float:
    return MARGIN + mm * MM


def _white(
    drawing: Drawing, x: float, y: float, text: str, size: float, anchor: str = "start",
    bold: bool = False,
) -> None:  # fmt: skip
    drawing.add(Words(_at(x), _at(y), text, size, anchor=anchor, fill="#ffffff", bold=bold))


def _corner(hole: Hole) -> tuple[float, float, float, float]:
    width, height = hole.size
    return _at(hole.x - width / 2), _at(hole.y - height / 2), width * MM, height * MM


def _screen(drawing: Drawing, hole: Hole) -> None:
    drawing.add(Box(*_corner(hole), fill="#000000", stroke="#ffffff"))
    drawing.add(
        Words(_at(hole.x), _at(hole.y + 1), "128 x 64", 13, anchor="middle", fill="#7fdbff")
    )
    _white(drawing, hole.x, hole.y + hole.size[1] / 2 + 5, "screen", 12, "middle")


def _key(drawing: Drawing, hole: Hole) -> None:
    drawing.add(Box(*_corner(hole), fill=KEY_FILLS.get(hole.name, CAP), radius=6))
    text, half = LABELS.get(hole.name, hole.name), KEY / 2
    if hole.name.isdigit():
        drawing.add(Words(_at(hole.x), _at(hole.y + 1.5), text, 16, anchor="middle", bold=True))
    elif hole.name in DIRECTION_KEYS:
        _white(drawing, hole.x + half + 3, hole.y + 1.2, text, 14, bold=True)
    elif hole.name in RIGHT_KEYS:
        _white(drawing, hole.x - half - 3, hole.y + 1.2, text, 14, "end", bold=True)
    else:
        _white(drawing, hole.x, hole.y + half + 5, text, 14, "middle", bold=True)


def _led(drawing: Drawing, hole: Hole) -> None:
    drawing.add(Circle(_at(hole.x), _at(hole.y), LED / 2 * MM, fill="#ff4d4d", stroke="#ffffff"))
    if hole.name in COMPASS:
        dx = COMPASS[hole.name][0]
        _white(drawing, hole.x + (4.5 if dx >= 0 else -4.5), hole.y - 3.5, hole.name, 14,
               "middle", bold=True)  # fmt: skip
        return
    level = int(hole.name[1]) - 1
    _white(drawing, hole.x - 5, hole.y + 1.2, GAUGE_AIR[level], 13, "end")
    _white(drawing, hole.x + 5, hole.y + 1.2, GAUGE_VALUE[level], 13)


def _scale_bar(drawing: Drawing, x: float, y: float) -> None:
    drawing.add(Line(x, y, x + 10 * MM, y, width=2))
    drawing.add(Line(x, y - 5, x, y + 5), Line(x + 10 * MM, y - 5, x + 10 * MM, y + 5))
    drawing.add(Words(x + 10 * MM + 8, y + 5, "10 mm", 13))
