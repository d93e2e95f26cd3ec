"""appliance/tools/maker/card_drawing.py: the card of each game in each language, laid out from
the pin map: every key where the pin map puts it, named as the screens name it, with its
uses in that language, every line inside its key and the page and none under 6 pt, each
Portuguese in its own register, and a card that drifted from its game refused."""

from __future__ import annotations

import importlib
import re
from dataclasses import replace
from pathlib import Path

import pytest
from cardkit import needs_card_fonts

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.tools.maker.card_drawing import (
    MM,
    PAPERS,
    POINT,
    CardDrifted,
    card_drawing,
    card_svg,
    key_labels,
    wrap,
)
from appliance.tools.maker.card_fonts import width_in_ems
from appliance.tools.maker.drawing import Rectangle, Words
from drivers.pins.pinout import load_pinout
from games.card import KeyUse
from games.catalog import GAME_MODULES
from games.keys import MENU
from games.screen import T
from games.treasure_rush import keys as rush_keys

ROOT = Path(__file__).resolve().parents[4]
PINOUT = load_pinout(ROOT / "hardware" / "pinout.toml")
pytestmark = needs_card_fonts


def card_of(game: str):
    return importlib.import_module(f"{GAME_MODULES[game]}.card").CARD


def test_lines_break_between_words_and_between_japanese_characters():
    assert wrap("step 1: play that tile", 2.5, 18) == ["step 1: play", "that tile"]
    assert wrap("手番:その地図に手がかり", 2.5, 18) == ["手番:その地図", "に手がかり"]
    # No Japanese line starts with a closing mark: it stays with the character before.
    assert wrap("はい。手がかりを出す。移動済", 2.4, 21.6) == ["はい。手がかりを出", "す。移動済"]
    assert all(width_in_ems(line) * 2.5 <= 15 for line in wrap("a " * 40, 2.5, 15))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAME_MODULES)
def test_every_key_of_the_pin_map_says_its_use_in_the_cards_language(game, language):
    say = Translator(language)
    card = card_of(game)
    labels = {label.key: label for label in key_labels(card, PINOUT, say)}
    assert set(labels) == set(PINOUT.key_at())
    for key, label in labels.items():
        wanted = [say(T("games; hold: the box menu"))] if key == MENU else card.labels(key)
        assert list(label.uses) == [say(use) for use in wanted]
    drawn = [
        shape.text
        for shape in card_drawing("t", card, PINOUT, say).shapes
        if isinstance(shape, Words)
    ]
    words = " ".join(drawn)
    for use in card.turn:
        assert say(use).split()[0] in words


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAME_MODULES)
def test_every_line_of_a_card_is_inside_its_key_and_the_page(game, language, paper):
    drawing = card_drawing(game, card_of(game), PINOUT, Translator(language), paper)
    width, height = PAPERS[paper]
    keys = [s for s in drawing.shapes if isinstance(s, Rectangle) and s.stroke != "none"]
    assert len(keys) == len(PINOUT.key_at())
    for words in (s for s in drawing.shapes if isinstance(s, Words)):
        left = words.x - {"start": 0, "middle": 0.5, "end": 1}[words.anchor] * (
            width_in_ems(words.text) * words.size
        )
        right = left + width_in_ems(words.text) * words.size
        assert left > 0 and right < width * MM and words.y < height * MM, words.text
        boxes = [
            k for k in keys if k.x <= words.x <= k.x + k.width and k.y <= words.y <= k.y + k.height
        ]
        for box in boxes:
            assert box.x <= left and right <= box.x + box.width, words.text


def words_of(game: str, language: str, paper: str = "a6") -> list[Words]:
    drawing = card_drawing(game, card_of(game), PINOUT, Translator(language), paper)
    return [shape for shape in drawing.shapes if isinstance(shape, Words)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAME_MODULES)
def test_no_text_of_a_card_is_under_6_points_at_a6(game, language):
    smallest = min(words.size for words in words_of(game, language)) / MM
    assert smallest >= 6 * POINT - 1e-9, f"{smallest / POINT:.2f} pt"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_keys_are_named_as_the_screens_of_the_language_name_them(language):
    say = Translator(language)
    captions = {label.key: label.caption for label in key_labels(card_of("tobago"), PINOUT, say)}
    # Tobago's turn screen names the N-S gold key: "N-S金:宝地図を見る" in Japanese.
    assert say(T("N-S gold: see the maps")).startswith(captions["NS_GOLD"] + ":")
    gold, silver = (
        captions["NS_GOLD"].removeprefix("N-S"),
        captions["NS_SILVER"].removeprefix("N-S"),
    )
    assert captions["EW_GOLD"] == "E-W" + gold and captions["EW_SILVER"] == "E-W" + silver
    assert gold != silver and {captions[k] for k in ("AIR", "UP", "CLEAR")} == {
        "AIR",
        "UP",
        "CLEAR",
    }
    assert captions["NS_GOLD"] in [words.text for words in words_of("atlantis", language)]


REGISTERS = {
    # Portugal's Portuguese speaks to the player as "tu", Brazil's as "você".
    "pt": (r"\bA tua vez\b", r"\b(teu|tua|tuas)\b", r"\b(você|sua|suas|seu|seus)\b"),
    "pt-BR": (r"\bSua vez\b", r"\b(sua|suas|seu)\b", r"\b(tu|teu|tua|tuas|teus)\b"),
}


@pytest.mark.parametrize("language", REGISTERS)
def test_each_portuguese_card_speaks_in_its_own_register(language):
    turn_phrase, own, other = REGISTERS[language]
    texts = {game: " ".join(w.text for w in words_of(game, language)) for game in GAME_MODULES}
    assert re.search(turn_phrase, texts["tobago"])
    assert all(not re.search(other, text, re.I) for text in texts.values()), language
    assert sum(bool(re.search(own, text, re.I)) for text in texts.values()) >= 3


def test_a_card_that_drifted_from_its_game_is_refused():
    card = card_of("treasure-rush")
    wrong = KeyUse(("AIR",), T("the claim is right"), (rush_keys.right,))
    with pytest.raises(CardDrifted, match="AIR: 'the claim is right'"):
        card_drawing("t", replace(card, uses=(*card.uses, wrong)), PINOUT, Translator("en"))
    off_the_map = KeyUse(("F1",), T("the claim is right"), (rush_keys.right,))
    tables = (*card.tables, {"F1": rush_keys.right})
    with pytest.raises(CardDrifted, match="F1: not on the pin map"):
        key_labels(replace(card, uses=(off_the_map,), tables=tables), PINOUT, Translator("en"))


def test_the_svg_is_sized_to_print_at_its_paper():
    drawing = card_drawing("t", card_of("atlantis"), PINOUT, Translator("ja"))
    svg = card_svg(drawing)
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="148mm" height="105mm"')
    assert "手順4:ダイスを振る" in svg
