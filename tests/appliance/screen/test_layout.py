"""The layout step: words kept whole, Japanese broken between characters, what does not
fit shortened with a mark."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from appliance.screen.fonts import font
from appliance.screen.layout import MORE, fit, share_rows, tokens, wrap

BODY = font(1)


def test_a_sentence_wraps_at_spaces_never_inside_a_word():
    lines = wrap("The settings file has an error. The box uses its defaults.", 128, BODY.width)
    assert lines == ["The settings file has", "an error. The box uses", "its defaults."]
    assert all(BODY.width(line) <= 128 for line in lines)


def test_japanese_breaks_between_characters_but_not_before_a_closing_mark():
    lines = wrap("宝の地図を引いてください。次の人の番です。", 60, BODY.width)
    assert "".join(lines) == "宝の地図を引いてください。次の人の番です。"
    assert all(not line.startswith(("。", "、", "」")) for line in lines)
    assert all(BODY.width(line) <= 60 for line in lines)
    assert tokens("「次」です。") == ["「次」", "で", "す。"]


def test_what_does_not_fit_loses_whole_words_and_ends_with_the_mark():
    lines, shortened = fit("Player 1 wins the map and the game today", 70, 2, BODY.width)
    assert shortened and lines[-1].endswith(MORE)
    assert lines[0] == "Player 1 wins"
    assert lines[-1] == "the map and" + MORE


def test_a_word_wider_than_the_line_is_the_only_thing_split():
    assert wrap("Supercalifragilistic", 40, BODY.width)[0] == "Superc"


def test_short_paragraphs_keep_their_rows_and_the_longest_gives_rows_up():
    assert share_rows([3, 1, 1, 2], 5) == [1, 1, 1, 2]
    assert share_rows([1, 1], 5) == [1, 1]


words = st.text("abcdefghij", min_size=1, max_size=9)


@given(st.lists(words, min_size=1, max_size=12), st.integers(min_value=60, max_value=256))
def test_wrapping_keeps_every_word_whole_and_in_order(text_words, width):
    lines = wrap(" ".join(text_words), width, BODY.width)
    assert " ".join(lines).split() == text_words
    assert all(BODY.width(line) <= width for line in lines)
