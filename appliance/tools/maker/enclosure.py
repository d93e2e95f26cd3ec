"""The enclosure, made from ``appliance.tools.maker.mechanical``: six laser-cut panels with their
finger joints drawn (one SVG sheet, in millimetres) and a 3D-printable case as an
OpenSCAD source (a tray and a lid). Both have the same holes as the panel drawing.

The finger joints are written here by hand (a few lines of geometry) rather than with a
box generator, so that the holes and the joints come from one set of numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from appliance.tools.maker.mechanical import (
    BOX,
    LIP,
    LIP_CLEARANCE,
    M3,
    WALL,
    Hole,
    face_holes,
    face_size,
)

BED = (220.0, 220.0)  # the printer bed the guide names: the common Ender-3 class, mm
BED_SPARE = 3.0  # the least room a part leaves at each edge of the bed (a skirt's line), mm
FINGER = 15.0  # about this long, mm; each edge gets an odd number of fingers
GAP = 6.0  # between panels on the sheet, mm
CUT, ENGRAVE = "#ff0000", "#0000ff"  # the usual laser colours: red cuts, blue engraves
# Which faces own the corners: on each box edge, the first face has fingers at both ends.
# (top/bottom, front/back): front/back; (top/bottom, left/right): left/right;
# (front/back, left/right): front/back. So every corner cube belongs to one face.
EDGE_OWNER = {("top", "front"): "front", ("top", "left"): "left", ("front", "left"): "front"}
NEIGHBOURS = {  # each face's edges, in drawing order: top, right, bottom, left (as drawn)
    "top": ("back", "right", "front", "left"),
    "bottom": ("back", "right", "front", "left"),
    "front": ("top", "right", "bottom", "left"),
    "back": ("top", "left", "bottom", "right"),
    "left": ("top", "front", "bottom", "back"),
    "right": ("top", "back", "bottom", "front"),
}
KIND = {"top": "top", "bottom": "top", "front": "front", "back": "front"}
KIND |= {"left": "left", "right": "left"}
LABELS = {
    "top": "lid: this face up",
    "bottom": "bottom: this face up, inside",
    "front": "front: outside",
    "back": "back: outside",
    "left": "left: outside",
    "right": "right: outside (power)",
}


def fingers(length: float) -> int:
    """How many fingers an edge of this length gets: odd, at least 3."""
    count = max(3, round(length / FINGER))
    return count if count % 2 else count + 1


def ends_out(face: str, neighbour: str) -> bool:
    """Whether ``face`` has fingers (not slots) at the ends of its edge with ``neighbour``."""
    pair = (KIND[face], KIND[neighbour])
    owner = EDGE_OWNER.get(pair) or EDGE_OWNER[(pair[1], pair[0])]
    return owner == KIND[face]


def outline(face: str) -> list[tuple[float, float]]:
    """The face's outline with its finger joints, clockwise from the top left corner."""
    width, height = face_size(face)
    edges = (  # start corner, direction, inward normal, length
        ((0.0, 0.0), (1, 0), (0, 1), width),
        ((width, 0.0), (0, 1), (-1, 0), height),
        ((width, height), (-1, 0), (0, -1), width),
        ((0.0, height), (0, -1), (1, 0), height),
    )
    out = [ends_out(face, n) for n in NEIGHBOURS[face]]
    points: list[tuple[float, float]] = []
    for index, ((x0, y0), (dx, dy), (nx, ny), length) in enumerate(edges):
        before, after = out[index - 1], out[(index + 1) % 4]
        for along, depth in _edge(length, out[index], before, after):
            point = (round(x0 + dx * along + nx * depth, 3), round(y0 + dy * along + ny * depth, 3))
            if not points or points[-1] != point:
                points.append(point)
    return points


def _edge(length: float, own: bool, before: bool, after: bool) -> list[tuple[float, float]]:
    """(along, depth) points of one edge; a slot is cut WALL deep, a finger is not."""
    count = fingers(length)
    step = length / count

    def depth(i: int) -> float:
        finger = (i % 2 == 0) == own
        return 0.0 if finger else WALL

    points = [(WALL if not before else 0.0, depth(0))]
    for i in range(1, count):
        points += [(i * step, depth(i - 1)), (i * step, depth(i))]
    points.append((length - WALL if not after else length, depth(count - 1)))
    return points


