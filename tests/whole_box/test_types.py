"""mypy on the pure layers (games) and the drivers, as the style guide asks."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_games_and_drivers_type_check():
    api = pytest.importorskip("mypy.api", reason="mypy is a dev dependency: pip install -e .[dev]")
    out, err, status = api.run(
        [
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--no-error-summary",
            str(ROOT / "games"),
            str(ROOT / "drivers"),
        ]
    )
    assert status == 0, out + err
