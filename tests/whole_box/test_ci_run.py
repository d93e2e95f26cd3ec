"""CI (.ci/run) installs what the tests need before it runs them: the speech engine."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_ci_installs_espeak_ng_before_the_tests_and_says_when_it_cannot():
    ci = (REPO / ".ci/run").read_text()
    assert ci.index("apt-get install") < ci.index("make test")
    assert "espeak-ng" in ci[ci.index("apt-get install") :].split("\n")[0]
    assert "skipped" in ci  # a machine without apt: the tests that need it say why


def test_ci_installs_chromium_for_the_companions_browser_tests_and_says_when_it_cannot():
    ci = (REPO / ".ci/run").read_text()
    install = next(line for line in ci.splitlines() if "install -y" in line and "chromium" in line)
    assert "chromium-driver" in install
    assert ci.index(install) < ci.index("make test")
    assert "browser tests are skipped" in ci
