"""The wiring, made from the pin map: a diagram of the 40-pin header (SVG and PNG) and
hardware/wiring.md's tables. Header pin numbers come from gpiozero's board information,
so nothing here holds a pin number of its own.

``tabletop wiring --out hardware/`` writes them again after the pin map changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from appliance.front_ends.keymap import LABELS
from appliance.tools.drawing import Circle, Drawing, Line, Polygon, Rectangle, Words
from appliance.tools.mechanical import BOARD_SCREWS, KEY_BOARD, LED_COLOURS, key_seats
from drivers.pinout import Pinout

HEADER = "J8"
GAUGE_AIR = ("1-2", "3-4", "5-6", "7-8", "9-10", "11-12")
GAUGE_VALUE = ("$100,000", "$150,000", "$200,000", "$250,000", "$300,000", "$350,000")
COMPASS_PLACES = {"N": "top", "S": "bottom", "E": "right", "W": "left", "C": "centre"}
LED_GROUND_PIN = 14

GROUPS: dict[str, tuple[str, str]] = {  # group: (colour, legend)
    "5v": ("#d62728", "5 V"),
    "3v3": ("#ff7f0e", "3.3 V"),
    "ground": ("#333333", "ground"),
    "row": ("#1f77b4", "key matrix row (driven low)"),
    "column": ("#17becf", "key matrix column (pull-up input)"),
    "compass": ("#bcbd22", "compass LED (through 330 ohm)"),
    "gauge": ("#2ca02c", "gauge LED (through 330 ohm)"),
    "display": ("#9467bd", "OLED display"),
    "audio": ("#e377c2", "I2S amplifier"),
    "serial": ("#8c564b", "serial console (UART)"),
    "reserved": ("#aaaaaa", "reserved: leave unconnected"),
    "free": ("#e8e8e8", "free"),
}
POWER_USES = {1: "OLED VCC", 2: "amplifier VIN", 6: "amplifier GND", 9: "OLED GND"}
POWER_USES[LED_GROUND_PIN] = "LED cathodes (all 11)"


@dataclass(frozen=True)
class PinUse:
    """What one pin of the 40-pin header is wired to."""

    pin: int
    name: str
    use: str
    group: str


def header_pins() -> dict[int, str]:
    """Each header pin's name ("GPIO4", "3V3", "GND"), from gpiozero's board information."""
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    try:
        pins = factory.board_info.headers[HEADER].pins
        return {number: info.name for number, info in pins.items()}
    finally:
        factory.close()


def gpio_uses(pinout: Pinout) -> dict[int, tuple[str, str]]:
    """What each GPIO in use does: (use, group)."""
    uses: dict[int, tuple[str, str]] = {}
    for number, gpio in enumerate(pinout.rows, 1):
        uses[gpio] = (f"key row {number}", "row")
    for number, gpio in enumerate(pinout.columns, 1):
        uses[gpio] = (f"key column {number}", "column")
    for name, gpio in pinout.leds.items():
        uses[gpio] = (led_use(name), "gauge" if name.startswith("G") else "compass")
    uses |= _display_uses(pinout)
    if pinout.audio_output == "i2s":
        uses |= {18: ("amplifier BCLK", "audio"), 19: ("amplifier LRC", "audio")}
        uses |= {20: ("I2S in (unused)", "reserved"), 21: ("amplifier DIN", "audio")}
    if pinout.serial_uart:
        uses |= {14: ("UART TX to adapter RX", "serial"), 15: ("UART RX from adapter TX", "serial")}
    uses |= {0: ("ID EEPROM (unused)", "reserved"), 1: ("ID EEPROM (unused)", "reserved")}
    return uses


def _display_uses(pinout: Pinout) -> dict[int, tuple[str, str]]:
    if pinout.display_bus == "i2c":
        return {2: ("OLED SDA", "display"), 3: ("OLED SCL", "display")}
    uses = {10: ("OLED DIN (MOSI)", "display"), 11: ("OLED CLK (SCLK)", "display")}
    uses |= {8: ("OLED CS (CE0)", "display"), 9: ("SPI MISO (unused)", "reserved")}
    uses |= {7: ("SPI CE1 (unused)", "reserved")}
    for name, gpio in pinout.display_pins:
        uses[gpio] = (f"OLED {name.upper()}", "display")
    return uses


def led_use(name: str) -> str:
    """An LED as the maker finds it on the panel."""
    if name in COMPASS_PLACES:
        return f"compass {name} ({COMPASS_PLACES[name]})"
    return f"gauge {name[1]} (air {GAUGE_AIR[int(name[1]) - 1]})"


def pin_uses(pinout: Pinout) -> list[PinUse]:
    """All 40 header pins, each with what it is wired to."""
    gpios = gpio_uses(pinout)
    result = []
    for pin, name in sorted(header_pins().items()):
        if name.startswith("GPIO"):
            use, group = gpios.get(int(name[4:]), ("", "free"))
        else:
            group = {"5V": "5v", "3V3": "3v3", "GND": "ground"}[name]
            use = POWER_USES.get(pin, "")
        result.append(PinUse(pin, name, use, group))
    return result


def pin_of(uses: list[PinUse], name: str) -> int:
    """The header pin of a GPIO name such as "GPIO4"."""
    return next(u.pin for u in uses if u.name == name)


# -- the markdown -----------------------------------------------------------------------


def wiring_markdown(pinout: Pinout, source: str = "hardware/pinout.toml") -> str:
    """hardware/wiring.md: the header, the key matrix, the LEDs, the OLED, the amplifier."""
    uses = pin_uses(pinout)
    lines = [
        "# Wiring",
        "",
        f"<!-- Made by `tabletop wiring --out hardware/` from {source}: change the pin map,",
        "     run it again, and commit the three files. Do not edit this one by hand. -->",
        "",
        f"Made from `{source}` (BCM GPIO numbers) and gpiozero's header layout.",
        "The diagram: [wiring.svg](wiring.svg) ([PNG](wiring.png)).",
        "",
        "## The 40-pin header",
        "",
        "| pin | name | wire to | pin | name | wire to |",
        "|---:|---|---|---:|---|---|",
    ]
    for left, right in zip(uses[0::2], uses[1::2], strict=True):
        lines.append(
            f"| {left.pin} | {left.name} | {left.use or '-'} "
            f"| {right.pin} | {right.name} | {right.use or '-'} |"
        )
    lines += ["", *_matrix_markdown(pinout, uses), "", *_board_markdown(pinout)]
    lines += ["", *_leds_markdown(pinout, uses)]
    lines += ["", *_modules_markdown(pinout, uses)]
    return "\n".join(lines) + "\n"


def _matrix_markdown(pinout: Pinout, uses: list[PinUse]) -> list[str]:
    heads = [
        f"column {n}: GPIO{g} (pin {pin_of(uses, f'GPIO{g}')})"
        for n, g in _numbered(pinout.columns)
    ]
    lines = [
        "## The key matrix",
        "",
        "Each key joins its row and its column. Put a 1N4148 diode in series with every",
        "key, cathode (the ring) towards the row, so that two keys held together never",
        "read as a third. Rows are driven low one at a time; columns have pull-ups.",
        "",
        "| | " + " | ".join(heads) + " |",
        "|---|" + "---|" * len(heads),
    ]
    for (number, gpio), row in zip(_numbered(pinout.rows), pinout.layout, strict=True):
        head = f"row {number}: GPIO{gpio} (pin {pin_of(uses, f'GPIO{gpio}')})"
        keys = [LABELS.get(key, key) or "-" for key in row]
        lines.append(f"| {head} | " + " | ".join(keys) + " |")
    return lines


def _board_markdown(pinout: Pinout) -> list[str]:
    width, height = KEY_BOARD.cut_size
    rows = sorted({seat.strip for seat in key_seats()})
    screws = ", ".join(f"{hole}/{strip}" for hole, strip in BOARD_SCREWS)
    lines = [
        "## The key board",
        "",
        f"One {KEY_BOARD.name}, cut to its first {KEY_BOARD.keep} strips ({width:g} x"
        f" {height:.1f} mm): score both sides along the holes of strip"
        f" {KEY_BOARD.keep + 1} and snap it. Seen from the switch side with the strips"
        f" running left to right, holes count 1 to {KEY_BOARD.holes} from the left and strips"
        f" 1 to {KEY_BOARD.keep} from the top; a place is written hole/strip.",
        "",
        "- Every key of a matrix row has its upper legs on that row's strip"
        f" ({', '.join(map(str, rows))}): the strip is the row's wire; solder the row's GPIO"
        " wire into its hole 1.",
        "- Each key's diode: its ring end (cathode) in the key's lower strip, its other end"
        " four strips further down, on the strip where the column wire is soldered. One"
        " insulated wire joins those strips for the keys of a column and goes to the"
        " column's GPIO.",
        "- Cut the strips at the places listed (a 3 mm drill bit turned by hand), so that no"
        " two keys share a lower or a diode strip.",
        f"- Drill holes {screws} out to 3.2 mm for the M3 standoffs that hold the board under"
        " the lid; strips 2 and 29 carry nothing.",
        "",
        "| key | row | column | legs | diode ring, other end | cut | centre on the lid (mm) |",
        "|---|---:|---:|---|---|---|---|",
    ]
    place = pinout.key_at()
    mixed = sorted({s.strip for s in key_seats() for t in key_seats()
                    if s.strip == t.strip and place[s.name][0] != place[t.name][0]})  # fmt: skip
    if mixed:
        lines[2:2] = [
            f"This pin map puts keys of different matrix rows on strip(s) {mixed}: cut those"
            " strips between the keys and wire each key's upper strip to its own row.",
            "",
        ]
    for seat in key_seats():
        row, column = place[seat.name]
        legs = ", ".join(f"{h}/{s}" for h, s in seat.legs)
        ring, anode = seat.diode
        cuts = ", ".join(f"{h}/{s}" for h, s in seat.cuts) or "-"
        x, y = seat.centre
        lines.append(
            f"| {LABELS.get(seat.name, seat.name)} | {row + 1} | {column + 1} | {legs} "
            f"| {ring[0]}/{ring[1]}, {anode[0]}/{anode[1]} | {cuts} | {x:g}, {y:g} |"
        )
    return lines


def _leds_markdown(pinout: Pinout, uses: list[PinUse]) -> list[str]:
    lines = [
        "## The LEDs",
        "",
        f"GPIO, a 330 ohm resistor, the LED's anode (long leg); every cathode to ground"
        f" (pin {LED_GROUND_PIN}). The GPIO drives it high to light it.",
        "",
        "| LED | on the panel | GPIO | pin |",
        "|---|---|---:|---:|",
    ]
    for name, gpio in pinout.leds.items():
        where = led_use(name)
        if name.startswith("G"):
            where += f", {GAUGE_VALUE[int(name[1]) - 1]}"
        lines.append(f"| {name} | {where} | {gpio} | {pin_of(uses, f'GPIO{gpio}')} |")
    return lines


def _modules_markdown(pinout: Pinout, uses: list[PinUse]) -> list[str]:
    display = [(u.use.removeprefix("OLED "), u.pin) for u in uses if u.use.startswith("OLED")]
    lines = [f"## The OLED ({pinout.display_bus.upper()})", "", "| OLED | header pin |"]
    lines += ["|---|---:|", *(f"| {name} | {pin} |" for name, pin in display)]
    lines += ["", "## The speaker", ""]
    if pinout.audio_output != "i2s":
        where = {"jack": "the Pi's 3.5 mm jack", "usb": "a USB sound card"}[pinout.audio_output]
        return [*lines, f"Through {where} to powered speakers or an amplifier."]
    amp = [(u.use.removeprefix("amplifier "), u.pin) for u in uses if u.use.startswith("amplifier")]
    lines += ["An I2S amplifier (MAX98357A) driving a 4 ohm, 3 W speaker.", ""]
    lines += ["| amplifier | header pin |", "|---|---:|"]
    lines += [f"| {name} | {pin} |" for name, pin in amp]
    lines += ["| SD, GAIN | not connected (on, left+right mix, 9 dB) |"]
    lines += ["| + and - | the speaker |"]
    return lines


def _numbered(gpios: tuple[int, ...]) -> list[tuple[int, int]]:
    return list(enumerate(gpios, 1))


# -- the diagram ------------------------------------------------------------------------

PITCH = 30
TOP = 110
LEFT_PIN_X = 400
RIGHT_PIN_X = 440


def wiring_drawing(pinout: Pinout) -> Drawing:
    """The header with every pin's use, the key matrix and the legend."""
    uses = pin_uses(pinout)
    drawing = Drawing(1280, 930)
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


def write_wiring(pinout: Pinout, folder: Path, source: str = "hardware/pinout.toml") -> list[Path]:
    """Write wiring.svg, wiring.png and wiring.md into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    written = wiring_drawing(pinout).save(folder / "wiring")
    markdown = folder / "wiring.md"
    markdown.write_text(wiring_markdown(pinout, source), encoding="utf-8")
    return [*written, markdown]
