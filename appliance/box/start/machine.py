"""Which machine the box runs on: a Raspberry Pi (real hardware) or not (mock hardware).
Read before anything else of the box is imported (appliance.box.start.power_up)."""

from __future__ import annotations

import os
from pathlib import Path


def is_raspberry_pi() -> bool:
    """True on a Raspberry Pi (its device tree says so)."""
    try:
        return "Raspberry Pi" in Path("/proc/device-tree/model").read_text(errors="replace")
    except OSError:
        return False


def wants_mock() -> bool:
    """Mock hardware off a Pi, or when GPIOZERO_PIN_FACTORY=mock asks for it."""
    return os.environ.get("GPIOZERO_PIN_FACTORY") == "mock" or not is_raspberry_pi()
