"""The box installed as a wheel (`pip install .`, not editable) works from any folder:
the pin map and every data file ship inside the packages."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", work, ROOT],
        check=True,
        capture_output=True,
    )
    (wheel,) = work.glob("tabletop_box-*.whl")
    target = work / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", target, wheel],
        check=True,
        capture_output=True,
    )
    return target


def run_installed(target: Path, cwd: Path, *argv: str, stdin: str = "") -> str:
    env = {**os.environ, "PYTHONPATH": str(target)}
    result = subprocess.run(
        [sys.executable, "-m", "appliance.cli.main", *argv],
        cwd=cwd,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_wheel_carries_the_pin_map_and_checks_it_from_another_folder(installed, tmp_path):
    said = run_installed(installed, tmp_path, "check-pinout")
    assert said.startswith(str(installed / "appliance" / "box" / "pinout.toml"))
    assert "good: 18 keys" in said
    shipped = (installed / "appliance" / "box" / "pinout.toml").read_text()
    assert shipped == (ROOT / "hardware" / "pinout.toml").read_text()


def test_the_wheel_plays_a_key_script_of_every_game_from_another_folder(installed, tmp_path):
    for game in ("lost-treasure", "treasure-rush", "atlantis", "tobago"):
        said = run_installed(installed, tmp_path, "script", "-", "--game", game, stdin="press 1\n")
        assert '"type": "screen"' in said, game


def test_the_wheel_carries_every_compiled_catalogue(installed):
    def catalogues(root: Path) -> list[str]:
        return sorted(str(p.relative_to(root)) for p in root.glob("appliance/locale/*/*/*.mo"))

    assert catalogues(installed) == catalogues(ROOT)
