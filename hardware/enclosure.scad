// The tabletop box, to print: a tray (bottom and four walls) and a lid.
// Made by `tabletop wiring --out hardware/` from appliance/tools/mechanical.py; do not edit.
// Each part fits a 220 x 220 mm bed; export one at a time:
//   openscad -D 'part="tray"' -o tray.stl enclosure.scad
//   openscad -D 'part="lid"' -o lid.stl enclosure.scad
part = "both"; // "tray", "lid" or "both"
$fn = 48;
width = 220; depth = 140; height = 60; wall = 3;
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
        translate([185, 14, -1]) cylinder(d = 5, h = wall + 2); // LED: G6
        translate([185, 21, -1]) cylinder(d = 5, h = wall + 2); // LED: G5
        translate([185, 28, -1]) cylinder(d = 5, h = wall + 2); // LED: G4
        translate([185, 35, -1]) cylinder(d = 5, h = wall + 2); // LED: G3
        translate([185, 42, -1]) cylinder(d = 5, h = wall + 2); // LED: G2
        translate([185, 49, -1]) cylinder(d = 5, h = wall + 2); // LED: G1
        translate([43.97, 68.62, -1]) cylinder(d = 14, h = wall + 2); // key: NS_GOLD
        translate([43.97, 86.4, -1]) cylinder(d = 14, h = wall + 2); // key: EW_GOLD
        translate([43.97, 104.18, -1]) cylinder(d = 14, h = wall + 2); // key: NS_SILVER
        translate([43.97, 121.96, -1]) cylinder(d = 14, h = wall + 2); // key: EW_SILVER
        translate([79.53, 68.62, -1]) cylinder(d = 14, h = wall + 2); // key: 1
        translate([99.85, 68.62, -1]) cylinder(d = 14, h = wall + 2); // key: 2
        translate([120.17, 68.62, -1]) cylinder(d = 14, h = wall + 2); // key: 3
        translate([79.53, 86.4, -1]) cylinder(d = 14, h = wall + 2); // key: 4
        translate([99.85, 86.4, -1]) cylinder(d = 14, h = wall + 2); // key: 5
        translate([120.17, 86.4, -1]) cylinder(d = 14, h = wall + 2); // key: 6
        translate([79.53, 104.18, -1]) cylinder(d = 14, h = wall + 2); // key: 7
        translate([99.85, 104.18, -1]) cylinder(d = 14, h = wall + 2); // key: 8
        translate([120.17, 104.18, -1]) cylinder(d = 14, h = wall + 2); // key: 9
        translate([153.19, 68.62, -1]) cylinder(d = 14, h = wall + 2); // key: AIR
        translate([153.19, 86.4, -1]) cylinder(d = 14, h = wall + 2); // key: UP
        translate([153.19, 104.18, -1]) cylinder(d = 14, h = wall + 2); // key: VALUE
        translate([153.19, 121.96, -1]) cylinder(d = 14, h = wall + 2); // key: CLEAR
        translate([176.05, 121.96, -1]) cylinder(d = 14, h = wall + 2); // key: MENU
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
        translate([32.54, 63.54, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([182.4, 63.54, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([32.54, 132.12, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([182.4, 132.12, -1]) cylinder(d = 3.4, h = wall + 2); // screw: key board
        translate([16.8, 14.75, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([47.2, 14.75, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([16.8, 43.25, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([47.2, 43.25, -1]) cylinder(d = 2.4, h = wall + 2); // screw: OLED
        translate([78, 8.5, -1]) cylinder(d = 3.4, h = wall + 2); // screw: speaker clamp
        translate([58.51, 42.25, -1]) cylinder(d = 3.4, h = wall + 2); // screw: speaker clamp
        translate([97.49, 42.25, -1]) cylinder(d = 3.4, h = wall + 2); // screw: speaker clamp
    }
}

// The tray stands as in use: y runs from the player's edge (y = 0) to the back.
module tray() {
    difference() {
        cube([width, depth, height - wall]);
        translate([wall, wall, wall]) cube([width - 2 * wall, depth - 2 * wall, height]);
        translate([212, 76.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        translate([212, 18.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        translate([189, 76.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        translate([189, 18.5, -1]) cylinder(d = 2.7, h = wall + 2); // screw: Pi
        // the power cable's way in, in the right wall, in front of the Pi's PWR IN socket
        translate([width - wall - 1, 20, 7.1])
            cube([wall + 2, 12, 8]);
    }
}

if (part == "tray" || part == "both") tray();
if (part == "lid" || part == "both") translate([0, part == "both" ? depth + 10 : 0, 0]) lid();
