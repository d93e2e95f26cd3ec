"""The rulebook's open points as settings, with the rules page's defaults; difficulty."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from lost_treasure_positions import MakeTable, start_dive

from games.base import settings_from
from games.errors import SettingsError
from games.lost_treasure import GAME
from games.lost_treasure.ocean import Metal
from games.lost_treasure.settings import LostTreasureSettings

PAGE = Path(__file__).resolve().parents[3] / "docs" / "reference" / "lost-treasure.md"


def test_the_docs_settings_table_gives_the_defaults_the_box_uses() -> None:
    defaults = dataclasses.asdict(LostTreasureSettings())
    documented: dict[str, str] = {}
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        if len(cells) == 8 and cells[1].startswith("`"):
            names = [name.strip(" `") for name in cells[1].split(",")]
            values = [value.strip(' `"') for value in cells[2].split(",")]
            documented |= dict(zip(names, values, strict=True))
    assert documented == {name: str(value) for name, value in defaults.items()}


def test_the_defaults_are_the_box_own() -> None:
    defaults = LostTreasureSettings()
    assert GAME.settings is LostTreasureSettings
    assert dataclasses.asdict(defaults) == {
        "difficulty": "classic",
        "treasure_areas_min": 3,
        "treasure_areas_max": 5,
        "pieces_per_area_min": 1,
        "pieces_per_area_max": 2,
        "piece_value": 50,
        "depth_min": 1,
        "depth_max": 4,
        "level_seconds": 0.4,
        "up_level_seconds": 0.3,
        "search_seconds": 3.0,
        "air_units": 12,
        "air_unit_seconds": 2.0,
    }


def test_every_setting_says_what_values_it_allows() -> None:
    for field in dataclasses.fields(LostTreasureSettings):
        assert "choices" in field.metadata or {"min", "max"} <= set(field.metadata), field.name


def test_settings_come_from_a_toml_table() -> None:
    chosen = settings_from(LostTreasureSettings, {"difficulty": "hard", "air_unit_seconds": 1})
    assert chosen.difficulty == "hard"
    assert chosen.timing().unit_seconds == pytest.approx(0.9)


def test_settings_files_of_the_first_version_still_load() -> None:
    first = {"depth_max": 5, "level_seconds": 0.6, "up_level_seconds": 0.4, "air_unit_seconds": 1.0}
    chosen = settings_from(LostTreasureSettings, first)
    assert chosen.timing().air_seconds == 12.0
    assert chosen.search_seconds == 3.0  # the new setting takes its default


@pytest.mark.parametrize(
    "values",
    [
        {"difficulty": "nightmare"},
        {"air_units": 13},
        {"depth_max": 10},
        {"level_seconds": 0.0},
        {"depth_min": 4, "depth_max": 2},
        {"treasure_areas_min": 6},
        {"pieces_per_area_min": 3},
        {"sharks": True},
    ],
)
def test_impossible_settings_are_refused(values: dict[str, object]) -> None:
    with pytest.raises(SettingsError):
        settings_from(LostTreasureSettings, values)


def test_difficulty_scales_air_and_speed() -> None:
    easy, classic, hard = (
        LostTreasureSettings(difficulty=name).timing() for name in ("easy", "classic", "hard")
    )
    assert easy.air_seconds > classic.air_seconds > hard.air_seconds
    assert easy.level_seconds <= classic.level_seconds < hard.level_seconds
    assert easy.search_seconds <= classic.search_seconds < hard.search_seconds
    assert classic.air_seconds == 24.0 and classic.level_seconds == 0.4


def test_a_hard_dive_runs_out_of_air_sooner(make_table: MakeTable) -> None:
    ends = {}
    for difficulty in ("easy", "classic", "hard"):
        table = make_table(difficulty=difficulty)
        start_dive(table, 67)
        start, mark = table.now, table.mark()
        table.down("9")
        table.wait(40)
        drop = next(t for t, cue in table.timed_sounds(mark) if cue == "drop")
        ends[difficulty] = round(drop - start, 2)
    assert ends == {"easy": 26.4, "classic": 24.0, "hard": 21.6}


def test_treasure_settings_shape_new_locations(make_table: MakeTable) -> None:
    table = make_table(
        ocean=None, treasure_areas_min=9, treasure_areas_max=9, depth_min=2, depth_max=2
    )
    for metal in Metal:
        site = table.game.state.ocean.site(metal)
        assert all(area.pieces and area.depth == 2 for area in site.areas)
