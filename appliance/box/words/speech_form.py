"""What the box says aloud for the lines it shows: the screen's own words, translated
once, then made sayable in that language (no second copy of any message).

A screen is read, not heard: "Jogador 2 · passo 1/4", "P1", "1〜3". Said as written,
espeak-ng reads the separator ("ponto central"), the slash ("slash", in English), and a
player mark letter by letter in English. Here separators become pauses, a fraction and a
range are said in the language's own words, and a player mark is said as the language's
word for a player. The words for these come from the catalogue (messages below), so a
translator sets them as for any screen. What each language's voice reads wrong is mended
in one module per language: :mod:`appliance.box.words.spoken_japanese` (particles,
letters, numbers and counters), :mod:`appliance.box.words.spoken_portuguese` (letters
said by their names, numbers before a feminine noun) and
:mod:`appliance.box.words.spoken_english` (a hex name's "A" said as the letter).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from appliance.box.words.spoken_english import sayable_english
from appliance.box.words.spoken_japanese import sayable_japanese
from appliance.box.words.spoken_portuguese import sayable_portuguese
from games.screen import T, Text

Translate = Callable[[Text], str]

SEPARATORS = re.compile(r"\s*[·・|]\s*")  # a dot between two parts of one line
FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")
RANGE = re.compile(r"(\d+)\s*[〜~～]\s*(\d+)")
MARKED = 1_000_000  # a number no mark holds, to find where a mark puts it
PAUSES = {"ja": "、"}  # a pause between two parts, in the language's own writing
ENDS_A_CLAUSE = tuple(",.;:!?、。!?:")


def spoken_form(lines: list[str], translate: Translate, language: str) -> str:
    """The lines shown, as one phrase to say in ``language``."""
    pause = PAUSES.get(language, ", ")
    phrase = ""
    for line in lines:
        said = _sayable(line, translate, pause)
        if phrase:
            phrase += " " if phrase.endswith(ENDS_A_CLAUSE) else pause
        phrase += said
    if language.startswith("pt"):
        return sayable_portuguese(phrase, language)
    return sayable_japanese(phrase) if language == "ja" else sayable_english(phrase)


def _sayable(line: str, translate: Translate, pause: str) -> str:
    marks = _player_marks(translate)
    line = marks.sub(lambda m: translate(player_word(int(m[1] or m[2]))), line)
    line = FRACTION.sub(lambda m: translate(fraction_words(int(m[1]), int(m[2]))), line)
    line = RANGE.sub(lambda m: translate(range_words(int(m[1]), int(m[2]))), line)
    return SEPARATORS.sub(pause, line)


def _player_marks(translate: Translate) -> re.Pattern[str]:
    # The mark as this language's screens show it ("P2", "J2"), from the catalogue.
    shown = translate(T("P{player}", player=MARKED))
    before, _, after = shown.partition(str(MARKED)) if str(MARKED) in shown else ("P", "", "")
    mark = rf"{re.escape(before)}(\d+){re.escape(after)}"
    return re.compile(rf"(?<![A-Za-z0-9])(?:{mark}|P(\d+))(?![A-Za-z0-9])")


def player_word(player: int) -> Text:
    """A player mark ("P2" on a screen), said aloud."""
    # TRANSLATORS: also said aloud for a player mark shown short ("P2"): the word the
    # table says for a player and the number ("Jogador 2", "プレイヤー2").
    return T("Player {player}", player=player)


def fraction_words(part: int, whole: int) -> Text:
    """A fraction ("1/4" on a screen), said aloud."""
    # TRANSLATORS: said aloud only, for "1/4" on a screen ("step 1/4"): "1 de 4",
    # "4つのうち1".
    return T("{part} of {whole}", part=part, whole=whole)


def range_words(low: int, high: int) -> Text:
    """A range ("1〜3" on a screen), said aloud."""
    # TRANSLATORS: said aloud only, for a range of numbers "1〜3" on a screen: "1 a 3",
    # "1から3".
    return T("{low} to {high}", low=low, high=high)
