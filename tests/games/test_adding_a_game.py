"""docs/adding-a-game.md, proved: the game it builds (tests/support/guide_dice), with its one
registry line and nothing else, is on the box's menu and plays through the whole box on
mock hardware: keys, sounds, the refusal, the saved state after a power cut."""

from __future__ import annotations

import pytest
from boxkit import mock_box, play, screens, sounds

from games.catalog import GAME_MODULES


@pytest.fixture
def registered(monkeypatch):
    """The guide's one registry line."""
    monkeypatch.setitem(GAME_MODULES, "guide-dice", "guide_dice")


def test_without_its_registry_line_the_game_is_not_on_the_menu():
    with mock_box() as (running, records):
        play(running, "press MENU\n")
        assert "5 Guide Dice" not in screens(records)[-1]


@pytest.mark.usefixtures("registered")
def test_its_registry_line_puts_it_on_the_menu_and_its_digit_starts_it():
    with mock_box() as (running, records):
        play(running, "press MENU\npress UP\n")  # five games and What now?: two pages
        assert "5 Guide Dice" in screens(records)[-1]
        play(running, "press 5\n")
        assert screens(records)[-1] == ["2 dice", "$: roll", "Keys 1-3: how many"]


@pytest.mark.usefixtures("registered")
def test_it_plays_through_the_box_with_its_sounds_and_its_one_refusal():
    with mock_box(seed=1) as (running, records):
        play(running, "press MENU\npress 5\n")
        heard = len(sounds(records))
        play(running, "press 3\npress VALUE\n")
        assert screens(records)[-2][0] == "3 dice"
        assert screens(records)[-1][1].startswith("Rolled ")
        assert sounds(records)[heard:] == ["key", "roll"]
        shown = len(screens(records))
        play(running, "press AIR\npress 3\n")  # no use, and already three dice
        assert sounds(records)[heard + 2 :] == ["nope", "nope"]
        assert len(screens(records)) == shown, "a refused key changes nothing"


@pytest.mark.usefixtures("registered")
def test_its_state_is_saved_and_comes_back_after_a_power_cut(tmp_path):
    with mock_box(state_dir=tmp_path) as (running, records):
        play(running, "press MENU\npress 5\npress VALUE\n")
        rolled = screens(records)[-1]
    with mock_box(state_dir=tmp_path) as (running, records):
        assert screens(records)[-1][1] == "Guide Dice goes on."
        play(running, "press UP\n")  # any key: play on
        assert screens(records)[-1] == rolled


@pytest.mark.usefixtures("registered")
def test_its_settings_table_reaches_it(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("[guide-dice]\ndice = 3\n", encoding="utf-8")
    with mock_box(settings_path=path) as (running, records):
        play(running, "press MENU\npress 5\n")
        assert screens(records)[-1][0] == "3 dice"
