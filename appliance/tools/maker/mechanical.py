"""The box's one mechanical design, as data: where every key, LED, screen, speaker, board
and screw sits. The panel drawing, wiring.md's board positions, the laser-cut panels and
the 3D-printed case are all drawn from it (``tabletop wiring --out hardware/``).

Coordinates are millimetres. On the lid (the front panel) x runs to the right and y
towards the player, from the lid's outer top-left corner; z runs up from the underside
of the bottom. The keys stand on one stripboard, each on the board's 0.1 inch grid:
a 12 x 12 mm tactile switch has its legs 12.5 x 5.0 mm apart, which go into holes 5 x 2
apart (12.7 x 5.08 mm), so a key's centre is 2.5 holes right of and 1 strip below its
upper-left leg.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

PITCH = 2.54  # the stripboard's grid, mm
# 200 mm wide: each printed part leaves 10 mm at each side of the common 220 x 220 mm bed
# (enclosure.BED). The 220 mm case of before fits that bed at no angle with room to spare
# (turned, it needs more than 220 mm both ways), and halves to join print less true.
BOX = (200.0, 140.0, 60.0)  # outside: width (x), depth (y), height (z)
WALL = 3.0  # plywood, acrylic or printed wall thickness
LIP, LIP_CLEARANCE = 2.0, 0.3  # the printed lid's rim (as wide as deep) and its play
KEY_HOLE = 14.0  # round hole for a 12 mm round cap: 1 mm all round for a hand drill
LED_HOLE = 5.0  # push fit for a 5 mm LED
LED_BODY = 6.0  # the LED's flange, under the lid
SCREEN_WINDOW = (30.0, 16.0)  # the active area of a 1.3 inch module is 29.4 x 14.7 mm
OLED_MODULE = (35.4, 33.5)  # a generic 1.3 inch SH1106 I2C module
OLED_SCREWS = (30.4, 28.5)  # its four 2 mm holes, centre to centre
SPEAKER = 40.0  # diameter of the bare speaker
SPEAKER_CLAMP = 22.5  # radius of the three screws whose penny washers hold its rim
CLAMP_WASHER = 9.0  # M3 penny washer (DIN 9021)
COUNTERSINK = 6.72  # the head of an M3 countersunk screw (ISO 10642), on the lid's face
GRILLE_HOLE, GRILLE_STEP, GRILLE_RADIUS = 3.0, 4.5, 15.0
M2, M2_5, M3 = 2.4, 2.7, 3.4  # clearance holes for the screws
STANDOFF = 6.4  # an M3 hex standoff across its corners
SWITCH_BODY = 12.0  # the tactile switch, square
PI_BOARD = (65.0, 30.0)  # Raspberry Pi Zero 2 W
PI_HOLES = ((3.5, 3.5), (61.5, 3.5), (3.5, 26.5), (61.5, 26.5))  # from the SD-card end
PI_POWER = 54.0  # the PWR IN socket's centre from the SD-card end
PI_STANDOFF = 5.0  # M2.5 standoffs under the Pi
POWER_HOLE = (11.0, 8.0)  # a micro-USB plug's overmould passes
PI_USB = 41.4  # the USB data socket's centre from the SD-card end (the serial console)


@dataclass(frozen=True)
class Stripboard:
    """The board the keys stand on, as sold and as cut."""

    name: str
    size: tuple[float, float]  # as sold, mm
    holes: int  # along a strip
    strips: int  # as sold
    keep: int  # strips kept after the cut
    first_hole: tuple[float, float]  # hole 1 of strip 1 from the board's corner, mm

    @property
    def cut_size(self) -> tuple[float, float]:
        """The board after the cut along the holes of the first strip not kept (where it
        snaps): its width and height, mm."""
        return self.size[0], round(self.first_hole[1] + self.keep * PITCH, 2)


KEY_BOARD = Stripboard(
    "stripboard 160 x 100 mm, 0.1 inch pitch, 62 holes along each of 39 strips",
    (160.0, 100.0),
    holes=62,
    strips=39,
    keep=30,
    first_hole=(2.5, 1.75),
)
GRID = (30.0, 60.0)  # hole 1 of strip 1, on the lid


@dataclass(frozen=True)
class KeySeat:
    """A key on the board: its upper-left leg's hole and strip, both counted from 1."""

    name: str
    hole: int
    strip: int

    @property
    def centre(self) -> tuple[float, float]:
        """The key's centre on the lid."""
        return on_lid(self.hole + 2.5, self.strip + 1)

    @property
    def legs(self) -> tuple[tuple[int, int], ...]:
        """(hole, strip) of its four legs: the upper two join, the lower two join."""
        h, s = self.hole, self.strip
        return ((h, s), (h + 5, s), (h, s + 2), (h + 5, s + 2))

    @property
    def diode(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """(hole, strip) of its 1N4148's ring end (cathode, on the key's lower strip) and
        of its other end (anode, on the strip the column wire joins), 0.4 inch apart."""
        h, s = self.hole, self.strip
        return (h + 6, s + 2), (h + 6, s + 6)

    @property
    def cuts(self) -> tuple[tuple[int, int], ...]:
        """(hole, strip) of the track cuts that part this key's strips from the next key's."""
        h, s = self.hole, self.strip
        if h + 7 > KEY_BOARD.holes:
            return ()
        return (h + 7, s + 2), (h + 7, s + 6)


def on_lid(hole: float, strip: float) -> tuple[float, float]:
    """Where a point of the board's grid lies on the lid."""
    return round(GRID[0] + (hole - 1) * PITCH, 2), round(GRID[1] + (strip - 1) * PITCH, 2)


# The keys of one matrix row all have their upper legs on one strip (3, 10, 17, 24): that
# strip is the row's wire. Each key's lower strip (row + 2) carries its diode's ring end,
# and the diode's other end sits on row + 6, where the column wire is soldered; cuts
# after each key part those two strips from the next key's. Keys are 8 holes apart
# along a row so that the diode and the cut fit between them. Left to right: the
# direction column, the 3 x 3 pad level with its first three rows, AIR / UP / $ VALUE /
# CLEAR, and MENU at the far right of the bottom row. The screws sit on strips 2 and 29,
# which carry nothing; the lower right one on hole 56, clear of MENU's diode (hole 62)
# and far enough from MENU's key hole for its countersink.
ROW_STRIPS = (3, 10, 17, 24)
DIRECTION_KEYS = ("NS_GOLD", "EW_GOLD", "NS_SILVER", "EW_SILVER")
RIGHT_KEYS = ("AIR", "UP", "VALUE", "CLEAR")
DIRECTION_HOLE, PAD_HOLES, RIGHT_HOLE, MENU_HOLE = 4, (18, 26, 34), 47, 56


def key_seats() -> list[KeySeat]:
    """Every key on the board, row by row of the panel."""
    seats = [
        KeySeat(name, DIRECTION_HOLE, s) for name, s in zip(DIRECTION_KEYS, ROW_STRIPS, strict=True)
    ]
    for number in range(9):
        row, column = divmod(number, 3)
        seats.append(KeySeat(str(number + 1), PAD_HOLES[column], ROW_STRIPS[row]))
    seats += [KeySeat(name, RIGHT_HOLE, s) for name, s in zip(RIGHT_KEYS, ROW_STRIPS, strict=True)]
    return [*seats, KeySeat("MENU", MENU_HOLE, ROW_STRIPS[3])]


BOARD_SCREWS = ((2, 2), (61, 2), (2, 29), (56, 29))  # (hole, strip), drilled out to 3.2 mm
COMPASS_CENTRE, COMPASS_STEP = (128.0, 31.0), 12.0
COMPASS = {"N": (0, -1), "W": (-1, 0), "C": (0, 0), "E": (1, 0), "S": (0, 1)}
GAUGE_X, GAUGE_TOP, GAUGE_STEP = 175.0, 14.0, 7.0
SCREEN_CENTRE = (32.0, 29.0)
SPEAKER_CENTRE = (78.0, 31.0)
# Degrees anticlockwise from the right (90 is up): none at the back, where the printed
# lid's lip runs.
CLAMP_ANGLES = (30.0, 150.0, 270.0)
LED_COLOURS = {"N": "yellow", "S": "yellow", "E": "yellow", "W": "yellow", "C": "yellow"}
LED_COLOURS |= {f"G{level}": "green" for level in range(1, 7)}
CAP_COLOURS = {"NS_GOLD": "yellow", "EW_GOLD": "yellow", "MENU": "red"}
CAP_COLOURS |= {"NS_SILVER": "grey", "EW_SILVER": "grey"}
PI_AT = (BOX[0] - WALL - 1.5, 60.0)  # its port edge by the right wall; its SD-card end at y


@dataclass(frozen=True)
class Hole:
    """A cut-out in one face: its part, its name, its centre, its size, round or not."""

    part: str
    name: str
    x: float
    y: float
    size: tuple[float, float]
    round: bool = True
    countersink: float = 0.0  # the countersunk screw head's diameter on the face, if any

    def reach(self) -> tuple[float, float, float, float]:
        """The box round it: left, top, right, bottom."""
        w, h = self.size
        return self.x - w / 2, self.y - h / 2, self.x + w / 2, self.y + h / 2


def led_places() -> dict[str, tuple[float, float]]:
    """Each LED's centre on the lid: the compass, then the gauge from the top (G6)."""
    cx, cy = COMPASS_CENTRE
    places = {
        n: (cx + dx * COMPASS_STEP, cy + dy * COMPASS_STEP) for n, (dx, dy) in COMPASS.items()
    }
    for level in range(6, 0, -1):
        places[f"G{level}"] = (GAUGE_X, GAUGE_TOP + (6 - level) * GAUGE_STEP)
    return places


def lid_holes() -> list[Hole]:
    """Every cut-out of the lid: screen, LEDs, keys, then grille and screws."""
    found = [Hole("screen", "screen", *SCREEN_CENTRE, SCREEN_WINDOW, round=False)]
    found += [
        Hole("LED", name, x, y, (LED_HOLE, LED_HOLE)) for name, (x, y) in led_places().items()
    ]
    found += [Hole("key", seat.name, *seat.centre, (KEY_HOLE, KEY_HOLE)) for seat in key_seats()]
    return found + grille_holes() + screw_holes()


def grille_holes() -> list[Hole]:
    """Small holes on a hexagonal grid over the speaker's cone."""
    cx, cy = SPEAKER_CENTRE
    found = []
    rows = int(GRILLE_RADIUS // (GRILLE_STEP * math.sqrt(3) / 2))
    for row in range(-rows, rows + 1):
        dy = row * GRILLE_STEP * math.sqrt(3) / 2
        shift = GRILLE_STEP / 2 if row % 2 else 0.0
        for column in range(-5, 6):
            dx = column * GRILLE_STEP + shift
            if math.hypot(dx, dy) + GRILLE_HOLE / 2 <= GRILLE_RADIUS:
                hole = (GRILLE_HOLE, GRILLE_HOLE)
                found.append(Hole("grille", "speaker", round(cx + dx, 2), round(cy + dy, 2), hole))
    return found


def speaker_clamps() -> list[tuple[float, float]]:
    """The three screws round the speaker whose washers hold its rim."""
    cx, cy = SPEAKER_CENTRE
    return [
        (round(cx + SPEAKER_CLAMP * math.cos(math.radians(a)), 2),
         round(cy - SPEAKER_CLAMP * math.sin(math.radians(a)), 2))
        for a in CLAMP_ANGLES
    ]  # fmt: skip


def screw_holes() -> list[Hole]:
    """The screws through the lid: the key board's, the OLED's, the speaker clamps."""
    sunk = COUNTERSINK
    found = [
        Hole("screw", "key board", *on_lid(*at), (M3, M3), countersink=sunk) for at in BOARD_SCREWS
    ]
    (sx, sy), (dx, dy) = SCREEN_CENTRE, OLED_SCREWS
    for ex, ey in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        found.append(Hole("screw", "OLED", sx + ex * dx / 2, sy + ey * dy / 2, (M2, M2)))
    clamps = speaker_clamps()
    return found + [
        Hole("screw", "speaker clamp", x, y, (M3, M3), countersink=sunk) for x, y in clamps
    ]


def board_outline() -> tuple[float, float, float, float]:
    """The cut key board on the lid's underside: left, top, right, bottom."""
    left, top = GRID[0] - KEY_BOARD.first_hole[0], GRID[1] - KEY_BOARD.first_hole[1]
    width, height = KEY_BOARD.cut_size
    return left, top, left + width, top + height


def under_lid() -> list[Hole]:
    """What hangs under the lid, as footprints: board, standoffs, OLED, speaker, LEDs."""
    left, top, right, bottom = board_outline()
    found = [Hole("board", "key board", (left + right) / 2, (top + bottom) / 2,
                  (right - left, bottom - top), round=False)]  # fmt: skip
    found += [
        Hole("standoff", "key board", *on_lid(*at), (STANDOFF, STANDOFF)) for at in BOARD_SCREWS
    ]
    found += [
        Hole("switch", s.name, *s.centre, (SWITCH_BODY,) * 2, round=False) for s in key_seats()
    ]
    found.append(Hole("OLED", "module", *SCREEN_CENTRE, OLED_MODULE, round=False))
    found.append(Hole("speaker", "speaker", *SPEAKER_CENTRE, (SPEAKER, SPEAKER)))
    washer = (CLAMP_WASHER, CLAMP_WASHER)
    found += [Hole("washer", "speaker clamp", x, y, washer) for x, y in speaker_clamps()]
    return found + [
        Hole("LED body", n, x, y, (LED_BODY,) * 2) for n, (x, y) in led_places().items()
    ]


def pi_holes() -> list[Hole]:
    """The Pi's four M2.5 holes in the bottom (seen from above): its ports face the right wall."""
    edge, sd_end = PI_AT
    return [
        Hole("screw", "Pi", edge - across, sd_end + along, (M2_5, M2_5))
        for along, across in PI_HOLES
    ]


def power_hole() -> Hole:
    """The power cable's way in, in the right wall in front of the Pi's PWR IN socket.
    Seen from outside that wall: x from its left edge (the front), y down from the top."""
    return _port_hole("power", "micro-USB", PI_POWER)


def usb_hole() -> Hole:
    """The way to the Pi's USB data socket, beside the power: the serial console's cable
    (the way in when the pin map is broken)."""
    return _port_hole("USB", "micro-USB data", PI_USB)


def _port_hole(part: str, name: str, along: float) -> Hole:
    z = WALL + PI_STANDOFF + 1.6 + 1.5  # floor, standoff, the Pi's board, half the socket
    x = BOX[1] - (PI_AT[1] + along)
    return Hole(part, name, x, BOX[2] - z, POWER_HOLE, round=False)


FACES = ("top", "bottom", "front", "back", "left", "right")


def face_size(face: str) -> tuple[float, float]:
    """A face's outside size: (width, height) as it is drawn."""
    width, depth, height = BOX
    sizes = {"top": (width, depth), "front": (width, height), "left": (depth, height)}
    return sizes[{"bottom": "top", "back": "front", "right": "left"}.get(face, face)]


def face_holes(face: str) -> list[Hole]:
    """Every cut-out of one face."""
    if face == "top":
        return lid_holes()
    if face == "bottom":
        return pi_holes()
    if face == "right":
        return [power_hole(), usb_hole()]
    return []
