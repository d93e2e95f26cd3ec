"""The box put together: every part as a solid, and every screw with what it goes through.

``appliance.tools.maker.mechanical`` gives where things sit on the lid; here each part also
gets its depth: how far below the lid's underside it starts and ends (mm, z down), so
that a fit test can ask whether any two parts fill the same space. The printed lid's rim
(the lip), the washers, the standoffs, the board, the switches, the diodes, the speaker,
the OLED, the LEDs and the Pi with the jumper plugs on its header are all in it. A screw
lists the thicknesses it passes through and the thread it bites into.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from appliance.tools.maker.mechanical import (
    BOARD_SCREWS,
    BOX,
    CLAMP_WASHER,
    LED_BODY,
    LIP,
    LIP_CLEARANCE,
    OLED_MODULE,
    PI_AT,
    PI_BOARD,
    PI_STANDOFF,
    PITCH,
    SCREEN_CENTRE,
    SPEAKER,
    SPEAKER_CENTRE,
    STANDOFF,
    SWITCH_BODY,
    WALL,
    Hole,
    board_outline,
    key_seats,
    led_places,
    on_lid,
    speaker_clamps,
)

BOARD = 1.6  # stripboard thickness
STANDOFF_LENGTH = 6.0  # M3 hex standoff, female at both ends
SWITCH_HEIGHT = 3.5  # a 12 x 12 mm tactile switch's body, without its plunger
DIODE = 1.9  # a DO-35 body's diameter, lying on the board
WASHER = 0.8  # M3 penny washer (DIN 9021)
RIM = 0.8  # the speaker's frame rim, under the washers
SPEAKER_DEPTH = 6.0  # rim to the back of the magnet (a bare 40 mm driver)
OLED_SPACER, OLED_BOARD, OLED_PINS = 1.6, 1.6, 8.5  # a nut, the module, its header
LED_DEPTH = 8.6  # a 5 mm LED from its flange down to the ends of its bent legs
PI_HEIGHT = 1.6 + 8.5 + 14.0  # the Pi's board, its header, the jumper plugs on it
NUT = 2.4  # M3 nut
INSIDE = BOX[2] - 2 * WALL  # from the lid's underside to the floor


@dataclass(frozen=True)
class Solid:
    """A part under the lid: its footprint, and from ``top`` to ``bottom`` mm below the
    lid's underside."""

    footprint: Hole
    top: float
    bottom: float

    @property
    def name(self) -> str:
        """What the part is, for a message."""
        return f"{self.footprint.part} {self.footprint.name}"


@dataclass(frozen=True)
class Screw:
    """A screw: its length, what it passes through (head first) and the thread it finds
    at its end: a nut it must pass through, or (``blind``) a standoff's half it must not
    run past; ``countersunk`` heads sit in the lid."""

    name: str
    length: float
    through: tuple[float, ...]
    thread: float
    blind: bool = False
    countersunk: bool = False

    @property
    def reach(self) -> float:
        """How much of the screw is left for the thread it bites into."""
        return self.length - sum(self.through)


def lip() -> list[Solid]:
    """The printed lid's rim, four bars just inside the walls."""
    inset = WALL + LIP_CLEARANCE
    width, depth = BOX[0] - 2 * inset, BOX[1] - 2 * inset
    bars = (
        (BOX[0] / 2, inset + LIP / 2, (width, LIP)),
        (BOX[0] / 2, BOX[1] - inset - LIP / 2, (width, LIP)),
        (inset + LIP / 2, BOX[1] / 2, (LIP, depth - 2 * LIP)),
        (BOX[0] - inset - LIP / 2, BOX[1] / 2, (LIP, depth - 2 * LIP)),
    )
    return [Solid(Hole("lip", "rim", x, y, size, round=False), 0.0, LIP) for x, y, size in bars]


