"""The parts list adds up, stays in budget and buys what the design and the build guide
use."""

from __future__ import annotations

import re
from decimal import Decimal

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.tools.maker.hardware_docs import pin_uses
from appliance.tools.maker.mechanical import KEY_HOLE, LED_COLOURS, LED_HOLE, key_seats, lid_holes
from drivers.pins.panel import KEY_NAMES, LED_NAMES
from drivers.pins.pinout import load_pinout

HARDWARE = SHIPPED_PINOUT.parent
PARTS = (HARDWARE / "parts.md").read_text()
GUIDE = " ".join((HARDWARE / "build-guide.md").read_text().split())
NUMBERS = {5: "five", 6: "six", 11: "eleven", 18: "eighteen"}


def table(heading: str) -> list[tuple[int, str, Decimal, Decimal]]:
    """(qty, part, each, total) of each row of the table under ``heading``."""
    return [(qty, part, each, total) for qty, part, each, total, _ in priced(heading)]


def priced(heading: str) -> list[tuple[int, str, Decimal, Decimal, str]]:
    """(qty, part, each, total, where the price comes from) of each row under ``heading``."""
    section = PARTS.split(f"## {heading}")[1].split("\n## ")[0]
    rows = []
    for line in section.splitlines():
        cells = [
            cell.strip() for cell in line.strip().removeprefix("|").removesuffix("|").split(" | ")
        ]
        if len(cells) == 6 and cells[0].isdigit():
            qty, part, _, each, total, source = cells
            rows.append((int(qty), part, Decimal(each), Decimal(total), source))
    return rows


def stated(label: str) -> Decimal:
    """A total the text states, such as 'Electronics: **$50.39**'."""
    found = re.search(rf"{label}: \*\*\$(\d+\.\d\d)\*\*", PARTS)
    assert found, label
    return Decimal(found[1])


def bought(words: str) -> int:
    """How many of the part whose description starts with ``words``."""
    return sum(qty for qty, part, _, _ in table("The electronics") if part.startswith(words))


def test_every_line_and_every_total_adds_up():
    electronics, box = table("The electronics"), table("The box and what holds it together")
    assert len(electronics) >= 10 and len(box) >= 5
    for qty, part, each, total in electronics + box:
        assert qty * each == total, part
    assert sum(row[3] for row in electronics) == stated("Electronics")
    assert sum(row[3] for row in box) == stated("The box")
    assert stated("Electronics") + stated("The box") == stated("The whole box")


def test_the_box_stays_in_budget():
    assert stated("Electronics") <= 60
    assert stated("The whole box") <= 75


def test_the_parts_are_what_the_design_uses():
    assert bought("diode 1N4148") == len(key_seats()) == len(KEY_NAMES)
    assert bought("resistor 330 ohm") == len(LED_NAMES)
    colours = list(LED_COLOURS.values())
    assert bought("LED 5 mm, yellow") == colours.count("yellow")
    assert bought("LED 5 mm, green") == colours.count("green")
    kit = re.search(r"\| 1 \| (\d+) tactile switches 12 x 12", PARTS)
    assert kit and int(kit[1]) >= len(KEY_NAMES)
    assert "stripboard 160 x 100 mm" in PARTS and "enclosure-laser.svg" in PARTS


def test_parts_warns_that_the_uart_takes_two_led_pins():
    optional = PARTS.split("## Optional")[1]
    uart = next(line for line in optional.splitlines() if "UART" in line)
    assert "GPIO14" in uart and "GPIO15" in uart and "check-pinout" in uart


def test_the_build_guide_counts_the_holes_the_lid_has():
    lid = lid_holes()
    keys = sum(h.part == "key" for h in lid)
    leds = sum(h.part == "LED" for h in lid)
    assert f"{NUMBERS[leds]} {LED_HOLE:g} mm LED holes" in GUIDE
    assert f"{NUMBERS[keys]} {KEY_HOLE:g} mm key holes" in GUIDE
    assert f"The {len(KEY_NAMES)} keys" in GUIDE and f"the {len(KEY_NAMES)} switches" in GUIDE
    yellow, green = (list(LED_COLOURS.values()).count(c) for c in ("yellow", "green"))
    assert f"{NUMBERS[yellow]} yellow in the compass, {NUMBERS[green]} green" in GUIDE
    assert "nineteen" not in GUIDE
    strips = sorted({seat.strip for seat in key_seats()})
    rows = ", ".join(map(str, strips[:-1]))
    assert f"into hole 1 of strips {rows} and {strips[-1]}" in GUIDE


def test_the_jumpers_are_counted_from_the_wiring():
    pinout = load_pinout(SHIPPED_PINOUT)
    wired = [u.use for u in pin_uses(pinout) if u.use and "unused" not in u.use]
    modules = [use for use in wired if use.startswith(("OLED", "amplifier"))]
    line = next(row for row in table("The box and what holds it together") if "jumper" in row[1])
    counted = re.search(r"(\d+) female-female jumper wires", line[1])
    assert counted
    spare = int(counted[1]) - len(wired)
    assert len(wired) == 30 and spare >= len(pinout.columns)  # the column links from the rest
    assert f"{len(wired)} go to the header" in line[1]
    assert f"{len(modules)} whole for the OLED and the amplifier" in line[1]
    assert f"{len(wired) - len(modules)} with one plug cut off" in line[1]
    assert f"{len(pinout.leds)} LED resistors" in line[1]
    assert f"{len(pinout.rows)} rows and {len(pinout.columns)} columns" in line[1]
    assert f"the {spare} left over" in line[1]
    assert "one plug cut off" in GUIDE and "twelve wires that reach the header" in GUIDE


def test_every_part_has_a_part_number_or_the_words_it_is_sold_under():
    for _, part, _, _ in table("The electronics"):
        assert "Adafruit 3351" not in part  # the enclosed 70 x 30 mm one: not under the clamp
    section = PARTS.split("## The electronics")[1].split("## Optional")[0]
    numbers = [
        line.split("|")[3].strip() for line in section.splitlines() if re.match(r"\| \d", line)
    ]
    assert all(number and number != "any" for number in numbers[:12])
    assert "Adafruit 3968" in PARTS and "40 mm round frame" in PARTS


def test_prices_are_single_unit_and_say_when_and_how_they_were_checked():
    assert "(2024)" not in PARTS and "2 December 2026" in PARTS
    rows = priced("The electronics") + priced("The box and what holds it together")
    bought_lines = re.findall(r"^\| \d+ \|", PARTS.split("## Optional")[0], re.MULTILINE)
    assert len(rows) == len(bought_lines) >= 15  # no line without its price's source
    for _, part, _, _, source in rows:  # each line says where its price comes from
        cited = re.search(r"\]\(https://[^)]+\)", source) and "$" in source
        assert source.startswith("estimate") or cited, part
    each = {part.split(",")[0]: price for _, part, price, _ in table("The electronics")}
    assert each["diode 1N4148"] >= Decimal("0.10")  # quantity 1, not a reel's price
    assert each["resistor 330 ohm"] >= Decimal("0.10")
    assert each["LED 5 mm"] >= Decimal("0.25")
