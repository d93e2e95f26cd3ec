"""How a native speaker says the numbers and letters the box shows, written out by hand
(not made by the code under test): Japanese numbers 1 to 20 alone and before each counter
the games use, the names of the letters in Portugal and Brazil, and the feminine numbers
of Portuguese. The tests of the spoken forms compare against these."""

from __future__ import annotations


def _twenty(said: str) -> list[str]:
    words = said.split()
    assert len(words) == 20
    return words


#: 1 to 20 alone: 4 is "よん" and 7 "なな" (not the "し", "しち" of counting by rote).
JA_NUMBERS = _twenty(
    "いち に さん よん ご ろく なな はち きゅう じゅう "
    "じゅういち じゅうに じゅうさん じゅうよん じゅうご "
    "じゅうろく じゅうなな じゅうはち じゅうきゅう にじゅう"
)
#: 1 to 20 before each counter whose sound changes the number (or the number changes it).
JA_COUNTED: dict[str, list[str]] = {
    "つ": _twenty(
        "ひとつ ふたつ みっつ よっつ いつつ むっつ ななつ やっつ ここのつ とお "
        "じゅういち じゅうに じゅうさん じゅうよん じゅうご "
        "じゅうろく じゅうなな じゅうはち じゅうきゅう にじゅう"
    ),
    "個": _twenty(
        "いっこ にこ さんこ よんこ ごこ ろっこ ななこ はっこ きゅうこ じゅっこ "
        "じゅういっこ じゅうにこ じゅうさんこ じゅうよんこ じゅうごこ "
        "じゅうろっこ じゅうななこ じゅうはっこ じゅうきゅうこ にじゅっこ"
    ),
    "人": _twenty(
        "ひとり ふたり さんにん よにん ごにん ろくにん ななにん はちにん きゅうにん じゅうにん "
        "じゅういちにん じゅうににん じゅうさんにん じゅうよにん じゅうごにん "
        "じゅうろくにん じゅうななにん じゅうはちにん じゅうきゅうにん にじゅうにん"
    ),
    "回": _twenty(
        "いっかい にかい さんかい よんかい ごかい ろっかい ななかい はっかい きゅうかい じゅっかい "
        "じゅういっかい じゅうにかい じゅうさんかい じゅうよんかい じゅうごかい "
        "じゅうろっかい じゅうななかい じゅうはっかい じゅうきゅうかい にじゅっかい"
    ),
    "手": _twenty(
        "いって にて さんて よんて ごて ろくて ななて はって きゅうて じゅって "
        "じゅういって じゅうにて じゅうさんて じゅうよんて じゅうごて "
        "じゅうろくて じゅうななて じゅうはって じゅうきゅうて にじゅって"
    ),
    "点": _twenty(
        "いってん にてん さんてん よんてん ごてん ろくてん ななてん はってん きゅうてん じゅってん "
        "じゅういってん じゅうにてん じゅうさんてん じゅうよんてん じゅうごてん "
        "じゅうろくてん じゅうななてん じゅうはってん じゅうきゅうてん にじゅってん"
    ),
    "隻": _twenty(
        "いっせき にせき さんせき よんせき ごせき ろくせき ななせき はっせき きゅうせき じゅっせき "
        "じゅういっせき じゅうにせき じゅうさんせき じゅうよんせき じゅうごせき "
        "じゅうろくせき じゅうななせき じゅうはっせき じゅうきゅうせき にじゅっせき"
    ),
    "分": _twenty(
        "いっぷん にふん さんぷん よんぷん ごふん ろっぷん ななふん はっぷん きゅうふん じゅっぷん "
        "じゅういっぷん じゅうにふん じゅうさんぷん じゅうよんぷん じゅうごふん "
        "じゅうろっぷん じゅうななふん じゅうはっぷん じゅうきゅうふん にじゅっぷん"
    ),
    "行程": _twenty(
        "いっこうてい にこうてい さんこうてい よんこうてい ごこうてい "
        "ろっこうてい ななこうてい はっこうてい きゅうこうてい じゅっこうてい "
        "じゅういっこうてい じゅうにこうてい じゅうさんこうてい じゅうよんこうてい "
        "じゅうごこうてい じゅうろっこうてい じゅうななこうてい じゅうはっこうてい "
        "じゅうきゅうこうてい にじゅっこうてい"
    ),
}
#: Counters after which the number keeps its own sound: "3マス" is "さんます".
JA_PLAIN_COUNTERS = {
    "枚": "まい",
    "番": "ばん",
    "位": "い",
    "マス": "ます",
    "面": "めん",
    "度": "ど",
    "行": "ぎょう",
    "桁": "けた",
    "秒": "びょう",
    "金": "きん",
}
for _counter, _said in JA_PLAIN_COUNTERS.items():
    JA_COUNTED[_counter] = [number + _said for number in JA_NUMBERS]

#: The letters' names in Portugal (and Brazil, where K is "cá").
PT_LETTERS = dict(
    zip(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [
            "á",
            "bê",
            "cê",
            "dê",
            "é",
            "éfe",
            "gê",
            "agá",
            "i",
            "jota",
            "capa",
            "éle",
            "éme",
            "éne",
            "ó",
            "pê",
            "quê",
            "érre",
            "ésse",
            "tê",
            "u",
            "vê",
            "dâblio",
            "xis",
            "ípsilon",
            "zê",
        ],
        strict=True,
    )
)
PT_BR_LETTERS = {**PT_LETTERS, "K": "cá"}

#: 1 to 20 before a feminine noun ("uma candidata", "duas cartas"); the others as digits.
PT_FEMININE = ["uma", "duas", *map(str, range(3, 21))]


def ja_number(number: int) -> str:
    """1 to 99 as said alone: the tens' number and じゅう, then the units (76 "ななじゅうろく")."""
    tens, units = divmod(number, 10)
    if tens == 0:
        return JA_NUMBERS[units - 1]
    return (JA_NUMBERS[tens - 1] if tens > 1 else "") + "じゅう" + ja_number(units) * bool(units)


def pt_feminine(number: int) -> str:
    """1 to 99 as said before a feminine noun: "uma", "20 e duas" (the voice reads "20")."""
    if number <= 20:
        return PT_FEMININE[number - 1]
    tens, units = divmod(number, 10)
    return f"{tens * 10} e {PT_FEMININE[units - 1]}" if units in (1, 2) else str(number)
