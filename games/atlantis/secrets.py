"""What each seat alone may see, for its paired phone (the table companion): the tile
back the player at the turn just lifted, and the red tiles in each hand.

The box's own screens are unchanged: a seat with no phone looks as before (AIR shows
the back on the OLED, the hand is listed in step 1).
"""

from __future__ import annotations

from games.atlantis import words
from games.atlantis.state import AtlantisState, Phase
from games.effects import Secret
from games.screen import T, Text, plural

LOOKING = (Phase.LOOK, Phase.SEEN)


def secrets_for(table: AtlantisState) -> list[Secret]:
    """Each seat's secret now: the back it is looking at, then its red tiles."""
    if not table.players or table.hands.seats != table.seats:
        return []
    return [Secret(seat, _lines(table, seat)) for seat in table.seats]


def _lines(table: AtlantisState, seat: int) -> tuple[Text, ...]:
    lines: list[Text] = []
    if seat == table.current and table.phase in LOOKING and table.lifted is not None:
        back = table.lifted[1]
        lines += [
            T("You lifted:"),
            words.back_name(back),
            words.border_words(back),
            words.back_order(back),
        ]
    grouped = table.hands.playable(seat) + table.hands.defences(seat)
    if grouped:
        lines.append(T("Your red tiles:"))
        lines += [
            plural("{tile}", "{tile} x{n}", count, tile=words.hand_name(back))
            for back, count in grouped
        ]
    else:
        lines.append(T("No red tiles in your hand."))
    return tuple(lines)
