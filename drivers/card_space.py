"""Room on the card for a cache: a cache file is written only while the card keeps a
reserve free after it, so that sound cues and spoken phrases never take the space the
game's own state needs (the state is tiny; the reserve is many saves' worth)."""

from __future__ import annotations

import os
from pathlib import Path

RESERVE = 16_000_000  # bytes left free for the game's state, the journal and the system


def room_for(directory: Path, size: int, reserve: int = RESERVE) -> bool:
    """True when ``size`` more bytes in ``directory`` still leave ``reserve`` free (a
    folder not made yet is asked through its nearest existing parent)."""
    folder = directory
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    try:
        card = os.statvfs(folder)
    except OSError:
        return False
    return card.f_bavail * card.f_frsize - size >= reserve
