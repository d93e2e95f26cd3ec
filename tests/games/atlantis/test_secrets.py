"""Each seat's secrets for its phone: the back it lifted, its red tiles; nobody else's.
While a seat with a phone looks, the OLED and the voice say only that the player looked."""

from __future__ import annotations

from atlantis_positions import bench_at
from PIL import ImageChops
from pixel_check import screen_problems

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.render import ScreenRenderer
from games.atlantis.views.pictures import tile_back
from games.effects import Say, Secret
from games.screen import WIDTH, Screen, plain


def secrets(effects) -> dict[int, list[str]]:
    return {e.seat: [plain(line) for line in e.lines] for e in effects if isinstance(e, Secret)}


def test_the_back_lifted_goes_to_the_player_at_the_turn_only():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 1")  # a beach tile: its back is dealt, only player 1 looks
    told = secrets(bench.last)
    assert told[1][0] == "You lifted:"
    assert len(told[1]) > 3
    assert "You lifted:" not in told[2]
    assert told[2][0] == "Your red tiles:"  # player 2 holds one; player 1 none
    assert told[1][-1] == "No red tiles in your hand."


def test_once_looked_at_and_hidden_the_back_is_no_longer_secret():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 1\npress AIR")
    assert secrets(bench.last)[1][1] == "Whale appears!"  # as the OLED shows it to player 1
    bench.play("press 5")  # hidden: a green back is then shown to the whole table
    assert secrets(bench.last) == {
        1: ["No red tiles in your hand."],
        2: ["Your red tiles:", "Shark defence"],
    }


def test_a_redraw_tells_every_seat_its_hand_again():
    bench = bench_at("hand", hands="1:dd 2:-")
    told = secrets(bench.game.redraw(bench.now))
    assert told[1][0] == "Your red tiles:" and told[1][1].endswith("x2")
    assert told[2] == ["No red tiles in your hand."]


def said(effects) -> list[str]:
    return [plain(e.text) for e in effects if isinstance(e, Say)]


def drawn(screen, language: str = "en"):
    """The OLED's image of a screen, and its problems (a cut line, ink off the frame)."""
    renderer = ScreenRenderer(Translator(language))
    return renderer.render(screen), screen_problems(renderer, screen)


def dots(image) -> int:
    return sum(image.convert("L").histogram()[1:])


def shows_picture(image, back) -> bool:
    """True when the drawn image holds the back's picture (as the seen screen draws it)."""
    alone = Screen((), tuple(tile_back(back, WIDTH - 27, 0, 26)))  # as seen_screen draws it
    picture = ScreenRenderer(Translator("en")).render(alone)
    return dots(ImageChops.logical_and(image, picture)) > dots(picture) // 2


def test_with_a_phone_the_oled_and_voice_say_only_that_the_player_looked_at_the_back():
    alone = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    alone.play("press 1\npress AIR")
    back = alone.game.state.lifted[1]
    secret_image, _ = drawn(alone.shown)
    assert shows_picture(secret_image, back)  # without a phone the back is on the OLED
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.game.phones_at(frozenset({1}), bench.now)
    bench.play("press 1\npress AIR")
    assert bench.screen == ["Red looked", "The secret is on their phone.", "Any key: hide it"]
    assert said(bench.last) == ["Red looked"]
    assert secrets(bench.last)[1][1] == "Whale appears!"  # on player 1's phone only
    assert "Whale appears!" not in bench.text
    for language in LANGUAGES:
        image, problems = drawn(bench.shown, language)
        assert problems == [], language
        assert not shows_picture(image, back), language
    bench.play("press 5")  # hidden: the green back is the whole table's now
    assert bench.screen[0] == "Whale appears!"


def test_a_seat_without_a_phone_sees_its_back_on_the_oled_as_before():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.game.phones_at(frozenset({2}), bench.now)  # only the other seat has a phone
    bench.play("press 1\npress AIR")
    assert bench.screen[0] == "Whale appears!"
    assert said(bench.last) == []
    assert shows_picture(drawn(bench.shown)[0], bench.game.state.lifted[1])


def test_with_a_phone_the_hand_is_listed_on_the_phone_for_the_digits_on_the_box():
    bench = bench_at("hand", hands="1:dd 2:-")
    bench.game.phones_at(frozenset({1}), bench.now)
    bench.play("press UP")
    assert bench.screen[:2] == ["Red looked", "The secret is on their phone."]
    assert bench.screen[-1] == "Digit: play · other: hide"
    mine = secrets(bench.last)[1]
    assert mine[1].startswith("1 ") and mine[1].endswith("x2")  # numbered, as the OLED was
    assert not any(line.startswith("1 ") for line in bench.screen)
    for language in LANGUAGES:
        assert drawn(bench.shown, language)[1] == [], language
    bench.play("press 1")  # the digit on the box plays the tile the phone lists first
    assert bench.game.state.phase == "played"


def test_a_phone_paired_while_the_back_is_shown_hides_it_from_the_oled():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 1\npress AIR")
    assert bench.screen[0] == "Whale appears!"
    effects = bench.game.phones_at(frozenset({1}), bench.now)
    bench.take(effects)
    assert plain(bench.shown.lines[0]) == "Red looked"


def test_a_phone_unpaired_while_its_player_looks_hides_the_back_again():
    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.game.phones_at(frozenset({1}), bench.now)
    bench.play("press 1\npress AIR")
    assert bench.screen[0] == "Red looked"
    bench.take(bench.game.phones_at(frozenset(), bench.now))
    assert "Red: look alone" in bench.screen  # to look on the box, the others away
    assert "Whale appears!" not in bench.screen
