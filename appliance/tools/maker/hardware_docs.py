"""The wiring, made from the pin map: what each pin of the 40-pin header is wired to, and
hardware/wiring.md's tables (the diagram is :mod:`appliance.tools.maker.wiring_diagram`). Header
pin numbers come from gpiozero's board information, so nothing here holds a pin number of
its own.

``tabletop wiring --out hardware/`` writes them again after the pin map changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from appliance.front_ends.keymap import LABELS
from appliance.tools.maker.mechanical import BOARD_SCREWS, KEY_BOARD, key_seats
from drivers.pins.pinout import Pinout

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
