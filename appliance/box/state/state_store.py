"""The saved state: a snapshot of the whole state, and a journal of what changed since;
two generations of them.

A save appends one line to the journal (:mod:`appliance.box.state.journal`): the change
since the last save, flushed to the card with one fsync. Once the journal passes 64 KB
(and at a clean stop) the change goes to the journal, then the whole state is written as
a new snapshot: to a temporary file, flushed (fsync); the snapshot and its journal are
renamed to the generation before (``state.old.json``, ``state.old.journal``), the new
file renamed to the snapshot, the folder synced. At every instant one whole generation is
on the card, and the one before reaches the newest snapshot exactly. The snapshot
carries the sequence number of the last change it holds.

A snapshot is read only once its shape is checked (:mod:`appliance.box.state.shape`).
One that cannot be read back, or whose games or own part fail their checks
(:mod:`appliance.box.state.checks`), gives way to the generation before with both
journals, losing nothing; with no good generation before, it is kept aside with its
journal, reported, and the box starts fresh (a game failing its check: that game alone).
A journal that cannot be read, or a record in it that fails, is kept aside and the box
goes on from the last good state, saying how many moves that cost.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from pathlib import Path
from typing import Any

from appliance.box.state.aside import aside_name, move_aside, set_aside
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
from appliance.box.state.shape import shape_problem
from appliance.box.state.snapshot import (
    CHECKED,
    FORMAT,
    SNAPSHOT_NAME,
    STATE_SHAPE,
    Rebuilt,
    Snapshot,
    encode,
    read_snapshot,
)
from appliance.box.state.state_diff import changes
from games.data_files import UnfitFile

log = logging.getLogger(__name__)

FILE_NAME = SNAPSHOT_NAME
OLD_FILE_NAME = "state.old.json"  # the generation before: its snapshot
OLD_JOURNAL_NAME = "state.old.journal"  # and its journal, up to the newest snapshot


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
        self.lost_moves: tuple[int, bool] | None = None  # a damaged journal: (moves, exact)
        self.remade: str | None = None  # the folder was gone and is written whole again

    @property
    def path(self) -> Path | None:
        """The state file, if the state is kept on disk."""
        return None if self.directory is None else self.directory / FILE_NAME

    def load(self) -> dict[str, Any] | None:
        """The saved state, or None (nothing saved, or a bad file now kept aside); a game
        that fails its check is left out (kept aside, named in ``damaged_games``). When
        the newest snapshot is damaged, the generation before it (its snapshot and both
        journals) gives the state instead. Nothing on the card makes it raise."""
        if self.path is None:
            return None
        try:
            return self._load(self.path)
        except Exception as error:  # the last net: no state file stops the boot
            log.exception("%s cannot be read", self.path)
            self._card = None
            self.keep_aside(f"it cannot be read ({error!r})")
            return None

    def _load(self, path: Path) -> dict[str, Any] | None:
        assert self._journal is not None and self.directory is not None
        newest = read_snapshot(path)
        rebuilt = None
        if newest.data is not None:
            rebuilt = self._rebuilt(newest, [self._journal.path])
            if rebuilt.sound:
                return self._taken(rebuilt)
        older = self._older(rebuilt)
        if older is not None:
            if newest.problem is not None or rebuilt is not None:
                self._set_aside_quietly(
                    path, newest.problem or "a game or its own part fails its check"
                )
            return self._taken(older)
        if newest.problem is not None:
            self.keep_aside(newest.problem)
            return None
        if rebuilt is None:  # no snapshot at all
            if os.path.lexists(self._journal.path):
                self._keep_journal_aside(f"its snapshot {FILE_NAME} is missing")
            return None
        return self._taken(rebuilt)

    def _older(self, newest: Rebuilt | None) -> Rebuilt | None:
        """The state from the generation before, when it is sound and holds as much as
        the newest one does (None otherwise)."""
        assert self._journal is not None and self.directory is not None
        snapshot = read_snapshot(self.directory / OLD_FILE_NAME)
        if snapshot.data is None or snapshot.sequence < 1:
            return None
        journals = [self.directory / OLD_JOURNAL_NAME, self._journal.path]
        older = self._rebuilt(snapshot, journals)
        if not older.sound and newest is not None:
            return None
        if newest is not None and older.replayed.sequence < newest.replayed.sequence:
            return None
        return older

    def _rebuilt(self, snapshot: Snapshot, journals: list[Path]) -> Rebuilt:
        """The snapshot with the journals' good records put on (read, nothing changed)."""
        assert snapshot.data is not None
        read, unread = [], None
        for journal in journals:
            try:
                read.append(Journal.read_file(journal))
            except OSError as error:  # UnfitFile too
                unread = (
                    journal,
                    f"it is not read ({error})"
                    if isinstance(error, UnfitFile)
                    else f"it cannot be read ({error})",
                )
                break
        sequence = snapshot.sequence
        if sequence < 1:  # a snapshot by hand, by an older box, or damaged: no journal
            if any(read):
                unread = unread or (journals[-1], f"it does not follow its snapshot {FILE_NAME}")
            read, sequence = [], 0
        done = replayed(snapshot.data, sequence, *read)
        size = len(read[-1]) if read else 0
        return Rebuilt(snapshot.data, done, journals, unread, size, snapshot.sequence < 0)

    def _taken(self, rebuilt: Rebuilt) -> dict[str, Any] | None:
        """Take on a rebuilt state: the card as it is, damage kept aside and told."""
        assert self._journal is not None
        done = rebuilt.replayed
        self._card, self._sequence = done.state, done.sequence
        self._journal.size = rebuilt.journal_size
        if rebuilt.unread is not None:
            self._keep_journal_aside(rebuilt.unread[1], rebuilt.unread[0])
        if done.torn:
            log.warning("%s: its last record was cut short (power cut mid-save); dropped it",
                        self._journal.path)  # fmt: skip
            self._whole_next = True  # the next record must not follow the cut one
        if done.damage is not None:
            self.lost_moves = (done.lost, done.lost_exact)
            lost = f"{'' if done.lost_exact else 'up to '}{done.lost} saved moves lost"
            self._keep_journal_aside(f"{done.damage}; went on from the state before it ({lost})")
            self._card = rebuilt.snapshot  # all the card holds now: the next save writes it whole
        if len(rebuilt.journals) > 1 or done.damage is not None:
            self._whole_next = True  # the card's newest generation is to be written anew
        return self._checked(done.state)

    def _checked(self, data: dict[str, Any]) -> dict[str, Any] | None:
        problem = shape_problem(data, STATE_SHAPE)
        if problem is not None:  # a state its journal left of the wrong shape
            self.keep_aside(f"it is not a state of the box ({problem})")
            return None
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
        data = {**data, "games": dict(data.get("games", {}))}  # the card's stays as it is
        for name, why in failing_games(data).items():
            self.keep_game_aside(name, data["games"].pop(name), why)
        return data

    def keep_game_aside(self, name: str, saved: Any, why: str) -> None:
        """Write one game's saved state aside, with why; the state file keeps the others."""
        assert self.directory is not None
        safe = re.sub(r"[^A-Za-z0-9_-]", "_", name)[:40] or "game"  # a name from the file
        aside = aside_name(self.directory / safe)
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
        when the journal is full) the whole of it as a snapshot; True when written. A
        state folder or journal that is gone is made again, the state written whole
        (``remade`` says so once)."""
        data = sealed({**data, "format": FORMAT})
        steps = None if self._card is None else changes(self._card, data)
        if steps == [] and not whole:
            return False
        if self._journal is None or self.directory is None:
            self._card = data
            return True
        assert self._card is None or steps is not None
        try:
            self._save(self.directory, self._journal, data, steps, whole)
        except FileNotFoundError as error:  # the folder, or the journal, is gone
            self._whole_next = True
            self._write_snapshot(self.directory, data)
            self.remade = f"{self.directory}: the state was gone ({error}); written whole again"
            log.warning("%s", self.remade)
        except OSError:
            self._whole_next = True  # what the card holds of the journal is not sure
            raise
        return True

    def _save(
        self, directory: Path, journal: Journal, data: dict[str, Any], steps: Any, whole: bool
    ) -> None:
        if steps is not None and not (whole or self._whole_next or journal.full) and self._sequence:
            self._append(journal, data, steps)
            return
        follows = self._sequence > 0 and not self._whole_next and journal.size >= 0
        if steps and follows:
            self._append(journal, data, steps)  # the generation kept holds this key too
        # The generation kept then reaches the snapshot: a record missing would break it.
        self._write_snapshot(directory, data, self._sequence if follows else None)

    def _append(self, journal: Journal, data: dict[str, Any], steps: Any) -> None:
        line = record(self._sequence + 1, steps)
        self.fsyncs += journal.append(line)
        self.bytes_written += len(line)
        self._sequence += 1  # only once written: a card that refused is asked again next time
        self._card = data

    def _write_snapshot(
        self, directory: Path, data: dict[str, Any], sequence: int | None = None
    ) -> None:
        """The whole state as a new snapshot (holding the records up to ``sequence``, by
        default one more), the one before it kept with its journal as the generation
        before; the journal started afresh."""
        assert self._journal is not None
        sequence = self._sequence + 1 if sequence is None else sequence
        text = encode({**data, SEQUENCE: sequence, SEQUENCE_CHECK: crc(sequence)})
        self._write(directory, text)
        self.fsyncs += 2
        self.bytes_written += len(text.encode("utf-8"))
        self._whole_next = False
        self._journal.start_afresh()
        self._sequence, self._card = sequence, data

    def _write(self, directory: Path, text: str) -> None:
        """Write ``text`` beside the snapshot, flush it, then make the snapshot and its
        journal the generation before and the new file the snapshot: at every instant
        one whole generation is on the card."""
        assert self._journal is not None
        directory.mkdir(parents=True, exist_ok=True)
        temporary = directory / f".{FILE_NAME}.tmp"
        if os.path.lexists(temporary) and not temporary.is_file():
            move_aside(temporary)  # a folder or a FIFO there would refuse every save
        try:
            with open(temporary, "w", encoding="utf-8") as file:
                file.write(text)
                file.flush()
                os.fsync(file.fileno())
            if os.path.isfile(directory / FILE_NAME):
                os.replace(directory / FILE_NAME, directory / OLD_FILE_NAME)
                if os.path.lexists(self._journal.path):
                    os.replace(self._journal.path, directory / OLD_JOURNAL_NAME)
                else:
                    (directory / OLD_JOURNAL_NAME).unlink(missing_ok=True)
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
        if path is None or not os.path.lexists(path):  # a symlink loop too is kept aside
            return None
        if self._card is not None and self.directory is not None:
            with contextlib.suppress(OSError):  # kept as it is on the card, then
                self._write_snapshot(self.directory, self._card)
        aside = aside_name(path)
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
        """The snapshot is gone: its journal and the generation before are kept aside
        too (the box starts fresh, not from them), the next save is whole."""
        self._card = None
        if self._journal is None or self.directory is None:
            return
        for path in (
            self._journal.path,
            self.directory / OLD_FILE_NAME,
            self.directory / OLD_JOURNAL_NAME,
        ):
            if not os.path.lexists(path):
                continue
            try:
                if os.path.isfile(path) and os.path.getsize(path) == 0:
                    os.unlink(path)
                else:
                    os.replace(path, aside_name(path))
            except OSError as error:
                log.warning("%s cannot be moved aside (%s)", path, error)

    def _set_aside_quietly(self, path: Path, why: str) -> None:
        """Move a damaged snapshot aside whose state the generation before holds whole."""
        try:
            if os.path.lexists(path):
                aside = aside_name(path)
                os.replace(path, aside)
                log.warning("%s: %s; kept it as %s and went on from the generation before",
                            path, why, aside.name)  # fmt: skip
        except OSError as error:
            log.warning("%s: %s; it cannot be moved aside (%s)", path, why, error)

    def _keep_journal_aside(self, why: str, path: Path | None = None) -> None:
        """Move the journal out of the way (the snapshot stays) and report why."""
        assert self._journal is not None
        path = path or self._journal.path
        self._whole_next = True
        message = f"{path}: {why}; {set_aside(path)}"
        log.warning("%s", message)
        self.messages.append(message)
        self.damaged_journal = message
