"""The box installed as a wheel (`pip install .`, not editable) works from any folder:
the pin map and every data file ship inside the packages."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    # Built from a copy: setuptools keeps a build/ folder in the tree it builds, and one
    # left from an older layout would ship modules that have moved.
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".*", "build", "*.egg-info"))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", work, source],
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
    assert said.startswith(str(installed / "appliance" / "box" / "start" / "pinout.toml"))
    assert "good: 18 keys" in said
    shipped = (installed / "appliance" / "box" / "start" / "pinout.toml").read_text()
    assert shipped == (ROOT / "hardware" / "pinout.toml").read_text()


def test_the_wheel_plays_a_key_script_of_every_game_from_another_folder(installed, tmp_path):
    for game in ("lost-treasure", "treasure-rush", "atlantis", "tobago"):
        said = run_installed(installed, tmp_path, "script", "-", "--game", game, stdin="press 1\n")
        assert '"type": "screen"' in said, game


def test_the_wheel_carries_every_compiled_catalogue(installed):
    def catalogues(root: Path) -> list[str]:
        return sorted(str(p.relative_to(root)) for p in root.glob("appliance/locale/*/*/*.mo"))

    assert catalogues(installed) == catalogues(ROOT)


def plain_install(target: Path, cwd: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """``tabletop ARGV`` from the wheel without the dev or card extras: pyte and reportlab
    made unimportable (a ``None`` in ``sys.modules`` is how Python marks a module that is
    not there)."""
    code = (
        "import sys; sys.modules['pyte'] = None; sys.modules['reportlab'] = None\n"
        "from appliance.cli.main import main\n"
        f"sys.exit(main({list(argv)!r}))"
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True
    )


def test_screenshots_from_a_plain_install_name_the_dev_extra_in_one_line(installed, tmp_path):
    result = plain_install(installed, tmp_path, "screenshots", "--out", str(tmp_path / "shots"))
    assert result.returncode == 2
    assert result.stderr == (
        "tabletop screenshots needs the dev extra (pyte): pip install 'tabletop-box[dev]'\n"
    )
    assert result.stdout == ""
    assert not (tmp_path / "shots").exists()


def test_a_card_from_a_plain_install_is_svg_and_pdf_names_the_card_extra(installed, tmp_path):
    result = plain_install(installed, tmp_path, "card", "tobago", "--out", str(tmp_path / "c"))
    assert result.returncode == 2
    assert result.stderr == (
        "tabletop card needs reportlab to write PDF: pip install 'tabletop-box[card]'\n"
    )
    assert list(tmp_path.iterdir()) == []
    svg = tmp_path / "c.svg"
    result = plain_install(
        installed, tmp_path, "card", "tobago", "--language", "ja", "--out", str(svg)
    )
    assert result.returncode == 0, result.stderr
    assert "手番:宝地図を見る" in svg.read_text(encoding="utf-8")


def test_developer_commands_from_a_wheel_name_the_clone_they_need(installed, tmp_path):
    for argv in (["screenshots", "--language", "pt", "--out", "shots"], ["bench"]):
        result = plain_install(installed, tmp_path, *argv)
        assert result.returncode == 2, argv
        assert result.stderr == (
            f"tabletop {argv[0]} needs the project's docs/scripts: run it from a clone of "
            "the project (pip install -e '.[dev]')\n"
        )
    assert list(tmp_path.iterdir()) == []


def test_what_a_maker_needs_works_from_a_plain_install(installed, tmp_path):
    result = plain_install(installed, tmp_path, "wiring", "--help")
    assert result.returncode == 0, result.stderr
    result = plain_install(installed, tmp_path, "check-pinout")
    assert result.returncode == 0 and "good: 18 keys" in result.stdout


def test_the_runtime_screen_package_carries_no_test_or_developer_code(installed):
    screen = {p.name for p in (installed / "appliance" / "screen").glob("*.py")}
    assert screen.isdisjoint({"pixel_check.py", "font_build.py"})
    assert (installed / "appliance" / "tools" / "font_build.py").exists()


def test_the_package_search_never_walks_an_image_build_folder(tmp_path):
    """`make image` leaves a root file system in build/ (its /proc mounted while it builds):
    installing the box must not walk into it. A folder that links back to itself stands in
    for /proc: a search that entered build/ would never end."""
    from setuptools.config.expand import find_packages

    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    find = setuptools["packages"]["find"]
    (tmp_path / "appliance" / "box").mkdir(parents=True)
    (tmp_path / "appliance" / "__init__.py").write_text("")
    (tmp_path / "appliance" / "box" / "__init__.py").write_text("")
    (tmp_path / "appliance" / "locale" / "ja").mkdir(parents=True)
    proc = tmp_path / "build" / "image" / "root" / "proc"
    proc.mkdir(parents=True)
    (proc / "self").symlink_to(tmp_path)
    (tmp_path / "build" / "image" / "root" / "appliance").mkdir()

    found = find_packages(**find, root_dir=tmp_path)

    assert sorted(found) == ["appliance", "appliance.box"]
