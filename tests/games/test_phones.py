"""A seat's secret on its own phone: the shared screen says only that the player looked."""

from __future__ import annotations

from pixel_check import screen_problems

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.render import ScreenRenderer
from games.phones import looked_said, looking_screen, on_a_phone, shared_screen
from games.screen import Screen, T, plain

SECRET = Screen((T("Tile back: gold 4"), T("Only for player 2"), T("AIR: hide")))


COLOURS = ("red", "yellow", "blue", "green")


def words(screen: Screen) -> list[str]:
    return [plain(line) for line in screen.lines]


def test_a_secret_shown_on_a_phone_leaves_only_who_looked_and_the_key_on_the_oled():
    shown = shared_screen(SECRET, 2, frozenset({1, 2}), COLOURS)
    assert shown.shared is None  # nothing secret on the OLED: the table sees it all
    assert words(shown) == ["Yellow looked", "The secret is on their phone.", "AIR: hide"]
    assert not any("gold" in line for line in words(shown))


def test_a_seat_with_no_phone_sees_its_secret_on_the_box_and_the_phones_see_it_looking():
    shown = shared_screen(SECRET, 2, frozenset({1, 3}), COLOURS)
    assert shown.lines == SECRET.lines and shown.shapes == SECRET.shapes
    assert shown.shared == looking_screen(COLOURS, 2)
    assert words(shown.shared) == ["Yellow is looking", "Everyone else: look away!"]
    assert shared_screen(SECRET, None, frozenset({1, 2}), COLOURS) == SECRET  # nobody looks


def test_the_seat_looking_is_on_a_phone_only_with_one_paired():
    assert on_a_phone(2, frozenset({1, 2})) == 2
    assert on_a_phone(2, frozenset({1, 3})) is None
    assert on_a_phone(None, frozenset({1, 2})) is None


def test_the_table_hears_who_looked_once_as_the_secret_goes_to_the_phone():
    assert [plain(say.text) for say in looked_said(COLOURS, None, 2)] == ["Yellow looked"]
    assert looked_said(COLOURS, 2, 2) == [] and looked_said(COLOURS, 2, None) == []


def test_what_the_phones_show_while_a_player_looks_fits_the_oled_in_every_language():
    for language in LANGUAGES:
        renderer = ScreenRenderer(Translator(language))
        for colour in ("red", "yellow", "green", "blue", "white", "black", "orange", "purple"):
            colours = (colour, "red" if colour != "red" else "blue", "white", "black")
            assert screen_problems(renderer, looking_screen(colours, 1)) == [], language
