"""The box's mechanical design holds together: every hole inside its panel and clear of
the others, every key on the stripboard's grid with its own strips, nothing under the
lid in another part's way, finger joints that interlock, the laser sheet and the
printed case cutting the same holes, and each printed part fitting the bed the guide names."""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.cli.main import main
from appliance.tools.maker.assembly import footprint_gap
from appliance.tools.maker.enclosure import (
    BED,
    BED_SPARE,
    PrintedPart,
    bed_report,
    laser_svg,
    openscad_source,
    outline,
    printed_parts,
    sheet_layout,
)
from appliance.tools.maker.mechanical import (
    BOX,
    FACES,
    GRID,
    KEY_BOARD,
    PI_AT,
    PI_BOARD,
    PI_POWER,
    PITCH,
    WALL,
    Hole,
    face_holes,
    face_size,
    key_seats,
    lid_holes,
    power_hole,
    under_lid,
)
from drivers.pins.panel import KEY_NAMES, LED_NAMES
from drivers.pins.pinout import load_pinout

WEB = 1.0  # the least material between two holes, mm, that plywood or a print keeps


gap = footprint_gap  # the distance between two holes' edges; below zero where they overlap


def test_every_hole_is_inside_its_panel_clear_of_the_joints():
    for face in FACES:
        width, height = face_size(face)
        for hole in face_holes(face):
            left, top, right, bottom = hole.reach()
            inside = left >= WALL and top >= WALL and right <= width - WALL
            assert inside and bottom <= height - WALL, (face, hole)


def test_no_two_holes_of_a_panel_overlap_and_material_stays_between():
    for face in FACES:
        for a, b in itertools.combinations(face_holes(face), 2):
            assert gap(a, b) >= WEB, (face, a, b, gap(a, b))


def test_a_gap_is_measured_between_edges():
    key = Hole("key", "1", 10, 10, (14, 14))
    assert gap(key, Hole("LED", "N", 10, 18, (5, 5))) == -1.5  # overlapping
    assert gap(key, Hole("screen", "screen", 40, 10, (10, 6), round=False)) == 18
    assert gap(key, Hole("screen", "screen", 10, 10, (10, 6), round=False)) < 0


def test_every_key_and_led_has_its_hole_in_the_lid():
    lid = lid_holes()
    assert sorted(h.name for h in lid if h.part == "key") == sorted(KEY_NAMES)
    assert sorted(h.name for h in lid if h.part == "LED") == sorted(LED_NAMES)
    assert [h.part for h in lid].count("screen") == 1
    caps = {h.name: h for h in lid if h.part == "key"}
    assert all(h.size[0] >= 12 + 2 for h in caps.values())  # 12 mm caps, 1 mm all round


def test_every_key_stands_on_the_stripboard_grid():
    for seat in key_seats():
        x, y = seat.centre
        holes, strips = (x - GRID[0]) / PITCH, (y - GRID[1]) / PITCH
        assert math.isclose(holes % 1, 0.5, abs_tol=1e-6), seat  # between legs 5 holes apart
        assert math.isclose(strips % 1, 0.0, abs_tol=1e-6) or math.isclose(strips % 1, 1.0), seat
        for hole, strip in (*seat.legs, *seat.diode):
            assert 1 <= hole <= KEY_BOARD.holes and 1 <= strip <= KEY_BOARD.keep, seat
    used = [place for seat in key_seats() for place in (*seat.legs, *seat.diode, *seat.cuts)]
    assert len(used) == len(set(used)), "two parts or a cut in one hole"


def segments(strip: int) -> list[set[int]]:
    """The holes of one strip, split where the key board's table cuts it."""
    cuts = {hole for seat in key_seats() for hole, s in seat.cuts if s == strip}
    parts: list[set[int]] = [set()]
    for hole in range(1, KEY_BOARD.holes + 1):
        if hole in cuts:
            parts.append(set())
        else:
            parts[-1].add(hole)
    return parts