# -- the laser sheet ---------------------------------------------------------------------


def sheet_layout() -> dict[str, tuple[float, float]]:
    """Where each face's top left corner lies on the sheet."""
    width, depth, height = BOX
    return {
        "top": (GAP, GAP),
        "bottom": (2 * GAP + width, GAP),
        "front": (GAP, 2 * GAP + depth),
        "back": (2 * GAP + width, 2 * GAP + depth),
        "left": (GAP, 3 * GAP + depth + height),
        "right": (2 * GAP + depth, 3 * GAP + depth + height),
    }


def laser_svg() -> str:
    """All six panels on one sheet, in millimetres: red lines cut, blue text engraves."""
    width, depth, height = BOX
    sheet_w, sheet_h = 3 * GAP + 2 * width, 4 * GAP + depth + 2 * height
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{sheet_w:g}mm" height="{sheet_h:g}mm" '
        f'viewBox="0 0 {sheet_w:g} {sheet_h:g}" font-family="DejaVu Sans, Arial, sans-serif">',
        f"<!-- Made by `tabletop wiring` from appliance/tools/maker/mechanical.py."
        f" {WALL:g} mm sheet; no kerf allowance. -->",
    ]
    for face, (ox, oy) in sheet_layout().items():
        lines.append(f'<g id="{face}" transform="translate({ox:g} {oy:g})">')
        path = " ".join(f"{x:g},{y:g}" for x, y in outline(face))
        lines.append(f'<polygon points="{path}" fill="none" stroke="{CUT}" stroke-width="0.1"/>')
        lines += [_svg_hole(hole) for hole in face_holes(face)]
        fw, fh = face_size(face)
        label_y = fh - WALL - 3 if face != "top" else WALL + 6
        lines.append(
            f'<text x="{fw / 2:g}" y="{label_y:g}" font-size="4" text-anchor="middle" '
            f'fill="{ENGRAVE}">{LABELS[face]}</text>'
        )
        lines.append("</g>")
    return "\n".join([*lines, "</svg>"]) + "\n"


def _svg_hole(hole: Hole) -> str:
    if hole.round:
        sink = ""
        if hole.countersink:  # a laser cannot countersink: engraved, to countersink by hand
            sink = (
                f'\n<circle cx="{hole.x:g}" cy="{hole.y:g}" r="{hole.countersink / 2:g}" '
                f'fill="none" stroke="{ENGRAVE}" stroke-width="0.1"/>'
            )
        return (
            f'<circle cx="{hole.x:g}" cy="{hole.y:g}" r="{hole.size[0] / 2:g}" fill="none" '
            f'stroke="{CUT}" stroke-width="0.1"/>{sink}'
        )
    left, top, _, _ = hole.reach()
    return (
        f'<rect x="{left:g}" y="{top:g}" width="{hole.size[0]:g}" height="{hole.size[1]:g}" '
        f'fill="none" stroke="{CUT}" stroke-width="0.1"/>'
    )


# -- the printed case --------------------------------------------------------------------


@dataclass(frozen=True)
class PrintedPart:
    """A part of the printed case as it lies on the bed: its footprint and its height, mm."""

    name: str
    width: float
    depth: float
    height: float

    def spare(self, bed: tuple[float, float] = BED) -> tuple[float, float]:
        """The room left at each side (left and right) and at each end (front and back)
        with the part in the middle of ``bed``; below zero where it hangs over."""
        return (bed[0] - self.width) / 2, (bed[1] - self.depth) / 2


def printed_parts() -> list[PrintedPart]:
    """The tray (standing as in use) and the lid (face down, its rim up), as printed."""
    width, depth, height = BOX
    return [
        PrintedPart("tray", width, depth, height - WALL),
        PrintedPart("lid", width, depth, WALL + LIP),
    ]


def bed_report(bed: tuple[float, float] = BED) -> list[str]:
    """One line a printed part: its footprint and the room it leaves on ``bed``."""
    lines = []
    for part in printed_parts():
        sides, ends = part.spare(bed)
        lines.append(
            f"{part.name}: {part.width:g} x {part.depth:g} x {part.height:g} mm on a "
            f"{bed[0]:g} x {bed[1]:g} mm bed: {sides:g} mm spare left and right, "
            f"{ends:g} mm front and back"
        )
    return lines


