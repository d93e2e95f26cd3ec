"""The ALSA library's own messages, kept off the terminal on a machine with no sound card.

SDL tries ALSA first when pygame opens the audio device, and with no card libasound
prints a dozen ``ALSA lib ... cannot find card '0'`` lines on standard error before SDL
gives up; the speaker says "no audio device" in its own words instead. With a card,
ALSA's messages are left alone: they tell of a real problem. Written with ctypes because
neither pygame nor SDL offers a way to quiet libasound.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from pathlib import Path
from typing import Any

CARDS = Path("/proc/asound/cards")
LIBRARY = "libasound.so.2"  # the name SDL loads it by
# void (*)(const char *file, int line, const char *function, int err, const char *fmt, ...)
ErrorHandler = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)


def has_sound_card(cards: Path = CARDS) -> bool:
    """True when the kernel lists a sound card (``/proc/asound/cards``)."""
    try:
        listed = cards.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return bool(listed.strip()) and "no soundcards" not in listed


def quiet_without_a_card(cards: Path = CARDS) -> bool:
    """Silence libasound's messages when this machine has no sound card (True then)."""
    if not sys.platform.startswith("linux") or has_sound_card(cards):
        return False
    return _silenced() is not None


@functools.cache
def _silenced() -> tuple[Any, Any] | None:
    """libasound with its messages dropped, once per process; kept (by the cache) as long
    as the library may call the handler. ctypes never unloads the library, so SDL finds
    it, handler and all, when it loads it by the same name."""
    try:
        library = ctypes.CDLL(LIBRARY)
    except OSError:  # no libasound: nothing will print its messages
        return None
    handler = ErrorHandler(_ignore)
    library.snd_lib_error_set_handler(handler)
    return library, handler


def _ignore(*_: object) -> None:
    """An ALSA message, dropped."""