def test_each_row_is_one_strip_and_each_key_has_its_own_diode_strips():
    pinout = load_pinout(SHIPPED_PINOUT)
    at = pinout.key_at()
    for seat in key_seats():
        upper, lower = seat.legs[0][1], seat.legs[2][1]
        on_upper = {s.name for s in key_seats() if s.legs[0][1] == upper}
        assert {at[name][0] for name in on_upper} == {at[seat.name][0]}  # one matrix row
        (ring, ring_strip), (anode, anode_strip) = seat.diode
        assert ring_strip == lower  # the ring end on the key's own lower strip
        mine = next(part for part in segments(lower) if seat.hole in part)
        others = [s for s in key_seats() if s != seat and s.legs[2][1] == lower]
        assert ring in mine and not any(o.hole in mine or o.diode[0][0] in mine for o in others)
        far = next(part for part in segments(anode_strip) if anode in part)
        assert not any(o.diode[1][0] in far for o in others), seat.name
    strips = {s.legs[0][1] for s in key_seats()}
    assert len(strips) == len(pinout.rows)


def test_nothing_under_the_lid_is_in_another_parts_way():
    parts = under_lid()
    inner = Hole("inside", "walls", BOX[0] / 2, BOX[1] / 2, (BOX[0] - 2 * WALL, BOX[1] - 2 * WALL))
    for part in parts:
        left, top, right, bottom = part.reach()
        assert inner.reach()[0] <= left and right <= inner.reach()[2], part
        assert inner.reach()[1] <= top and bottom <= inner.reach()[3], part
    meant = ({"speaker", "washer"}, {"board", "standoff"}, {"board", "switch"})
    for a, b in itertools.combinations(parts, 2):
        if {a.part, b.part} in meant or {a.part, b.part} == {"switch"}:
            continue  # washers clamp the rim; standoffs and switches sit on the board
        assert gap(a, b) > 0, (a, b)
    switches = [p for p in parts if p.part == "switch"]
    standoffs = [p for p in parts if p.part == "standoff"]
    assert all(gap(a, b) > 0 for a in switches for b in standoffs)
    assert all(gap(a, b) > 0 for a, b in itertools.combinations(switches, 2))


