"""The state journal: what changed at each save, one line appended beside the snapshot.

A line is ``CRC RECORD``: the CRC-32 (8 hex digits) of the record after the space, which
is the JSON ``[sequence, steps]`` (:mod:`appliance.box.state.state_diff`), or for a long
one (a new game dealt) ``z`` and that JSON compressed (zlib, then base64). Each
line is flushed to the card on its own (one fsync, no rename, no folder sync). Read
back, the lines are put in order on the snapshot; those at or below the snapshot's
sequence were folded into it already and are passed over. A last line without its end
is a save cut short by a power cut (its key was not yet answered): it is dropped; one
whose end alone was lost or flipped is read. Two records joined by a flipped line end
are read apart. Any other line that fails (its CRC, its JSON, a sequence out of order, a
change that does not fit), or an end of zeros or garbage, stops the reading there: the
state is the last good one, with the reason and how many records that cost.
"""

from __future__ import annotations

import base64
import contextlib
import errno
import json
import os
import re
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
SHORTEST_RECORD = len(b"00000000 [1,[]]\n")  # bytes: no record is shorter
CUT_SHORT = re.compile(rb"[0-9a-f]{0,8}|[0-9a-f]{8} [\x20-\x7e]*")  # a record's start


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
    lost: int = 0  # with damage: the records past it (at most this many when not exact)
    lost_exact: bool = True


def replayed(snapshot: dict[str, Any], sequence: int, *journals: bytes) -> Replayed:
    """``snapshot`` (which covers records up to ``sequence``) with the journals' records
    after it put on in order (each journal's records it already holds passed over), up to
    the first that fails."""
    done = Replayed(snapshot, sequence, 0)
    for number, journal in enumerate(journals):
        done.torn = _replay(done, journal)
        if done.damage is not None:
            later = [_read_or_none(line) for j in journals[number + 1 :] for line in j.split(b"\n")]
            last = max((record[0] for record in later if record is not None), default=0)
            done.lost = max(done.lost, last - done.sequence)
            break
    return done


def _replay(done: Replayed, journal: bytes) -> bool:
    """Put one journal's records on ``done``; True when its last line was cut short."""
    lines = _repaired(journal.split(b"\n"))
    tail = lines.pop()
    torn = bool(tail)  # the next record must not follow this line: a snapshot comes next
    for whole in (tail, tail[:-1]):  # a whole record whose newline was cut or flipped
        if tail and _read_or_none(whole) is not None:
            lines.append(whole)
            tail = b""
            break
    applied = 0
    for number, line in enumerate(lines, start=1):
        try:
            sequence, steps = _read(line)
            if sequence <= done.sequence and applied == 0:
                continue  # folded into the snapshot already
            if sequence != done.sequence + 1:
                raise BadChange(f"record {done.sequence + 1} is missing (then {sequence})")
            state = changed(done.state, steps)
            if not isinstance(state, dict):
                raise BadChange("the change leaves no table of the box's state")
        except BadChange as error:
            done.damage = f"line {number}: {error}"
            _count_lost(done, lines[number - 1 :], tail)
            return False
        done.state, done.sequence, done.records = state, sequence, done.records + 1
        applied += 1
    if tail and not _cut_short(tail):
        done.damage = f"line {len(lines) + 1}: it is not a record (garbage or zeros at the end)"
        _count_lost(done, [], tail)
    return torn


def _count_lost(done: Replayed, rest: list[bytes], tail: bytes) -> None:
    """How many records the damage took: up to the last good record read after it (by
    its sequence), and past that one for each line that could be a record, else the
    most records its bytes could have held (then ``lost`` is at most, not exact)."""
    read = [_read_or_none(line) for line in rest]
    good = [number for number, record in enumerate(read) if record is not None]
    done.lost, after = 0, rest
    if good:
        done.lost = read[good[-1]][0] - done.sequence  # type: ignore[index]
        after = rest[good[-1] + 1 :]
    for line in [*after, tail] if tail and not _cut_short(tail) else after:
        if _cut_short(line) and line is not tail:
            done.lost += 1
        else:
            done.lost += -(-(len(line) + 1) // SHORTEST_RECORD)
            done.lost_exact = False


def _repaired(lines: list[bytes]) -> list[bytes]:
    """The lines, each joined pair whose newline was flipped split again where both
    halves are whole records (a single flipped bit then costs nothing)."""
    mended: list[bytes] = []
    for line in lines:
        if line and _read_or_none(line) is None:
            for cut in range(SHORTEST_RECORD - 1, len(line) - SHORTEST_RECORD + 2):
                first, second = line[:cut], line[cut + 1 :]
                if second[8:9] != b" ":
                    continue
                if _read_or_none(first) is not None and _read_or_none(second) is not None:
                    mended += [first, second]
                    break
            else:
                mended.append(line)
        else:
            mended.append(line)
    return mended


def _cut_short(tail: bytes) -> bool:
    """True when a last line without its end could be the start of a record (a power cut
    mid-save); zeros or garbage there are damage."""
    return CUT_SHORT.fullmatch(tail) is not None


def _read_or_none(line: bytes) -> tuple[int, Any] | None:
    try:
        return _read(line)
    except BadChange:
        return None


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
        data = self.read_file(self.path)
        self.size = len(data)
        return data

    @staticmethod
    def read_file(path: Path) -> bytes:
        """The bytes of the journal at ``path`` (as :meth:`read`, changing nothing)."""
        try:
            return read_small_bytes(path, SIZE_LIMIT)
        except FileNotFoundError:
            return b""

    def append(self, line: bytes) -> int:
        """Add one record and flush it to the card; the fsyncs it took (one, or two when
        the file is new: its folder too). OSError when the card refuses: the file is
        then cut back to its last whole record, or ``size`` is left unknown (-1)."""
        flags = os.O_WRONLY | os.O_APPEND | os.O_NONBLOCK | os.O_CLOEXEC
        try:
            fd, created = os.open(self.path, flags), False
        except FileNotFoundError:
            if self.size != 0:
                raise  # the journal is gone with records: they are not to be followed
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
