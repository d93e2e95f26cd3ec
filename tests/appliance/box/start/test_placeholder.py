"""A game whose package cannot load keeps its place and its name on the menu, and says
that it could not start."""

from __future__ import annotations

import pytest
from boxkit import mock_box, play, screens

import appliance.box.start.startup as startup
from appliance.box.start.placeholder import placeholder_title
from games.catalog import GAME_MODULES, find_game
from games.screen import plain


@pytest.mark.parametrize("name", list(GAME_MODULES))
def test_a_broken_game_is_named_on_the_menu_as_its_own_package_names_it(name):
    assert placeholder_title(name) == find_game(name).title


def test_a_game_that_fails_to_load_is_on_the_menu_and_says_it_could_not_start(monkeypatch):
    def find(name):
        if name == "atlantis":
            raise RuntimeError("a broken package")
        return find_game(name)

    monkeypatch.setattr(startup, "find_game", find)
    with mock_box() as (running, records):
        assert plain(running.box.games["atlantis"].title) == "Atlantis"
        play(running, "press MENU\n")
        assert "3 Atlantis" in screens(records)[-1]
        play(running, "press 3\n")
        assert screens(records)[-1] == [
            "Atlantis",
            "This game could not start. The log says why.",
            "MENU: choose a game",
        ]
