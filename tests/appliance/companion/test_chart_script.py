"""The games' charts on the table page, in a real browser at a phone's size: Treasure
Rush's map card, claims and scores, Tobago's island with each map's candidates, and
Atlantis's turn and tiles (on a tablet too), following a key script live
(tests/support/browserkit.py)."""

from __future__ import annotations

import pytest
from atlantis_positions import bench_at
from boxkit import play
from browserkit import phone_size, shot, show, text_of, until
from companionkit import companion_box, port_of, put_game
from tobago_positions import LANDMARKS, START_CLUES, clue_keys

pytest.importorskip("selenium.webdriver", reason="selenium is not installed")

from selenium.webdriver.common.by import By

from games.atlantis import words
from games.atlantis.tiles.tiles import Kind


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
        until(browser, lambda d: "Next to claim: Green" in text_of(d, "rush-claims"), "queue")
        assert "Judged now: Blue" in text_of(browser, "rush-claims")
        assert text_of(browser, "chart-title") == "Blue; next 3"
        show(browser, "chart")
        shot(browser, "treasure-rush-claims")
        play(running, "press CLEAR\nwait 3\npress VALUE")  # 2 wrong; 3 is right
        until(browser, lambda d: scores(d) == ["0", "0", "1"], "the scores")
        assert text_of(browser, "chart-title") == "Green wins the map!"
        assert codes(browser) == path  # the won map stays until the next is turned up


SEED_07 = '[tobago]\nisland = "seed-07"\n'


def tobago_set_up(running, players: int = 3) -> None:
    """Players chosen, the landmarks placed, each player's starting clue played."""
    play(running, f"press {players}\n" + "press AIR\n" * (LANDMARKS + 1))
    for entry in START_CLUES[:players]:
        number, _, clue = entry.partition(" ")
        keys = [number, *clue_keys(clue), "AIR"]
        play(running, "\n".join(f"press {key}" for key in keys))
    assert running.box.game.state.phase == "turn", running.output.current_lines


def lit_hexes(driver) -> set[str]:
    """The names of the hexes lit as candidates of the map shown."""
    found = driver.find_elements(By.CSS_SELECTOR, "#island .hex.candidate")
    return {hex_.get_attribute("data-name") for hex_ in found}


def test_tobago_the_island_and_each_maps_candidates_follow_the_keys(tmp_path, browser):
    with companion_box(tmp_path, game="tobago", extra=SEED_07) as (running, _):
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        until(browser, lambda d: text_of(d, "game") == "Tobago", "the game's title")
        tobago_set_up(running)
        state = running.box.game.state
        until(
            browser,
            lambda d: (
                len(d.find_elements(By.CSS_SELECTOR, "#island .hex")) == len(state.island.terrain)
            ),
            "the whole island",
        )
        jungle = len(browser.find_elements(By.CSS_SELECTOR, "#island .hex.jungle"))
        assert jungle == sum(t == "jungle" for t in state.island.terrain.values())
        assert len(browser.find_elements(By.CSS_SELECTOR, "#island .landmark.statue")) == 3
        island = browser.find_element(By.ID, "island")
        assert island.size["width"] >= 370  # the island as wide as the phone

        def named(number: int) -> set[str]:
            sheet = running.box.game.state.sheet(number)
            return set(state.names.names(state.engine.hexes_of(sheet.treasure.candidates)))

        until(browser, lambda d: lit_hexes(d) == named(3), "map 3, the last clue's (in mountain)")
        assert "Blue: in mountain" in text_of(browser, "tobago-clues")
        shot(browser, "tobago-table")
        browser.find_element(By.CSS_SELECTOR, "#tobago-maps [data-map='1']").click()
        until(browser, lambda d: lit_hexes(d) == named(1), "map 1's candidates, tapped")
        assert "Red: in jungle" in text_of(browser, "tobago-clues")
        show(browser, "chart")
        shot(browser, "tobago-map-1")
        play(running, "press 1\n" + "\n".join(f"press {k}" for k in clue_keys("next-to river")))
        assert running.box.game.state.sheet(1).count == 3  # the clue was accepted
        until(browser, lambda d: lit_hexes(d) == named(1), "map 1 narrowed to 3")
        assert "Red: next to river" in text_of(browser, "tobago-clues")
        markers = browser.find_elements(By.CSS_SELECTOR, "#island .marker")
        assert len(markers) == 3  # few enough for the markers: each drawn and named
        others = browser.find_elements(By.CSS_SELECTOR, "#island .other-marker")
        assert len(others) == running.box.game.state.sheet(3).count == 17  # map 3's, thin
        assert "Markers: " in text_of(browser, "tobago-clues")
        show(browser, "chart")
        shot(browser, "tobago-clue")


def tiles_drawn(driver, kind: str) -> int:
    return len(driver.find_elements(By.CSS_SELECTOR, f"#atlantis-tiles .tile[data-kind='{kind}']"))


@pytest.mark.parametrize(("width", "height", "name"), [(820, 1180, "tablet"), (390, 844, "phone")])
def test_atlantis_the_chart_fills_a_tablet_as_tobagos_island_does(
    tmp_path, browser, width, height, name
):
    with companion_box(tmp_path, game="atlantis") as (running, _):
        phone_size(browser, width, height)
        put_game(running, bench_at("lifting", players=3, current=2).game)
        browser.get(f"http://127.0.0.1:{port_of(running)}/")
        until(browser, lambda d: tiles_drawn(d, "beach") == 16, "every beach tile")
        play(running, "press 1\npress AIR\npress AIR\npress AIR\npress NS_SILVER\nwait 5")
        left = {str(kind): running.box.game.state.decks.left(kind) for kind in Kind}
        until(browser, lambda d: tiles_drawn(d, "beach") == left["beach"] == 15, "one lifted")
        assert tiles_drawn(browser, "forest") == 16 and tiles_drawn(browser, "mountain") == 8
        creature = running.output.renderer.translate(
            words.creature_name(running.box.game.state.creature)
        )
        until(browser, lambda d: text_of(d, "chart-die") == f"Creature die: {creature}", "the die")
        assert text_of(browser, "chart-turn") == "Yellow · step 4 of 4"
        now = browser.find_element(By.CSS_SELECTOR, "#atlantis-steps .step.now")
        assert now.get_attribute("data-step") == "4"
        chart = browser.find_element(By.ID, "chart").size["width"]
        drawing = browser.find_element(By.ID, "atlantis-tiles").size["width"]
        assert drawing == chart  # as wide as the page's chart, as Tobago's island is
        tile = browser.find_element(By.CSS_SELECTOR, "#atlantis-tiles .tile").size["width"]
        size = "return getComputedStyle(document.getElementById('chart-turn')).fontSize"
        words_px = float(browser.execute_script(size).removesuffix("px"))
        big = name == "tablet"
        assert tile >= (38 if big else 19), tile  # two 16 px lines of text before
        assert words_px >= (32 if big else 20), words_px
        show(browser, "chart")
        shot(browser, f"atlantis-chart-{name}")
