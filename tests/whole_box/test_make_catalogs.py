"""`make catalogs` as a translator runs it (README, "Translating"): with no message
changed it changes no file (no new POT-Creation-Date, no .mo written again); with a new
message in the code it brings the template and every catalogue up to date."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV = Path(sys.prefix)


@pytest.fixture
def clone(tmp_path) -> Path:
    """The files `make catalogs` reads and writes, in a folder of their own."""
    for name in ("Makefile", "babel.cfg", "pyproject.toml"):
        shutil.copy2(ROOT / name, tmp_path / name)
    for name in ("appliance", "games"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def make_catalogs(folder: Path) -> str:
    if not (VENV / "bin" / "pybabel").exists():
        pytest.skip("pybabel is in the dev extra: pip install -e '.[dev]'")
    installed = f"{VENV}/.installed-dev"
    result = subprocess.run(
        ["make", "--no-print-directory", "-o", installed, f"VENV={VENV}", "catalogs"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def files(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Each file of the catalogues: its bytes and when it was last written."""
    locale = folder / "appliance" / "locale"
    return {
        str(path.relative_to(locale)): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(locale.rglob("*"))
        if path.is_file()
    }


def test_with_no_message_changed_no_file_is_written(clone):
    before = files(clone)
    said = make_catalogs(clone)
    assert files(clone) == before
    assert "written" not in said


def test_a_new_message_reaches_the_template_and_every_catalogue(clone):
    words = clone / "games" / "lost_treasure" / "words.py"
    words.write_text(words.read_text() + '\nNEW = mark("A message no one has translated yet")\n')
    before = files(clone)
    make_catalogs(clone)
    after = files(clone)
    changed = sorted(name for name in after if after[name][0] != before[name][0])
    assert "tabletop.pot" in changed
    catalogues = [name for name in after if name.endswith(".po")]
    assert catalogues and set(catalogues) <= set(changed)
    for name in catalogues:
        assert 'msgid "A message no one has translated yet"' in after[name][0].decode()
    assert not any(name.endswith(".mo") for name in changed)  # nothing new to compile
