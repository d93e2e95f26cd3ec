"""The treasure split on the box: secret looks, take and pass, the curse, the deck
running out. Unless a test says otherwise the cards are turned up in the order they
are dealt (see tobago_positions.Unshuffled), so each deck below reads as the split will go.

Map 1 below is located; its clues were played by players 1, 2 and 3, so with player
1 raising it the tokens, bottom up, are 1 (finder), 3, 2, 1: five cards are dealt and
player 1 looks at the first two, player 3 at the third, player 2 at the fourth.
"""

from __future__ import annotations

import random

from tobago_positions import in_play

from games.screen import plain
from games.tobago.state import Phase
from games.tobago.treasure.deck import Card, Treasury, cards_from_notation
from games.tobago.treasure.split import Split, SplitError, Stage

LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"


def raised(deck: str, gold: str = "player 1: ; player 2: ; player 3: ", **options):
    """Red raises map 1's treasure; the looks are all done."""
    table = in_play(maps=[LOCATED], treasury=f"deck: {deck}; {gold}", **options)
    table.press("VALUE 1 1")
    table.press("AIR AIR " * 3)
    return table


def test_each_contributor_looks_in_secret_one_at_a_time() -> None:
    table = in_play(
        maps=[LOCATED], treasury="deck: 5 4 3 6 2 2; player 1: 3; player 2: ; player 3: "
    )
    table.press("VALUE 1 1")
    assert table.screen == [
        "Map 1: the split",
        "Red: look at 2 cards",
        "Everyone else: look away!",
        "AIR: show the cards",
    ]
    assert table.lights.compass == "N"
    table.press("AIR")
    assert table.screen == ["Red's cards:", "Cards: 5 4", "Your gold: 3", "AIR: hide"]
    table.press("AIR")
    assert table.screen[1] == "Blue: look at 1 card"
    assert table.lights.compass == "S"
    table.press("AIR")
    assert table.screen[1] == "Cards: 3"
    table.press("AIR AIR")
    assert table.screen[1] == "Cards: 6"
    assert table.lights.compass == "E"
    table.press("AIR")
    assert table.screen[0] == "Card 1 of 5"


def test_cards_are_offered_bottom_up_and_each_take_serves_one_token() -> None:
    table = raised("5 4 3 6 2 2")
    assert table.screen == ["Card 1 of 5", "5 gold", "Red 1/2:", "$: take it", "UP: pass"]
    table.press("UP")  # player 1 passes: the card goes up to player 3
    assert table.screen[2] == "Blue:"
    table.press("VALUE")
    assert table.sounds()[-1] == "take"
    assert table.screen[:3] == ["Card 2 of 5", "4 gold", "Red 1/2:"]
    table.press("VALUE VALUE")  # players 1 and 2 take 4 and 3
    assert table.screen[2] == "Red:"  # player 1's second token is the last waiting
    table.press("VALUE")
    assert table.game.state.phase is Phase.SPLIT_OVER
    assert table.game.state.treasury.notation() == (
        "deck: 2; discards: 2; player 1: 4 6; player 2: 3; player 3: 5"
    )
    assert table.screen == [
        "The split is over.",
        "1 card was discarded.",
        "Red: clue on map 1",
        "AIR: go on",
    ]


def test_a_card_nobody_takes_is_discarded() -> None:
    table = raised("2 4 3 6 5 2")
    table.press("UP UP UP")  # players 1, 3 and 2 pass on the 2...
    assert table.screen[:3] == ["Card 1 of 5", "2 gold", "Red 2/2:"]  # ...then P1 again
    assert table.game.state.treasury.discards == []
    table.press("UP")  # passed at every token
    assert table.screen[:3] == ["Card 2 of 5", "4 gold", "Red 1/2:"]
    assert table.game.state.treasury.discards == [Card(2)]


def test_a_player_with_two_tokens_is_asked_at_each_and_taking_serves_the_token_asked() -> None:
    table = raised("2 4 3 6 5 2")
    table.press("UP UP UP")  # tokens 1, 3, 2 pass on the 2
    table.press("VALUE")  # player 1 takes it at their second (top) token
    assert table.game.state.treasury.gold[1] == [Card(2)]
    # Player 1's bottom token still waits, below players 3 and 2: the 4 goes to it first.
    assert table.screen[:3] == ["Card 2 of 5", "4 gold", "Red:"]
    table.press("UP")
    assert table.screen[2] == "Blue:"


