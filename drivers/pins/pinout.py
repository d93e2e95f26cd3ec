"""The pin map (hardware/pinout.toml): loading and checking it.

Every problem is reported with the file, the line and what to do. tomllib does not keep
line numbers for values, so lines are found by looking the key up in the text.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from drivers.errors import PinoutError
from drivers.pins.panel import KEY_NAMES, LED_NAMES
from drivers.toml_lines import toml_error_line

PIN_MAP_LIMIT = 1_000_000  # bytes, as every file an owner names; the shipped pin map is 3 KB

GPIO_RANGE = range(2, 28)
# The 40-pin header of every Pi since the B+: each BCM GPIO's header pin (the rest are
# power and ground). Fixed by the board, so a table; tests check it against gpiozero's.
HEADER_PINS: dict[int, int] = {
    0: 27, 1: 28, 2: 3, 3: 5, 4: 7, 5: 29, 6: 31, 7: 26, 8: 24, 9: 21, 10: 19, 11: 23,
    12: 32, 13: 33, 14: 8, 15: 10, 16: 36, 17: 11, 18: 12, 19: 35, 20: 38, 21: 40,
    22: 15, 23: 16, 24: 18, 25: 22, 26: 37, 27: 13,
}  # fmt: skip
BUS_PINS: dict[str, tuple[int, ...]] = {
    "id-eeprom": (0, 1),
    "i2c": (2, 3),
    "spi": (7, 8, 9, 10, 11),
    "i2s": (18, 19, 20, 21),
    "uart": (14, 15),
}
DISPLAY_BUSES = ("i2c", "spi")
AUDIO_OUTPUTS = ("i2s", "jack", "usb")
# What each table of a pin map may hold: anything else is refused with its line (an
# `address` or a `baud` here would be silently unused; they are settings, not pins).
ENTRIES: dict[str, tuple[str, ...]] = {
    "keypad": ("rows", "columns", "layout"),
    "leds": LED_NAMES,
    "display": ("bus", "dc", "reset"),
    "audio": ("output",),
    "serial": ("uart",),
}
SETTINGS_NOT_PINS = {
    ("display", "address"): "the I2C address is a setting: [display] address in the settings file",
    ("display", "kind"): "the OLED's kind is a setting: [display] kind in the settings file",
    ("serial", "baud"): "the speed is a setting: [serial] baudrate in the settings file",
    ("serial", "baudrate"): "the speed is a setting: [serial] baudrate in the settings file",
    ("serial", "port"): "the port is a setting: [serial] port in the settings file",
}


@dataclass(frozen=True)
class Pinout:
    """A checked pin map: the key matrix, the LEDs and the buses in use."""

    rows: tuple[int, ...]
    columns: tuple[int, ...]
    layout: tuple[tuple[str, ...], ...]
    leds: dict[str, int]
    display_bus: str = "i2c"
    display_pins: tuple[tuple[str, int], ...] = ()
    audio_output: str = "i2s"
    serial_uart: bool = False

    def key_at(self) -> dict[str, tuple[int, int]]:
        """Each key name with its (row index, column index) in the matrix."""
        return {
            name: (r, c) for r, row in enumerate(self.layout) for c, name in enumerate(row) if name
        }

    def buses(self) -> tuple[str, ...]:
        """The buses whose pins are taken."""
        audio = ("i2s",) if self.audio_output == "i2s" else ()
        uart = ("uart",) if self.serial_uart else ()
        return ("id-eeprom", self.display_bus, *audio, *uart)


def header_pin(gpio: int) -> int:
    """The header pin a GPIO is on: GPIO26 is on pin 37."""
    return HEADER_PINS[gpio]


def bare_pinout() -> Pinout:
    """The pin map of a box that has no usable one: no keys, no LEDs, the buses at their
    defaults (the display on I2C, audio on I2S, the serial console on USB)."""
    return Pinout(rows=(), columns=(), layout=(), leds={})


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a pin map, at a line of its file."""

    line: int
    message: str


def load_pinout(path: Path) -> Pinout:
    """Read and check a pin map; PinoutError lists every problem as FILE:LINE: what."""
    try:
        text = _read_pin_map(path)
    except OSError as error:
        raise PinoutError(f"{path}: cannot read the pin map ({error.strerror})") from None
    except UnicodeDecodeError as error:
        raise PinoutError(
            f"{path}: not a text file ({error.reason} at byte {error.start})"
        ) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        line = toml_error_line(error, text)
        raise PinoutError(f"{path}:{line}: not valid TOML: {error}") from None
    except RecursionError:
        raise PinoutError(f"{path}:1: not a pin map (nested too deeply)") from None
    except ValueError as error:  # a number of more digits than Python reads
        raise PinoutError(f"{path}:1: not a pin map ({error})") from None
    pinout, problems = check_pinout(data, text)
    if problems:
        raise PinoutError("\n".join(f"{path}:{p.line}: {p.message}" for p in problems))
    assert pinout is not None
    return pinout


