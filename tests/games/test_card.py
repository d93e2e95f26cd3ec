"""games/card.py: a game's card names keys the pin map has and says what the game's own
key tables run for them; a card that says otherwise is caught."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from drivers.pins.pinout import load_pinout
from games.card import Card, KeyUse, drifted, runs
from games.catalog import GAME_MODULES
from games.keys import CLEAR, VALUE
from games.screen import T
from games.treasure_rush import keys as rush_keys

ROOT = Path(__file__).resolve().parents[2]
PIN_MAP_KEYS = set(load_pinout(ROOT / "hardware" / "pinout.toml").key_at())


def card_of(game: str) -> Card:
    return importlib.import_module(f"{GAME_MODULES[game]}.card").CARD


@pytest.mark.parametrize("game", GAME_MODULES)
def test_every_key_a_card_names_is_on_the_pin_map_and_does_that_in_the_game(game):
    card = card_of(game)
    assert card.keys() <= PIN_MAP_KEYS
    for use in card.uses:
        for key in use.keys:
            assert runs(card.tables, key) & set(use.actions), (key, use.label.msgid)
    assert drifted(card) == []


@pytest.mark.parametrize("game", GAME_MODULES)
def test_a_card_labels_the_keys_of_a_whole_turn_in_five_lines(game):
    card = card_of(game)
    assert len(card.turn) == 5
    taken = {key for table in card.tables for key in table}
    assert len(card.keys()) >= len(taken) - 1, "every key the game takes, but one at most"


def test_a_card_that_says_what_a_key_no_longer_does_is_caught():
    # VALUE judges a claim right; a card calling CLEAR "right" says what CLEAR does not do.
    wrong = KeyUse((CLEAR,), T("the claim is right"), (rush_keys.right,))
    true = KeyUse((VALUE,), T("the claim is right"), (rush_keys.right,))
    tables = (rush_keys.VERDICT_KEYS[rush_keys.Judge.TABLE],)
    turn = tuple(T(str(n)) for n in range(5))
    assert drifted(Card((true,), turn, tables)) == []
    assert drifted(Card((wrong, true), turn, tables)) == [
        "CLEAR: 'the claim is right' is none of what it runs"
    ]
    assert drifted(Card((true,), turn[:4], tables)) == ["the turn is 4 lines, not 5"]
