"""Portuguese made sayable by espeak-ng's Portuguese voices, which read a letter standing
alone as a word: Tobago's hex "A3" is heard as the article "a", Lost Treasure's "E ou O"
as "e ou o" (and, or, the), and the European voice says G "guê". A letter of a hex name
or of a choice of two letters is said by its name ("á 3", "é ou ó", "gê 2"), and a number
before a feminine noun takes its feminine form ("vinte e uma candidatas", not "vinte e
um").

Written by hand: the rule is a table of letter names and a short list of the feminine
nouns the box counts; espeak-ng's own number words are kept for every other number.
"""

from __future__ import annotations

import re

from appliance.box.words.spoken_english import HEX_NAME

LETTER_NAMES = {
    "A": "á",
    "B": "bê",
    "C": "cê",
    "D": "dê",
    "E": "é",
    "F": "éfe",
    "G": "gê",
    "H": "agá",
    "I": "i",
    "J": "jota",
    "K": "capa",
    "L": "éle",
    "M": "éme",
    "N": "éne",
    "O": "ó",
    "P": "pê",
    "Q": "quê",
    "R": "érre",
    "S": "ésse",
    "T": "tê",
    "U": "u",
    "V": "vê",
    "W": "dâblio",
    "X": "xis",
    "Y": "ípsilon",
    "Z": "zê",
}
BRAZILIAN_NAMES = {**LETTER_NAMES, "K": "cá"}  # Brazil says cá where Portugal says capa
# Two letters offered as a choice ("N ou S", "E ou O": compass points).
LETTER_CHOICE = re.compile(r"(?<![\w])([A-Z]) (ou) ([A-Z])(?![\w])")
# The feminine nouns the box counts, singular and plural ("21 candidatas").
FEMININE = (
    "candidata",
    "carta",
    "casa",
    "peça",
    "jogada",
    "rodada",
    "ronda",
    "zona",
    "pista",
    "ficha",
    "cabana",
    "arca",
    "palmeira",
    "estátua",
    "moeda",
    "ilha",
    "equipa",
    "equipe",
    "pessoa",
    "tentativa",
    "volta",
    "hora",
)
COUNTED_FEMININE = re.compile(
    rf"(?<![\w.,])(\d+) ((?:{'|'.join(FEMININE)})s?|vez|vezes)(?![\w])", re.IGNORECASE
)
FEMININE_UNITS = {1: "uma", 2: "duas"}
FEMININE_HUNDREDS = {
    2: "duzentas",
    3: "trezentas",
    4: "quatrocentas",
    5: "quinhentas",
    6: "seiscentas",
    7: "setecentas",
    8: "oitocentas",
    9: "novecentas",
}


def sayable_portuguese(text: str, language: str) -> str:
    """``text`` with letters said by their names and numbers agreeing with their noun,
    in ``language`` ("pt" for Portugal, "pt-BR" for Brazil)."""
    names = BRAZILIAN_NAMES if language == "pt-BR" else LETTER_NAMES
    text = HEX_NAME.sub(lambda m: f"{names[m[1]]} {m[2]}", text)
    text = LETTER_CHOICE.sub(lambda m: f"{names[m[1]]} {m[2]} {names[m[3]]}", text)
    return COUNTED_FEMININE.sub(lambda m: f"{feminine(int(m[1]))} {m[2]}", text)


def feminine(number: int) -> str:
    """``number`` as said before a feminine noun: "uma", "20 e duas", "duzentas" (the
    digits left as they are where the feminine is the masculine, for the voice to read)."""
    if number >= 1000:
        return str(number)
    hundreds, rest = divmod(number, 100)
    units = rest % 10
    if units in FEMININE_UNITS and rest not in (11, 12):
        tens = rest - units
        rest_said = f"{tens} e {FEMININE_UNITS[units]}" if tens else FEMININE_UNITS[units]
    else:
        rest_said = str(rest) if rest else ""
    if hundreds < 2 and rest_said == str(rest):
        return str(number)  # masculine and feminine are said alike
    hundreds_said = ""
    if hundreds:
        hundreds_said = FEMININE_HUNDREDS.get(hundreds) or ("cento" if rest else "cem")
    return " e ".join(part for part in (hundreds_said, rest_said) if part)
