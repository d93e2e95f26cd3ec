"""The evenings' log: bounded in evenings and bytes (the oldest go first), read with a size
limit and its shape checked, a damaged one set aside under a dated name, and a power cut
at any line of a write leaving the old log or the new one, whole."""

from __future__ import annotations

import json
import os
import signal
import sys

import pytest

from appliance.box.state import history
from appliance.box.state.history import (
    LOG_NAME,
    MOST_BYTES,
    MOST_EVENINGS,
    SIZE_LIMIT,
    DamagedLog,
    History,
    bounded,
    encode,
    read_log,
    write_log,
)


def evening(number: int, seats: int = 4) -> dict:
    return {
        "date": f"2026-12-{1 + number % 28:02d}T21:{number % 60:02d}:00",
        "dealt": f"2026-12-{1 + number % 28:02d}T20:00:00",
        "game": "treasure-rush",
        "seats": [{"seat": s, "colour": "red", "score": number % 9} for s in range(1, seats + 1)],
        "winners": [1 + number % seats],
        "seconds": 3600 + number,
    }


def test_an_evening_written_is_read_back_as_it_was(tmp_path):
    log = History.open(tmp_path)
    log.add(evening(1))
    log.add({"date": "2026-12-04T22:00:00", "game": "tobago", "seats": [], "winners": []})
    assert read_log(tmp_path / LOG_NAME) == log.evenings
    assert History.open(tmp_path).evenings == log.evenings and len(log.evenings) == 2


def test_the_log_keeps_the_newest_evenings_within_its_count_and_bytes(tmp_path):
    log = History.open(tmp_path)
    for number in range(MOST_EVENINGS + 30):
        log.add(evening(number))
    kept = read_log(tmp_path / LOG_NAME)
    assert kept[-1] == evening(MOST_EVENINGS + 29)
    assert len(kept) <= MOST_EVENINGS and len(encode(kept)) <= MOST_BYTES
    assert os.path.getsize(tmp_path / LOG_NAME) <= MOST_BYTES
    big = [evening(n, seats=8) for n in range(MOST_EVENINGS)]  # too many bytes for all
    assert len(encode(big)) > MOST_BYTES
    assert bounded(big) == big[-len(bounded(big)) :] and len(encode(bounded(big))) <= MOST_BYTES


def test_replace_puts_the_games_new_end_in_place_of_its_last_one(tmp_path):
    log = History.open(tmp_path)
    log.add(evening(1))
    log.add(evening(2), replace=True)
    other = {**evening(3), "game": "atlantis"}
    log.add(other, replace=True)  # another game's end is never put over this one's
    assert read_log(tmp_path / LOG_NAME) == [evening(2), other]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("not json", "it cannot be read"),
        ("[]", "is not a table"),
        ('{"format": 2, "evenings": []}', "'format' is out of range (2)"),
        ('{"format": 1}', "has no 'evenings'"),
        ('{"format": 1, "evenings": [{"game": "x"}]}', "item 1 has no 'date'"),
        (json.dumps({"format": 1, "evenings": [{**evening(1), "winners": [9]}]}), "out of range"),
        (json.dumps({"format": 1, "evenings": [{**evening(1), "teams": 1}]}), "true or false"),
        (json.dumps({"format": 1, "evenings": [{**evening(1), "date": "today"}]}), "of its form"),
        ("[" * 100_000 + "]" * 100_000, "bigger than"),
        (b"\xff\xfe".decode("latin-1"), "cannot be read"),
    ],
)
def test_a_log_that_is_not_the_boxs_is_named_damaged(tmp_path, text, said):
    path = tmp_path / LOG_NAME
    path.write_text(text, encoding="latin-1")
    with pytest.raises(DamagedLog, match=said.replace("(", r"\(").replace(")", r"\)")):
        read_log(path)


def test_a_fifo_is_refused_without_waiting_on_it(tmp_path):
    os.mkfifo(tmp_path / LOG_NAME)
    with pytest.raises(DamagedLog, match="not a regular file"):
        read_log(tmp_path / LOG_NAME)


def test_a_damaged_log_is_set_aside_and_a_new_one_started(tmp_path):
    (tmp_path / LOG_NAME).write_text("x" * (SIZE_LIMIT + 1))
    log = History.open(tmp_path)
    assert log.evenings == [] and "bigger than" in str(log.problem)
    [aside] = tmp_path.glob(f"{LOG_NAME}.broken-*")
    assert aside.stat().st_size == SIZE_LIMIT + 1 and not (tmp_path / LOG_NAME).exists()
    log.add(evening(1))
    assert read_log(tmp_path / LOG_NAME) == [evening(1)]


def test_a_power_cut_at_any_line_of_a_write_leaves_the_old_log_or_the_new(tmp_path):
    before, after = [evening(1)], [evening(1), evening(2)]
    write_log(tmp_path, before)
    lines = _lines_of_a_write(tmp_path, after)
    seen = set()
    for line in range(1, lines + 1):
        write_log(tmp_path, before)
        pid = os.fork()
        if pid == 0:  # the child: killed at that line of the write, never returns
            sys.settrace(_killer(line))
            write_log(tmp_path, after)
            os._exit(0)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, line
        kept = read_log(tmp_path / LOG_NAME)
        assert kept in (before, after), line
        seen.add(len(kept))
    assert seen == {1, 2}  # cut before the rename and after it


def _lines_of_a_write(folder, evenings) -> int:
    counted = [0]

    def count(frame, event, arg):
        if frame.f_code.co_filename == history.__file__:
            counted[0] += event == "line"
            return count
        return None

    sys.settrace(count)
    try:
        write_log(folder, evenings)
    finally:
        sys.settrace(None)
    return counted[0]


def _killer(at: int):
    counted = [0]

    def trace(frame, event, arg):
        if frame.f_code.co_filename != history.__file__:
            return None
        if event == "line":
            counted[0] += 1
            if counted[0] == at:
                os.kill(os.getpid(), signal.SIGKILL)
        return trace

    return trace


def test_a_full_log_of_four_coloured_seats_keeps_every_one_of_its_evenings(tmp_path):
    log = History.open(tmp_path)
    for number in range(MOST_EVENINGS):
        log.add(
            {**evening(number), "seats": [{**s, "colour": "yellow"} for s in evening(0)["seats"]]}
        )
    assert len(read_log(tmp_path / LOG_NAME)) == MOST_EVENINGS
