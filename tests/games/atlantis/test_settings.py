"""The settings are checked and reach the game from the box; the docs name every one."""

from __future__ import annotations

from pathlib import Path

import pytest
from boxkit import run_script, screens

from games.atlantis.settings import AtlantisSettings
from games.atlantis.tiles.tiles import Back
from games.base import settings_from
from games.errors import SettingsError

DOCS = Path(__file__).resolve().parents[3] / "docs"


def test_settings_have_defaults_and_ranges() -> None:
    settings = settings_from(AtlantisSettings, {"players": 3, "roll_seconds": 0.5})
    assert settings.players == 3 and settings.roll_frames == 4
    assert AtlantisSettings().roll_frames == 12
    for values in ({"players": 5}, {"first_player": "youngest"}, {"roll_seconds": 9.0}):
        with pytest.raises(SettingsError):
            settings_from(AtlantisSettings, values)


def test_the_settings_file_reaches_the_game(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[atlantis]\nplayers = 2\nfirst_player = "player-1"\n', encoding="utf-8")
    records = run_script("press AIR\n", game="atlantis", settings_path=path)
    shown = screens(records)
    players = ["Atlantis", "How many players?", "Keys 2 to 4: players", "AIR: 2 players"]
    assert shown[-2][:4] == players
    assert shown[-1][0] == "Red starts"


def test_the_docs_name_every_setting_and_every_back() -> None:
    docs = (DOCS / "reference" / "atlantis.md").read_text(encoding="utf-8")
    for name in AtlantisSettings.__dataclass_fields__:
        assert f"`{name}`" in docs, name
    for back in Back:
        assert f"`{back.label}`" in docs, back
