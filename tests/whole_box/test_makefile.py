"""The Makefile as a newcomer meets it: the first `make run` says one line of what it
installs and then only what the box says; a Debian python3 without venv support is
handled the system's way (apt-get as root) or told in one line; no package index's
address is written in the project's files."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEXT = {".py", ".md", ".toml", ".cfg", ".sh", ".txt", ".service", ".yml", ".yaml", ""}
MODEL = Path("/proc/device-tree/model")  # the Makefile's own test for a Pi
EXTRAS = "pi" if MODEL.exists() and "Raspberry Pi" in MODEL.read_text(errors="ignore") else "dev"


def script(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + text)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def make(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", "-C", str(ROOT), *argv],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_first_make_run_says_one_line_then_only_what_the_box_says(tmp_path):
    venv = tmp_path / "venv"
    # pip and setuptools as chatty as they are (the editable install's banner) ...
    script(venv / "bin" / "python", 'echo "setuptools banner"; echo "!!" >&2\n')
    script(venv / "bin" / "tabletop", 'echo "the box: $*"\n')  # ... and the box
    said = make(f"VENV={venv}", "run")
    assert said.returncode == 0, said.stderr
    assert said.stdout == (
        f"Installing the box and its libraries ({EXTRAS}) into {venv}: a minute or two, once.\n"
        "the box: run\n"
    )
    assert said.stderr == ""
    assert make(f"VENV={venv}", "run").stdout == "the box: run\n"  # the second time


def test_an_install_that_fails_shows_what_pip_said(tmp_path):
    venv = tmp_path / "venv"
    script(venv / "bin" / "python", 'echo "ERROR: no matching distribution"; exit 1\n')
    said = make(f"VENV={venv}", "run")
    assert said.returncode != 0
    assert "ERROR: no matching distribution" in said.stdout


def python_without_venv(tmp_path: Path) -> Path:
    """A python3 as Debian's without python3-venv: no ensurepip until it is installed."""
    installed = tmp_path / "python3-venv-installed"
    return script(
        tmp_path / "python3",
        f'if [ "$1" = "-c" ] && [ "$2" = "import ensurepip" ] && [ ! -e {installed} ]; then\n'
        "  exit 1\nfi\n"
        # the venv made without pip, to be quick: what is tested is the Makefile's way
        'if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then\n'
        '  shift 2; set -- -m venv --without-pip "$@"\nfi\n'
        f'exec {sys.executable} "$@"\n',
    )


def test_without_venv_support_and_no_apt_one_line_says_what_to_install(tmp_path):
    python = python_without_venv(tmp_path)
    venv = tmp_path / "venv"
    said = make(f"PYTHON={python}", f"VENV={venv}", "APT_GET=no-such-apt-get", f"{venv}/bin/python")
    assert said.returncode != 0
    assert said.stdout == (
        f"{python} cannot make a virtual environment without python3-venv: "
        "sudo apt install python3-venv, then make again.\n"
    )
    assert not venv.exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="apt-get is used only as root")
def test_without_venv_support_root_installs_python3_venv_with_apt_get(tmp_path):
    python = python_without_venv(tmp_path)
    asked = tmp_path / "apt-get-asked"
    apt_get = script(
        tmp_path / "apt-get",
        f'echo "$*" >> {asked}\necho "Reading package lists..."\n'
        f"touch {tmp_path / 'python3-venv-installed'}\n",
    )
    venv = tmp_path / "venv"
    said = make(f"PYTHON={python}", f"VENV={venv}", f"APT_GET={apt_get}", f"{venv}/bin/python")
    assert said.returncode == 0, said.stdout + said.stderr
    assert said.stdout == f"Installing python3-venv (apt-get): {python} needs it to make {venv}.\n"
    assert asked.read_text() == "install -y -qq python3-venv\n"
    assert (venv / "bin" / "python").exists()


def project_files() -> list[Path]:
    """Every file of the project, never looking into hidden folders or build/ (where
    `make image` keeps a whole root file system, its /proc mounted while it builds)."""
    files = []
    for folder, names, found in os.walk(ROOT):
        names[:] = [name for name in names if not name.startswith(".") and name != "build"]
        files += [Path(folder) / name for name in found if not name.startswith(".")]
    return files


def test_no_package_index_address_is_written_in_the_projects_files():
    addresses = ("pypi" + ".org", "pythonhosted" + ".org", "index" + "-url")
    found = [
        f"{path.relative_to(ROOT)}: {address}"
        for path in [ROOT / "Makefile", *project_files()]
        if path.is_file() and (path.suffix in TEXT)
        for address in addresses
        if address in path.read_text(encoding="utf-8", errors="ignore")
    ]
    assert found == []