def solids() -> list[Solid]:
    """Every part under the lid, the lid's lip included."""
    found = lip()
    found += [
        Solid(Hole("standoff", "key board", *on_lid(*at), (STANDOFF,) * 2), 0.0, STANDOFF_LENGTH)
        for at in BOARD_SCREWS
    ]
    left, top, right, bottom = board_outline()
    board = Hole("board", "key board", (left + right) / 2, (top + bottom) / 2,
                 (right - left, bottom - top), round=False)  # fmt: skip
    found.append(Solid(board, STANDOFF_LENGTH, STANDOFF_LENGTH + BOARD))
    switch_top = STANDOFF_LENGTH - SWITCH_HEIGHT
    for seat in key_seats():
        body = Hole("switch", seat.name, *seat.centre, (SWITCH_BODY,) * 2, round=False)
        found.append(Solid(body, switch_top, STANDOFF_LENGTH))
        (hole, ring), (_, anode) = seat.diode
        x, y1 = on_lid(hole, ring)
        _, y2 = on_lid(hole, anode)
        diode = Hole("diode", seat.name, x, (y1 + y2) / 2, (DIODE, y2 - y1 + PITCH), round=False)
        found.append(Solid(diode, STANDOFF_LENGTH - DIODE, STANDOFF_LENGTH))
    washer = (CLAMP_WASHER, CLAMP_WASHER)
    found += [
        Solid(Hole("washer", "speaker clamp", x, y, washer), 0.0, WASHER)
        for x, y in speaker_clamps()
    ]
    speaker = Hole("speaker", "speaker", *SPEAKER_CENTRE, (SPEAKER, SPEAKER))
    found.append(Solid(speaker, WASHER, WASHER + SPEAKER_DEPTH))
    oled = Hole("OLED", "module", *SCREEN_CENTRE, OLED_MODULE, round=False)
    found.append(Solid(oled, OLED_SPACER, OLED_SPACER + OLED_BOARD + OLED_PINS))
    found += [
        Solid(Hole("LED body", name, x, y, (LED_BODY,) * 2), 0.0, LED_DEPTH)
        for name, (x, y) in led_places().items()
    ]
    edge, sd_end = PI_AT
    length, width = PI_BOARD
    pi = Hole("Pi", "Zero 2 W", edge - width / 2, sd_end + length / 2, (width, length), False)
    return [*found, Solid(pi, INSIDE - PI_STANDOFF - PI_HEIGHT, INSIDE - PI_STANDOFF)]


def screws() -> list[Screw]:
    """The screws that hold the lid's parts, one of each kind."""
    lid = WALL
    return [
        Screw("key board, through the lid", 6.0, (lid,), STANDOFF_LENGTH / 2, True, True),
        Screw("key board, through the board", 4.0, (BOARD,), STANDOFF_LENGTH / 2, True),
        Screw("speaker clamp", 10.0, (lid, WASHER, RIM), NUT, countersunk=True),
        Screw("OLED", 10.0, (lid, OLED_SPACER, OLED_BOARD), 1.6),
    ]


def footprint_gap(a: Hole, b: Hole) -> float:
    """The distance between two footprints' edges; below zero where they overlap."""
    if a.round and b.round:
        return math.hypot(a.x - b.x, a.y - b.y) - (a.size[0] + b.size[0]) / 2
    if a.round or b.round:  # a circle against a rectangle
        circle, square = (a, b) if a.round else (b, a)
        left, top, right, bottom = square.reach()
        dx = max(left - circle.x, 0.0, circle.x - right)
        dy = max(top - circle.y, 0.0, circle.y - bottom)
        return math.hypot(dx, dy) - circle.size[0] / 2
    (l1, t1, r1, b1), (l2, t2, r2, b2) = a.reach(), b.reach()
    dx, dy = max(l2 - r1, l1 - r2), max(t2 - b1, t1 - b2)
    return math.hypot(dx, dy) if dx > 0 and dy > 0 else max(dx, dy)


def collisions(parts: list[Solid]) -> list[tuple[str, str, float]]:
    """Every two parts that fill the same space, with how far their footprints overlap
    (mm); parts that only touch (a switch on the board, a washer on the rim) fit."""
    found = []
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            if a.top < b.bottom and b.top < a.bottom:
                overlap = -footprint_gap(a.footprint, b.footprint)
                if overlap > 1e-9:
                    found.append((a.name, b.name, round(overlap, 2)))
    return found
