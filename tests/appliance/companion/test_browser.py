"""The companion in a real browser: Debian's headless Chromium at a phone's size
(390 x 844), driven by selenium. Join, the table following the keys live, a seat's
private view, and another seat's token refused. Every wait is explicit and bounded.

Skipped, saying why, where Chromium, its driver or selenium is not installed
(``.ci/run`` installs them where apt and root are there)."""

from __future__ import annotations

import socket

import pytest
from boxkit import play
from browserkit import phone_size, shot, show, text_of, until
from companionkit import SEED_07, companion_box, pair, port_of, tobago_split

pytest.importorskip("selenium.webdriver", reason="selenium is not installed")

from selenium.webdriver.common.by import By

from games.atlantis import words
from games.atlantis.tiles.tiles import Kind
from games.lost_treasure.compass import Region
from games.lost_treasure.ocean import Metal

ATLANTIS_NAMES = ("Red", "Yellow", "Green", "Blue")  # the seats, by the game's colours


def test_a_phone_joins_and_the_box_key_confirms_its_seat(tmp_path, browser):
    with companion_box(tmp_path) as (running, _):
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        until(browser, lambda d: text_of(d, "game") == "Lost Treasure", "the game's title")
        assert browser.execute_script("return window.innerWidth") == 390
        browser.find_element(By.ID, "code").send_keys(running.companion.pairing.code)
        browser.find_element(By.CSS_SELECTOR, "[data-claim='2']").click()
        until(browser, lambda d: "Press 1 on the box" in text_of(d, "status"), "asked to confirm")
        shot(browser, "join-waiting")
        play(running, "press 1")
        until(browser, lambda d: d.current_url.endswith("/seat"), "the seat's page")
        until(browser, lambda d: text_of(d, "me").startswith("Seat 2"), "the seat's title")
        assert running.companion.pairing.seats_taken() == [2]
        shot(browser, "seat-page")


def test_a_wrong_code_is_said_and_nothing_is_asked(tmp_path, browser):
    with companion_box(tmp_path) as (running, _):
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        until(browser, lambda d: text_of(d, "game") == "Lost Treasure", "the page")
        wrong = "0000" if running.companion.pairing.code != "0000" else "1111"
        browser.find_element(By.ID, "code").send_keys(wrong)
        browser.find_element(By.CSS_SELECTOR, "[data-claim='1']").click()
        until(browser, lambda d: "not the one on the box" in text_of(d, "status"), "refused")
        assert running.companion.pairing.waiting() == []


def test_the_table_view_follows_a_key_script_live(tmp_path, browser):
    with companion_box(tmp_path) as (running, _):
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        oled = browser.find_element(By.ID, "oled")
        until(browser, lambda d: "New treasure hidden" in oled.get_attribute("alt"), "first screen")
        play(running, "press 1\npress 2\npress NS_GOLD")
        shown = " / ".join(running.output.current_lines)
        until(browser, lambda d: oled.get_attribute("alt") == shown, "the screen after the keys")
        lights = running.output.current_lights
        assert lights.compass is not None  # the answer lights a compass LED

        def lit(driver, prefix: str, names: str) -> str:
            leds = [driver.find_element(By.ID, f"{prefix}{name}") for name in names]
            return "".join("1" if "on" in led.get_attribute("class") else "0" for led in leds)

        compass = "".join("1" if p == lights.compass else "0" for p in "NSEWC")
        until(browser, lambda d: lit(d, "c", "NSEWC") == compass, "the compass light")
        until(browser, lambda d: lit(d, "g", "012345") == lights.gauge, "the gauge")
        gold = Region.from_answers(running.box.game.state.history[Metal.GOLD])
        assert gold.size < 64  # the answer narrowed it

        def still(driver, metal: str) -> int:
            return len(driver.find_elements(By.CSS_SELECTOR, f"#chart .{metal} .cell.still"))

        until(browser, lambda d: still(d, "gold") == gold.size, "the chart of gold")
        assert still(browser, "silver") == 64
        cells = browser.find_elements(By.CSS_SELECTOR, "#chart .gold .cell")
        assert len(cells) == 64
        asked = browser.find_element(By.CSS_SELECTOR, "#chart .gold [data-location='12']")
        assert asked.text in ("\u2191", "\u2193", "\u2194")  # the compass's answer, drawn
        assert oled.get_property("naturalWidth") == 128
        assert oled.size["width"] >= 350  # the OLED drawn large on a phone
        assert oled.value_of_css_property("image-rendering") == "pixelated"
        shot(browser, "lost-treasure-table")
        show(browser, "chart")
        shot(browser, "lost-treasure-chart")


