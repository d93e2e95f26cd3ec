"""The maker's documents are made from the pin map, and the ones in hardware/ are up to
date with it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from PIL import Image

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.cli.main import main
from appliance.front_ends.keymap import LABELS
from appliance.tools.maker import mechanical
from appliance.tools.maker.hardware_docs import pin_uses, wiring_markdown
from appliance.tools.maker.panel_drawing import holes, panel_drawing
from drivers.pins.panel import KEY_NAMES, LED_NAMES
from drivers.pins.pinout import load_pinout

HARDWARE = SHIPPED_PINOUT.parent
PINOUT = load_pinout(SHIPPED_PINOUT)


def test_the_committed_wiring_and_panel_are_made_from_the_pin_map(tmp_path):
    assert main(["wiring", "--out", str(tmp_path)]) == 0
    for name in ("wiring.md", "wiring.svg", "panel.svg", "enclosure-laser.svg", "enclosure.scad"):
        assert (tmp_path / name).read_text() == (HARDWARE / name).read_text(), (
            f"hardware/{name} is out of date: run tabletop wiring --out hardware/"
        )
    for name in ("wiring.png", "panel.png"):
        made, committed = Image.open(tmp_path / name), Image.open(HARDWARE / name)
        assert made.size == committed.size, name
    assert Image.open(tmp_path / "panel.png").size == (1680, 1260)  # 200 x 140 mm, 8 px a mm


def test_header_pins_come_from_gpiozero_and_every_gpio_in_use_is_on_them():
    uses = {use.name: use for use in pin_uses(PINOUT)}
    assert uses["GPIO4"].pin == 7 and uses["GPIO4"].use == "compass N (top)"
    assert uses["GPIO21"].pin == 40 and uses["GPIO21"].use == "amplifier DIN"
    assert uses["GPIO5"].use == "key row 1" and uses["GPIO16"].use == "key column 1"
    wired = {*PINOUT.rows, *PINOUT.columns, *PINOUT.leds.values()}
    assert all(uses[f"GPIO{gpio}"].use for gpio in wired)
    assert len(pin_uses(PINOUT)) == 40


def test_the_markdown_lists_every_key_and_led_once():
    text = wiring_markdown(PINOUT)
    matrix = text.split("## The key matrix")[1].split("## The key board")[0]
    board = text.split("## The key board")[1].split("## The LEDs")[0]
    for key in KEY_NAMES:
        label = re.escape(LABELS.get(key, key))
        assert len(re.findall(rf"\| {label} (?=\|)", matrix)) == 1, key
        assert len(re.findall(rf"^\| {label} \|", board, re.MULTILINE)) == 1, key
    leds = text.split("## The LEDs")[1].split("## The OLED")[0]
    assert [line.split("|")[1].strip() for line in leds.splitlines() if line.startswith("| ")][
        1:
    ] == list(LED_NAMES)


def test_a_changed_pin_map_changes_the_wiring(tmp_path):
    moved = tmp_path / "pinout.toml"
    text = SHIPPED_PINOUT.read_text().replace("N = 4", "N = 17").replace("E = 17", "E = 4")
    moved.write_text(text)
    assert main(["wiring", "--out", str(tmp_path / "out"), "--pinout", str(moved)]) == 0
    wiring = (tmp_path / "out" / "wiring.md").read_text()
    assert "| 11 | GPIO17 | compass N (top) |" in wiring
    assert f"from {moved}" in wiring


def test_a_broken_pin_map_is_refused_with_its_line(tmp_path, capsys):
    broken = tmp_path / "pinout.toml"
    broken.write_text(SHIPPED_PINOUT.read_text().replace("N = 4", "N = 5"))
    assert main(["wiring", "--out", str(tmp_path / "out"), "--pinout", str(broken)]) == 2
    assert "GPIO5 is used twice" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_the_panel_has_every_key_and_led_after_the_original():
    found = holes()
    assert sorted(h.name for h in found if h.part == "key") == sorted(KEY_NAMES)
    assert sorted(h.name for h in found if h.part == "LED") == sorted(LED_NAMES)
    keys = {h.name: h for h in found}
    left, pad, right = keys["NS_GOLD"], keys["5"], keys["AIR"]
    assert left.x < pad.x < right.x  # direction keys, the pad, then AIR/UP/$ VALUE/CLEAR
    assert keys["1"].y == keys["NS_GOLD"].y == keys["AIR"].y  # the pad level with its rows
    assert keys["MENU"].x > keys["CLEAR"].x and keys["MENU"].y == keys["CLEAR"].y
    assert keys["G1"].y > keys["G6"].y  # the gauge fills from the bottom
    assert keys["N"].y < keys["C"].y < keys["S"].y and keys["W"].x < keys["C"].x < keys["E"].x
    svg = panel_drawing().svg()
    assert ">1-2<" in svg and ">11-12<" in svg and ">$100,000<" in svg and ">$350,000<" in svg


def test_panel_md_gives_the_centres_the_drawing_uses():
    rows = [
        line.split("|")[1:6]
        for line in (HARDWARE / "panel.md").read_text().splitlines()
        if re.match(r"\| (key|LED|screen|screw) \|", line)
    ]
    table = [(part.strip(), name.strip(), float(x), float(y)) for part, name, x, y, _ in rows]
    cut = [*holes(), *mechanical.screw_holes()]
    assert table == [(h.part, LABELS.get(h.name, h.name), h.x, h.y) for h in cut]


def test_the_build_guide_ends_with_the_self_test():
    guide = (HARDWARE / "build-guide.md").read_text()
    assert "tabletop selftest" in guide.split("## 9.")[1]
    for document in ("parts.md", "wiring.md", "panel.md"):
        assert document in guide and (HARDWARE / document).exists()


def test_every_header_pin_the_guides_name_is_the_one_the_wiring_gives():
    uses = {use.use: use.pin for use in pin_uses(PINOUT)}
    guide = (HARDWARE / "build-guide.md").read_text()
    for named, pin in (
        ("SDA to pin", uses["OLED SDA"]),
        ("SCL to pin", uses["OLED SCL"]),
        ("BCLK to pin", uses["amplifier BCLK"]),
        ("LRC to pin", uses["amplifier LRC"]),
        ("DIN to pin", uses["amplifier DIN"]),
    ):
        assert f"{named} {pin}" in " ".join(guide.split()), named
    flat = " ".join(guide.split())
    rows = ", ".join(str(uses[f"key row {n}"]) for n in range(1, 4))
    assert f"to the Pi's pins {rows} and {uses['key row 4']} (rows 1 to 4)" in flat
    columns = ", ".join(str(uses[f"key column {n}"]) for n in range(1, 5))
    assert f"to pins {columns} and {uses['key column 5']} (columns 1 to 5)" in flat


def _cut_outs(root, at: tuple[float, float], mm: float) -> list[tuple]:
    """The cut circles and rectangles of an SVG group, centres and sizes in mm."""
    ns = "{http://www.w3.org/2000/svg}"
    found = []
    for shape in root.iter():
        if shape.get("stroke") == "#0000ff":
            continue  # engraved on the laser sheet (a countersink's mark), not cut
        if shape.tag == f"{ns}circle":
            x, y, r = (float(shape.get(k, 0)) for k in ("cx", "cy", "r"))
            found.append(
                ("circle", round(x * mm - at[0], 2), round(y * mm - at[1], 2), round(r * mm, 2))
            )
        elif shape.tag == f"{ns}rect":
            x, y, w, h = (float(shape.get(k, 0)) for k in ("x", "y", "width", "height"))
            centre = (round((x + w / 2) * mm - at[0], 2), round((y + h / 2) * mm - at[1], 2))
            found.append(("rect", *centre, round(w * mm, 2), round(h * mm, 2)))
    return sorted(found)


def test_the_printed_template_matches_the_laser_file_hole_for_hole():
    panel = ET.parse(HARDWARE / "panel.svg").getroot()
    mm = float(panel.get("width", "").removesuffix("mm")) / float(panel.get("viewBox").split()[2])
    drilled = ET.Element("g")
    drilled.extend(e for e in panel.iter() if e.get("class") == "cut")
    margin = 20 * mm  # the template's margin round the lid
    template = _cut_outs(drilled, (margin, margin), mm)
    laser = ET.parse(HARDWARE / "enclosure-laser.svg").getroot()
    lid = next(g for g in laser.iter() if g.get("id") == "top")
    cut = _cut_outs(lid, (0.0, 0.0), 1.0)
    lid_cuts = [c for c in cut if c[0] == "circle" or c[3] < 100]  # not the lid's outline
    assert template == lid_cuts
    assert len(template) > len(KEY_NAMES) + len(LED_NAMES)


GUIDE = " ".join((HARDWARE / "build-guide.md").read_text().split())
PARTS = " ".join((HARDWARE / "parts.md").read_text().split())
COUNT = {4: "four", 7: "seven", 11: "eleven", 18: "eighteen"}


def test_the_tools_have_a_bit_for_every_hole_the_steps_drill():
    tools = PARTS.split("## Tools")[1]
    lid = mechanical.lid_holes()
    sunk = [h for h in lid if h.countersink]
    oled = [h for h in lid if h.name == "OLED"]
    grille = [h for h in lid if h.part == "grille"]
    leds = [h for h in lid if h.part == "LED"]
    for size, count, what in (
        (mechanical.M2, len(oled), "OLED's"),
        (mechanical.M2_5, len(mechanical.pi_holes()), "Pi's"),
        (mechanical.GRILLE_HOLE, len(grille), "speaker grille's"),
        (mechanical.M3, len(sunk), "lid's"),
        (mechanical.LED_HOLE, len(leds), ""),
    ):
        assert f"{size:g} mm (the {what}".replace("the  ", "the ") in tools, size
        assert f"{COUNT.get(count, count)}" in tools.split(f"{size:g} mm (the")[1][:40], what
    assert f"{mechanical.KEY_HOLE:g} mm step bit (the eighteen keys)" in tools
    assert f"{len(sunk)} M3 screw holes, {mechanical.COUNTERSINK:.1f} mm across" in (
        tools.replace("seven", "7")
    )
    assert "3.2 mm bit (the board's four corner holes)" in tools
    width, height = mechanical.POWER_HOLE
    assert f"the two {width:g} x {height:g} mm holes for the Pi's cables" in tools
    assert "3 and 5 mm bits" not in PARTS
    # The drilled lid's step names the same holes, and where the Pi's holes go.
    drilled = GUIDE.split("On that drilled lid")[1].split("**The Pi's header.**")[0]
    assert f"the four {mechanical.M2:g} mm holes" in drilled
    assert f"the seven {mechanical.M3:g} mm holes" in drilled
    assert f"countersink them to {mechanical.COUNTERSINK:.1f} mm" in drilled
    assert f"the {len(grille)} grille holes, {mechanical.GRILLE_HOLE:g} mm" in drilled
    gap = mechanical.BOX[0] - mechanical.WALL - mechanical.PI_AT[0]
    assert f"its edge {gap:g} mm from that wall's inside" in drilled
    assert f"its SD-card end {mechanical.PI_AT[1]:g} mm from the back" in drilled
    power, usb = mechanical.power_hole(), mechanical.usb_hole()
    assert f"centres {power.x:.1f} mm for power and {usb.x:.1f} mm for USB data" in drilled
    assert f"{mechanical.BOX[2] - power.y:.1f} mm above the underside" in drilled


def test_every_part_is_fitted_in_a_step_before_the_pi_goes_in():
    steps = GUIDE.split("## 1. The card")[1]
    assert steps.index("solder the 2 x 20 header on now") < steps.index("Then the Pi:")
    speaker = steps.split("## 6. The speaker")[1].split("## 7.")[0]
    assert speaker.index("a 2-pin screw terminal") < speaker.index("VIN to pin")
    assert "2 x 20 pin male header" in PARTS and "Adafruit 3006" in PARTS
    for part in ("switches", "diode", "LEDs", "resistor", "OLED", "speaker", "stripboard"):
        assert part in steps, part
    assert "<the repository's address>" not in GUIDE
    assert "git clone REPOSITORY_URL tabletop" in GUIDE
    assert "`REPOSITORY_URL` stands for the address you got the project from" in GUIDE


def _power_rows() -> dict[str, list[str]]:
    section = (HARDWARE / "build-guide.md").read_text().split("### The power it draws")[1]
    table = [line for line in section.split("###")[0].splitlines() if line.startswith("| ")]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in table[1:]]
    return {cells[0]: cells[1:] for cells in rows}


def test_the_power_table_adds_up_and_stays_under_the_supply():
    rows = _power_rows()
    total = rows.pop("**total**")
    for column in (0, 1):
        figures = [int(cells[column]) for cells in rows.values()]
        assert int(total[column].strip("*")) == sum(figures)
    ohms = int(re.search(r"resistor (\d+) ohm", PARTS).group(1))
    leds = len(PINOUT.leds)
    each = (3.3 - 2.0) / ohms * 1000  # the GPIO's 3.3 V less the LED's forward voltage
    led_row = rows[f"{leds} LEDs, all lit"]
    assert led_row[0] == led_row[1] == f"{round(leds * each)}"
    assert f"/ {ohms} ohm = {each:.1f} mA; {leds} of them are {round(leds * each)} mA" in GUIDE
    supply = float(re.search(r"power supply, 5.1 V (\d+(?:\.\d+)?) A", PARTS).group(1))
    assert f"**The supply: {supply:g} A**" in GUIDE
    assert int(total[1].strip("*")) < supply * 1000  # every part at its peak at once


def test_the_power_banks_runtime_is_worked_out_from_the_table():
    evening = int(_power_rows()["**total**"][0].strip("*")) / 1000 * 5.0  # watts at 5 V
    assert f"{evening:.2f} W: {evening * 3:.2f} Wh in 3 hours" in GUIDE
    for mah in (5000, 10000):
        usable = mah * 3.7 * 0.8 / 1000
        assert f"{mah:,} mAh bank gives {usable:.1f} Wh, **{usable / evening:.1f} hours**" in GUIDE
    worst = int(_power_rows()["**total**"][1].strip("*")) / 1000 * 5.0
    assert f"all the time ({worst:.1f} W), {29.6 / worst:.1f} hours" in GUIDE
    needed = evening * 3 / (3.7 * 0.8) * 1000
    assert f"An evening needs at least {round(needed, -1):,.0f} mAh" in GUIDE
    bank = next(line for line in PARTS.split("| USB power bank")[1:])
    assert f"about {10000 * 3.7 * 0.8 / 1000 / evening:.0f} hours" in bank
    assert "pass-through charging" in bank and "Low power: use a 5 V 2.5 A supply" in GUIDE
