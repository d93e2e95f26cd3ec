"""The state journal: what changed at each save, one line appended beside the snapshot.

A line is ``CRC RECORD``: the CRC-32 (8 hex digits) of the record after the space, which
is the JSON ``[sequence, steps]`` (:mod:`appliance.box.state.state_diff`), or for a long
one (a new game dealt) ``z`` and that JSON compressed (zlib, then base64). Each
line is flushed to the card on its own (one fsync, no rename, no folder sync). Read
back, the lines are put in order on the snapshot; those at or below the snapshot's
sequence were folded into it already and are passed over. A last line without its end
is a save cut short by a power cut (its key was not yet answered): it is dropped. Any
other line that fails (its CRC, its JSON, a sequence out of order, a change that does not
fit) stops the reading there: the state is the last good one, with the reason.
"""

from __future__ import annotations

import base64
import contextlib
import errno
import json
import os
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appliance.box.state.state_diff import BadChange, Step, changed
from games.data_files import read_small_bytes

JOURNAL_NAME = "state.journal"
ROLL_OVER = 64_000  # bytes: past them, the next save writes the whole state anew
SIZE_LIMIT = 1_000_000  # bytes: a journal is never near this; a bigger one is not read
COMPRESSED_FROM = 512  # bytes: a longer record is written compressed


def record(sequence: int, steps: list[Step]) -> bytes:
    """One journal line (ASCII, ending in a newline)."""
    body = json.dumps([sequence, steps], sort_keys=True, separators=(",", ":")).encode("ascii")
    if len(body) > COMPRESSED_FROM:
        packed = b"z" + base64.b64encode(zlib.compress(body, 9))
        body = packed if len(packed) < len(body) else body
    return b"%08x %s\n" % (zlib.crc32(body), body)


@dataclass
class Replayed:
    """The state rebuilt from a snapshot and its journal."""

    state: dict[str, Any]
    sequence: int  # of the last record put on (the snapshot's when none)
    records: int  # records put on
    torn: bool = False  # the last line was cut short (dropped)
    damage: str | None = None  # why the reading stopped before the end


def replayed(snapshot: dict[str, Any], sequence: int, journal: bytes) -> Replayed:
    """``snapshot`` (which covers records up to ``sequence``) with the journal's records
    after it put on in order, up to the first that fails."""
    lines = journal.split(b"\n")
    done = Replayed(snapshot, sequence, 0, torn=lines.pop() != b"")
    for number, line in enumerate(lines, start=1):
        try:
            sequence, steps = _read(line)
            if sequence <= done.sequence and done.records == 0:
                continue  # folded into the snapshot already
            if sequence != done.sequence + 1:
                raise BadChange(f"record {done.sequence + 1} is missing (then {sequence})")
            state = changed(done.state, steps)
            if not isinstance(state, dict):
                raise BadChange("the change leaves no table of the box's state")
        except BadChange as error:
            done.damage = f"line {number}: {error}"
            return done
        done.state, done.sequence, done.records = state, sequence, done.records + 1
    return done


def _read(line: bytes) -> tuple[int, Any]:
    """A line's sequence and steps (BadChange when it is not a whole, good record)."""
    check, _, body = line.partition(b" ")
    try:
        good = len(check) == 8 and int(check, 16) == zlib.crc32(body)
    except ValueError:
        good = False
    if not good:
        raise BadChange("it does not match its check")
    try:
        if body.startswith(b"z"):
            body = _unpacked(body[1:])
        sequence, steps = json.loads(body)
    except (ValueError, TypeError, RecursionError, zlib.error) as error:  # CRC-true garbage
        raise BadChange(f"it is not a record ({error})") from None
    if type(sequence) is not int:
        raise BadChange("its sequence is not a number")
    return sequence, steps


def _unpacked(packed: bytes) -> bytes:
    """A compressed record's JSON, no longer than the journal may be (ValueError)."""
    unpacker = zlib.decompressobj()
    body = unpacker.decompress(base64.b64decode(packed, validate=True), SIZE_LIMIT)
    if unpacker.unconsumed_tail or not unpacker.eof:
        raise ValueError("its compressed change is cut short or too long")
    return body


class Journal:
    """The journal file in the state folder: appended to, started afresh, read back."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / JOURNAL_NAME
        self.size = 0  # bytes in the file, as far as this box wrote them

    @property
    def full(self) -> bool:
        """True when the next save should write the whole state instead."""
        return self.size < 0 or self.size >= ROLL_OVER

    def read(self) -> bytes:
        """The journal's bytes (b"" when there is none); UnfitFile if it is too big or
        not a regular file, OSError if it cannot be read."""
        try:
            data = read_small_bytes(self.path, SIZE_LIMIT)
        except FileNotFoundError:
            data = b""
        self.size = len(data)
        return data

    def append(self, line: bytes) -> int:
        """Add one record and flush it to the card; the fsyncs it took (one, or two when
        the file is new: its folder too). OSError when the card refuses: the file is
        then cut back to its last whole record, or ``size`` is left unknown (-1)."""
        flags = os.O_WRONLY | os.O_APPEND | os.O_NONBLOCK | os.O_CLOEXEC
        try:
            fd, created = os.open(self.path, flags), False
        except FileNotFoundError:
            fd, created = os.open(self.path, flags | os.O_CREAT | os.O_EXCL, 0o644), True
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"{self.path} is not a regular file")
            try:
                if os.write(fd, line) != len(line):
                    raise OSError(errno.ENOSPC, "the card took part of a record")
                os.fsync(fd)
            except OSError:
                self._cut_back(fd)
                raise
        finally:
            os.close(fd)
        self.size += len(line)
        if created:
            sync_directory(self.path.parent)
        return 2 if created else 1

    def _cut_back(self, fd: int) -> None:
        """Take off what a failed append left, so that the next record follows a whole one."""
        try:
            os.ftruncate(fd, self.size)
        except OSError:
            self.size = -1

    def start_afresh(self) -> None:
        """Empty the journal (its records are in the snapshot just written): no fsync, a
        cut that is lost leaves records the snapshot covers, which are passed over."""
        with contextlib.suppress(FileNotFoundError):
            os.truncate(self.path, 0)
        self.size = 0


def sync_directory(directory: Path) -> None:
    """Flush a folder's entries (a new or renamed file) to the card, where it can be."""
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
