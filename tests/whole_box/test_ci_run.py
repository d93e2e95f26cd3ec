"""CI (.ci/run) needs nothing but what pip installs: the speech engine comes in a wheel,
so a fresh clone's ``make test`` runs every speech test."""

from __future__ import annotations

import platform
import tomllib
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement

from drivers.speech.espeak_library import find_library

REPO = Path(__file__).resolve().parents[2]


def test_ci_installs_nothing_outside_pip_but_the_browser():
    ci = (REPO / ".ci/run").read_text()
    apt = [line for line in ci.splitlines() if "apt-get install" in line]
    assert all("chromium" in line for line in apt), apt  # the browser only: speech is pip's
    assert ci.index("make lint") < ci.index("make test")


def test_pip_brings_the_speech_engine_where_a_wheel_exists():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    wanted = {Requirement(line).name: Requirement(line) for line in project["dependencies"]}
    loader = wanted["espeakng-loader"]
    assert loader.marker is not None
    assert loader.marker.evaluate({"sys_platform": "linux", "platform_machine": "x86_64"})
    assert not loader.marker.evaluate({"sys_platform": "linux", "platform_machine": "armv7l"})
    if Marker(str(loader.marker)).evaluate():  # this machine has the wheel: it is used
        place = find_library()
        assert place is not None and place.origin == "espeakng-loader", platform.machine()


def test_ci_installs_chromium_for_the_companions_browser_tests_and_says_when_it_cannot():
    ci = (REPO / ".ci/run").read_text()
    install = next(line for line in ci.splitlines() if "install -y" in line and "chromium" in line)
    assert "chromium-driver" in install
    assert ci.index(install) < ci.index("make test")
    assert "browser tests are skipped" in ci