def test_nobody_taking_any_card_discards_them_all_and_the_finder_plays_next() -> None:
    table = raised("2 4 3 6 5 2")
    table.press("UP UP UP UP " * 5)
    assert table.game.state.phase is Phase.SPLIT_OVER
    assert table.screen[1:] == ["5 cards were discarded.", "Red: clue on map 1", "AIR: go on"]
    table.press("AIR")
    assert table.game.state.draft is not None and table.game.state.draft.player == 1


def test_a_curse_spares_players_served_all_their_cards_and_hits_those_waiting() -> None:
    table = raised("5 4 C 3 6 2", gold="player 1: ; player 2: 6 2; player 3: ")
    table.press("VALUE VALUE")  # player 1 takes 5, player 3 takes 4
    assert table.sounds()[-2:] == ["take", "curse"]
    assert table.game.state.phase is Phase.SPLIT_OVER
    # player 3 was served all their cards; players 2 and 1 still had tokens waiting
    assert table.game.state.treasury.notation() == (
        "deck: 2; discards: 3 6 6 5; player 1:; player 2: 2; player 3: 4"
    )
    assert table.screen == [
        "Curse! Split over.",
        "Best gold card lost: Yellow Red",
        "Blue: clue on map 1",
        "UP: more 1/2",
        "AIR: go on",
    ]


def test_the_curse_report_names_the_players_in_the_box_language() -> None:
    from appliance.box.words.i18n import Translator

    table = raised("5 4 C 3 6 2", gold="player 1: ; player 2: 6 2; player 3: ")
    table.press("VALUE VALUE")
    lost, *_ = [line for line in table.shown.lines if "lost" in plain(line)]
    assert Translator("pt")(lost) == "Perdem a melhor: Amarelo Vermelho"
    assert Translator("ja")(lost) == "最高の金を失う:黄 赤"


def test_a_cursed_player_with_an_amulet_chooses() -> None:
    table = raised(
        "5 4 C 3 6 2", gold="player 1: ; player 2: 6 2; player 3: ", amulets={2: 1, 1: 2}
    )
    table.press("VALUE VALUE")
    assert table.game.state.phase is Phase.CURSE
    assert table.screen == [
        "Curse! The split ends.",
        "Yellow: your best card is worth 6 gold. Keep it?",
        "$: give up an amulet",
        "UP: lose the 6 gold",
    ]
    assert table.lights.compass == "E"
    table.press("VALUE")  # player 2 gives up the amulet and keeps the 6
    assert table.sounds()[-1] == "amulet"
    assert table.screen[1] == "Red: your best card is worth 5 gold. Keep it?"
    table.press("UP")  # player 1 keeps both amulets and loses the 5
    assert table.game.state.amulets.held == {1: 2, 2: 0, 3: 0}
    assert table.game.state.treasury.notation() == (
        "deck: 2; discards: 3 6 5; player 1:; player 2: 6 2; player 3: 4"
    )
    assert table.screen[1] == "Best gold card lost: Red"
    table.press("UP")  # the report's second page
    assert table.screen[0] == "Amulet given up: Yellow"


def test_a_cursed_player_with_no_gold_is_not_asked_about_amulets() -> None:
    table = raised("C 4 5 3 6 2", amulets={1: 1, 2: 1, 3: 1})
    assert table.game.state.phase is Phase.SPLIT_OVER
    assert table.game.state.amulets.held == {1: 1, 2: 1, 3: 1}
    assert table.screen[:2] == ["Curse! Split over.", "4 cards were discarded."]


def test_a_curse_after_every_token_is_served_is_never_turned_up() -> None:
    table = raised("5 4 3 6 C 2", gold="player 1: 6; player 2: ; player 3: ")
    table.press("VALUE " * 4)
    assert "curse" not in table.sounds()
    assert table.game.state.treasury.notation() == (
        "deck: 2; discards:; player 1: 6 5 6; player 2: 3; player 3: 4"
    )


def test_the_deck_running_out_mid_split_reshuffles_the_discards_then_ends_the_game() -> None:
    table = raised("5 4 3", gold="player 1: 6; player 2: 2; player 3: ; discards: 2 6 3 4")
    assert len(table.game.state.split.cards) == 5  # 3 from the deck, 2 from the discards
    table.press("VALUE " * 4)
    assert table.screen[-2:] == ["The treasure deck is empty.", "AIR: final scores"]
    table.press("AIR")
    assert table.sounds()[-1] == "end"
    assert table.game.state.phase is Phase.END
    assert table.screen[0] == "Final scores"
    assert table.lights == table.lights.__class__(compass=None, gauge="000000")


