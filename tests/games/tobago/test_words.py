"""The words of Tobago's screens: a curse card is shown with its language's own mark."""

from __future__ import annotations

from appliance.box.words.i18n import Translator
from games.screen import T
from games.tobago.treasure.deck import CURSE, Card
from games.tobago.words import card_marks


def test_a_curse_card_is_shown_with_the_mark_of_each_language():
    cards = [Card(5), CURSE, Card(3)]
    shown = {
        language: Translator(language)(T("Cards: {cards}", cards=card_marks(cards)))
        for language in ("en", "pt", "pt-BR", "ja")
    }
    assert shown == {
        "en": "Cards: 5 C 3",
        "pt": "Cartas: 5 M 3",
        "pt-BR": "Cartas: 5 M 3",
        "ja": "カード:5 呪 3",  # not the Latin C of the English "curse"
    }
    assert Translator("ja")(T("Cards: {cards}", cards=card_marks([]))) == "カード:-"
