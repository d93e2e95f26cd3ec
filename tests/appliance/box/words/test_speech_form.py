"""The speech form of a screen's lines: separators not read, fractions, ranges and player
marks said in the language's own words (from its catalogue), Japanese particles said as
particles and Latin letters by their Japanese names."""

from __future__ import annotations

from appliance.box.words.i18n import Translator
from appliance.box.words.speech_form import spoken_form


def said(lines: list[str], language: str) -> str:
    return spoken_form(lines, Translator(language), language)


def test_a_separator_is_a_pause_and_a_fraction_is_said_in_words():
    assert said(["Jogador 2 · passo 1/4"], "pt") == "Jogador 2, passo 1 de 4"
    assert said(["プレイヤー2・手順1(全4)"], "ja") == "プレイヤーに、手順いち(全よん)"
    assert said(["手順1/4"], "ja") == "手順よっつのうちひとつめ"
    assert said(["Player 2 · step 1/4"], "en") == "Player 2, step 1 of 4"


def test_japanese_particles_are_said_as_particles_and_letters_by_their_names():
    assert said(["プレイヤー2は不正解!"], "ja") == "プレイヤーにわ不正解!"
    assert said(["宝物はL3!"], "ja") == "宝物わエルさん!"
    assert said(["地図へ"], "ja") == "地図え"
    assert said(["はい", "するはず。", "ありません"], "ja") == "はい、するはず。 ありません"
    assert said(["クジラ 1〜3マス移動"], "ja") == "クジラ いちからさんます移動"


def test_lines_said_together_are_parted_by_a_pause():
    assert said(["Mapa 1", "16 marcadores"], "pt") == "Mapa 1, 16 marcadores"
    assert said(["Map 2: accepted", "76 left,"], "en") == "Map 2: accepted, 76 left,"
    assert said(["No candidate.", "Map 1"], "en") == "No candidate. Map 1"  # a pause already


def test_portuguese_compass_letters_are_said_as_letters_not_as_words():
    # "E ou O" would be read "and or the": the letters are said é, ó.
    assert said(["Ouro: E ou O de 18?", "A oeste de 18"], "pt") == (
        "Ouro: é ou ó de 18? A oeste de 18"
    )
    assert said(["Prata: N ou S de 81?"], "pt-BR") == "Prata: éne ou ésse de 81?"
    assert said(["Mapa 1", "Tesouro em A3!"], "pt") == "Mapa 1, Tesouro em á 3!"
    assert said(["Map 1", "Treasure at A3!"], "en") == "Map 1, Treasure at eh 3!"


def test_a_fraction_is_said_in_every_language_for_every_step_a_game_shows():
    for whole in range(1, 21):
        for part in range(1, whole + 1):
            assert said([f"step {part}/{whole}"], "en") == f"step {part} of {whole}"
            assert said([f"passo {part}/{whole}"], "pt-BR") == f"passo {part} de {whole}"
    assert said(["手順3/4"], "ja") == "手順よっつのうちみっつめ"
    assert said(["手順12/20"], "ja") == "手順にじゅうのうちじゅうにばんめ"
    assert said(["O dado está rolando"], "pt-BR") == "O dado está rolando"
