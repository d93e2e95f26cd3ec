"""Japanese numbers as a native speaker says them, in hiragana: 4 is "よん" and 7 "なな"
(espeak-ng's Japanese voice reads a digit 4 as "し", as in counting by rote), and a
number before a counter takes the counter's sound changes: 1個 "いっこ", 6個 "ろっこ",
16個 "じゅうろっこ", 4つ "よっつ", 2人 "ふたり", 3本 "さんぼん".

Written by hand: the readers on PyPI read a bare number, none reads it with its counter,
and the counter is what changes the number's last sound.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DIGITS = ("", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう")
HUNDREDS = {1: "ひゃく", 3: "さんびゃく", 6: "ろっぴゃく", 8: "はっぴゃく"}
THOUSANDS = {1: "せん", 3: "さんぜん", 8: "はっせん"}
TEN_THOUSAND = 10_000  # 万: no game counts that far; a larger number is left to the voice
# The last sound of a number before a counter that starts with k, s, t or h: 1個 "いっこ".
GEMINATED = (("いち", "いっ"), ("ろく", "ろっ"), ("はち", "はっ"), ("じゅう", "じゅっ"))
GEMINATED_HUNDRED = ("ひゃく", "ひゃっ")
NATIVE_TENS = {  # "つ" counts in the native numbers up to ten
    1: "ひとつ",
    2: "ふたつ",
    3: "みっつ",
    4: "よっつ",
    5: "いつつ",
    6: "むっつ",
    7: "ななつ",
    8: "やっつ",
    9: "ここのつ",
    10: "とお",
}
PEOPLE = {1: "ひとり", 2: "ふたり"}  # 人: the native words for one and two people


def reading(number: int) -> str:
    """``number`` (0 to 9999) in hiragana as said aloud: 14 "じゅうよん", 76 "ななじゅうろく"."""
    if number == 0:
        return "ゼロ"
    thousands, rest = divmod(number, 1000)
    hundreds, rest = divmod(rest, 100)
    tens, units = divmod(rest, 10)
    said = THOUSANDS.get(thousands, DIGITS[thousands] + "せん") if thousands else ""
    said += HUNDREDS.get(hundreds, DIGITS[hundreds] + "ひゃく") if hundreds else ""
    said += (DIGITS[tens] if tens > 1 else "") + "じゅう" if tens else ""
    return said + DIGITS[units]


@dataclass(frozen=True)
class Counter:
    """How a counter is said after a number: its reading, the numbers whose last sound it
    doubles (1, 6, 8 and 10 before k: "いっこ", "ろっこ", "はっこ", "じゅっこ"), and its
    own sound after a doubled sound and after 3 and 4 (本: "いっぽん", "さんぼん")."""

    said: str
    doubles: frozenset[int] = frozenset()
    after_double: str = ""
    after_three: str = ""
    after_four: str = ""

    def after(self, number: int) -> str:
        """The number said with this counter."""
        said = reading(number)
        last = number % 10 or (10 if number % 100 else 100)
        if last in self.doubles:
            if last == 100:
                said = said.removesuffix(GEMINATED_HUNDRED[0]) + GEMINATED_HUNDRED[1]
            for plain, doubled in GEMINATED:
                if said.endswith(plain):
                    said = said.removesuffix(plain) + doubled
                    break
            return said + (self.after_double or self.said)
        if last == 3 and self.after_three:
            return said + self.after_three
        if last == 4 and self.after_four:
            return said + self.after_four
        return said + self.said


K = frozenset({1, 6, 8, 10, 100})  # a counter that starts with k (or p, after a doubling)
S_T = frozenset({1, 8, 10, 100})  # one that starts with s, sh, t or ch
COUNTERS: dict[str, Counter] = {
    "個": Counter("こ", K),
    "回": Counter("かい", K),
    "階": Counter("かい", K, after_three="がい"),
    "行程": Counter("こうてい", K),
    "区域": Counter("くいき", K),
    "点": Counter("てん", S_T),
    "手": Counter("て", S_T),
    "隻": Counter("せき", S_T),
    "歳": Counter("さい", S_T),
    "周": Counter("しゅう", S_T),
    "分": Counter("ふん", K, "ぷん", "ぷん", "ぷん"),
    "本": Counter("ほん", K, "ぽん", "ぼん"),
    "匹": Counter("ひき", K, "ぴき", "びき"),
    "杯": Counter("はい", K, "ぱい", "ばい"),
    "枚": Counter("まい"),
    "番": Counter("ばん"),
    "番目": Counter("ばんめ"),
    "位": Counter("い"),
    "マス": Counter("ます"),
    "面": Counter("めん"),
    "度": Counter("ど"),
    "行": Counter("ぎょう"),
    "桁": Counter("けた"),
    "秒": Counter("びょう"),
    "金": Counter("きん"),
}
NATIVE = ("つ", "つ目", "人", "人目")  # counters said with the native numbers ("ひとつ", "ひとり")
_NAMES = sorted([*COUNTERS, *NATIVE], key=len, reverse=True)
NUMBER = re.compile(rf"(\d+)(?:\.(\d+))?({'|'.join(_NAMES)})?")


def counted(number: int, counter: str) -> str:
    """``number`` said with ``counter`` ("個", "つ", "人", ...): 16 and 個 "じゅうろっこ"."""
    if counter == "つ":  # 11つ is not Japanese: past ten the number is said alone
        return NATIVE_TENS.get(number) or reading(number)
    if counter == "つ目":  # 1つ目 "ひとつめ"; past ten 12番目 "じゅうにばんめ"
        return NATIVE_TENS[number] + "め" if number in NATIVE_TENS else reading(number) + "ばんめ"
    if counter == "人目":  # 2人目 "ふたりめ"
        return counted(number, "人") + "め"
    if counter == "人":
        if number in PEOPLE:
            return PEOPLE[number]
        said = reading(number)
        return (said.removesuffix("よん") + "よ" if number % 10 == 4 else said) + "にん"
    return COUNTERS[counter].after(number)


def sayable_numbers(text: str) -> str:
    """``text`` with every number read into hiragana, with the counter after it."""
    return NUMBER.sub(_said, text)


def _said(found: re.Match[str]) -> str:
    whole, decimals, counter = found.groups()
    number = int(whole)
    if number >= TEN_THOUSAND:
        return found[0]
    if decimals is not None:  # 1.5 is "いってんご"
        point = Counter("てん", S_T).after(number)
        return point + "".join(DIGITS[int(d)] or "ゼロ" for d in decimals) + (counter or "")
    return counted(number, counter) if counter else reading(number)
