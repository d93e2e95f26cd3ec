"""A seat's secret on its own phone: the shared screen says only that the player looked."""

from __future__ import annotations

from games.phones import looked_said, on_a_phone, shared_screen
from games.screen import Screen, T

SECRET = Screen((T("Tile back: gold 4"), T("Only for player 2"), T("AIR: hide")))


def words(screen: Screen) -> list[str]:
    return [line.msgid.format(**dict(line.params)) for line in screen.lines]


def test_a_secret_shown_on_a_phone_leaves_only_who_looked_and_the_key_on_the_oled():
    shown = shared_screen(SECRET, on_a_phone(2, frozenset({1, 2})))
    assert words(shown) == ["Player 2 looked", "The secret is on their phone.", "AIR: hide"]
    assert not any("gold" in line for line in words(shown))


def test_a_seat_with_no_phone_sees_its_secret_on_the_box_as_before():
    assert on_a_phone(2, frozenset({1, 3})) is None
    assert shared_screen(SECRET, on_a_phone(2, frozenset({1, 3}))) == SECRET
    assert on_a_phone(None, frozenset({1, 2})) is None  # nobody is looking


def test_the_table_hears_who_looked_once_as_the_secret_goes_to_the_phone():
    assert [say.text.params for say in looked_said(None, 2)] == [(("player", 2),)]
    assert looked_said(2, 2) == [] and looked_said(2, None) == []
