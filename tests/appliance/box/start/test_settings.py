"""Settings: defaults, and a broken file reported with its line."""

from __future__ import annotations

import pytest

from appliance.box.errors import SettingsFileError
from appliance.box.start.settings import Settings, load_settings


def write(tmp_path, text: str):
    path = tmp_path / "settings.toml"
    path.write_text(text)
    return path


def test_no_file_gives_the_defaults(tmp_path):
    assert load_settings(tmp_path / "missing.toml") == Settings()


def test_values_are_read_and_game_tables_kept_for_the_games(tmp_path):
    path = write(tmp_path, '[box]\nlanguage = "pt"\n[audio]\nvolume = 0.5\n[tobago]\nx = 1\n')
    settings = load_settings(path, ("tobago",))
    assert settings.box.language == "pt" and settings.audio.volume == 0.5
    assert settings.games == {"tobago": {"x": 1}}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[box]\nui = "tv"\n', ":2: [box] ui: 'tv' is not one of"),
        ("[audio]\n\nvolume = 3\n", ":3: [audio] volume: 3 is above the largest allowed, 1.0"),
        ('[display]\nwidth = "wide"\n', ":2: [display] width: 'wide' should be a int"),
        ("[box]\ncolour = 1\n", ":2: [box] colour: unknown setting"),
        ("[sound]\nx = 1\n", ":1: unknown table [sound]"),
        ("[box\n", ":1: not valid TOML"),
        ('[box]\nui = "none"\n\n[audio]\nvolume = [0.5,\n', ":5: not valid TOML"),  # at its end
    ],
)
def test_a_broken_file_is_named_with_its_line(tmp_path, text, message):
    path = write(tmp_path, text)
    with pytest.raises(SettingsFileError) as caught:
        load_settings(path)
    assert str(caught.value).startswith(str(path))
    assert message in str(caught.value)