def _read_pin_map(path: Path) -> str:
    """The text of a regular file of at most PIN_MAP_LIMIT bytes; a FIFO or a device is
    refused without waiting on it. (games.data_files.read_small_text does the same for
    the box; drivers import no games, so this is its copy.)"""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > PIN_MAP_LIMIT:
            what = "not a regular file" if not stat.S_ISREG(info.st_mode) else "far too big"
            raise OSError(errno.EINVAL, what)
        data = file.read(PIN_MAP_LIMIT + 1)
    if len(data) > PIN_MAP_LIMIT:
        raise OSError(errno.EFBIG, "far too big")
    return data.decode("utf-8")


def check_pinout(data: dict[str, Any], text: str = "") -> tuple[Pinout | None, list[Problem]]:
    """Check parsed pin-map data; the Pinout (None if unusable) and every problem found."""
    finder = _LineFinder(text)
    problems: list[Problem] = []
    keypad = _table(data, "keypad", finder, problems)
    leds_table = _table(data, "leds", finder, problems)
    rows = _pin_list(keypad, "rows", finder, problems)
    columns = _pin_list(keypad, "columns", finder, problems)
    layout = _layout(keypad, len(rows), len(columns), finder, problems)
    leds = _leds(leds_table, finder, problems)
    for name in ("display", "audio", "serial"):
        if not isinstance(data.get(name, {}), dict):
            problems.append(Problem(finder.table(name), f"{name} must be a [{name}] table"))
            data = {**data, name: {}}
    display_bus, display_pins = _display(data, finder, problems)
    audio = _choice(data, "audio", "output", AUDIO_OUTPUTS, "i2s", finder, problems)
    uart = data["serial"].get("uart", False) if "serial" in data else False
    if not isinstance(uart, bool):
        problems.append(
            Problem(finder.key("serial", "uart"), f"uart {uart!r} must be true or false")
        )
        uart = False
    pinout = Pinout(rows, columns, layout, leds, display_bus, display_pins, audio, uart)
    problems += _unknown_entries(data, finder)
    problems += _clashes(pinout, finder)
    return (None if problems else pinout), problems


