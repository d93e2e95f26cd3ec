"""The settings read before the beep: [audio] and [box] ui alone, the same as the full
reading gives for a good file, the defaults for what it would refuse."""

from __future__ import annotations

import os

import pytest
from lifekit import settings_file

from appliance.box.start.first_settings import AudioSettings, read_first_settings
from appliance.box.start.settings import load_settings
from games.catalog import GAME_MODULES


def test_a_good_file_gives_what_the_full_reading_gives(tmp_path):
    path = settings_file(
        tmp_path, '[box]\nui = "terminal"\ngame = "tobago"\n[audio]\nvolume = 0.25\n[tobago]\n'
    )
    first, full = read_first_settings(path), load_settings(path, tuple(GAME_MODULES))
    assert first.audio == full.audio == AudioSettings(True, 0.25)
    assert first.ui == full.box.ui == "terminal"


def test_sound_turned_off_is_read_before_the_beep(tmp_path):
    path = settings_file(tmp_path, "[audio]\nenabled = false\n")
    assert read_first_settings(path).audio == AudioSettings(enabled=False)


@pytest.mark.parametrize(
    "audio",
    ["volume = 7", "volume = nan", "volume = true", 'enabled = "no"', "loud = 1", "volume = -0.1"],
)
def test_an_audio_value_the_full_reading_refuses_gives_the_default_sound(tmp_path, audio):
    path = settings_file(tmp_path, f'[box]\nui = "none"\n[audio]\n{audio}\n')
    first = read_first_settings(path)
    assert first.audio == AudioSettings() and first.ui == "none"
    with pytest.raises(ValueError, match="audio"):
        load_settings(path, tuple(GAME_MODULES))


@pytest.mark.parametrize("text", ["[audio\nvolume = 0.1", "audio = 3\nbox = 1", '[box]\nui = "tv"'])
def test_a_broken_file_or_ui_gives_the_defaults(tmp_path, text):
    first = read_first_settings(settings_file(tmp_path, text))
    assert first.audio == AudioSettings() and first.ui == "auto"


def test_a_missing_file_or_a_fifo_gives_the_defaults_at_once(tmp_path):
    assert read_first_settings(tmp_path / "none.toml") == read_first_settings(None)
    os.mkfifo(tmp_path / "fifo.toml")  # never written: a plain read would wait for ever
    assert read_first_settings(tmp_path / "fifo.toml").audio == AudioSettings()
