"""Tobago's printed card: each key's use in a turn, a clue and the split, and the turn."""

from __future__ import annotations

from games.card import Card, KeyUse, tables_of
from games.keys import AIR, CLEAR, DIGITS, DIRECTION_KEYS, NS_GOLD, UP, VALUE
from games.screen import T
from games.tobago import keys
from games.tobago.flows import clue, landmarks, setup, split, turn
from games.tobago.state import Phase

TURN = keys.TURN_KEYS[Phase.TURN]

CARD = Card(
    uses=(
        KeyUse(("1", "2", "3", "4"), T("turn: a clue on that map"), (turn.clue,)),
        KeyUse(DIGITS, T("clue: the choice on the screen"), (clue.digit_step,)),
        KeyUse((AIR,), T("yes; play the clue; moved; end the turn"), (clue.play, turn.air)),
        KeyUse((UP,), T("amulets; the next page"), (TURN[UP], turn.next_page)),
        KeyUse((UP,), T("split: pass the card on"), (split.pass_card,)),
        KeyUse(
            (VALUE,), T("raise a treasure; the largest"), (turn.raise_treasure, clue.toggle_largest)
        ),
        KeyUse((VALUE,), T("split: take the card"), (split.take,)),
        KeyUse((CLEAR,), T("back one step"), (clue.back,)),
        KeyUse((NS_GOLD,), T("turn: see the maps"), (TURN[NS_GOLD],)),
        KeyUse(DIRECTION_KEYS, T("map: move the cursor"), (setup.landmark_pan, landmarks.pan)),
    ),
    turn=(
        T("Your turn is one action: a clue, or a move of your ATV."),
        T("A clue: the map 1-4, then how (1-6), then what (1-9, UP)."),
        T("AIR plays it; the box says where the markers go."),
        T("Moved your ATV? AIR; then AIR again ends the turn."),
        T("$ VALUE raises a found treasure; the box runs the split."),
    ),
    tables=tables_of(keys.KEYS),
)
"""The card of Tobago."""
