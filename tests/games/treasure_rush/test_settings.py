"""The settings table an owner writes."""

from __future__ import annotations

import pytest

from games.base import settings_from
from games.errors import SettingsError
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
