"""Lost Treasure's printed card: each key's use at the surface and in a dive, and a turn."""

from __future__ import annotations

from games.card import Card, KeyUse, tables_of
from games.keys import AIR, CLEAR, DIGITS, DIRECTION_KEYS, UP, VALUE
from games.lost_treasure import keys
from games.lost_treasure.state import LOCATION_DIGITS
from games.screen import T

CARD = Card(
    uses=(
        KeyUse(tuple(LOCATION_DIGITS), T("a location's digit"), (keys.enter_digit,)),
        KeyUse(DIGITS, T("dive: hold to go to this area"), (keys.press_area,)),
        KeyUse(DIRECTION_KEYS, T("ask the compass; no location: history"), (keys.ask,)),
        KeyUse((AIR, UP), T("dive here"), (keys.fill_tank,)),
        KeyUse((AIR, UP), T("dive: hold to go up"), (keys.press_up,)),
        KeyUse((VALUE,), T("the last haul again"), (keys.show_haul,)),
        KeyUse((CLEAR,), T("forget the digits"), (keys.clear,)),
        KeyUse((CLEAR,), T("tank full: call the dive off"), (keys.call_off,)),
    ),
    turn=(
        T("Key in your boat's location: row, then column."),
        T("A direction key asks the compass about gold or silver."),
        T("Over the treasure? AIR dives there; the tank fills."),
        T("Hold an area key to go down: the air runs out."),
        T("Hold UP to come back; the bank pays what the screen says."),
    ),
    tables=tables_of({"surface": keys.SURFACE_KEYS, "dive": keys.DIVE_KEYS}),
)
"""The card of Lost Treasure."""
