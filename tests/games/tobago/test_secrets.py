"""The cards a contributor peeks at in a split go to that seat's phone only; while a
seat with a phone looks, the OLED and the voice say only that the player looked."""

from __future__ import annotations

from pixel_check import screen_problems
from tobago_positions import in_play

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.render import ScreenRenderer
from games.effects import Say, Secret
from games.screen import plain

LOCATED = "1 in jungle; 2 in-sight-of statue; 3 next-to river"
DECK = "deck: 5 4 3 6 2 2; player 1: 3; player 2: ; player 3: "


def secrets(effects) -> dict[int, list[str]]:
    return {e.seat: [plain(line) for line in e.lines] for e in effects if isinstance(e, Secret)}


def said(effects) -> list[str]:
    return [plain(e.text) for e in effects if isinstance(e, Say)]


def raised(phones: frozenset[int] = frozenset()):
    """Red raises map 1's treasure: five cards dealt, player 1 looks at two first."""
    table = in_play(maps=[LOCATED], treasury=DECK)
    table.take(table.game.phones_at(phones, table.now))
    return table.press("VALUE 1 1")


def test_the_cards_peeked_at_go_to_the_lookers_seat_only():
    table = raised(frozenset({1, 2, 3})).press("AIR")
    told = secrets(table.last)
    assert told[1] == ["Red's cards:", "Cards: 5 4", "Your gold: 3"]
    assert told[2] == told[3] == []
    table.press("AIR AIR")  # hidden; player 3's turn to look, and shown
    told = secrets(table.last)
    assert told[3] == ["Blue's cards:", "Cards: 3", "Your gold: 0"]
    assert told[1] == told[2] == []  # player 1's cards are no longer on their phone


def test_with_a_phone_the_oled_and_voice_say_only_that_the_player_looked():
    table = raised(frozenset({1})).press("AIR")
    assert table.screen == ["Red looked", "The secret is on their phone.", "AIR: hide"]
    assert said(table.last) == ["Red looked"]
    for language in LANGUAGES:
        renderer = ScreenRenderer(Translator(language))
        assert screen_problems(renderer, table.shown) == [], language
        drawn = [renderer.translate(line) for line in table.shown.lines]
        assert not any("5 4" in line for line in drawn), language  # no card on the OLED
    assert table.shown.shapes == ()  # no card drawn: only the words above
    table.press("AIR")  # the look is over: player 3, with no phone, looks on the box
    assert table.screen[1] == "Blue: look at 1 card"
    table.press("AIR")
    assert table.screen[:2] == ["Blue's cards:", "Cards: 3"]
    assert said(table.last) == []


def test_a_seat_with_no_phone_looks_on_the_box_as_before():
    table = raised(frozenset({2})).press("AIR")
    assert table.screen == ["Red's cards:", "Cards: 5 4", "Your gold: 3", "AIR: hide"]
    assert said(table.last) == []
