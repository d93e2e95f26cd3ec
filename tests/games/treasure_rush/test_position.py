"""The settings table an owner writes, and the position notation the tests lean on."""

from __future__ import annotations

import pytest

from games.base import settings_from
from games.errors import SettingsError
from games.treasure_rush.position import position, table_from_position
from games.treasure_rush.settings import TreasureRushSettings


def test_the_defaults_are_the_rules_pages():
    settings = TreasureRushSettings()
    assert (settings.deck_size, settings.maps_to_win, settings.verdict) == (50, 5, "table")
    assert settings.recipe().counts() == {2: 10, 3: 15, 4: 15, 5: 10}
    assert settings.recipe().faded_percent == 20


def test_an_owner_sets_the_mix_from_the_settings_file():
    settings = settings_from(
        TreasureRushSettings, {"deck_size": 20, "maps_of_2": 0, "maps_of_5": 40, "verdict": "box"}
    )
    assert settings.recipe().counts() == {2: 0, 3: 6, 4: 6, 5: 8}


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"deck_size": 0}, "below the smallest allowed"),
        ({"verdict": "dog"}, "is not one of"),
        ({"maps_of_2": 0, "maps_of_3": 0, "maps_of_4": 0, "maps_of_5": 0}, "all 0"),
        ({"faded_percent": 101}, "above the largest allowed"),
        ({"seats": 5}, "above the largest allowed"),
        ({"maps_to_win": "5"}, "should be a int"),
    ],
)
def test_bad_settings_are_named(values, message):
    with pytest.raises(SettingsError, match=message):
        settings_from(TreasureRushSettings, values)


POSITION = """phase claim
seats 3 teams
judge box
to_win 4
turned 7
map Diamond Book~ Compass
pile Wagon Tablet / Anchor Key~ Palm
won 1 Crown Key
won 2
won 3 Book Wagon / Skull Palm
aside Palm Tablet~ / Anchor Crown
out 2
claimant 3
queue 1
keyed Diamond Key"""


def test_a_position_reads_back_to_the_same_text_by_name_and_by_code(icons):
    table = table_from_position(POSITION, icons)
    assert position(table, icons) == POSITION
    assert position(table_from_position(position(table)), icons) == POSITION
    assert (table.seats, table.teams, table.scores()) == (3, True, [1, 0, 2])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("seats 3 teams", "seats 5 teams"), "5 seats"),
        (("claimant 3", "claimant 2"), "does not fit"),
        (("keyed Diamond Key", "keyed Diamond Crown"), "two sides of one card"),
        (("map Diamond Book~ Compass", "map Diamond Crown"), "never shows two icons"),
        (("turned 7", "flavour 7"), "unknown fact 'flavour'"),
        (("out 2", "out 6"), "not at the table"),
        (("queue 1", "queue 2"), "only seats still in the round wait"),
        (("queue 1", "queue 3"), "only seats still in the round wait"),
        (("queue 1", "queue 1 1"), "each once"),
        (("aside Palm Tablet~ / Anchor Crown", "aside Palm Wagon"), "never shows two icons"),
    ],
)
def test_an_impossible_position_is_refused(icons, change, message):
    with pytest.raises(ValueError, match=message):
        table_from_position(POSITION.replace(*change), icons)
