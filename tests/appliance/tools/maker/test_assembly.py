"""The box put together: no two parts in one place (the printed lid's rim, the washers,
the standoffs, the diodes and the Pi included), every screw long enough and not too long,
the countersunk heads in countersinks, a hole for each of the Pi's cables, and the key
board cut where the model cuts it."""

from __future__ import annotations

import re

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.tools.maker.assembly import (
    INSIDE,
    Solid,
    collisions,
    footprint_gap,
    screws,
    solids,
)
from appliance.tools.maker.enclosure import laser_svg, openscad_source
from appliance.tools.maker.mechanical import (
    BOX,
    GRID,
    KEY_BOARD,
    PI_AT,
    PI_USB,
    PITCH,
    WALL,
    Hole,
    board_outline,
    face_holes,
    lid_holes,
    power_hole,
    usb_hole,
)

HARDWARE = SHIPPED_PINOUT.parent
MIN_THREAD = 2.0  # mm of thread a screw needs in a standoff: four turns of an M3


def test_every_part_is_in_the_model():
    parts = {solid.footprint.part for solid in solids()}
    assert {"lip", "standoff", "board", "switch", "diode", "washer", "speaker"} <= parts
    assert {"OLED", "LED body", "Pi"} <= parts


def test_no_two_parts_fill_the_same_space():
    assert collisions(solids()) == []


def test_the_fit_test_sees_a_collision_under_the_lid():
    washer = Solid(Hole("washer", "clamp", 78, 8.5, (9, 9)), 0.0, 0.8)
    rim = [s for s in solids() if s.footprint.part == "lip"]
    assert [(a, b) for a, b, _ in collisions([washer, *rim])] == [("washer clamp", "lip rim")]
    below = Solid(Hole("washer", "clamp", 78, 8.5, (9, 9)), 3.0, 3.8)
    assert collisions([below, *rim]) == []  # the rim is only 2 mm deep


def test_every_part_is_inside_the_walls_and_above_the_floor():
    for solid in solids():
        left, top, right, bottom = solid.footprint.reach()
        assert left >= WALL and right <= BOX[0] - WALL, solid.name
        assert top >= WALL and bottom <= BOX[1] - WALL, solid.name
        assert 0 <= solid.top < solid.bottom <= INSIDE, solid.name


def test_every_screw_seats():
    for screw in screws():
        if screw.blind:  # into a standoff: enough thread, and not into the other screw
            assert MIN_THREAD <= screw.reach <= screw.thread, screw
        else:  # through a nut
            assert screw.reach >= screw.thread, screw
    board = [s for s in screws() if s.name.startswith("key board")]
    assert sum(s.reach for s in board) <= 6.0  # the two ends meet nowhere in the standoff


def test_countersunk_screws_have_countersinks_on_the_lid_and_in_both_files():
    sunk = [h for h in lid_holes() if h.countersink]
    assert {h.name for h in sunk} == {"key board", "speaker clamp"}
    assert all(h.countersink > h.size[0] for h in sunk)
    engraved = re.findall(r'r="(\d+(?:\.\d+)?)" fill="none" stroke="#0000ff"', laser_svg())
    assert len(engraved) == len(sunk)
    assert openscad_source().count("// countersink") == len(sunk)
    holes = lid_holes()
    for hole in sunk:
        others = [h for h in holes if h != hole]
        head = Hole("head", hole.name, hole.x, hole.y, (hole.countersink,) * 2)
        assert all(footprint_gap(head, other) >= 1.0 for other in others), hole


def test_the_right_wall_has_a_hole_for_the_power_and_one_for_usb_data():
    power, usb = power_hole(), usb_hole()
    assert face_holes("right") == [power, usb]
    assert BOX[1] - usb.x == PI_AT[1] + PI_USB  # in front of the Pi's USB data socket
    assert usb.y == power.y and footprint_gap(power, usb) >= 1.0
    assert openscad_source().count("// USB: micro-USB data") == 1


def test_the_key_board_is_cut_where_the_model_cuts_it():
    bottom = board_outline()[3]
    cut_at = GRID[1] + KEY_BOARD.keep * PITCH  # the holes of the first strip not kept
    assert abs(bottom - cut_at) < 0.01
    assert bottom <= BOX[1] - WALL - 0.5  # clear of the front wall's inside
    wiring = " ".join((HARDWARE / "wiring.md").read_text().split())
    width, height = KEY_BOARD.cut_size
    assert f"({width:g} x {height:.1f} mm): score both sides along the holes of strip " in wiring
    assert f"along the holes of strip {KEY_BOARD.keep + 1} " in wiring
    guide = " ".join((HARDWARE / "build-guide.md").read_text().split())
    assert f"along the holes of strip {KEY_BOARD.keep + 1} " in guide