def openscad_source() -> str:
    """A tray (bottom and walls in one print) and a lid, each laid flat for the bed."""
    width, depth, height = BOX
    lid = "\n".join(_scad_hole(h.x, h.y, h) for h in face_holes("top"))
    pi = "\n".join(_scad_hole(h.x, depth - h.y, h) for h in face_holes("bottom"))
    ports = "\n".join(_scad_port(hole, height) for hole in face_holes("right"))
    bed = "\n".join(f"//   {line}" for line in bed_report())
    return f"""// The tabletop box, to print: a tray (bottom and four walls) and a lid.
// Made by `tabletop wiring --out hardware/` from appliance/tools/maker/mechanical.py; do not edit.
// Each part fits a {BED[0]:g} x {BED[1]:g} mm bed with room to spare:
{bed}
// Export one at a time:
//   openscad -D 'part="tray"' -o tray.stl enclosure.scad
//   openscad -D 'part="lid"' -o lid.stl enclosure.scad
part = "both"; // "tray", "lid" or "both"
$fn = 48;
width = {width:g}; depth = {depth:g}; height = {height:g}; wall = {WALL:g};
lip = {LIP:g}; // the rim under the lid that keys it into the tray
clearance = {LIP_CLEARANCE:g};

// The lid prints face down, its holes at the panel drawing's x and y (y = 0 is its back
// edge); turned over onto the tray, they land where the drawing puts them.
module lid() {{
    inset = wall + clearance;
    difference() {{
        union() {{
            cube([width, depth, wall]);
            translate([inset, inset, wall]) difference() {{
                cube([width - 2 * inset, depth - 2 * inset, lip]);
                translate([lip, lip, -1])
                    cube([width - 2 * (inset + lip), depth - 2 * (inset + lip), lip + 2]);
            }}
        }}
{lid}
    }}
}}

// The tray stands as in use: y runs from the player's edge (y = 0) to the back.
module tray() {{
    difference() {{
        cube([width, depth, height - wall]);
        translate([wall, wall, wall]) cube([width - 2 * wall, depth - 2 * wall, height]);
{pi}
        // in the right wall, in front of the Pi's sockets: the power cable's way in and
        // the USB data cable's (the serial console)
{ports}
    }}
}}

if (part == "tray" || part == "both") tray();
if (part == "lid" || part == "both") translate([0, part == "both" ? depth + 10 : 0, 0]) lid();
"""


def _scad_hole(x: float, y: float, hole: Hole) -> str:
    w, h = hole.size
    if hole.round:
        shape = f"cylinder(d = {w:g}, h = wall + 2)"
    else:
        shape = f"translate([{-w / 2:g}, {-h / 2:g}, 0]) cube([{w:g}, {h:g}, wall + 2])"
    line = f"        translate([{x:g}, {y:g}, -1]) {shape}; // {hole.part}: {hole.name}"
    if not hole.countersink:
        return line
    # The lid prints face down: the countersink opens at z = 0, 90 degrees.
    deep = (hole.countersink - M3) / 2
    cone = f"cylinder(d1 = {hole.countersink:g}, d2 = {M3:g}, h = {deep:g})"
    return f"{line}\n        translate([{x:g}, {y:g}, -0.01]) {cone}; // countersink"


def _scad_port(hole: Hole, height: float) -> str:
    w, h = hole.size
    return (
        f"        translate([width - wall - 1, {hole.x - w / 2:g}, {height - hole.y - h / 2:g}])"
        f" cube([wall + 2, {w:g}, {h:g}]); // {hole.part}: {hole.name}"
    )


def write_enclosure(folder: Path) -> list[Path]:
    """Write enclosure-laser.svg and enclosure.scad into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    laser, scad = folder / "enclosure-laser.svg", folder / "enclosure.scad"
    laser.write_text(laser_svg(), encoding="utf-8")
    scad.write_text(openscad_source(), encoding="utf-8")
    return [laser, scad]
