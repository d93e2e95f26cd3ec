"""The saved state: atomic writes; a bad file is kept aside and the box starts fresh."""

from __future__ import annotations

import json

from appliance.box.state.state_store import StateStore


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
