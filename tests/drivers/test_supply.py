"""The Pi's under-voltage flag, read from a fake sysfs: set, cleared, garbage, a FIFO,
missing, and which file holds it."""

from __future__ import annotations

import os

import pytest

from drivers.supply import THROTTLED, find_supply_flag, supply_sagged


@pytest.mark.parametrize(
    ("text", "sagged"),
    [
        ("50005\n", True),  # under-voltage now, and since boot
        ("50000\n", True),  # since boot: it came back, the box still says so once
        ("0x1\n", True),
        ("1\n", True),  # hwmon's in_lcrit_alarm
        ("0\n", False),
        ("80008\n", False),  # soft temperature limit: not the supply
        ("e0000\n", False),  # throttled, capped, but never under-voltage
    ],
)
def test_the_flag_says_whether_the_supply_sagged(tmp_path, text, sagged):
    flag = tmp_path / "get_throttled"
    flag.write_text(text)
    assert supply_sagged(flag) is sagged


@pytest.mark.parametrize("data", [b"", b"throttled\n", b"\xff\xfe", b"1" * 33, b"5 0005"])
def test_garbage_says_nothing_is_known(tmp_path, data):
    flag = tmp_path / "get_throttled"
    flag.write_bytes(data)
    assert supply_sagged(flag) is None


def test_a_fifo_or_a_missing_file_says_nothing_and_never_waits(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # nobody writes: a blocking read would wait for ever
    assert supply_sagged(fifo) is None
    assert supply_sagged(tmp_path / "missing") is None
    assert supply_sagged(tmp_path) is None  # a folder


def test_the_firmware_file_is_found_first_then_the_rpi_volt_alarm(tmp_path):
    assert find_supply_flag(tmp_path) is None  # off a Pi: nothing to read, nothing shown
    hwmon = tmp_path / "class" / "hwmon"
    for name, device in (("cpu_thermal", "hwmon0"), ("rpi_volt", "hwmon1")):
        (hwmon / device).mkdir(parents=True)
        (hwmon / device / "name").write_text(name + "\n")
        (hwmon / device / "in_lcrit_alarm").write_text("0\n")
    assert find_supply_flag(tmp_path) == hwmon / "hwmon1" / "in_lcrit_alarm"
    throttled = tmp_path / THROTTLED
    throttled.parent.mkdir(parents=True)
    throttled.write_text("0\n")
    assert find_supply_flag(tmp_path) == throttled
