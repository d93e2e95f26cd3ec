"""Portuguese letters said by their names (a hex "A3" is not the article "a") and numbers
before a feminine noun in the feminine."""

from __future__ import annotations

import string

import pytest
from native_words import PT_BR_LETTERS, PT_FEMININE, PT_LETTERS

from appliance.box.words.spoken_portuguese import feminine, sayable_portuguese


@pytest.mark.parametrize(("language", "names"), [("pt", PT_LETTERS), ("pt-BR", PT_BR_LETTERS)])
def test_every_hex_name_is_said_by_its_letter_s_name(language, names):
    for letter in string.ascii_uppercase:
        for number in range(1, 21):
            said = sayable_portuguese(f"Tesouro em {letter}{number}!", language)
            assert said == f"Tesouro em {names[letter]} {number}!"


def test_a_choice_of_two_letters_is_said_by_their_names():
    assert sayable_portuguese("Ouro: E ou O de 18?", "pt") == "Ouro: é ou ó de 18?"
    assert sayable_portuguese("Prata: N ou S de 81?", "pt-BR") == "Prata: éne ou ésse de 81?"


def test_words_that_are_not_letters_stay_words():
    for words in ("A oeste de 18", "O dado está rolando", "Jogador 2, passo 1 de 4", "MP3"):
        assert sayable_portuguese(words, "pt") == words


def test_every_number_from_1_to_20_before_a_feminine_noun():
    assert [feminine(n) for n in range(1, 21)] == PT_FEMININE
    phrase = "restam {n} candidatas"
    said = [sayable_portuguese(phrase.format(n=n), "pt") for n in range(1, 21)]
    assert said == [phrase.format(n=word) for word in PT_FEMININE]


def test_larger_feminine_numbers_and_masculine_nouns():
    assert [feminine(n) for n in (21, 32, 76, 101, 102, 111, 200, 201, 352, 1001)] == [
        "20 e uma",
        "30 e duas",
        "76",
        "cento e uma",
        "cento e duas",
        "111",
        "duzentas",
        "duzentas e uma",
        "trezentas e 50 e duas",
        "1001",
    ]
    assert sayable_portuguese("Restam 21 candidatas. 1 vez", "pt-BR") == (
        "Restam 20 e uma candidatas. uma vez"
    )
    assert sayable_portuguese("Mapa 1, 21 marcadores", "pt") == "Mapa 1, 21 marcadores"
