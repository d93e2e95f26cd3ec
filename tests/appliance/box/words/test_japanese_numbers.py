"""Japanese numbers said as a native says them, in hiragana: every number 1 to 20 alone
and before each counter the games use, with the counter's sound changes."""

from __future__ import annotations

import pytest
from native_words import JA_COUNTED, JA_NUMBERS

from appliance.box.words.japanese_numbers import counted, reading, sayable_numbers


def test_every_number_from_1_to_20_is_said_as_a_native_says_it():
    assert [reading(n) for n in range(1, 21)] == JA_NUMBERS


def test_larger_numbers_take_their_sound_changes():
    assert reading(0) == "ゼロ"
    assert reading(40) == "よんじゅう"
    assert reading(76) == "ななじゅうろく"
    assert reading(99) == "きゅうじゅうきゅう"
    assert [reading(n) for n in (100, 300, 600, 800)] == [
        "ひゃく",
        "さんびゃく",
        "ろっぴゃく",
        "はっぴゃく",
    ]
    assert reading(1234) == "せんにひゃくさんじゅうよん"
    assert reading(3000) == "さんぜん"


@pytest.mark.parametrize("counter", list(JA_COUNTED))
def test_every_number_from_1_to_20_before_a_counter(counter):
    assert [counted(n, counter) for n in range(1, 21)] == JA_COUNTED[counter]


def test_past_twenty_the_counter_changes_the_last_sound():
    assert counted(100, "個") == "ひゃっこ"
    assert counted(26, "個") == "にじゅうろっこ"
    assert counted(30, "回") == "さんじゅっかい"
    assert counted(24, "人") == "にじゅうよにん"
    assert counted(3, "本") == "さんぼん"
    assert counted(1, "つ目") == "ひとつめ"
    assert counted(2, "人目") == "ふたりめ"


def test_every_number_of_a_line_is_read_with_its_counter():
    assert sayable_numbers("マーカー16個") == "マーカーじゅうろっこ"
    assert sayable_numbers("手順4つのうち1") == "手順よっつのうちいち"
    assert sayable_numbers("残り76、1から3マス移動") == "残りななじゅうろく、いちからさんます移動"
    assert sayable_numbers("地図4") == "地図よん"
    assert sayable_numbers("12345") == "12345"  # past what a game counts: left to the voice
