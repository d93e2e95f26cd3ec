"""What each seat alone may see, for its paired phone (the table companion): the tile
back the player at the turn just lifted, and the red tiles in each hand.

A seat with no phone looks as before (AIR shows the back on the OLED, UP lists the hand
in step 1, AIR the defence tiles). While a seat with a phone looks at one of those
screens, the OLED shows only that the player looked (:func:`private_seat`, the game's
``table_screen``) and the phone shows that screen's lines, numbered for the digits.
"""

from __future__ import annotations

from games.atlantis import words
from games.atlantis.state import AtlantisState, Overlay, Phase
from games.atlantis.views.overlay_screens import defence_hand_screen, own_hand_screen
from games.effects import Secret
from games.screen import T, Text, plural

LOOKING = (Phase.LOOK, Phase.SEEN)


def secrets_for(table: AtlantisState) -> list[Secret]:
    """Each seat's secret now: the back it is looking at, then its red tiles."""
    if not table.players or table.hands.seats != table.seats:
        return []
    return [Secret(seat, _lines(table, seat)) for seat in table.seats]


def private_seat(table: AtlantisState) -> int | None:
    """The seat whose eyes only the OLED's screen is for now (the back lifted, their own
    tiles, their defence tiles), if it is one of those."""
    if table.overlay is Overlay.HAND:
        return table.current
    if table.overlay is Overlay.DEFENCE_HAND:
        return table.defender or None
    if table.overlay is Overlay.NONE and table.phase is Phase.SEEN:
        return table.current
    return None


def _lines(table: AtlantisState, seat: int) -> tuple[Text, ...]:
    lines: list[Text] = []
    if private_seat(table) == seat and table.overlay is Overlay.HAND:
        lines += own_hand_screen(table).lines  # numbered for the digits on the box
    elif private_seat(table) == seat and table.overlay is Overlay.DEFENCE_HAND:
        lines += defence_hand_screen(table).lines
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
