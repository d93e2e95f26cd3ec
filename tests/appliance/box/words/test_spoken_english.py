"""English hex names: the letter said by its name, not as the article "a"."""

from __future__ import annotations

import string

from appliance.box.words.spoken_english import sayable_english


def test_a_hex_name_s_a_is_said_as_the_letter():
    assert sayable_english("Map 1, Treasure at A3!") == "Map 1, Treasure at eh 3!"
    for letter in string.ascii_uppercase[1:]:
        for number in range(1, 21):
            said = sayable_english(f"Treasure at {letter}{number}!")
            assert said == f"Treasure at {letter} {number}!"


def test_words_and_marks_are_left_as_they_are():
    for words in ("A whale moves", "MP3", "Gold: N or S of 11?", "Player 2 · step 1 of 4"):
        assert sayable_english(words) == words
