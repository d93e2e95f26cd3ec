"""The maker's drawings print at their true size: every SVG in hardware/ says its width
and height in millimetres, as its view box's proportions are."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.tools.maker.drawing import Circle, Drawing
from appliance.tools.maker.mechanical import BOX

HARDWARE = SHIPPED_PINOUT.parent
SVGS = sorted(HARDWARE.glob("*.svg"))


def size_mm(root: ET.Element) -> tuple[float, float]:
    """The printed width and height, in mm (an AssertionError for any other unit)."""
    sizes = []
    for name in ("width", "height"):
        found = re.fullmatch(r"([0-9.]+)mm", root.get(name, ""))
        assert found, f"{name}={root.get(name)!r} is not in mm"
        sizes.append(float(found[1]))
    return sizes[0], sizes[1]


@pytest.mark.parametrize("path", SVGS, ids=[p.name for p in SVGS])
def test_every_printable_drawing_has_its_size_in_millimetres(path):
    root = ET.parse(path).getroot()
    width, height = size_mm(root)
    _, _, box_width, box_height = (float(v) for v in root.get("viewBox", "").split())
    assert width / box_width == pytest.approx(height / box_height, rel=1e-4)
    assert width <= 297 * 2 and height <= 297 * 2  # nothing absurd: at most A2


def test_the_panel_template_is_the_lid_at_its_true_size():
    root = ET.parse(HARDWARE / "panel.svg").getroot()
    width, _ = size_mm(root)
    mm = width / float(root.get("viewBox", "").split()[2])
    svg = "{http://www.w3.org/2000/svg}"
    lid = next(r for r in root.iter(f"{svg}rect") if r.get("fill") == "#1d3557")
    assert float(lid.get("width", 0)) * mm == pytest.approx(BOX[0])
    assert float(lid.get("height", 0)) * mm == pytest.approx(BOX[1])
    assert width <= 297 - 2 * 10  # on A4 landscape, inside a printer's margins


def test_a_drawing_says_its_millimetres_and_marks_its_holes():
    drawing = Drawing(400, 100, mm=0.25)
    drawing.add(Circle(10, 10, 4, cut=True), Circle(20, 20, 4))
    svg = drawing.svg()
    assert 'width="100mm" height="25mm" viewBox="0 0 400 100"' in svg
    assert svg.count('class="cut"') == 1
