"""Pixel art for the OLED: the creatures, the things on the tile backs, a hex tile, the die.

Every icon is 16 pixels wide and 10 high; :func:`bigger` doubles one for the die.
"""

from __future__ import annotations

from functools import cache

from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.tiles import Back, Border
from games.screen import Pixels, Rect, Segment, Shape

ICON_WIDTH = 16
ICON_HEIGHT = 10

SERPENT = (
    "             ## ",
    "            ####",
    "  ##       ## # ",
    " ####     ##    ",
    "##  ##   ##     ",
    "#    ## ##      ",
    "      ###       ",
    "                ",
    "+ + + + + + + + ",
    " + + + + + + + +",
)
SHARK = (
    "      #         ",
    "      ##        ",
    "     ###        ",
    "     ####       ",
    "    #####       ",
    "    ######      ",
    "   ########     ",
    "################",
    "                ",
    " + + + + + + + +",
)
WHALE = (
    "  # # #         ",
    "   ###          ",
    "    #           ",
    "  ##########    ",
    " ############ ##",
    "############### ",
    " ############ ##",
    "   ########     ",
    "                ",
    "+ + + + + + + + ",
)
BOAT = (
    "       #        ",
    "       ##       ",
    "       ###      ",
    "       ####     ",
    "       #####    ",
    "       #        ",
    "################",
    " ############## ",
    "  ############  ",
    "+ + + + + + + + ",
)
WHIRLPOOL = (
    "   ##########   ",
    " ##          ## ",
    "#    ######    #",
    "#  ##      ##  #",
    "# #   ####   # #",
    "# #  #    #  # #",
    "#  #   ##  #   #",
    " #  ##    #   # ",
    "  #    ###   #  ",
    "   ####     #   ",
)
VOLCANO = (
    "   #  #  #      ",
    "    # # #       ",
    "     ###        ",
    "     ###        ",
    "    #####       ",
    "   #######      ",
    "  #########     ",
    " ###########    ",
    "#############   ",
    "################",
)
DOLPHIN = (
    "      ##        ",
    "     ###        ",
    "  ##########    ",
    " ############## ",
    "################",
    "#  ######   ##  ",
    "     ##     #   ",
    "                ",
    "                ",
    "+ + + + + + + + ",
)
WINDS = (
    "         ###    ",
    "            #   ",
    "#############   ",
    "                ",
    "  #############+",
    "                ",
    "##########      ",
    "          #     ",
    "       ###      ",
    "                ",
)
HIDDEN = (
    "     ######     ",
    "    ##    ##    ",
    "          ##    ",
    "         ##     ",
    "       ##       ",
    "      ##        ",
    "      ##        ",
    "                ",
    "      ##        ",
    "      ##        ",
)

CREATURE_ICONS: dict[Creature, tuple[str, ...]] = {
    Creature.SERPENT: SERPENT,
    Creature.SHARK: SHARK,
    Creature.WHALE: WHALE,
}
BACK_ICONS: dict[Back, tuple[str, ...]] = {
    Back.WHALE: WHALE,
    Back.SHARK: SHARK,
    Back.BOAT: BOAT,
    Back.WHIRLPOOL: WHIRLPOOL,
    Back.VOLCANO: VOLCANO,
    Back.DOLPHIN: DOLPHIN,
    Back.WINDS: WINDS,
    Back.MOVE_SERPENT: SERPENT,
    Back.MOVE_SHARK: SHARK,
    Back.MOVE_WHALE: WHALE,
    Back.SHARK_DEFENCE: SHARK,
    Back.WHALE_DEFENCE: WHALE,
}


@cache
def bigger(rows: tuple[str, ...], times: int = 2) -> tuple[str, ...]:
    """Pixel art with every pixel made ``times`` by ``times`` (made once per icon)."""
    return tuple("".join(c * times for c in row) for row in rows for _ in range(times))


def hexagon(x: int, y: int, size: int) -> list[Shape]:
    """A flat-topped hex tile outline with its top-left corner at (x, y), ``size`` wide."""
    quarter, height = size // 4, size * 7 // 8
    middle = y + height // 2
    corners = [
        (x + quarter, y),
        (x + size - quarter, y),
        (x + size, middle),
        (x + size - quarter, y + height),
        (x + quarter, y + height),
        (x, middle),
    ]
    pairs = zip(corners, corners[1:] + corners[:1], strict=True)
    return [Segment(a[0], a[1], b[0], b[1]) for a, b in pairs]


def tile_back(back: Back, x: int, y: int, size: int = 34) -> list[Shape]:
    """The back of a tile: its icon in a hex; a double hex for green, a cross for red X."""
    shapes = hexagon(x, y, size)
    if back.border is Border.GREEN:
        shapes += hexagon(x + 3, y + 3, size - 6)
    height = size * 7 // 8
    icon_x, icon_y = x + (size - ICON_WIDTH) // 2, y + (height - ICON_HEIGHT) // 2
    shapes.append(Pixels(icon_x, icon_y, BACK_ICONS[back]))
    if back.border is Border.RED_X:
        shapes += [
            Segment(x + size // 4, y + 2, x + size - size // 4, y + height - 2),
            Segment(x + size - size // 4, y + 2, x + size // 4, y + height - 2),
        ]
    return shapes


def hidden_tile(x: int, y: int, size: int = 34) -> list[Shape]:
    """A red tile kept face down: a single hex with a question mark, the same for all."""
    height = size * 7 // 8
    icon_x, icon_y = x + (size - ICON_WIDTH) // 2, y + (height - ICON_HEIGHT) // 2
    return [*hexagon(x, y, size), Pixels(icon_x, icon_y, HIDDEN)]


def die_face(creature: Creature, x: int, y: int) -> list[Shape]:
    """The die showing a creature: a square with the doubled icon, top-left at (x, y)."""
    width, height = 2 * ICON_WIDTH + 8, 2 * ICON_HEIGHT + 8
    return [Rect(x, y, width, height), Pixels(x + 4, y + 4, bigger(CREATURE_ICONS[creature]))]