class _LineFinder:
    """Finds the line of a table, a key or a quoted name in the pin map's text."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()

    def table(self, table: str) -> int:
        return (
            self._find(rf"^\s*\[{re.escape(table)}\]", 0)
            or self._find(rf"^\s*\"?{re.escape(table)}\"?\s*=", 0)
            or 1
        )

    def key(self, table: str, key: str) -> int:
        start = self.table(table)
        return self._find(rf"^\s*\"?{re.escape(key)}\"?\s*=", start - 1) or start

    def word(self, table: str, key: str, word: str) -> int:
        start = self.key(table, key)
        return self._find(rf"[\"']{re.escape(word)}[\"']", start - 1) or start

    def _find(self, pattern: str, start: int) -> int:
        for number, line in enumerate(self.lines[start:], start + 1):
            if re.search(pattern, line.split("#", 1)[0]):
                return number
        return 0


def _table(data: dict[str, Any], name: str, finder: _LineFinder, problems: list[Problem]) -> dict:
    table = data.get(name)
    if not isinstance(table, dict):
        problems.append(Problem(finder.table(name), f"add a [{name}] table"))
        return {}
    return table


def _pin_list(table: dict, key: str, finder: _LineFinder, problems: list[Problem]) -> tuple:
    value = table.get(key)
    line = finder.key("keypad", key)
    if not isinstance(value, list) or not value or not all(_is_gpio(v) for v in value):
        problems.append(Problem(line, f"{key} must be a list of GPIO numbers 2 to 27"))
        return ()
    return tuple(value)


def _layout(
    table: dict, rows: int, columns: int, finder: _LineFinder, problems: list[Problem]
) -> tuple[tuple[str, ...], ...]:
    value = table.get("layout")
    line = finder.key("keypad", "layout")
    if not isinstance(value, list) or not all(
        isinstance(row, list) and all(isinstance(n, str) for n in row) for row in value
    ):
        problems.append(Problem(line, "layout must be a list of rows of key names"))
        return ()
    if rows and columns and (len(value) != rows or any(len(row) != columns for row in value)):
        problems.append(
            Problem(line, f"layout must have {rows} rows of {columns} names, one per column")
        )
    names = [name for row in value for name in row if name]
    for name in names:
        if name not in KEY_NAMES:
            known = " ".join(KEY_NAMES)
            problems.append(
                Problem(
                    finder.word("keypad", "layout", name), f"unknown key {name!r}; keys are {known}"
                )
            )
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(
            Problem(finder.word("keypad", "layout", name), f"key {name!r} is in the layout twice")
        )
    for name in KEY_NAMES:
        if name not in names:
            problems.append(
                Problem(line, f"key {name!r} is missing; give it a free place in the layout")
            )
    return tuple(tuple(row) for row in value)


def _leds(table: dict, finder: _LineFinder, problems: list[Problem]) -> dict[str, int]:
    leds: dict[str, int] = {}
    for name, pin in table.items():
        line = finder.key("leds", name)
        if name not in LED_NAMES:
            problems.append(Problem(line, f"unknown LED {name!r}; LEDs are {' '.join(LED_NAMES)}"))
        elif not _is_gpio(pin):
            problems.append(Problem(line, f"LED {name} needs a GPIO number from 2 to 27"))
        else:
            leds[name] = pin
    for name in LED_NAMES:
        if name not in table:
            problems.append(
                Problem(finder.table("leds"), f"LED {name} is missing; add `{name} = GPIO`")
            )
    return leds


def _display(
    data: dict, finder: _LineFinder, problems: list[Problem]
) -> tuple[str, tuple[tuple[str, int], ...]]:
    bus = _choice(data, "display", "bus", DISPLAY_BUSES, "i2c", finder, problems)
    table = data.get("display", {})
    pins: list[tuple[str, int]] = []
    for name in ("dc", "reset"):
        if name in table:
            if _is_gpio(table[name]):
                pins.append((name, table[name]))
            else:
                problems.append(Problem(finder.key("display", name), f"{name} needs a GPIO number"))
        elif bus == "spi" and name == "dc":
            problems.append(Problem(finder.table("display"), "an SPI display needs `dc = GPIO`"))
    return bus, tuple(pins)


def _choice(
    data: dict,
    table: str,
    key: str,
    choices: tuple[str, ...],
    default: str,
    finder: _LineFinder,
    problems: list[Problem],
) -> str:
    value = data.get(table, {}).get(key, default)
    if value not in choices:
        options = ", ".join(repr(c) for c in choices)
        problems.append(Problem(finder.key(table, key), f"{key} {value!r} is not one of {options}"))
        return default
    return value


def _unknown_entries(data: dict[str, Any], finder: _LineFinder) -> list[Problem]:
    """Every table or entry a pin map does not have (the LEDs' own names are checked with
    the LEDs)."""
    problems = []
    for table, value in data.items():
        if table not in ENTRIES:
            tables = " ".join(f"[{t}]" for t in ENTRIES)
            message = f"unknown table [{table}]; a pin map has {tables}"
            problems.append(Problem(finder.table(table), message))
        elif isinstance(value, dict) and table != "leds":
            for key in value:
                if key not in ENTRIES[table]:
                    known = ", ".join(ENTRIES[table])
                    why = SETTINGS_NOT_PINS.get((table, key), f"[{table}] takes {known}")
                    message = f"unknown entry {key!r} in [{table}]; {why}"
                    problems.append(Problem(finder.key(table, key), message))
    return problems


def _clashes(pinout: Pinout, finder: _LineFinder) -> list[Problem]:
    uses: dict[int, list[tuple[str, int]]] = {}
    for pin in pinout.rows:
        uses.setdefault(pin, []).append(("keypad row", finder.key("keypad", "rows")))
    for pin in pinout.columns:
        uses.setdefault(pin, []).append(("keypad column", finder.key("keypad", "columns")))
    for name, pin in pinout.leds.items():
        uses.setdefault(pin, []).append((f"LED {name}", finder.key("leds", name)))
    for name, pin in pinout.display_pins:
        uses.setdefault(pin, []).append((f"display {name}", finder.key("display", name)))
    problems = []
    for pin, users in sorted(uses.items()):
        if len(users) > 1:
            who = " and ".join(u for u, _ in users)
            message = f"GPIO{pin} is used twice ({who}); give one of them a free GPIO"
            problems.append(Problem(users[-1][1], message))
        for bus in pinout.buses():
            if pin in BUS_PINS[bus]:
                message = f"GPIO{pin} ({users[0][0]}) belongs to the {bus} bus in use; move it"
                problems.append(Problem(users[0][1], message))
    return problems


def _is_gpio(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in GPIO_RANGE
