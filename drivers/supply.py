"""The Pi's supply: has it sagged? Read from the flag its firmware keeps.

The Pi's firmware watches the 5 V rail and sets a bit when it falls below about 4.63 V
(bit 0: under-voltage now; bit 16: under-voltage since boot). Linux shows that word in
hex in ``get_throttled`` of the firmware's sysfs folder, or as the 0/1 ``in_lcrit_alarm``
of the hwmon device named ``rpi_volt``. Off a Pi neither file is there: no flag, nothing
to show.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

THROTTLED = Path("devices/platform/soc/soc:firmware/get_throttled")  # under /sys
UNDER_VOLTAGE = 0x1 | 0x10000  # now, or since boot
FLAG_LIMIT = 32  # bytes: the flag is a short hex number


def find_supply_flag(sys: Path = Path("/sys")) -> Path | None:
    """The file that holds the under-voltage flag, None off a Pi."""
    throttled = sys / THROTTLED
    if throttled.exists():
        return throttled
    for hwmon in sorted((sys / "class" / "hwmon").glob("hwmon*")):
        alarm = hwmon / "in_lcrit_alarm"
        if _read(hwmon / "name") == b"rpi_volt\n" and alarm.exists():
            return alarm
    return None


def supply_sagged(flag: Path) -> bool | None:
    """True when the flag at ``flag`` says the supply sagged, False when it says not,
    None when it cannot be read or is not a hex number (nothing known)."""
    data = _read(flag)
    try:
        value = int(data.decode("ascii").strip(), 16) if data is not None else None
    except (UnicodeDecodeError, ValueError):
        return None
    return None if value is None else bool(value & UNDER_VOLTAGE)


def _read(path: Path) -> bytes | None:
    # Not the box's small-file reader: sysfs files say 4096 bytes whatever they hold.
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        data = os.read(fd, FLAG_LIMIT + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    return data if len(data) <= FLAG_LIMIT else None
