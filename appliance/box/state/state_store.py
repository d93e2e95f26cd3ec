"""The saved state: one JSON file, written atomically after every change.

A write goes to a temporary file, is flushed to the card (fsync), renamed over the old
file and the directory is synced, so a power cut leaves either the old or the new state,
never half of one. A file that cannot be read back (truncated, corrupt, from a newer
version of the box, too big, not a regular file) is kept aside under a new name,
reported, and the box starts fresh. Each game's state carries a check
(:mod:`appliance.box.state.checks`): a game that fails it is kept aside alone, with its
reason, and starts fresh; the other games keep theirs.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import time
from pathlib import Path
from typing import Any

from appliance.box.state.checks import CHECKS, box_part, box_part_fails, failing_games, sealed
from games.data_files import UnfitFile, read_small_text

log = logging.getLogger(__name__)

FORMAT = 2  # 2: with checks; 1 (before them) is still read
FILE_NAME = "state.json"
SIZE_LIMIT = 1_000_000  # bytes; four games played fill about 33 KB


class StateStore:
    """Loads and saves the box's state in a directory (or only in memory, with None)."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self.messages: list[str] = []
        self.damaged_games: dict[str, str] = {}  # a game kept aside at load: its message
        self._last: str | None = None

    @property
    def path(self) -> Path | None:
        """The state file, if the state is kept on disk."""
        return None if self.directory is None else self.directory / FILE_NAME

    def load(self) -> dict[str, Any] | None:
        """The saved state, or None (nothing saved, or a bad file now kept aside); a game
        that fails its check is left out (kept aside, named in ``damaged_games``)."""
        path = self.path
        if path is None:
            return None
        try:
            text = read_small_text(path, SIZE_LIMIT)
        except FileNotFoundError:
            return None
        except UnfitFile as error:
            self.keep_aside(f"it is not read ({error})")
            return None
        except (OSError, UnicodeDecodeError) as error:
            self.keep_aside(f"it cannot be read ({error})")
            return None
        try:
            data = json.loads(text)
        except RecursionError:
            self.keep_aside("it is nested too deeply to be a state of the box")
            return None
        except ValueError as error:  # not JSON, or a number too long to read
            self.keep_aside(f"it cannot be read ({error})")
            return None
        if not _is_state(data):
            self.keep_aside("it is not a state file of the box")
            return None
        if data["format"] > FORMAT:
            self.keep_aside(f"it is from a newer version of the box (format {data['format']})")
            return None
        try:
            return self._checked(data)
        except RecursionError:
            self.keep_aside("it is nested too deeply to be a state of the box")
            return None

    def _checked(self, data: dict[str, Any]) -> dict[str, Any] | None:
        if data["format"] < FORMAT:  # saved before the checks: taken as it is, once
            self._last = encode(data)
            return data
        if not isinstance(data.get(CHECKS), dict):
            self.keep_aside("its checks are missing")
            return None
        if box_part_fails(data):
            message = f"{self.path}: the box's own choices fail their check; using the settings'"
            log.warning("%s", message)
            self.messages.append(message)
            data = {key: value for key, value in data.items() if key not in box_part(data)}
        for name, why in failing_games(data).items():
            self._keep_game_aside(name, data["games"].pop(name), why)
        self._last = encode(data)
        return data

    def _keep_game_aside(self, name: str, saved: Any, why: str) -> None:
        """Write one game's saved state aside, with why; the state file keeps the others."""
        assert self.directory is not None
        safe = re.sub(r"[^A-Za-z0-9_-]", "_", name)[:40] or "game"  # a name from the file
        aside = _free_name(self.directory / f"{safe}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            kept = json.dumps({"game": name, "why": why, "saved": saved}, indent=1)
            aside.write_text(kept + "\n", encoding="utf-8")
            where = f"kept it as {aside.name}"
        except (OSError, ValueError, RecursionError) as error:
            where = f"it cannot be kept aside ({error})"
        message = f"{self.path}: the saved {name} game: {why}; {where} and started it fresh"
        log.warning("%s", message)
        self.messages.append(message)
        self.damaged_games[name] = message

    def save(self, data: dict[str, Any]) -> bool:
        """Write the state if it changed; True when something was written."""
        data = sealed({**data, "format": FORMAT})
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
        if os.path.lexists(temporary) and not temporary.is_file():
            _move_aside(temporary)  # a folder or a FIFO there would refuse every save
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
        aside = _free_name(path.with_name(f"{FILE_NAME}.broken-{time.strftime('%Y%m%d-%H%M%S')}"))
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


def _move_aside(path: Path) -> None:
    """Rename what blocks the temporary file's place (OSError if it cannot be)."""
    aside = _free_name(path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}"))
    os.replace(path, aside)
    log.warning("%s is not a file; moved it aside as %s so that the game saves", path, aside.name)


def _free_name(path: Path) -> Path:
    """``path``, or ``path-2``, ``path-3``... the first that is not taken."""
    aside, counter = path, 1
    while os.path.lexists(aside):
        counter += 1
        aside = path.with_name(f"{path.name}-{counter}")
    return aside


def _is_state(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and type(data.get("format")) is int
        and data["format"] >= 1
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
