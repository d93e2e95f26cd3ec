"""The timers a game asked for arrive at their time."""

from __future__ import annotations

from counter_box import box_run


def test_a_timer_the_game_asked_for_arrives_at_its_time():
    records = box_run("press 1\n")
    tock = next(r for r in records if r.get("cue") == "tock")
    assert tock["t"] == 1.0
