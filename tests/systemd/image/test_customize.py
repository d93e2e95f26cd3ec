"""The last step of the image's customize hook on a folder standing for the card's root:
what a build leaves behind goes, what the Pi runs on stays."""

from __future__ import annotations

import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
CUSTOMIZE = REPO / "systemd/image/customize.sh"

LEFT_BEHIND = [
    "var/cache/apt/archives/python3_3.11.2-1+b1_arm64.deb",
    "var/cache/apt/pkgcache.bin",
    "var/cache/apt/srcpkgcache.bin",
    "var/lib/apt/lists/deb.debian.org_debian_dists_bookworm_main_binary-arm64_Packages",
    "var/log/dpkg.log",
    "var/cache/ldconfig/aux-cache",
    "root/.cache/pip/http/x",
    "etc/passwd-",
    "var/lib/dpkg/status-old",
    "tmp/tabletop/pyproject.toml",
]
KEPT = [
    "var/lib/dpkg/status",
    "var/lib/apt/lists/lock",
    "etc/passwd",
    "opt/tabletop/venv/bin/python",
    "etc/tabletop/settings.toml",
]


def test_tidy_takes_the_builds_leftovers_and_apts_downloads_and_keeps_the_system(tmp_path):
    for name in LEFT_BEHIND + KEPT:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    (tmp_path / "var/lib/apt/lists/partial").mkdir()
    (tmp_path / "var/tmp").mkdir()

    subprocess.run(["bash", str(CUSTOMIZE), "tidy", str(tmp_path)], check=True)

    assert [name for name in LEFT_BEHIND if (tmp_path / name).exists()] == []
    assert [name for name in KEPT if not (tmp_path / name).exists()] == []
    assert (tmp_path / "var/lib/apt/lists/partial").is_dir()
    assert (tmp_path / "tmp").is_dir()


def test_customize_without_its_folders_says_how_it_is_called(tmp_path):
    said = subprocess.run(["bash", str(CUSTOMIZE)], capture_output=True, text=True)
    assert said.returncode == 2
    assert "usage: customize.sh customize ROOT REPO WHEELS | tidy ROOT" in said.stderr
