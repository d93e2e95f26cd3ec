"""``tabletop settings``: the defaults as a file to edit, and a check of a file."""

from __future__ import annotations

import tomllib

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
