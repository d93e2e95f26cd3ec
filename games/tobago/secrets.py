"""What each seat alone may see, for its paired phone (the table companion): the treasure
cards a contributor peeks at in a split, with their own gold so far.

A seat with no phone looks as before, on the OLED while the others look away. While a
seat with a phone looks, the OLED shows only that the player looked (the game's
``table_screen``) and the cards go to that seat's phone alone.
"""

from __future__ import annotations

from games.effects import Secret
from games.screen import T, Text
from games.seats.colours import seat_name
from games.tobago.state import Phase, TobagoState
from games.tobago.words import card_marks


def private_seat(state: TobagoState) -> int | None:
    """The player whose eyes only the OLED's screen is for now (their cards shown in a
    split's secret look), if it is one."""
    split = state.split
    if state.phase is Phase.LOOK and split is not None and split.showing:
        return split.looks[split.look_index][0]
    return None


def secrets_for(state: TobagoState) -> list[Secret]:
    """Each seat's secret now: the cards it is looking at, or nothing."""
    looking = private_seat(state)
    return [
        Secret(seat, _lines(state) if seat == looking else ())
        for seat in range(1, state.players + 1)
    ]


def _lines(state: TobagoState) -> tuple[Text, ...]:
    assert state.split is not None
    player, cards = state.split.looks[state.split.look_index]
    return (
        T("{seat}'s cards:", seat=seat_name(state.colours, player)),
        T("Cards: {cards}", cards=card_marks(cards)),
        T("Your gold: {gold}", gold=state.treasury.total(player)),
    )