def inside(point: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    """Whether a point lies inside a polygon (ray casting)."""
    x, y = point
    crossings = 0
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


def test_the_finger_joints_of_two_meeting_panels_interlock():
    width, depth, height = BOX
    # each box edge: two faces, and for each the start and direction of that edge in
    # its own drawing, sampled half a wall in; the corners belong to a third face
    edges = [
        (width, ("top", (0, 0), (1, 0), (0, 1)), ("back", (width, 0), (-1, 0), (0, 1))),
        (width, ("top", (0, depth), (1, 0), (0, -1)), ("front", (0, 0), (1, 0), (0, 1))),
        (depth, ("top", (width, 0), (0, 1), (-1, 0)), ("right", (depth, 0), (-1, 0), (0, 1))),
        (depth, ("top", (0, 0), (0, 1), (1, 0)), ("left", (0, 0), (1, 0), (0, 1))),
        (height, ("front", (width, 0), (0, 1), (-1, 0)), ("right", (0, 0), (0, 1), (1, 0))),
        (height, ("front", (0, 0), (0, 1), (1, 0)), ("left", (depth, 0), (0, 1), (-1, 0))),
    ]
    for length, *sides in edges:
        for along in [i + 0.5 for i in range(int(WALL), int(length - WALL))]:
            material = []
            for face, (x0, y0), (dx, dy), (nx, ny) in sides:
                point = (x0 + dx * along + nx * WALL / 2, y0 + dy * along + ny * WALL / 2)
                material.append(inside(point, outline(face)))
            assert material.count(True) == 1, (sides[0][0], sides[1][0], along, material)


def test_the_laser_sheet_and_the_printed_case_cut_the_same_holes():
    sheet = ET.fromstring(laser_svg())
    groups = {g.get("id"): g for g in sheet.iter("{http://www.w3.org/2000/svg}g")}
    assert set(groups) == set(sheet_layout()) == set(FACES)
    for face in FACES:
        cut = [
            e
            for e in groups[face]
            if e.tag.endswith(("circle", "rect")) and e.get("stroke") == "#ff0000"
        ]
        assert len(cut) == len(face_holes(face)), face
    radii = [float(e.get("r")) for e in groups["top"] if e.tag.endswith("circle")]
    assert radii.count(7.0) == len(KEY_NAMES) and radii.count(2.5) == len(LED_NAMES)
    scad = openscad_source()
    for hole in face_holes("top"):
        assert f"translate([{hole.x:g}, {hole.y:g}, -1])" in scad, hole
    assert re.findall(r"// key: (\S+)", scad) == [s.name for s in key_seats()]
    assert scad.count("// screw: Pi") == 4 and "power cable" in scad


def test_the_power_cable_comes_in_beside_the_pis_power_socket():
    hole = power_hole()
    sd_end, socket_y = PI_AT[1], PI_AT[1] + PI_POWER
    seen_from_outside = BOX[1] - hole.x  # the right wall's left edge is the front
    assert math.isclose(seen_from_outside, socket_y)
    assert sd_end <= socket_y <= sd_end + PI_BOARD[0]
    height_above_floor = BOX[2] - hole.y - WALL
    assert hole.size[1] / 2 < height_above_floor < 20  # at the socket, above the floor
    assert PI_AT[0] <= BOX[0] - WALL  # the Pi's port edge up against the right wall


def test_each_of_the_boxs_eight_corners_belongs_to_one_panel():
    owned = 0
    for face in FACES:
        width, height = face_size(face)
        half = WALL / 2
        for x, y in itertools.product((half, width - half), (half, height - half)):
            owned += inside((x, y), outline(face))
    assert owned == 8  # each corner of the box is filled, and by one panel only


def test_every_printed_part_fits_the_bed_with_room_at_each_edge():
    parts = {part.name: part for part in printed_parts()}
    assert set(parts) == {"tray", "lid"}
    for part in parts.values():
        assert (part.width, part.depth) == BOX[:2]  # the whole case's footprint, no halves
        assert min(part.spare()) >= BED_SPARE, part
    assert parts["tray"].height + parts["lid"].height - 2 == BOX[2]  # the lid's 2 mm rim inside
    scad = openscad_source()
    assert f"width = {BOX[0]:g}; depth = {BOX[1]:g};" in scad
    assert "cube([width, depth, height - wall])" in scad and "cube([width, depth, wall])" in scad


def test_a_case_as_wide_as_the_bed_is_refused():
    old = PrintedPart("tray", 220.0, 140.0, 57.0)  # the case before: 0 mm to the bed's edge
    assert old.spare() == (0.0, 40.0) and min(old.spare()) < BED_SPARE
    assert PrintedPart("lid", 200.0, 140.0, 5.0).spare((180.0, 180.0)) == (-10.0, 20.0)


def test_the_docs_and_the_command_name_the_bed_and_the_room_left(capsys, tmp_path):
    guide = " ".join((SHIPPED_PINOUT.parent / "build-guide.md").read_text().split())
    sides, ends = printed_parts()[0].spare()
    assert f"a printer whose bed is at least {BED[0]:g} x {BED[1]:g} mm" in guide
    assert f"Each is {BOX[0]:g} x {BOX[1]:g} mm, so it leaves {sides:g} mm at the left" in guide
    assert f"and {ends:g} mm in front and behind" in guide
    assert f"the lid of a {BOX[0]:g} x {BOX[1]:g} x {BOX[2]:g} mm box" in guide
    parts = " ".join((SHIPPED_PINOUT.parent / "parts.md").read_text().split())
    assert f"a bought {BOX[0]:g} x {BOX[1]:g} x {BOX[2]:g} mm box, drilled from panel.svg" in parts
    assert f"// Each part fits a {BED[0]:g} x {BED[1]:g} mm bed" in openscad_source()
    assert main(["wiring", "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[-2:] == bed_report() and len(bed_report()) == 2
    assert bed_report()[0] == (
        f"tray: {BOX[0]:g} x {BOX[1]:g} x {BOX[2] - WALL:g} mm on a {BED[0]:g} x {BED[1]:g} mm "
        f"bed: {sides:g} mm spare left and right, {ends:g} mm front and back"
    )
