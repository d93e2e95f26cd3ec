"""The saved state: one JSON file, written atomically after every change.

A write goes to a temporary file, is flushed to the card (fsync), renamed over the old
file and the directory is synced, so a power cut leaves either the old or the new state,
never half of one. A file that cannot be read back (truncated, corrupt, from a newer
version of the box) is kept aside under a new name, reported, and the box starts fresh.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

FORMAT = 1
FILE_NAME = "state.json"


class StateStore:
    """Loads and saves the box's state in a directory (or only in memory, with None)."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self.messages: list[str] = []
        self._last: str | None = None

    @property
    def path(self) -> Path | None:
        """The state file, if the state is kept on disk."""
        return None if self.directory is None else self.directory / FILE_NAME

    def load(self) -> dict[str, Any] | None:
        """The saved state, or None (nothing saved, or a bad file now kept aside)."""
        path = self.path
        try:
            if path is None or not path.exists():
                return None
            data = json.loads(path.read_text(encoding="utf-8"))
        except RecursionError:
            self.keep_aside("it is nested too deeply to be a state of the box")
            return None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            self.keep_aside(f"it cannot be read ({error})")
            return None
        if not _is_state(data):
            self.keep_aside("it is not a state file of the box")
            return None
        if data["format"] > FORMAT:
            self.keep_aside(f"it is from a newer version of the box (format {data['format']})")
            return None
        self._last = encode(data)
        return data

    def save(self, data: dict[str, Any]) -> bool:
        """Write the state if it changed; True when something was written."""
        data = {**data, "format": FORMAT}
        text = encode(data)
        if text == self._last:
            return False
        if self.directory is not None:
            self._write(self.directory, text)
        self._last = text  # only once written: a card that refused is asked again next time
        return True

    def _write(self, directory: Path, text: str) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        temporary = directory / f".{FILE_NAME}.tmp"
        try:
            with open(temporary, "w", encoding="utf-8") as file:
                file.write(text)
                file.flush()
                os.fsync(file.fileno())
            os.replace(temporary, directory / FILE_NAME)
        except OSError:
            with contextlib.suppress(OSError):
                temporary.unlink()  # a half-written file would only take the space again
            raise
        _sync_directory(directory)

    def keep_aside(self, why: str) -> Path | None:
        """Move the state file out of the way under a dated name and report why."""
        path = self.path
        try:
            if path is None or not path.exists():
                return None
        except OSError as error:
            self._cannot_keep_aside(why, error)
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{FILE_NAME}.broken-{stamp}")
        counter = 1
        while aside.exists():
            counter += 1
            aside = path.with_name(f"{FILE_NAME}.broken-{stamp}-{counter}")
        try:
            os.replace(path, aside)
        except OSError as error:
            self._cannot_keep_aside(why, error)
            return None
        message = f"{path}: {why}; kept it as {aside.name} and started fresh"
        log.warning("%s", message)
        self.messages.append(message)
        self._last = None
        return aside

    def _cannot_keep_aside(self, why: str, error: OSError) -> None:
        message = f"{self.path}: {why}; it cannot be moved aside ({error}), the box starts fresh"
        log.warning("%s", message)
        self.messages.append(message)
        self._last = None


def _is_state(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and isinstance(data.get("format"), int)
        and isinstance(data.get("current", ""), str)
        and isinstance(data.get("games", {}), dict)
    )


def encode(data: dict[str, Any]) -> str:
    """The state as written: compact JSON, keys sorted (the same state, the same text)."""
    """The state as written: compact JSON, keys sorted (the same state, the same text)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _sync_directory(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a directory; the rename is still atomic
    finally:
        os.close(fd)
