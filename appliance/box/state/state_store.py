"""The saved state: a snapshot of the whole state, and a journal of what changed since.

A save appends one line to the journal (:mod:`appliance.box.state.journal`): the change
since the last save, flushed to the card with one fsync. Once the journal passes 64 KB
(and at a clean stop) the whole state is written as a new snapshot, atomically: to a
temporary file, flushed (fsync), renamed over the old one, the folder synced; the
snapshot carries the sequence number of the last change it holds, and the journal starts
afresh. A power cut leaves either the old or the new snapshot, and at worst one journal
line cut short: the key it was for had not been answered yet.

A snapshot that cannot be read back (truncated, corrupt, from a newer version of the
box, too big, not a regular file) is kept aside under a new name with its journal,
reported, and the box starts fresh; a journal that cannot be read, or a record in it
that fails, is kept aside and the box goes on from the last good state. Each game's
state carries a check (:mod:`appliance.box.state.checks`): a game that fails it is kept
aside alone, with its reason, and starts fresh; the other games keep theirs.
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

from appliance.box.state.checks import (
    CHECKS,
    SEQUENCE,
    SEQUENCE_CHECK,
    box_part,
    box_part_fails,
    crc,
    failing_games,
    sealed,
)
from appliance.box.state.journal import Journal, record, replayed, sync_directory
from appliance.box.state.state_diff import changes
from games.data_files import UnfitFile, read_small_text

log = logging.getLogger(__name__)

FORMAT = 3  # 3: with a journal; 2 (checks, no journal) and 1 (before checks) are still read
CHECKED = 2  # the first format with checks
FILE_NAME = "state.json"
SIZE_LIMIT = 1_000_000  # bytes; four games played fill about 33 KB


class StateStore:
    """Loads and saves the box's state in a directory (or only in memory, with None)."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self.messages: list[str] = []
        self.damaged_games: dict[str, str] = {}  # a game kept aside at load: its message
        self.damaged_journal: str | None = None  # the journal kept aside at load: its message
        self.fsyncs = 0  # asked of the card by this store's saves
        self.bytes_written = 0
        self._journal = None if directory is None else Journal(directory)
        self._card: dict[str, Any] | None = None  # the state the card holds, if known
        self._sequence = 0  # of the last save on the card
        self._whole_next = False  # the journal is not fit to append to: write a snapshot

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
            if self._journal is not None and os.path.lexists(self._journal.path):
                self._keep_journal_aside(f"its snapshot {FILE_NAME} is missing")
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
        sequence = data.pop(SEQUENCE, 0)
        checked = data.pop(SEQUENCE_CHECK, None) == (crc(sequence) if sequence else None)
        if not checked or type(sequence) is not int or sequence < 0:
            sequence = -1  # no record can follow it: the journal goes aside
        try:
            return self._checked(self._replayed(data, sequence))
        except RecursionError:
            self.keep_aside("it is nested too deeply to be a state of the box")
            return None

    def _replayed(self, snapshot: dict[str, Any], sequence: int) -> dict[str, Any]:
        """The snapshot with the journal's good records put on it."""
        assert self._journal is not None
        try:
            journal = self._journal.read()
        except UnfitFile as error:
            self._keep_journal_aside(f"it is not read ({error})")
            journal = b""
        except OSError as error:
            self._keep_journal_aside(f"it cannot be read ({error})")
            journal = b""
        if sequence < 1:  # a snapshot by hand, by an older box, or damaged: no journal
            if journal:
                self._keep_journal_aside(f"it does not follow its snapshot {FILE_NAME}")
            journal, sequence = b"", 0
        done = replayed(snapshot, sequence, journal)
        self._card, self._sequence = done.state, done.sequence
        if done.torn:
            log.warning("%s: its last record was cut short (power cut mid-save); dropped it",
                        self._journal.path)  # fmt: skip
            self._whole_next = True  # the next record must not follow the cut one
        if done.damage is not None:
            self._keep_journal_aside(f"{done.damage}; went on from the state before it")
            self._card = snapshot  # all the card holds now: the next save writes it whole
        return done.state

    def _checked(self, data: dict[str, Any]) -> dict[str, Any] | None:
        if data["format"] < CHECKED:  # saved before the checks: taken as it is, once
            return data
        if not isinstance(data.get(CHECKS), dict):
            self.keep_aside("its checks are missing")
            return None
        if box_part_fails(data):
            message = f"{self.path}: the box's own choices fail their check; using the settings'"
            log.warning("%s", message)
            self.messages.append(message)
            data = {key: value for key, value in data.items() if key not in box_part(data)}
        data = {**data, "games": dict(data["games"])}  # the card's state stays as it is
        for name, why in failing_games(data).items():
            self.keep_game_aside(name, data["games"].pop(name), why)
        return data

    def keep_game_aside(self, name: str, saved: Any, why: str) -> None:
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

    def save(self, data: dict[str, Any], whole: bool = False) -> bool:
        """Write the state if it changed: its change to the journal, or (``whole``, or
        when the journal is full) the whole of it as a snapshot; True when written."""
        data = sealed({**data, "format": FORMAT})
        steps = None if self._card is None else changes(self._card, data)
        if steps == [] and not whole:
            return False
        if self._journal is None or self.directory is None:
            self._card = data
            return True
        assert self._card is None or steps is not None
        if steps is None or whole or self._whole_next or self._journal.full or not self._sequence:
            self._write_snapshot(self.directory, data)
        else:
            line = record(self._sequence + 1, steps)
            self.fsyncs += self._journal.append(line)
            self.bytes_written += len(line)
        self._sequence += 1  # only once written: a card that refused is asked again next time
        self._card = data
        return True

    def _write_snapshot(self, directory: Path, data: dict[str, Any]) -> None:
        """The whole state as a new snapshot, then the journal started afresh."""
        assert self._journal is not None
        sequence = self._sequence + 1
        text = encode({**data, SEQUENCE: sequence, SEQUENCE_CHECK: crc(sequence)})
        self._write(directory, text)
        self.fsyncs += 2
        self.bytes_written += len(text.encode("utf-8"))
        self._whole_next = False
        self._journal.start_afresh()

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
        sync_directory(directory)

    def keep_aside(self, why: str) -> Path | None:
        """Move the state file out of the way under a dated name and report why (with its
        journal folded in first, when the box has it: what it keeps is the whole state)."""
        path = self.path
        try:
            if path is None or not path.exists():
                return None
        except OSError as error:
            self._cannot_keep_aside(why, error)
            return None
        if self._card is not None and self.directory is not None:
            with contextlib.suppress(OSError):  # kept as it is on the card, then
                self._write_snapshot(self.directory, self._card)
        aside = _dated(path)
        try:
            os.replace(path, aside)
        except OSError as error:
            self._cannot_keep_aside(why, error)
            return None
        message = f"{path}: {why}; kept it as {aside.name} and started fresh"
        log.warning("%s", message)
        self.messages.append(message)
        self._forget_the_card()
        return aside

    def _cannot_keep_aside(self, why: str, error: OSError) -> None:
        message = f"{self.path}: {why}; it cannot be moved aside ({error}), the box starts fresh"
        log.warning("%s", message)
        self.messages.append(message)
        self._forget_the_card()

    def _forget_the_card(self) -> None:
        """The snapshot is gone: its journal is kept aside too, the next save is whole."""
        self._card = None
        journal = self._journal
        if journal is None or not os.path.lexists(journal.path):
            return
        try:
            if os.path.isfile(journal.path) and os.path.getsize(journal.path) == 0:
                os.unlink(journal.path)
            else:
                os.replace(journal.path, _dated(journal.path))
        except OSError as error:
            log.warning("%s cannot be moved aside (%s)", journal.path, error)

    def _keep_journal_aside(self, why: str) -> None:
        """Move the journal out of the way (the snapshot stays) and report why."""
        assert self._journal is not None
        path = self._journal.path
        self._whole_next = True
        try:
            aside = _dated(path)
            os.replace(path, aside)
            where = f"kept it as {aside.name}"
        except OSError as error:
            where = f"it cannot be moved aside ({error})"
        message = f"{path}: {why}; {where}"
        log.warning("%s", message)
        self.messages.append(message)
        self.damaged_journal = message


