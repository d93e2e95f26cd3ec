"""The state journal: records put on the snapshot in order; a last line cut short by a
power cut is dropped; a bad record stops the reading there, with its line and reason."""

from __future__ import annotations

import errno
import os

import pytest

from appliance.box.state import journal as journal_module
from appliance.box.state.journal import Journal, record, replayed
from appliance.box.state.state_diff import changes

SNAPSHOT = {"count": 0, "games": {}}


def records_for(counts, first=1) -> bytes:
    lines, state = [], SNAPSHOT
    for sequence, count in enumerate(counts, start=first):
        new = {**state, "count": count}
        lines.append(record(sequence, changes(state, new)))
        state = new
    return b"".join(lines)


def test_the_records_after_the_snapshot_are_put_on_in_order():
    done = replayed(SNAPSHOT, 0, records_for([1, 2, 3]))
    assert done.state["count"] == 3 and done.sequence == 3 and done.records == 3
    assert not done.torn and done.damage is None
    assert SNAPSHOT["count"] == 0


def test_records_the_snapshot_holds_already_are_passed_over():
    # A power cut after the snapshot (sequence 2) was written, before the journal was
    # started afresh: its old records are still there.
    done = replayed({**SNAPSHOT, "count": 2}, 2, records_for([1, 2]))
    assert done.state["count"] == 2 and done.records == 0 and done.damage is None


def test_a_last_line_cut_short_by_a_power_cut_is_dropped_without_damage():
    journal = records_for([1, 2, 3])
    done = replayed(SNAPSHOT, 0, journal[:-7])
    assert done.state["count"] == 2 and done.torn and done.damage is None


def test_a_damaged_record_in_the_middle_stops_the_reading_there_with_its_line():
    lines = records_for([1, 2, 3]).splitlines(keepends=True)
    lines[1] = lines[1].replace(b"2", b"7", 1)
    done = replayed(SNAPSHOT, 0, b"".join(lines))
    assert done.state["count"] == 1 and done.sequence == 1
    assert done.damage is not None and done.damage.startswith("line 2:")


def test_a_record_missing_stops_the_reading():
    lines = records_for([1, 2, 3]).splitlines(keepends=True)
    done = replayed(SNAPSHOT, 0, lines[0] + lines[2])
    assert done.state["count"] == 1 and "record 2 is missing" in (done.damage or "")


def test_a_long_record_is_written_compressed_and_read_back():
    new = {**SNAPSHOT, "games": {"tobago": [{"q": q, "terrain": "jungle"} for q in range(90)]}}
    line = record(1, changes(SNAPSHOT, new))
    assert line[9:10] == b"z" and len(line) < 600
    assert replayed(SNAPSHOT, 0, line).state == new


def test_a_compressed_record_that_unpacks_beyond_the_journals_limit_is_damage():
    import base64
    import zlib

    body = b"z" + base64.b64encode(zlib.compress(b"[1," + b" " * 2_000_000 + b"[]]"))
    line = b"%08x %s\n" % (zlib.crc32(body), body)
    done = replayed(SNAPSHOT, 0, line)
    assert done.records == 0 and done.damage is not None


def test_an_append_is_one_fsync_and_a_new_journal_syncs_its_folder_once(tmp_path, monkeypatch):
    synced = []
    fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), fsync(fd)))
    journal = Journal(tmp_path)
    assert journal.append(record(1, [])) == 2  # the file, and its folder
    assert journal.append(record(2, [])) == 1
    assert len(synced) == 3
    assert journal.size == os.path.getsize(journal.path)


def test_an_append_the_card_refuses_leaves_no_part_of_a_record(tmp_path, monkeypatch):
    journal = Journal(tmp_path)
    journal.append(record(1, []))
    whole = journal.path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        journal.append(record(2, [[["count"], 5]]))
    assert journal.path.read_bytes() == whole


def test_a_fifo_at_the_journals_place_is_refused_without_waiting(tmp_path):
    os.mkfifo(tmp_path / journal_module.JOURNAL_NAME)
    journal = Journal(tmp_path)
    with pytest.raises(OSError):
        journal.read()
    with pytest.raises(OSError):
        journal.append(record(1, []))


@pytest.mark.parametrize("flip", [0x01, 0x20, 0x80])
def test_a_flipped_line_end_costs_nothing(flip):
    journal = bytearray(records_for(range(1, 7)))
    ends = [i for i, byte in enumerate(journal) if byte == ord("\n")]
    for end in ends:
        damaged = bytearray(journal)
        damaged[end] ^= flip
        done = replayed(SNAPSHOT, 0, bytes(damaged))
        assert done.state["count"] == 6 and done.damage is None, end


def test_a_damaged_record_says_how_many_records_it_cost():
    journal = bytearray(records_for(range(1, 11)))
    third = journal.index(b"\n") + 1
    third = journal.index(b"\n", third) + 1  # the start of record 3
    journal[third + 12] ^= 0x04
    done = replayed(SNAPSHOT, 0, bytes(journal))
    assert done.state["count"] == 2 and (done.lost, done.lost_exact) == (8, True)


def test_a_tail_of_zeros_is_damage_counted_as_the_most_records_it_could_hide():
    journal = records_for(range(1, 11))
    kept = journal[: journal.index(b"\n") + 1]  # record 1; the rest zeroed as a lost cache
    zeroed = kept + b"\x00" * (len(journal) - len(kept))
    done = replayed(SNAPSHOT, 0, zeroed)
    assert done.state["count"] == 1 and done.damage is not None
    assert not done.lost_exact and done.lost >= 9


def test_a_tail_cut_mid_record_is_a_power_cut_not_damage():
    journal = records_for(range(1, 5))
    done = replayed(SNAPSHOT, 0, journal[:-7])
    assert done.state["count"] == 3 and done.torn and done.damage is None


def test_the_records_of_two_journals_follow_on():
    first, second = records_for([1, 2]), records_for([3, 4], first=3)
    done = replayed(SNAPSHOT, 0, first, second)
    assert done.state["count"] == 4 and done.records == 4
    done = replayed({**SNAPSHOT, "count": 2}, 2, first, second)  # the first folded in
    assert done.state["count"] == 4 and done.records == 2
