"""``tabletop settings``: the defaults as a file to edit, and a check of a file."""

from __future__ import annotations

import tomllib

from speechkit import hide_the_speech_library, settings_file

from appliance.cli.main import main
from appliance.cli.settings import defaults_toml


def test_the_defaults_file_uncommented_is_valid_and_changes_nothing(tmp_path, capsys):
    text = defaults_toml()
    uncommented = "\n".join(
        line[2:].split("    #")[0] if line.startswith("# ") and "=" in line else line
        for line in text.splitlines()
    )
    data = tomllib.loads(uncommented)
    assert data["display"]["address"] == 0x3C and data["box"]["game"] == "lost-treasure"
    path = tmp_path / "settings.toml"
    path.write_text(uncommented)
    assert main(["settings", "--check", str(path)]) == 0
    assert "good" in capsys.readouterr().out


def test_every_game_with_settings_has_a_table():
    text = defaults_toml()
    for table in ("[box]", "[display]", "[audio]", "[serial]", "[lost-treasure]"):
        assert table in text


def test_a_bad_value_in_a_game_table_is_named_with_its_line(tmp_path, capsys):
    path = tmp_path / "settings.toml"
    path.write_text('[box]\nui = "none"\n\n[lost-treasure]\ndifficulty = "nightmare"\n')
    assert main(["settings", "--check", str(path)]) == 1
    assert (
        f"{path}:5: [lost-treasure] difficulty: 'nightmare' is not one of"
        in capsys.readouterr().err
    )


def test_a_broken_file_is_named_with_its_line(tmp_path, capsys):
    path = tmp_path / "settings.toml"
    path.write_text("[audio]\nvolume = 2\n")
    assert main(["settings", "--check", str(path)]) == 1
    assert f"{path}:2: [audio] volume" in capsys.readouterr().err


def check(tmp_path, text: str, capsys) -> tuple[int, str]:
    path = tmp_path / "settings.toml"
    path.write_text(text)
    code = main(["settings", "--check", str(path)])
    return code, capsys.readouterr().err.replace(str(path), "settings.toml")


def test_the_check_finds_what_boot_would_trip_on(tmp_path, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    pinout = tmp_path / "pinout.toml"
    pinout.write_text("x = \n")
    code, said = check(
        tmp_path,
        f'[display]\nfont = "{tmp_path}/none.ttf"\n'
        f'[box]\nstate_dir = "{blocked}/state"\npinout = "{pinout}"\n',
        capsys,
    )
    assert code == 1
    assert "settings.toml:2: [display] font cannot be loaded" in said
    assert f"settings.toml:4: [box] state_dir {blocked}/state: {blocked} is not a folder" in said
    assert f"settings.toml:5: [box] pinout has errors:\n{pinout}:1: not valid TOML" in said


def test_the_check_deals_a_tobago_game_on_the_island_given(tmp_path, capsys):
    island = tmp_path / "one.json"
    island.write_text('{"hexes": [{"q": 0, "r": 0, "terrain": "jungle"}], "landmarks": []}')
    code, said = check(tmp_path, f'[tobago]\nisland = "{island}"\n', capsys)
    assert code == 1
    assert "settings.toml:2: [tobago] the game cannot start with these settings" in said


def test_nan_is_refused_with_the_key_named(tmp_path, capsys):
    code, said = check(tmp_path, "[audio]\nvolume = nan\n", capsys)
    assert code == 1 and "settings.toml:2: [audio] volume: nan is not a number" in said


def test_the_settings_check_says_when_speech_has_no_engine(tmp_path, monkeypatch, capsys):
    from appliance.cli.main import main

    path = settings_file(tmp_path, "all")
    hide_the_speech_library(monkeypatch)
    assert main(["settings", "--check", str(path)]) != 0
    error = capsys.readouterr().err
    assert "settings-all-en.toml:2: [box] speech = 'all' needs libespeak-ng" in error