def test_a_seat_sees_its_secret_and_another_seats_token_is_refused(tmp_path, browser):
    with companion_box(tmp_path, game="atlantis") as (running, _):
        play(running, "press 2\npress AIR")  # two players; the box picks who begins
        tokens = {1: pair(running, 1), 2: pair(running, 2)}
        play(running, "press AIR\npress AIR\npress 1")  # steps 1, 2; a beach tile lifted
        lifting = running.box.game.state.current
        other = 3 - lifting
        assert running.output.current_lines[2] == f"{ATLANTIS_NAMES[lifting - 1]}: look alone"
        back = running.output.renderer.translate(words.back_name(running.box.game.state.lifted[1]))
        base = f"http://127.0.0.1:{port_of(running)}"
        open_seat(browser, base, tokens[other])
        name = ATLANTIS_NAMES[other - 1]  # the seat's page names it by its colour
        until(browser, lambda d: text_of(d, "me").startswith(name), "the other seat")
        until(browser, lambda d: text_of(d, "secret") != "Nothing secret now.", "its own hand")
        assert "You lifted" not in text_of(browser, "secret")
        assert back not in browser.page_source
        beach = f"Beach {running.box.game.state.decks.left(Kind.BEACH)}"
        kind = "#atlantis-tiles .kind[data-kind='beach']"
        until(browser, lambda d: d.find_element(By.CSS_SELECTOR, kind).text == beach, "the chart")
        assert text_of(browser, "chart-turn") == f"{ATLANTIS_NAMES[lifting - 1]} · step 3 of 4"
        shot(browser, "atlantis-other-seat")
        browser.switch_to.new_window("tab")
        phone_size(browser)
        open_seat(browser, base, tokens[lifting])
        name = ATLANTIS_NAMES[lifting - 1]
        until(browser, lambda d: text_of(d, "me").startswith(name), "the seat")
        until(browser, lambda d: text_of(d, "secret").startswith("You lifted:"), "the back")
        assert back in text_of(browser, "secret")
        shot(browser, "atlantis-private-view")
        open_seat(browser, base, f"{tokens[lifting][:-3]}abc")
        until(browser, lambda d: d.current_url == f"{base}/", "a forged seat: the table page")
        assert back not in browser.page_source


def test_a_seat_with_no_phone_looks_and_every_phone_shows_only_that_it_is_looking(
    tmp_path, browser
):
    with companion_box(tmp_path, game="atlantis") as (running, _):
        play(running, "press 2\npress AIR\npress AIR\npress AIR\npress 1")  # a beach lifted
        lifting = running.box.game.state.current
        base = f"http://127.0.0.1:{port_of(running)}"
        open_seat(browser, base, pair(running, 3 - lifting))  # the other seat's phone
        oled = browser.find_element(By.ID, "oled")
        until(browser, lambda d: "look alone" in oled.get_attribute("alt"), "the OLED: look alone")
        play(running, "press AIR")  # the back on the OLED, for the lifting player's eyes
        back = running.output.renderer.translate(words.back_name(running.box.game.state.lifted[1]))
        assert running.output.current_lines[0] == back
        looking = f"{ATLANTIS_NAMES[lifting - 1]} is looking / Everyone else: look away!"
        until(browser, lambda d: oled.get_attribute("alt") == looking, "is looking")
        assert back not in browser.page_source
        assert oled.size["width"] >= 370  # the picture drawn large, the OLED's own size ratio
        shot(browser, "atlantis-looking")


