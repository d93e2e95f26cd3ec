"""The games' charts on the table page, in a real browser at a phone's size: Treasure
Rush's map card, claims and scores following a key script live (tests/support/browserkit.py)."""

from __future__ import annotations

import pytest
from boxkit import play
from browserkit import shot, show, text_of, until
from companionkit import companion_box, port_of

pytest.importorskip("selenium.webdriver", reason="selenium is not installed")

from selenium.webdriver.common.by import By


def codes(driver) -> list[str]:
    """The icons on the map card drawn, in path order."""
    steps = driver.find_elements(By.CSS_SELECTOR, "#rush-card .rush-step")
    return [step.get_attribute("data-code") for step in steps]


def scores(driver) -> list[str]:
    return [
        row.find_element(By.TAG_NAME, "b").text
        for row in driver.find_elements(By.CSS_SELECTOR, "#rush-scores .rush-score")
    ]


def test_treasure_rush_the_map_card_claims_and_scores_follow_the_keys(tmp_path, browser):
    with companion_box(tmp_path, game="treasure-rush") as (running, _):
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        until(browser, lambda d: text_of(d, "game") == "Treasure Rush", "the game's title")
        play(running, "press 3\npress VALUE")  # three players; the first map turned up
        table = running.box.game.state
        path = [step.icon.code for step in table.map.steps]
        until(browser, lambda d: codes(d) == path, "the map card")
        assert text_of(browser, "chart-title") == "Map 1"
        assert text_of(browser, "rush-claims").endswith("No claim now.")
        card = browser.find_element(By.ID, "rush-card")
        assert card.size["width"] >= 350  # the card as wide as the phone
        icon = browser.find_element(By.CSS_SELECTOR, "#rush-card canvas")
        assert icon.size["width"] >= 48  # each pictogram at least twice its dots
        shot(browser, "treasure-rush-table")
        play(running, "press 2\npress 3")  # player 2 claims, player 3 claims next
        until(browser, lambda d: "Next to claim: Player 3" in text_of(d, "rush-claims"), "queue")
        assert "Judged now: Player 2" in text_of(browser, "rush-claims")
        assert text_of(browser, "chart-title") == "Player 2 claims; next 3"
        show(browser, "chart")
        shot(browser, "treasure-rush-claims")
        play(running, "press CLEAR\nwait 3\npress VALUE")  # 2 wrong; 3 is right
        until(browser, lambda d: scores(d) == ["0", "0", "1"], "the scores")
        assert text_of(browser, "chart-title") == "Player 3 wins the map!"
        assert codes(browser) == path  # the won map stays until the next is turned up
