"""The last good pin map, kept in the state folder: what the box starts on when its pin
map breaks after it last booted well (an edit on the card, a damaged file).

Every boot on a good pin map copies it there (only when it changed, written atomically);
a boot on a broken one reads the copy back, checked like any pin map.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from drivers.errors import PinoutError
from drivers.pins.pinout import PIN_MAP_LIMIT, Pinout, load_pinout
from games.data_files import read_small_bytes

log = logging.getLogger(__name__)

FILE_NAME = "pinout.last-good.toml"


def keep_last_good(pinout_file: Path, state_dir: Path | None) -> None:
    """Copy a pin map that loaded well into ``state_dir`` (a card that refuses is logged)."""
    if state_dir is None:
        return
    target = state_dir / FILE_NAME
    try:
        text = read_small_bytes(pinout_file, PIN_MAP_LIMIT)
        if os.path.lexists(target) and _kept(target) == text:
            return
        state_dir.mkdir(parents=True, exist_ok=True)
        temporary = state_dir / f".{FILE_NAME}.tmp"
        temporary.unlink(missing_ok=True)  # a FIFO left there would hold the write
        temporary.write_bytes(text)
        os.replace(temporary, target)
    except OSError as error:
        log.info("cannot keep the last good pin map in %s (%s)", state_dir, error)


def _kept(target: Path) -> bytes | None:
    """The last good pin map's bytes; None when it is not a small regular file (a FIFO
    there is not waited on: it is written over)."""
    try:
        return read_small_bytes(target, PIN_MAP_LIMIT)
    except OSError:
        return None


def last_good(state_dir: Path | None) -> tuple[Pinout, Path] | None:
    """The pin map kept by the last good boot and its file, if there is a good one."""
    if state_dir is None or not os.path.lexists(state_dir / FILE_NAME):
        return None
    try:
        return load_pinout(state_dir / FILE_NAME), state_dir / FILE_NAME
    except PinoutError as error:
        log.warning("the last good pin map is not good either: %s", error)
        return None
