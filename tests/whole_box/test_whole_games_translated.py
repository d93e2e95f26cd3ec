"""A whole game of each game in Portuguese and in Japanese, played through key scripts
on a box set to that language: no line on any screen is left in English.

A screen record carries the English words (``ids``) beside the ones shown (``lines``):
a line equal to its English counts only when it holds nothing but numbers and names
(the key labels printed on the panel, the games' titles, hex names like D5).
Until the catalogues are translated, every failure lists the English lines still shown.
"""

from __future__ import annotations

import re

import pytest
from boxkit import mock_box, play
from screenkit import TOBAGO_SETTINGS, whole_games

from appliance.box.words.i18n import LANGUAGES, SOURCE_LANGUAGE

# Names a translation keeps: the labels printed on the keys, and the games' titles.
NAMES = {"AIR", "UP", "VALUE", "CLEAR", "MENU", "LED", "LEDs", "P"}
NAMES |= {"Lost", "Treasure", "Rush", "Atlantis", "Tobago"}
WORD = re.compile(r"[^\W\d_]{2,}")
RUNS = list(whole_games())


def has_words(english: str) -> bool:
    """True when a line holds a word to translate (not a number, a name or a key)."""
    return any(word not in NAMES for word in WORD.findall(english))


def shown_in_english(records: list[dict]) -> list[str]:
    """The English lines a box in another language still showed, each once."""
    left = {}
    for record in records:
        if record["type"] == "screen":
            for line, english in zip(record["lines"], record["ids"], strict=True):
                if line == english and has_words(english):
                    left[english] = None
    return list(left)


def play_in(language: str, game: str, script: str, tmp_path) -> list[dict]:
    settings = tmp_path / "settings.toml"
    settings.write_text(TOBAGO_SETTINGS if game == "tobago" else "", encoding="utf-8")
    with mock_box(game=game, settings_path=settings, language=language) as (running, records):
        play(running, script)
    return records


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != SOURCE_LANGUAGE])
@pytest.mark.parametrize(("name", "game", "script"), RUNS, ids=[run[0] for run in RUNS])
def test_a_whole_game_shows_no_line_in_english(language, name, game, script, tmp_path):
    records = play_in(language, game, script, tmp_path)
    assert sum(r["type"] == "screen" for r in records) > 20
    left = shown_in_english(records)
    assert not left, f"{language} {name}: {len(left)} lines in English:" + "".join(
        f"\n  {line}" for line in left
    )


def test_only_numbers_names_and_keys_may_stay_as_they_are():
    assert not has_words("47")
    assert not has_words("AIR: 12")
    assert not has_words("D5 E6")
    assert not has_words("Tobago")
    assert has_words("Location 47")
    assert has_words("Air 12 of 12")


def test_the_whole_games_are_the_four_games():
    assert sorted(game for _, game, _ in RUNS) == [
        "atlantis",
        "lost-treasure",
        "tobago",
        "treasure-rush",
    ]
