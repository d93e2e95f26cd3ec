"""The box's treasure deck: its data file, the curses' place, dealing and the hands."""

from __future__ import annotations

import random

import pytest
from tobago_positions import new_table

from games.tobago.treasure.deck import (
    CURSE,
    Card,
    DeckRecipe,
    TreasureDeckError,
    Treasury,
    load_recipe,
    recipe_from_data,
)

GOOD = {
    "format": 1,
    "gold": {"2": 8, "3": 9, "4": 9, "5": 7, "6": 6},
    "curses": 2,
    "curse_free_cards": 12,
}


def test_the_shipped_deck_holds_39_gold_cards_worth_2_to_6_and_2_curses() -> None:
    recipe = load_recipe()
    deck = recipe.shuffled(random.Random(1))
    assert recipe.gold_cards == 39
    assert sorted({card.value for card in deck if not card.is_curse}) == [2, 3, 4, 5, 6]
    assert deck.count(CURSE) == 2
    assert len(deck) == 41


def test_the_curses_are_never_among_the_first_12_cards() -> None:
    # 2000 seeds; every one must hold, and the curses must reach every allowed place.
    recipe = load_recipe()
    places: set[int] = set()
    for seed in range(2000):
        deck = recipe.shuffled(random.Random(seed))
        cursed = [i for i, card in enumerate(deck) if card.is_curse]
        assert len(cursed) == 2 and min(cursed) >= 12, seed
        places.update(cursed)
    assert places == set(range(12, 41))


def test_the_same_seed_deals_the_same_deck() -> None:
    recipe = load_recipe()
    assert recipe.shuffled(random.Random(5)) == recipe.shuffled(random.Random(5))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": 2}, '"format": 1'),
        ({"gold": {"two": 3}}, "gold value 'two' must be a whole number from 1 to 99"),
        ({"gold": {"2": -1}}, "gold 2 must be a whole number, 0 or more, not -1"),
        ({"gold": {"2": 0}}, "the deck has no gold"),
        ({"curses": "2"}, "curses must be a whole number"),
        ({"curse_free_cards": 50}, "curse_free_cards is 50 but there are only 39 gold cards"),
    ],
)
def test_a_bad_deck_file_names_the_file_and_what_to_fix(change: dict, message: str) -> None:
    with pytest.raises(TreasureDeckError) as error:
        recipe_from_data(GOOD | change, "treasure_deck.json")
    assert message in str(error.value)
    assert str(error.value).startswith("treasure_deck.json: ")


def test_an_owner_can_change_the_counts() -> None:
    recipe = recipe_from_data(GOOD | {"gold": {"3": 20, "7": 19}, "curses": 1})
    deck = recipe.shuffled(random.Random(2))
    assert sorted(card.value for card in deck) == [0] + [3] * 20 + [7] * 19


def test_a_treasury_is_written_like_a_position() -> None:
    text = "deck: 5 4 C 3; discards: 2; player 1: 6 2; player 2:; player 3: 4"
    treasury = Treasury.from_notation(text)
    assert treasury.deck == [Card(5), Card(4), CURSE, Card(3)]
    assert treasury.total(1) == 8
    assert treasury.notation() == text
    assert eval(repr(treasury)).notation() == text


def test_dealing_past_the_deck_reshuffles_the_discards_when_the_rule_is_on() -> None:
    treasury = Treasury.from_notation("deck: 5 4; discards: 2 3 6; player 1:; player 2:")
    dealt = treasury.deal(4, random.Random(1), reshuffle=True)
    assert dealt[:2] == [Card(5), Card(4)] and len(dealt) == 4
    assert sorted(dealt[2:] + treasury.discards) == [Card(2), Card(3), Card(6)]
    assert treasury.deck == []


def test_dealing_past_the_deck_and_discards_deals_from_a_copy_of_the_gold() -> None:
    treasury = Treasury.from_notation("deck: 5 4; discards: 2 3 6; player 1: 6; player 2:")
    dealt = treasury.deal(4, random.Random(1), reshuffle=False)
    assert dealt[:2] == [Card(5), Card(4)] and len(dealt) == 4
    assert set(dealt[2:]) <= {Card(2), Card(3), Card(4), Card(5), Card(6)}
    assert treasury.discards == [Card(2), Card(3), Card(6)] and treasury.added == 2
    assert treasury.notation().endswith("; added: 2")
    assert Treasury.from_notation(treasury.notation()).added == 2


def test_losing_the_best_card_sends_it_to_the_discards() -> None:
    treasury = Treasury.from_notation("deck: ; discards: ; player 1: 3 6 2; player 2:")
    assert treasury.lose_best(1) == Card(6)
    assert treasury.lose_best(2) is None
    assert treasury.notation() == "deck:; discards: 6; player 1: 3 2; player 2:"


def test_curses_leave_the_game_when_discarded() -> None:
    treasury = Treasury.from_notation("deck: ; discards: ; player 1:")
    treasury.discard([CURSE, Card(4)])
    assert treasury.discards == [Card(4)]


def test_a_default_recipe_matches_the_shipped_file() -> None:
    assert load_recipe() == DeckRecipe()


def test_a_broken_deck_file_is_reported_and_the_box_uses_its_own(monkeypatch) -> None:
    from games.tobago import game

    def broken() -> DeckRecipe:
        raise TreasureDeckError("treasure_deck.json: line 3: not valid JSON (Expecting ',')")

    monkeypatch.setattr(game, "load_recipe", broken)
    table = new_table()
    assert table.screen[:3] == [
        "The treasure deck file is wrong:",
        "the box uses its own.",
        "treasure_deck.json: line 3: not valid JSON (Expecting ',')",
    ]
    assert len(table.game.state.treasury.deck) == 41
    table.press("3")
    assert table.screen[0] == "Place the landmarks"
