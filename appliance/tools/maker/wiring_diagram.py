"""The wiring diagram of the 40-pin header (SVG and PNG), made from the pin map: every
pin's use, the key matrix with its diodes, the modules, the LEDs and a legend.

``tabletop wiring --out hardware/`` draws it again after the pin map changes.
"""

from __future__ import annotations

from appliance.front_ends.keymap import LABELS
from appliance.tools.maker.drawing import Circle, Drawing, Line, Polygon, Rectangle, Words
from appliance.tools.maker.hardware_docs import (
    GROUPS,
    HEADER,
    LED_GROUND_PIN,
    PinUse,
    led_use,
    pin_of,
    pin_uses,
)
from appliance.tools.maker.mechanical import LED_COLOURS
from drivers.pins.pinout import Pinout

PRINT_MM = 0.2  # millimetres a unit: the diagram prints 256 x 186 mm, on A4 landscape
PITCH = 30
TOP = 110
LEFT_PIN_X = 400
RIGHT_PIN_X = 440


def wiring_drawing(pinout: Pinout) -> Drawing:
    """The header with every pin's use, the key matrix and the legend."""
    uses = pin_uses(pinout)
    drawing = Drawing(1280, 930, mm=PRINT_MM)
    drawing.add(Words(30, 40, "Tabletop box: wiring", 24, bold=True))
    drawing.add(Words(30, 66, "Made from hardware/pinout.toml by `tabletop wiring`.", 13))
    drawing.add(Words(30, 84, "Pin 1 is the square pad, at the SD-card end of the Pi.", 13))
    _draw_header(drawing, uses)
    _draw_matrix(drawing, pinout, uses, x=700, y=130)
    _draw_one_key(drawing, x=700, y=392)
    _draw_legend(drawing, x=30, y=TOP + 20 * PITCH + 40)
    _draw_modules(drawing, pinout, uses, x=700, y=470)
    _draw_leds(drawing, pinout, uses, x=700, y=620)
    return drawing


def _diode(drawing: Drawing, x: float, y: float, colour: str = "#000000") -> None:
    """A diode pointing right (anode left, the ring at its right end), 12 units long."""
    drawing.add(Polygon(((x, y - 6), (x, y + 6), (x + 11, y)), fill=colour, stroke=colour))
    drawing.add(Line(x + 12, y - 6, x + 12, y + 6, stroke=colour, width=2))


def _resistor(drawing: Drawing, x: float, y: float) -> None:
    """A resistor (the box symbol), 30 units long."""
    drawing.add(Rectangle(x, y - 5, 30, 10, fill="#ffffff"))


def _switch(drawing: Drawing, x: float, y: float) -> None:
    """A push switch, 24 units long."""
    drawing.add(Circle(x + 3, y, 3, fill="#ffffff"), Circle(x + 21, y, 3, fill="#ffffff"))
    drawing.add(Line(x + 2, y - 9, x + 22, y - 9, width=2), Line(x + 12, y - 9, x + 12, y - 15))


def _draw_one_key(drawing: Drawing, x: int, y: int) -> None:
    column, row = GROUPS["column"][0], GROUPS["row"][0]
    drawing.add(Words(x, y - 22, "Every key:", 13, bold=True))
    drawing.add(Line(x + 90, y - 28, x + 90, y + 22, stroke=column, width=3))
    drawing.add(Words(x + 90, y + 36, "column wire", 11, anchor="middle"))
    drawing.add(Line(x + 90, y, x + 150, y, width=2), Line(x + 162, y, x + 200, y, width=2))
    _diode(drawing, x + 150, y)
    drawing.add(Words(x + 156, y - 12, "1N4148", 11, anchor="middle"))
    _switch(drawing, x + 200, y)
    drawing.add(Line(x + 224, y, x + 280, y, width=2))
    drawing.add(Line(x + 280, y - 28, x + 280, y + 22, stroke=row, width=3))
    drawing.add(Words(x + 280, y + 36, "row wire", 11, anchor="middle"))
    drawing.add(Words(x + 298, y - 12, "ring (cathode) towards the row:", 12))
    drawing.add(Words(x + 298, y + 4, "two keys held together never", 12))
    drawing.add(Words(x + 298, y + 20, "read as a third", 12))


def _draw_header(drawing: Drawing, uses: list[PinUse]) -> None:
    height = 20 * PITCH
    drawing.add(Rectangle(LEFT_PIN_X - 22, TOP - 20, 84, height + 10, fill="#f4f4f4", radius=6))
    drawing.add(Words(420, TOP - 28, HEADER, 13, anchor="middle", bold=True))
    for use in uses:
        row = (use.pin - 1) // 2
        left = use.pin % 2 == 1
        x = LEFT_PIN_X if left else RIGHT_PIN_X
        y = TOP + row * PITCH
        colour = GROUPS[use.group][0]
        if use.pin == 1:
            drawing.add(Rectangle(x - 9, y - 9, 18, 18, fill=colour))
        else:
            drawing.add(Circle(x, y, 9, fill=colour))
        ink = "#ffffff" if use.group in ("ground", "row", "5v") else "#000000"
        drawing.add(Words(x, y + 4, str(use.pin), 9, anchor="middle", fill=ink))
        side = -1 if left else 1
        anchor = "end" if left else "start"
        drawing.add(Words(x + side * 18, y + 4, use.name, 12, anchor=anchor, bold=True))
        if use.use:
            drawing.add(Line(x + side * 76, y, x + side * 88, y, stroke=colour, width=2))
            drawing.add(Words(x + side * 94, y + 4, use.use, 12, anchor=anchor))


