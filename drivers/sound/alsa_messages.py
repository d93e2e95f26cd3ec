"""The ALSA library's own messages, kept off the terminal on a machine with no sound card.

SDL tries ALSA first when pygame opens the audio device, and with no card libasound
prints a dozen ``ALSA lib ... cannot find card '0'`` lines on standard error before SDL
gives up; the speaker says "no audio device" in its own words instead. With a card,
ALSA's messages are left alone: they tell of a real problem.

Neither pygame nor SDL offers a way to quiet libasound, and a Python error handler given
to libasound deadlocks (SDL calls it from its own thread while pygame holds the GIL), so
the process's standard error is pointed at /dev/null for the moment the device is opened.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

CARDS = Path("/proc/asound/cards")


def has_sound_card(cards: Path = CARDS) -> bool:
    """True when the kernel lists a sound card (``/proc/asound/cards``)."""
    try:
        listed = cards.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return bool(listed.strip()) and "no soundcards" not in listed


@contextlib.contextmanager
def quiet_without_a_card(cards: Path = CARDS) -> Iterator[bool]:
    """While inside, libasound's messages are dropped when this machine has no sound card
    (yields True then); with a card, or off Linux, nothing changes (yields False)."""
    if not sys.platform.startswith("linux") or has_sound_card(cards):
        yield False
        return
    sys.stderr.flush()
    kept = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield True
    finally:
        os.dup2(kept, 2)
        os.close(kept)
