"""The saved state: atomic writes; a bad file is kept aside and the box starts fresh."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from appliance.box.state.state_store import OLD_FILE_NAME, OLD_JOURNAL_NAME, StateStore


def test_a_saved_state_loads_back(tmp_path):
    StateStore(tmp_path).save({"current": "tobago", "games": {"tobago": {"n": 1}}})
    loaded = StateStore(tmp_path).load()
    assert loaded["current"] == "tobago" and loaded["games"] == {"tobago": {"n": 1}}


def test_an_unchanged_state_is_not_written_again(tmp_path):
    store = StateStore(tmp_path)
    assert store.save({"a": 1}) is True
    assert store.save({"a": 1}) is False
    assert store.save({"a": 2}) is True


def test_no_temporary_file_is_left_behind(tmp_path):
    StateStore(tmp_path).save({"a": 1})
    assert [p.name for p in tmp_path.iterdir()] == ["state.json"]


def test_a_truncated_file_is_kept_aside_with_a_message(tmp_path):
    StateStore(tmp_path).save({"current": "lost-treasure", "games": {}})
    path = tmp_path / "state.json"
    truncated = path.read_text()[:20]
    path.write_text(truncated)
    store = StateStore(tmp_path)
    assert store.load() is None
    (aside,) = tmp_path.glob("state.json.broken-*")
    assert aside.read_text() == truncated
    assert "cannot be read" in store.messages[0] and aside.name in store.messages[0]
    assert not path.exists()


def test_a_file_from_a_newer_box_is_kept_aside(tmp_path):
    (tmp_path / "state.json").write_text(json.dumps({"format": 99, "games": {}}))
    store = StateStore(tmp_path)
    assert store.load() is None
    assert "newer version of the box (format 99)" in store.messages[0]
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1


def test_something_that_is_not_a_state_file_is_kept_aside(tmp_path):
    (tmp_path / "state.json").write_text("[1, 2, 3]")
    store = StateStore(tmp_path)
    assert store.load() is None and "not a state file" in store.messages[0]


def test_two_bad_files_in_one_second_are_both_kept(tmp_path):
    for _ in range(2):
        (tmp_path / "state.json").write_bytes(b"\xff\xfe garbage")
        StateStore(tmp_path).load()
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 2


def counted(count: int) -> dict:
    return {"current": "counter", "games": {"counter": {"count": count}}}


def test_a_save_appends_its_change_to_the_journal_and_the_snapshot_stays(tmp_path):
    store = StateStore(tmp_path)
    store.save(counted(0))  # the first save: the whole state
    snapshot = (tmp_path / "state.json").read_text()
    fsyncs = store.fsyncs
    for count in range(1, 6):
        assert store.save(counted(count))
    assert (tmp_path / "state.json").read_text() == snapshot
    assert len((tmp_path / "state.journal").read_bytes().splitlines()) == 5
    assert store.fsyncs - fsyncs == 5 + 1  # one a save (no rename), the new journal's folder
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 5


def test_a_full_journal_is_folded_into_a_new_snapshot(tmp_path, monkeypatch):
    monkeypatch.setattr("appliance.box.state.journal.ROLL_OVER", 300)
    store = StateStore(tmp_path)
    for count in range(40):
        store.save(counted(count))
    assert (tmp_path / "state.journal").stat().st_size < 400
    assert json.loads((tmp_path / "state.json").read_text())["sequence"] > 1
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 39


def test_a_power_cut_between_the_snapshot_and_the_journals_new_start_loses_nothing(tmp_path):
    store = StateStore(tmp_path)
    for count in range(4):
        store.save(counted(count))
    old_journal = (tmp_path / "state.journal").read_bytes()
    store.save(counted(4), whole=True)  # a new snapshot; then the journal is emptied...
    (tmp_path / "state.journal").write_bytes(old_journal)  # ...but the card never knew
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 4 and again.messages == []
    again.save(counted(5))
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 5


def test_a_record_cut_short_by_a_power_cut_is_dropped_with_a_log_line(tmp_path, caplog):
    store = StateStore(tmp_path)
    for count in range(4):
        store.save(counted(count))
    journal = tmp_path / "state.journal"
    journal.write_bytes(journal.read_bytes()[:-5])  # the last key was not answered yet
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 2
    assert again.messages == [] and "cut short" in caplog.text
    again.save(counted(3))  # the next record never follows the cut one
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 3


def test_a_damaged_record_keeps_the_journal_aside_and_the_box_goes_on_from_before_it(tmp_path):
    store = StateStore(tmp_path)
    for count in range(5):
        store.save(counted(count))
    journal = tmp_path / "state.journal"
    lines = journal.read_bytes().splitlines(keepends=True)
    lines[1] = lines[1][:12] + bytes([lines[1][12] ^ 4]) + lines[1][13:]
    journal.write_bytes(b"".join(lines))
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 1
    (aside,) = tmp_path.glob("state.journal.broken-*")
    assert "line 2" in again.messages[0] and aside.name in again.messages[0]
    assert not journal.exists()
    again.save(counted(1))  # the card holds only the snapshot: the next save is whole
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 1


def test_a_journal_without_its_snapshot_is_kept_aside(tmp_path):
    store = StateStore(tmp_path)
    for count in range(3):
        store.save(counted(count))
    (tmp_path / "state.json").unlink()
    again = StateStore(tmp_path)
    assert again.load() is None
    assert "snapshot state.json is missing" in again.messages[0]
    assert len(list(tmp_path.glob("state.journal.broken-*"))) == 1


def test_a_snapshot_kept_aside_takes_its_journal_aside_too(tmp_path):
    store = StateStore(tmp_path)
    for count in range(3):
        store.save(counted(count))
    (tmp_path / "state.json").write_text("{ damaged")
    again = StateStore(tmp_path)
    assert again.load() is None
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1
    assert len(list(tmp_path.glob("state.journal.broken-*"))) == 1


def test_a_snapshot_written_by_hand_is_the_whole_state_and_its_old_journal_goes_aside(tmp_path):
    store = StateStore(tmp_path)
    for count in range(3):
        store.save(counted(count))
    (tmp_path / "state.json").write_text(json.dumps({**counted(7), "format": 1}))  # by hand
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 7
    assert "does not follow its snapshot" in again.messages[0]
    again.save(counted(8))  # a whole snapshot: a journal follows only a sequenced one
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 8


def test_a_flipped_sequence_number_never_skips_records_silently(tmp_path):
    store = StateStore(tmp_path)
    for count in range(3):
        store.save(counted(count))
    text = (tmp_path / "state.json").read_text()
    (tmp_path / "state.json").write_text(text.replace('"sequence":1', '"sequence":3'))
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 0
    assert "does not follow its snapshot" in again.messages[0]


def two_generations(tmp_path, keys: int = 6) -> StateStore:
    """A card with a snapshot at count 2 (the one before at 0) and records up to ``keys``."""
    store = StateStore(tmp_path)
    store.save(counted(0))
    store.save(counted(1))
    store.save(counted(2), whole=True)  # a clean stop: count 0 and its journal go before
    for count in range(3, keys):
        store.save(counted(count))
    assert (tmp_path / OLD_FILE_NAME).exists() and (tmp_path / OLD_JOURNAL_NAME).exists()
    return store


@pytest.mark.parametrize(
    "damage",
    [lambda text: text[: len(text) // 2], lambda text: text.replace('"games"', '"Games"')],
    ids=["torn", "a key renamed"],
)
def test_a_damaged_snapshot_loses_nothing_the_generation_before_holds_it(tmp_path, damage, caplog):
    two_generations(tmp_path)
    path = tmp_path / "state.json"
    path.write_text(damage(path.read_text()))
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 5  # every key
    assert again.messages == []  # nothing lost: the log says it, no notice
    assert "went on from the generation before" in caplog.text
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1
    again.save(counted(6))
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 6


def test_a_game_failing_its_check_in_the_newest_snapshot_comes_back_from_the_one_before(tmp_path):
    two_generations(tmp_path)
    path = tmp_path / "state.json"
    path.write_text(path.read_text().replace('"count":2', '"count":9'))
    again = StateStore(tmp_path)
    assert again.load()["games"]["counter"]["count"] == 5 and again.damaged_games == {}


def test_the_rollover_key_is_in_the_generation_before_too(tmp_path, monkeypatch):
    monkeypatch.setattr("appliance.box.state.journal.ROLL_OVER", 300)
    store = StateStore(tmp_path)
    count = 0
    while not (tmp_path / OLD_FILE_NAME).exists():
        store.save(counted(count))
        count += 1
    (tmp_path / "state.json").write_bytes(b"\x00" * 10)  # the newest snapshot lost
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == count - 1


def test_a_renamed_key_with_no_generation_before_is_one_damaged_file(tmp_path):
    StateStore(tmp_path).save(counted(1))
    path = tmp_path / "state.json"
    path.write_text(path.read_text().replace('"games"', '"Games"'))
    again = StateStore(tmp_path)
    assert again.load() is None or again.load()["games"] == {}
    assert again.messages  # told, never a KeyError


@pytest.mark.parametrize(
    "change",
    [{"games": []}, {"checks": []}, {"format": 0}, {"sequence": -3}, {"current": 7}],
    ids=["games a list", "checks a list", "format 0", "sequence below 0", "current a number"],
)
def test_a_state_of_the_wrong_shape_is_kept_aside_with_why(tmp_path, change):
    (tmp_path / "state.json").write_text(json.dumps({**counted(1), "format": 3, **change}))
    store = StateStore(tmp_path)
    assert store.load() is None and "not a state file of the box" in store.messages[0]
    assert len(list(tmp_path.glob("state.json.broken-*"))) == 1


def test_a_symlink_loop_for_the_state_file_is_told_and_moved_aside(tmp_path):
    os.symlink("state.json", tmp_path / "state.json")
    store = StateStore(tmp_path)
    assert store.load() is None and "cannot be read" in store.messages[0]
    store.save(counted(1))
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 1


def test_a_state_folder_deleted_while_the_box_runs_is_written_whole_at_the_next_save(tmp_path):
    folder = tmp_path / "state"
    store = two_generations(folder)
    shutil.rmtree(folder)
    assert store.save(counted(6)) and store.remade is not None
    store.remade = None
    store.save(counted(7))  # appended again: no second notice
    assert store.remade is None
    assert StateStore(folder).load()["games"]["counter"]["count"] == 7


def test_a_journal_deleted_while_the_box_runs_is_never_followed_by_a_new_one(tmp_path):
    store = two_generations(tmp_path)
    (tmp_path / "state.journal").unlink()
    store.save(counted(6))
    assert StateStore(tmp_path).load()["games"]["counter"]["count"] == 6