def _draw_matrix(drawing: Drawing, pinout: Pinout, uses: list[PinUse], x: int, y: int) -> None:
    cell_w, cell_h, head_w = 82, 44, 115
    drawing.add(Words(x, y - 30, "Key matrix", 16, bold=True))
    drawing.add(Words(x, y - 12, "a 1N4148 diode with every key, its ring towards the row", 12))
    for c, gpio in enumerate(pinout.columns):
        cx = x + head_w + c * cell_w + cell_w / 2
        drawing.add(Words(cx, y + 14, f"GPIO{gpio}", 12, anchor="middle", bold=True))
        drawing.add(Words(cx, y + 28, f"pin {pin_of(uses, f'GPIO{gpio}')}", 11, anchor="middle"))
    for r, (gpio, row) in enumerate(zip(pinout.rows, pinout.layout, strict=True)):
        ry = y + 40 + r * cell_h
        drawing.add(Words(x, ry + 20, f"row {r + 1}: GPIO{gpio}", 12, bold=True))
        drawing.add(Words(x, ry + 34, f"pin {pin_of(uses, f'GPIO{gpio}')}", 11))
        for c, key in enumerate(row):
            cx = x + head_w + c * cell_w
            fill = GROUPS["row"][0] if key else "#ffffff"
            drawing.add(
                Rectangle(
                    cx + 4, ry + 4, cell_w - 8, cell_h - 8, fill="#ffffff", stroke=fill, radius=4
                )
            )
            drawing.add(Words(cx + cell_w / 2, ry + 20, LABELS.get(key, key), 12, anchor="middle"))
            if key:
                _diode(drawing, cx + cell_w / 2 - 6, ry + 30)


def _draw_modules(drawing: Drawing, pinout: Pinout, uses: list[PinUse], x: int, y: int) -> None:
    drawing.add(Words(x, y, "Modules", 16, bold=True))
    display = [
        f"{u.use.removeprefix('OLED ')} pin {u.pin}" for u in uses if u.use.startswith("OLED")
    ]
    lines = [f"OLED ({pinout.display_bus.upper()}): " + ", ".join(display)]
    if pinout.audio_output == "i2s":
        amp = [
            f"{u.use.removeprefix('amplifier ')} pin {u.pin}"
            for u in uses
            if u.use.startswith("amplifier")
        ]
        lines += [
            "Amplifier MAX98357A: " + ", ".join(amp) + ";",
            "   SD and GAIN unconnected; + and - to the 4 ohm speaker",
        ]
    else:
        lines += [f"Speaker: the {pinout.audio_output} output"]
    lines += [f"LEDs: GPIO, 330 ohm, anode; every cathode to GND pin {LED_GROUND_PIN}"]
    lines += ["Keys: column GPIO, diode (ring towards the row), key, row GPIO"]
    for number, text in enumerate(lines):
        drawing.add(Words(x, y + 26 + number * 20, text, 12))


LED_INK = {"yellow": "#ffd60a", "green": "#38b000", "red": "#e63946"}


def _draw_leds(drawing: Drawing, pinout: Pinout, uses: list[PinUse], x: int, y: int) -> None:
    drawing.add(Words(x, y, "LEDs", 16, bold=True))
    ground = f"GND pin {LED_GROUND_PIN}"
    drawing.add(Words(x + 60, y, f"GPIO pin, 330 ohm, LED (long leg first), {ground}", 12))
    for number, (name, gpio) in enumerate(pinout.leds.items()):
        ly = y + 28 + number * 24
        pin = pin_of(uses, f"GPIO{gpio}")
        colour = LED_COLOURS[name]
        drawing.add(Words(x, ly + 4, f"GPIO{gpio} pin {pin}", 12, bold=True))
        drawing.add(Line(x + 110, ly, x + 130, ly, width=2))
        _resistor(drawing, x + 130, ly)
        drawing.add(Words(x + 145, ly + 4, "330", 9, anchor="middle"))
        drawing.add(Line(x + 160, ly, x + 190, ly, width=2))
        _diode(drawing, x + 190, ly, colour=LED_INK[colour])
        for dx in (4, 9):  # the light's two arrows
            drawing.add(Line(x + 190 + dx, ly - 8, x + 190 + dx + 6, ly - 14))
        drawing.add(Line(x + 202, ly, x + 230, ly, width=2))
        drawing.add(Words(x + 236, ly + 4, ground, 12))
        drawing.add(Words(x + 330, ly + 4, f"{name}: {led_use(name)}, {colour}", 12))


def _draw_legend(drawing: Drawing, x: int, y: int) -> None:
    drawing.add(Words(x, y, "Colours", 14, bold=True))
    for number, (colour, legend) in enumerate(GROUPS.values()):
        column, row = divmod(number, 6)
        lx, ly = x + column * 330, y + 22 + row * 22
        drawing.add(Circle(lx + 8, ly - 4, 7, fill=colour))
        drawing.add(Words(lx + 22, ly, legend, 12))
