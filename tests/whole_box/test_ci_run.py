"""CI (.ci/run) needs nothing but what pip installs: the speech engine comes in a wheel,
so a fresh clone's ``make test`` runs every speech test; from Debian only the browser and
the printed cards' fonts and PDF tools, each saying when it cannot be installed."""

from __future__ import annotations

import platform
import tomllib
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement

from drivers.speech.espeak_library import find_library

REPO = Path(__file__).resolve().parents[2]


def apt_packages(ci: str) -> set[str]:
    """Every package .ci/run installs with apt-get (its lines joined at a backslash)."""
    lines = ci.replace("\\\n", " ").splitlines()
    installs = [
        line.split("--no-install-recommends", 1)[1] for line in lines if "install -y" in line
    ]
    return {word for line in installs for word in line.split("||")[0].split()}


def test_ci_installs_nothing_outside_pip_but_the_browser_and_the_cards_fonts():
    ci = (REPO / ".ci/run").read_text()
    # speech is pip's: no espeak from apt
    assert apt_packages(ci) == {
        "chromium",
        "chromium-driver",
        "fonts-dejavu-core",
        "fonts-ipaexfont-gothic",
        "poppler-utils",
    }
    assert ci.index("make lint") < ci.index("make test")


def test_ci_installs_the_cards_fonts_and_poppler_and_says_when_it_cannot():
    ci = (REPO / ".ci/run").read_text()
    assert ci.index("fonts-ipaexfont-gothic") < ci.index("make test")
    assert "the card tests are skipped" in ci


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
