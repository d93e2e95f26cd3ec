"""The companion on the box: off by default with nothing of it imported, a claim asked on
the OLED, and every pairing ended by a new game or the box menu."""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap

from boxkit import mock_box, play
from companionkit import claim, companion_box, pair, unpaired
from pixel_check import screen_problems

from appliance.box.menu import game_menu
from appliance.box.menu_items.help import fits, menu_pages
from appliance.box.start.startup import load_games
from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.companion.box_side import phones_menu
from appliance.companion.join_screen import join_screen
from appliance.screen.render import ScreenRenderer


def test_off_by_default_nothing_of_it_is_imported(tmp_path):
    program = textwrap.dedent(
        """
        import sys
        sys.path.insert(0, "tests/support")
        from boxkit import mock_box, play
        with mock_box() as (running, _):
            play(running, "press 1")
            assert running.companion is None
        loaded = [m for m in sys.modules if m.startswith("appliance.companion") or m == "segno"]
        assert not loaded, loaded
        assert "http.server" not in sys.modules
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


def test_a_port_it_cannot_take_is_said_and_the_box_goes_on(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        settings = tmp_path / "settings.toml"
        settings.write_text(f'[companion]\nenabled = true\nlisten = "127.0.0.1"\nport = {port}\n')
        with mock_box(settings_path=settings, game="lost-treasure") as (running, _):
            assert running.companion is None
            assert any("[companion] cannot listen" in p for p in running.problems)
            assert "The phone companion cannot start." in " ".join(running.output.current_lines)
            play(running, "press 1\npress 1")  # the notice goes, the game plays
            assert running.output.current_lines[0] == "Location 1_"


def test_a_claim_waits_while_a_menu_is_open_then_is_asked(tmp_path):
    with companion_box(tmp_path) as (running, _):
        play(running, "press MENU")
        assert running.output.current_lines[0] == "Choose a game"
        assert claim(running, 1)[0] == 202
        play(running, "wait 1")
        assert running.output.current_lines[0] == "Choose a game"
        play(running, "press CLEAR")
        assert running.output.current_lines[0] == "A phone asks for seat 1."
        play(running, "press 1")
        assert running.companion.pairing.seats_taken() == [1]


def test_a_new_game_ends_every_pairing(tmp_path):
    with companion_box(tmp_path) as (running, _):
        token = pair(running, 1)
        play(running, "hold MENU 3.5\npress 1\npress 1")  # box menu, New game, yes
        assert unpaired(running, token)
        assert running.companion.pairing.seats_taken() == []


def test_another_game_ends_every_pairing_and_coming_back_does_not_restore_it(tmp_path):
    with companion_box(tmp_path) as (running, _):
        token = pair(running, 2)
        play(running, "game atlantis\ngame lost-treasure")
        assert unpaired(running, token)


def test_the_phones_menu_ends_every_pairing(tmp_path):
    with companion_box(tmp_path) as (running, _):
        tokens = [pair(running, 1), pair(running, 4)]
        play(running, "press MENU\npress UP")  # the chooser's second page
        assert "5 Phones" in running.output.current_lines
        play(running, "press 5")
        assert running.output.current_lines == ["Phones", "1 How to join", "2 End phone pairings"]
        play(running, "press 2")
        assert running.output.current_lines[0] == "End every pairing?"
        play(running, "press 1")
        assert "Every phone pairing ended." in running.output.current_lines
        assert all(unpaired(running, token) for token in tokens)


def test_the_phones_menu_shows_how_to_join(tmp_path):
    with companion_box(tmp_path) as (running, _):
        play(running, "press MENU\npress 5\npress 1")
        lines = running.output.current_lines
        assert lines[0] == "Join on a phone"
        assert lines[1] == running.companion.url.removeprefix("http://").rstrip("/")
        assert lines[2] == f"Code {running.companion.pairing.code}"
        play(running, "press 5")
        assert running.output.current_lines[0] == "New treasure hidden"


def test_without_the_companion_the_menus_have_no_phone_items():
    with mock_box(game="lost-treasure") as (running, _):
        play(running, "press MENU")
        assert not any("Phones" in line for line in running.output.current_lines)
        play(running, "press CLEAR\nhold MENU 3.5")
        assert not any("Phones" in line for line in running.output.current_lines)


def test_the_join_screen_fits_in_every_language():
    for language in LANGUAGES:
        renderer = ScreenRenderer(Translator(language))
        for url in ("http://192.168.178.100:8033/", "http://10.0.0.5:80/"):
            screen = join_screen(url, "4821")
            assert screen_problems(renderer, screen) == [], (language, url)
            assert screen.shared is not None  # the phones see it without its code
            assert screen_problems(renderer, screen.shared) == [], (language, url)
            shared = [renderer.translate(line) for line in screen.shared.lines]
            assert not any("4821" in line for line in shared), shared
            image = renderer.render(screen)
            qr = screen.shapes[0]
            assert len(qr.rows) <= image.height  # the whole code is on the OLED


def test_a_claim_asked_when_the_game_is_switched_from_the_console_is_not_lost(tmp_path):
    with companion_box(tmp_path) as (running, _):
        assert claim(running, 1)[0] == 202
        play(running, "wait 0.1")
        assert running.output.current_lines[0] == "A phone asks for seat 1."
        running.box.load_game("lost-treasure")  # as the console's "game" does: restored
        running.box.show_game()
        play(running, "wait 0.1")
        assert running.output.current_lines[0] == "A phone asks for seat 1."  # asked again
        play(running, "press 1")
        assert running.companion.pairing.seats_taken() == [1]


def test_the_game_chooser_and_the_phones_menu_fit_the_oled_in_every_language():
    # The box's own chooser: its games in menu order (in Japanese the fourth shares the
    # last row with the phones item, so a longer title there would be shortened).
    titles = {name: info.title for name, info in load_games().items()}
    for language in LANGUAGES:
        renderer = ScreenRenderer(Translator(language))
        chooser = menu_pages(game_menu(titles, phones=True).screen(), renderer)
        for screen in (*chooser, *menu_pages(phones_menu().screen(), renderer)):
            assert screen_problems(renderer, screen) == [], language
            assert fits(renderer, screen), language  # every line whole on its own rows
