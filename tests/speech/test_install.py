"""The engine is installed by the project's own files: the Pi's installer and CI."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_installer_installs_espeak_ng_on_a_fresh_pi(tmp_path):
    card = tmp_path / "root"
    (card / "proc/device-tree").mkdir(parents=True)
    (card / "proc/device-tree/model").write_bytes(b"Raspberry Pi Zero 2 W Rev 1.0\0")
    (card / "etc").mkdir()
    (card / "etc/os-release").write_text("ID=debian\nVERSION_CODENAME=bookworm\n")
    (card / "boot/firmware").mkdir(parents=True)
    (card / "boot/firmware/config.txt").write_text("[all]\n")
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    fresh = bin_ / "dpkg-query"  # a card where no package is installed yet
    fresh.write_text("#!/bin/sh\nexit 1\n")
    fresh.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_}:{os.environ['PATH']}"}
    out = subprocess.run(
        ["bash", str(REPO / "systemd/install.sh"), "--dry-run", "--root", str(card)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    ).stdout
    apt = next(line for line in out.splitlines() if "would run: apt-get install" in line)
    assert "espeak-ng" in apt.split()


def test_ci_installs_espeak_ng_before_the_tests_and_says_when_it_cannot():
    ci = (REPO / ".ci/run").read_text()
    assert ci.index("apt-get install") < ci.index("make test")
    assert "espeak-ng" in ci[ci.index("apt-get install") :].split("\n")[0]
    assert "skipped" in ci  # a machine without apt: the tests that need it say why
