"""Treasure Rush's printed card: each key's use at setup, in the race and in a claim."""

from __future__ import annotations

from games.card import Card, KeyUse, tables_of
from games.keys import AIR, CLEAR, UP, VALUE
from games.screen import T
from games.treasure_rush import keys

CARD = Card(
    uses=(
        KeyUse(keys.SEAT_COUNT_KEYS, T("setup: how many seats"), (keys.choose_seats,)),
        KeyUse(keys.SEAT_KEYS, T("your seat: grab the chest"), (keys.claim, keys.wait)),
        KeyUse(keys.CARD_KEYS, T("box judges: your next card"), (keys.key_card,)),
        KeyUse((AIR,), T("setup: teams of two"), (keys.toggle_teams,)),
        KeyUse((UP,), T("setup: who judges"), (keys.toggle_judge,)),
        KeyUse((VALUE,), T("start; the claim is right"), (keys.start, keys.right, keys.hand_in)),
        KeyUse((VALUE,), T("the next map"), (keys.next_map, keys.new_game)),
        KeyUse((CLEAR,), T("the claim is wrong"), (keys.wrong,)),
        KeyUse((CLEAR,), T("box judges: take back a card"), (keys.undo,)),
    ),
    turn=(
        T("The box shows a map: its path runs from the dot to the cross."),
        T("Everyone lays Adventurer Cards to make that path."),
        T("Done first? Press your seat key to grab the chest."),
        T("The table checks: $ VALUE right, CLEAR wrong."),
        T("Right wins the map; five maps win the game."),
    ),
    tables=tables_of(keys.PHASE_KEYS, keys.VERDICT_KEYS),
)
"""The card of Treasure Rush."""