def test_the_last_split_deals_a_card_per_token_plus_one_even_past_the_deck() -> None:
    # the rules: one card left and 10 tokens still deal 11 cards; here 3 are left, 2
    # discards make up 5 of the 5, and with the discards off the box deals from a second
    # copy of the game's gold
    table = raised(
        "5 4 3", gold="player 1: ; player 2: ; player 3: ; discards: 2 6", reshuffle=False
    )
    split = table.game.state.split
    assert split.cards[:3] == cards_from_notation("5 4 3") and len(split.cards) == 5
    assert [len(cards) for _, cards in split.looks] == [2, 1, 1]
    assert table.game.state.treasury.added == 2
    assert table.game.state.treasury.discards == cards_from_notation("2 6")


def test_when_discards_run_short_too_the_copy_makes_up_the_rest() -> None:
    table = raised("5", gold="player 1: 3; player 2: ; player 3: ; discards: 2")
    split = table.game.state.split
    assert len(split.cards) == 5 and split.cards[:2] == cards_from_notation("5 2")
    assert all(not card.is_curse for card in split.cards)
    assert table.game.state.treasury.added == 3
    table.press("VALUE " * 4 + "AIR")
    assert table.game.state.phase is Phase.END


def test_the_final_scores_rank_everyone_and_reveal_the_gold() -> None:
    table = raised("5 4 3", gold="player 1: 6; player 2: 2 6; player 3: ; discards: 2 6 3 4")
    table.press("VALUE " * 4 + "AIR")
    gold = {p: table.game.state.treasury.total(p) for p in (1, 2, 3)}
    assert table.screen[0] == "Final scores"
    ranked = sorted(gold, key=lambda p: -gold[p])
    name = ["Red", "Yellow", "Blue"][ranked[0] - 1]
    assert table.screen[1].startswith(f"1. {name}: {gold[ranked[0]]} gold")
    table.press("AIR 1 VALUE")
    assert table.sounds()[-3:] == ["bad_key"] * 3


def test_gold_is_never_shown_before_the_end_except_in_ones_own_look() -> None:
    table = raised("5 4 3 6 2 2", gold="player 1: 6; player 2: 6; player 3: 6")
    table.press("VALUE UP VALUE UP UP VALUE AIR")
    shown = " ".join(" ".join(lines) for lines in table.screens())
    assert shown.count("Your gold") == 3
    assert "12 gold" not in shown and "Final" not in shown


# The split as a model, without keys.


def test_the_split_refuses_a_take_with_no_tokens_left() -> None:
    treasury = Treasury.from_notation("deck: ; player 1: ; player 2: ")
    split = Split.start(1, 1, [2], cards_from_notation("5 4 3"))
    for _ in split.looks:
        split.show_look()
        split.hide_look(random.Random(1), treasury, {})
    split.take(treasury, {})
    split.take(treasury, {})
    assert split.stage is Stage.OVER
    try:
        split.take(treasury, {})
    except SplitError as error:
        assert "every compass token has been served" in str(error)
    else:
        raise AssertionError("a take with no tokens left was allowed")


def test_a_split_is_saved_and_restored() -> None:
    split = Split.start(2, 3, [1, 2, 1], cards_from_notation("5 4 C 3 6"))
    split.show_look()
    again = Split.from_dict(split.to_dict())
    assert again.to_dict() == split.to_dict()
    assert split.tokens == [3, 1, 2, 1]
    assert [(p, len(c)) for p, c in split.looks] == [(3, 1), (1, 2), (2, 1)]


def test_a_split_saved_before_tokens_were_asked_one_by_one_asks_the_same_token() -> None:
    split = Split.start(2, 3, [1, 2, 1], cards_from_notation("5 4 C 3 6"))
    data = split.to_dict() | {"stage": "offer", "look_index": 3}
    del data["offer"]
    old = data | {"passed": [3]}  # player 3 had passed on the card: player 1 was asked
    assert Split.from_dict(old).offered_to == 1
    assert Split.from_dict(old).offered_token == (1, 2)
