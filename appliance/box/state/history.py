"""The evenings remembered: each finished game's result, in a small log beside the state.

``history.json`` holds the last evenings, oldest first: when each game ended, which game,
its seats (a colour with a seat where the game knows it, a score where the box keeps
one), the seats that won and how long it took. It is written whole, as the state's
snapshot is (a temporary file flushed, then renamed over the log, the folder synced), so
a power cut mid-write loses at most the evening being written. It is bounded: at most
``MOST_EVENINGS`` evenings and ``MOST_BYTES`` bytes, the oldest going first; read back
with a size limit and its shape checked before anything is read of it. A log that fails
either is set aside under a dated name (:mod:`appliance.box.state.aside`), said, and a
new one started.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appliance.box.state.aside import set_aside
from appliance.box.state.journal import sync_directory
from appliance.box.state.shape import DATE, TEXT, Shape, shape_problem
from games.data_files import UnfitFile, read_small_text

log = logging.getLogger(__name__)

LOG_NAME = "history.json"
FORMAT = 1
MOST_EVENINGS = 100  # about two a week for a year, a screen of the History each
MOST_BYTES = 40_000  # written at most: 100 evenings of four seats, colours and scores, 32 KB
SIZE_LIMIT = 2 * MOST_BYTES  # read at most: a bigger log is not this box's
MOST_SEATS = 8

SEAT = Shape(
    dict,
    keys=(
        ("seat", Shape(int, low=1, high=MOST_SEATS)),
        ("colour", TEXT),
        ("score", Shape(int, low=0, high=1_000_000)),
    ),
    required=frozenset({"seat"}),
)
EVENING = Shape(
    dict,
    keys=(
        ("date", Shape(str, pattern=DATE)),  # when it ended, local time
        ("dealt", Shape(str, pattern=DATE)),  # when it was dealt (one deal, one evening)
        ("game", TEXT),
        ("seats", Shape(list, values=SEAT, high=MOST_SEATS)),
        ("winners", Shape(list, values=Shape(int, low=1, high=MOST_SEATS), high=MOST_SEATS)),
        ("teams", Shape(bool)),
        ("seconds", Shape(int, low=0)),  # from the deal to the end
    ),
    required=frozenset({"date", "game", "seats", "winners"}),
)
LOG_SHAPE = Shape(
    dict,
    keys=(
        ("format", Shape(int, low=FORMAT, high=FORMAT)),
        ("evenings", Shape(list, values=EVENING, high=MOST_EVENINGS)),
    ),
    required=frozenset({"format", "evenings"}),
)

Evening = dict[str, Any]


class DamagedLog(ValueError):
    """The log cannot be read as this box's (the message says why)."""


def read_log(path: Path) -> list[Evening]:
    """The evenings in the log at ``path``, oldest first ([] when there is none);
    DamagedLog when it is not this box's log (not a file, too big, not UTF-8 or JSON,
    not of the log's shape); OSError when the card or folder cannot be read at all."""
    try:
        data = json.loads(read_small_text(path, SIZE_LIMIT))
    except FileNotFoundError:
        return []
    except UnfitFile as error:
        raise DamagedLog(f"{path}: it is not read ({error})") from None
    except RecursionError:
        raise DamagedLog(f"{path}: it is nested too deeply to be a log of the box") from None
    except ValueError as error:  # not UTF-8, not JSON
        raise DamagedLog(f"{path}: it cannot be read ({error})") from None
    problem = shape_problem(data, LOG_SHAPE)
    if problem is not None:
        raise DamagedLog(f"{path}: it is not a history of the box ({problem})")
    return list(data["evenings"])


def bounded(evenings: list[Evening]) -> list[Evening]:
    """The newest of ``evenings`` that fit ``MOST_EVENINGS`` and ``MOST_BYTES``."""
    kept = evenings[-MOST_EVENINGS:]
    while kept and len(encode(kept)) > MOST_BYTES:
        kept = kept[1:]
    return kept


def encode(evenings: list[Evening]) -> bytes:
    """The log's bytes: compact JSON, one evening a line (a person can read it)."""
    lines = ",\n".join(json.dumps(e, ensure_ascii=False, sort_keys=True) for e in evenings)
    return f'{{"format": {FORMAT}, "evenings": [\n{lines}\n]}}\n'.encode()


@dataclass
class History:
    """The log of a state folder (None: kept in memory only), read once at start."""

    directory: Path | None
    evenings: list[Evening]
    problem: str | None = None  # the log found damaged at start, and set aside

    @classmethod
    def open(cls, directory: Path | None) -> History:
        """The log in ``directory``; a damaged one is set aside (``problem`` says why)
        and the history starts anew."""
        if directory is None:
            return cls(None, [])
        path = directory / LOG_NAME
        try:
            return cls(directory, read_log(path))
        except DamagedLog as error:
            return cls(directory, [], _set_aside(path, str(error)))
        except OSError as error:  # the folder itself: the saves say so, the log is not moved
            log.warning("%s cannot be read (%s); the history starts empty", path, error)
            return cls(directory, [])

    def add(self, evening: Evening, replace: bool = False) -> None:
        """Keep ``evening`` (``replace``: in the place of the last one, its game's end
        before it was taken back), the log bounded, and write it (OSError if the card
        refuses: the evening stays in memory)."""
        last = self.evenings[-1] if self.evenings else None
        same = replace and last is not None and last["game"] == evening["game"]
        kept = self.evenings[:-1] if same else self.evenings
        self.evenings = bounded([*kept, evening])
        if self.directory is not None:
            write_log(self.directory, self.evenings)


def write_log(directory: Path, evenings: list[Evening]) -> None:
    """Write the log whole: a temporary file flushed to the card, renamed over the log,
    the folder synced. At every instant the card holds the old log or the new one."""
    directory.mkdir(parents=True, exist_ok=True)
    temporary = directory / f".{LOG_NAME}.tmp"
    try:
        with open(temporary, "wb") as file:
            file.write(encode(evenings))
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, directory / LOG_NAME)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    sync_directory(directory)


def _set_aside(path: Path, why: str) -> str:
    message = f"{why}; {set_aside(path)} and started a new history"
    log.warning("%s", message)
    return message