def _move_aside(path: Path) -> None:
    """Rename what blocks the temporary file's place (OSError if it cannot be)."""
    aside = _dated(path)
    os.replace(path, aside)
    log.warning("%s is not a file; moved it aside as %s so that the game saves", path, aside.name)


def _dated(path: Path) -> Path:
    """A free name beside ``path`` for it kept aside: ``NAME.broken-DATE-TIME``."""
    return _free_name(path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}"))


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
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def card_state(directory: Path) -> dict[str, Any] | None:
    """What the card in ``directory`` holds (the snapshot with its journal's records put
    on, checks not verified), read and changed nothing: for tools and tests. None when
    there is no snapshot; ValueError or OSError when it cannot be read."""
    try:
        snapshot = json.loads(read_small_text(directory / FILE_NAME, SIZE_LIMIT))
    except FileNotFoundError:
        return None
    if not isinstance(snapshot, dict):
        raise ValueError(f"{directory / FILE_NAME} is not a state file of the box")
    sequence = snapshot.pop(SEQUENCE, 0)
    if snapshot.pop(SEQUENCE_CHECK, None) != (crc(sequence) if sequence else None):
        raise ValueError(f"{directory / FILE_NAME}: its sequence number fails its check")
    journal = Journal(directory).read()
    return replayed(snapshot, sequence, journal).state
