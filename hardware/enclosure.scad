// The tabletop box, to print: a tray (bottom and four walls) and a lid.
// Made by `tabletop wiring --out hardware/` from appliance/tools/maker/mechanical.py; do not edit.
// Each part fits a 220 x 220 mm bed with room to spare:
//   tray: 200 x 140 x 57 mm on a 220 x 220 mm bed: 10 mm spare left and right, 40 mm front and back
//   lid: 200 x 140 x 5 mm on a 220 x 220 mm bed: 10 mm spare left and right, 40 mm front and back
// Export one at a time:
//   openscad -D 'part="tray"' -o tray.stl enclosure.scad
//   openscad -D 'part="lid"' -o lid.stl enclosure.scad
part = "both"; // "tray", "lid" or "both"
$fn = 48;
width = 200; depth = 140; height = 60; wall = 3;
lip = 2; // the rim under the lid that keys it into the tray
clearance = 0.3;

// The lid prints face down, its holes at the panel drawing's x and y (y = 0 is its back
// edge); turned over onto the tray, they land where the drawing puts them.
module lid() {
    inset = wall + clearance;
    difference() {
        union() {
            cube([width, depth, wall]);
            translate([inset, inset, wall]) difference() {
                cube([width - 2 * inset, depth - 2 * inset, lip]);
                translate([lip, lip, -1])
                    cube([width - 2 * (inset + lip), depth - 2 * (inset + lip), lip + 2]);
            }
        }
        translate([32, 29, -1]) translate([-15, -8, 0]) cube([30, 16, wall + 2]); // screen: screen
        translate([128, 19, -1]) cylinder(d = 5, h = wall + 2); // LED: N
        translate([116, 31, -1]) cylinder(d = 5, h = wall + 2); // LED: W
        translate([128, 31, -1]) cylinder(d = 5, h = wall + 2); // LED: C
        translate([140, 31, -1]) cylinder(d = 5, h = wall + 2); // LED: E
        translate([128, 43, -1]) cylinder(d = 5, h = wall + 2); // LED: S
        translate([175, 14, -1]) cylinder(d = 5, h = wall + 2); // LED: G6
        translate([175, 21, -1]) cylinder(d = 5, h = wall + 2); // LED: G5
        translate([175, 28, -1]) cylinder(d = 5, h = wall + 2); // LED: G4
        translate([175, 35, -1]) cylinder(d = 5, h = wall + 2); // LED: G3
        translate([175, 42, -1]) cylinder(d = 5, h = wall + 2); // LED: G2
        translate([175, 49, -1]) cylinder(d = 5, h = wall + 2); // LED: G1
        translate([43.97, 67.62, -1]) cylinder(d = 14, h = wall + 2); // key: NS_GOLD
        translate([43.97, 85.4, -1]) cylinder(d = 14, h = wall + 2); // key: EW_GOLD
        translate([43.97, 103.18, -1]) cylinder(d = 14, h = wall + 2); // key: NS_SILVER
        translate([43.97, 120.96, -1]) cylinder(d = 14, h = wall + 2); // key: EW_SILVER
        translate([79.53, 67.62, -1]) cylinder(d = 14, h = wall + 2); // key: 1
        translate([99.85, 67.62, -1]) cylinder(d = 14, h = wall + 2); // key: 2
        translate([120.17, 67.62, -1]) cylinder(d = 14, h = wall + 2); // key: 3
        translate([79.53, 85.4, -1]) cylinder(d = 14, h = wall + 2); // key: 4
        translate([99.85, 85.4, -1]) cylinder(d = 14, h = wall + 2); // key: 5
        translate([120.17, 85.4, -1]) cylinder(d = 14, h = wall + 2); // key: 6
        translate([79.53, 103.18, -1]) cylinder(d = 14, h = wall + 2); // key: 7
        translate([99.85, 103.18, -1]) cylinder(d = 14, h = wall + 2); // key: 8
        translate([120.17, 103.18, -1]) cylinder(d = 14, h = wall + 2); // key: 9
        translate([153.19, 67.62, -1]) cylinder(d = 14, h = wall + 2); // key: AIR
        translate([153.19, 85.4, -1]) cylinder(d = 14, h = wall + 2); // key: UP
        translate([153.19, 103.18, -1]) cylinder(d = 14, h = wall + 2); // key: VALUE
        translate([153.19, 120.96, -1]) cylinder(d = 14, h = wall + 2); // key: CLEAR
        translate([176.05, 120.96, -1]) cylinder(d = 14, h = wall + 2); // key: MENU
        translate([71.25, 19.31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([75.75, 19.31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([80.25, 19.31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([84.75, 19.31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([69, 23.21, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([73.5, 23.21, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([78, 23.21, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([82.5, 23.21, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([87, 23.21, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([66.75, 27.1, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([71.25, 27.1, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([75.75, 27.1, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([80.25, 27.1, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([84.75, 27.1, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([89.25, 27.1, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([64.5, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([69, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([73.5, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([78, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([82.5, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([87, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([91.5, 31, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([66.75, 34.9, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([71.25, 34.9, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([75.75, 34.9, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([80.25, 34.9, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([84.75, 34.9, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([89.25, 34.9, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([69, 38.79, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([73.5, 38.79, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([78, 38.79, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([82.5, 38.79, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([87, 38.79, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([71.25, 42.69, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([75.75, 42.69, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([80.25, 42.69, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([84.75, 42.69, -1]) cylinder(d = 3, h = wall + 2); // grille: speaker
        translate([32.54, 62.54, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([32.54, 62.54, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
        translate([182.4, 62.54, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([182.4, 62.54, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
        translate([32.54, 131.12, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([32.54, 131.12, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
        translate([169.7, 131.12, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([169.7, 131.12, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
        translate([16.8, 14.75, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([47.2, 14.75, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([16.8, 43.25, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([47.2, 43.25, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([97.49, 19.75, -1]) cylinder(d = 3.4, h = wall + 2); // screw: speaker clamp
        translate([97.49, 19.75, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
        translate([58.51, 19.75, -1]) cylinder(d = 3.4, h = wall + 2); // screw: speaker clamp
        translate([58.51, 19.75, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
        translate([78, 53.5, -1]) cylinder(d = 3.4, h = wall + 2); // screw: speaker clamp
        translate([78, 53.5, -0.01]) cylinder(d1 = 6.72, d2 = 3.4, h = 1.66); // countersink
    }
}

// The tray stands as in use: y runs from the player's edge (y = 0) to the back.
module tray() {
    difference() {
        cube([width, depth, height - wall]);
        translate([wall, wall, wall]) cube([width - 2 * wall, depth - 2 * wall, height]);
        translate([192, 76.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        translate([192, 18.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        translate([169, 76.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        translate([169, 18.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        // in the right wall, in front of the Pi's sockets: the power cable's way in and
        // the USB data cable's (the serial console)
        translate([width - wall - 1, 20.5, 7.1]) cube([wall + 2, 11, 8]); // power: micro-USB
        translate([width - wall - 1, 33.1, 7.1]) cube([wall + 2, 11, 8]); // USB: micro-USB data
    }
}

if (part == "tray" || part == "both") tray();
if (part == "lid" || part == "both") translate([0, part == "both" ? depth + 10 : 0, 0]) lid();
