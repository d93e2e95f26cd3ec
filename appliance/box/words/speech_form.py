"""What the box says aloud for the lines it shows: the screen's own words, translated
once, then made sayable in that language (no second copy of any message).

A screen is read, not heard: "Vermelho · passo 1/4", "1〜3". Said as written, espeak-ng
reads the separator ("ponto central") and the slash ("slash", in English). Here
separators become pauses, and a fraction and a range are said in the language's own
words. The words for these come from the catalogue (messages below), so a
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
    line = FRACTION.sub(lambda m: translate(fraction_words(int(m[1]), int(m[2]))), line)
    line = RANGE.sub(lambda m: translate(range_words(int(m[1]), int(m[2]))), line)
    return SEPARATORS.sub(pause, line)


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
