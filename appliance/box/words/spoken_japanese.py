"""Japanese made sayable by espeak-ng's Japanese voice, which reads kana one by one as
written: the particles は and へ are said "wa" and "e" (as written they are "ha" and
"he"), a Latin letter is said by its Japanese name (not switched to the English voice),
every number is said in hiragana with the counter after it ("16個" "じゅうろっこ", not
"じゅうろく こ": :mod:`appliance.box.words.japanese_numbers`), and the few words the
reading dictionary gets wrong are given their reading.

Written by hand: no library at hand tells a particle from a syllable in a short line;
the box's lines are short and few, and the rule below holds for every one of them (the
tests read each phrase of every game through espeak-ng's own phonemes).
"""

from __future__ import annotations

import re

from appliance.box.words.japanese_numbers import sayable_numbers

HIRAGANA = "ぁ-ゟ"
# は is the topic particle after a word written in kanji, katakana, digits or letters
# ("プレイヤー2は", "宝物は"), after another particle ("のは", "では", "には", "とは"),
# and after the few kana words the box writes before it ("そこは", "手がかりは");
# never in "はず" (a word of its own).
PARTICLE_WA = re.compile(
    rf"(?:(?<=[^{HIRAGANA}\s])|(?<=[のでにと])|(?<=そこ)|(?<=ここ)|(?<=かり))は(?!ず)"
)
PARTICLE_E = re.compile(rf"(?<=[^{HIRAGANA}\s])へ")
LETTER_NAMES = (
    "エー",
    "ビー",
    "シー",
    "ディー",
    "イー",
    "エフ",
    "ジー",
    "エイチ",
    "アイ",
    "ジェー",
    "ケー",
    "エル",
    "エム",
    "エヌ",
    "オー",
    "ピー",
    "キュー",
    "アール",
    "エス",
    "ティー",
    "ユー",
    "ブイ",
    "ダブリュー",
    "エックス",
    "ワイ",
    "ゼット",
)
LETTERS = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", LETTER_NAMES, strict=True))
LETTER = re.compile(r"(?<![A-Za-z])([A-Za-z])(?![A-Za-z])")
# The reading dictionary's mistakes in the box's words: 手番 is a turn, "てばん".
READINGS = {"手番": "てばん"}


def sayable_japanese(text: str) -> str:
    """``text`` with its particles, lone Latin letters, numbers and misread words made
    sayable."""
    for word, reading in READINGS.items():
        text = text.replace(word, reading)
    text = PARTICLE_WA.sub("わ", text)
    text = PARTICLE_E.sub("え", text)
    text = LETTER.sub(lambda m: LETTERS[m[1].upper()], text)
    return sayable_numbers(text)
