"""Japanese made sayable: particles said as particles, Latin letters by their Japanese
names, numbers in hiragana with their counters, misread words given their reading."""

from __future__ import annotations

import string

from native_words import JA_NUMBERS

from appliance.box.words.spoken_japanese import LETTERS, sayable_japanese


def test_particles_are_said_as_particles():
    assert sayable_japanese("宝物は") == "宝物わ"
    assert sayable_japanese("地図へ") == "地図え"
    assert sayable_japanese("はい、するはず。") == "はい、するはず。"


def test_every_hex_name_is_said_with_the_letter_s_name_and_the_number_in_kana():
    for letter in string.ascii_uppercase:
        for number in range(1, 21):
            said = sayable_japanese(f"宝物は{letter}{number}!")
            assert said == f"宝物わ{LETTERS[letter]}{JA_NUMBERS[number - 1]}!"


def test_a_number_before_a_counter_and_a_misread_word():
    assert sayable_japanese("プレイヤー1の手番: 16個") == "プレイヤーいちのてばん: じゅうろっこ"
