"""Notices: any key puts one away and never reaches the game."""

from __future__ import annotations

from boxkit import screens, sounds
from counter_box import box_run


def test_any_key_dismisses_a_notice_without_reaching_the_game(tmp_path):
    (tmp_path / "state.json").write_text("garbage")
    records = box_run("press 5\n", state_dir=tmp_path)
    assert screens(records)[-1] == ["Count 0"] and "tick" not in sounds(records)