def test_tobago_a_peek_shows_on_its_seats_phone_only_and_another_token_is_refused(
    tmp_path, browser
):
    with companion_box(tmp_path, game="tobago", extra=SEED_07) as (running, _):
        tobago_split(running)  # player 1 is to peek at two cards, 5 and 4
        tokens = {1: pair(running, 1), 2: pair(running, 2)}
        base = f"http://127.0.0.1:{port_of(running)}"
        open_seat(browser, base, tokens[2])
        until(browser, lambda d: text_of(d, "me").startswith("Yellow"), "seat 2's page")
        play(running, "press AIR")  # player 1 shows their cards: on their phone only
        oled = browser.find_element(By.ID, "oled")
        looked = "Red looked / The secret is on their phone. / AIR: hide"
        until(browser, lambda d: oled.get_attribute("alt") == looked, "the OLED: who looked")
        assert text_of(browser, "secret") == "Nothing secret now."
        assert "Cards: 5 4" not in browser.page_source
        shot(browser, "tobago-other-seat")
        browser.switch_to.new_window("tab")
        phone_size(browser)
        open_seat(browser, base, tokens[1])
        until(browser, lambda d: text_of(d, "me").startswith("Red"), "seat 1's page")
        cards = "Red's cards:\nCards: 5 4\nYour gold: 3"
        until(browser, lambda d: text_of(d, "secret") == cards, "the cards peeked at")
        shot(browser, "tobago-private-view")
        browser.get(f"{base}/")
        until(browser, lambda d: text_of(d, "game") == "Tobago", "the table page")
        assert "Cards: 5 4" not in browser.page_source
        open_seat(browser, base, f"{tokens[1][:-3]}abc")
        until(browser, lambda d: d.current_url == f"{base}/", "a forged seat: the table page")
        assert "Cards: 5 4" not in browser.page_source
        play(running, "press AIR")  # hidden: player 1's phone keeps nothing secret
        open_seat(browser, base, tokens[1])
        until(browser, lambda d: text_of(d, "secret") == "Nothing secret now.", "hidden")


def open_seat(browser, base: str, token: str) -> None:
    """The seat's page, its token a cookie (as a granted claim sets it): the address
    shown is /seat, never the token."""
    cookie = {"name": "seat", "value": token, "url": f"{base}/", "httpOnly": True}
    browser.execute_cdp_cmd("Network.setCookie", cookie)
    browser.get(f"{base}/seat")


def free_port() -> int:
    """A port free on 127.0.0.1 now (for a box restarted on the same address)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


PT = '[box]\nlanguage = "pt"\n'
ENDED_PT = "O lugar deste telemóvel terminou. Entre de novo pela página da mesa."


@pytest.mark.parametrize("how", ["the box restarts", "End phone pairings", "a new game"])
def test_a_seats_page_says_at_once_that_its_seat_ended_in_its_language(tmp_path, browser, how):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with companion_box(tmp_path, extra=PT, port=port) as (running, _):
        token = pair(running, 2)
        open_seat(browser, base, token)
        until(browser, lambda d: text_of(d, "me").startswith("Lugar 2"), "seat 2's page")
        assert text_of(browser, "status") == ""
        if how != "the box restarts":
            keys = "press MENU\npress 5\npress 2\npress 1"  # phones, End pairings, yes
            if how == "a new game":
                keys = "hold MENU 3.5\npress 1\npress 1"  # box menu, New game, yes
            play(running, keys)
            until(browser, lambda d: text_of(d, "status") == ENDED_PT, "the seat ended")
    if how == "the box restarts":  # its stream is cut; the box back on the same address
        with companion_box(tmp_path, extra=PT, port=port):
            until(browser, lambda d: text_of(d, "status") == ENDED_PT, "the seat ended")
    assert browser.current_url == f"{base}/seat"
    shot(browser, f"seat-ended-{how.split()[-1]}")


def test_the_evenings_remembered_show_on_every_phone_in_the_boxs_language(tmp_path, browser):
    from screenkit import whole_games

    whole = {game: script for _, game, script in whole_games()}["treasure-rush"]
    with companion_box(tmp_path, game="treasure-rush", seed=11, state_dir=tmp_path / "state") as (
        running,
        _,
    ):
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        until(browser, lambda d: text_of(d, "game") == "Treasure Rush", "the page")
        assert browser.find_elements(By.CSS_SELECTOR, "#history tr") == []  # none kept yet
        play(running, whole)

        def rows(driver) -> list[list[str]]:
            lines = driver.find_elements(By.CSS_SELECTOR, "#history tr")
            return [[cell.text for cell in line.find_elements(By.TAG_NAME, "td")] for line in lines]

        ended = ["Treasure Rush", "1/1 19:00, 0 min", "Red won", "Scores: 5 1"]
        until(browser, lambda d: rows(d) == [ended], "the evening just ended")
        assert text_of(browser, "history").startswith("History")
        shot(browser, "history")
        play(running, "hold MENU 3.2\npress 4\npress 2")  # the box menu: Language, Português
        ended_pt = ["Treasure Rush", "1/1 19:00, 0 min", "Vermelho ganhou", "Pontos: 5 1"]
        until(browser, lambda d: rows(d) == [ended_pt], "the evening in Portuguese")
