"""Atlantis's printed card: each key's use in the four steps of a turn, and the turn."""

from __future__ import annotations

from games.atlantis import keys
from games.atlantis.flows import turn
from games.atlantis.flows.ending import add_value, count_scores, done_scoring
from games.atlantis.flows.overlays import ask_defender, show_overview
from games.card import Card, KeyUse, tables_of
from games.keys import AIR, CLEAR, DIGITS, EW_GOLD, EW_SILVER, NS_GOLD, NS_SILVER, UP, VALUE
from games.screen import T

NEXT_STEP = (
    turn.first_turn,
    turn.to_moving,
    turn.to_lifting,
    turn.show_back,
    turn.to_rolling,
    turn.end_turn,
    count_scores,
    done_scoring,
)

CARD = Card(
    uses=(
        KeyUse(("2", "3", "4"), T("setup: how many players"), (turn.choose_players,)),
        KeyUse(DIGITS, T("step 1: play that tile"), (turn.play_tile,)),
        KeyUse(("1",), T("step 3: a beach lifted"), (turn.lift,)),
        KeyUse(("2",), T("step 3: a forest lifted"), (turn.lift,)),
        KeyUse(("3",), T("step 3: a mountain lifted"), (turn.lift,)),
        KeyUse(tuple("123456"), T("the end: a saved explorer's value"), (add_value,)),
        KeyUse((UP,), T("step 1: look at your tiles alone"), (turn.look_at_hand,)),
        KeyUse((AIR,), T("on to the next step"), NEXT_STEP),
        KeyUse((NS_SILVER, EW_SILVER), T("step 4: roll the die"), (turn.roll,)),
        KeyUse((NS_GOLD, EW_GOLD), T("a defence, out of turn"), (ask_defender,)),
        KeyUse((VALUE,), T("tiles left, tiles held"), (show_overview,)),
        KeyUse((CLEAR,), T("take the tile back"), (turn.take_back,)),
    ),
    turn=(
        T("Step 1: UP, look alone, play a red tile (or AIR)."),
        T("Step 2: three moves on the board, then AIR."),
        T("Step 3: lift a tile, key its kind, look at its back alone."),
        T("Step 4: a silver key rolls the creature die."),
        T("Move the creature, then AIR: the next player's turn."),
    ),
    tables=tables_of(keys.PHASE_KEYS, keys.OVERLAY_KEYS),
)
"""The card of Atlantis."""
