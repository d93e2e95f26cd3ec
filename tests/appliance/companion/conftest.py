"""The companion's browser: a headless Chromium the size of a phone (browserkit.py)."""

from __future__ import annotations

import pytest
from browserkit import phone


@pytest.fixture
def browser(tmp_path):
    with phone(tmp_path / "chromium-profile") as driver:
        yield driver
