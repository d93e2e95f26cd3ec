"""The box's three pixel fonts, by the sizes a screen asks for.

misc-fixed 6x10, 9x15 bold and 12x24 for Latin (public domain, and Sony's free licence),
with M+ 10 px and Shinonome 16 px for Japanese (free licences, JIS level-1 kanji):
bitmap fonts made for small screens, shipped in fonts/ with their licences (LICENSES.md).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from appliance.screen.bitmap_font import BitmapFont

FONTS = Path(__file__).with_name("fonts")
SMALL, LARGE, HUGE = 1, 2, 3


@cache
def font(size: int = SMALL) -> BitmapFont:
    """The font for a label size: 1 body text, 2 large (answers), 3 huge (numbers).

    A character a larger font lacks is drawn from the next smaller one.
    """
    if size == HUGE:
        return BitmapFont(FONTS / "huge.bdf.gz", fallback=font(LARGE))
    if size == LARGE:
        return BitmapFont(FONTS / "large.bdf.gz", fallback=font(SMALL))
    return BitmapFont(FONTS / "small.bdf.gz")
