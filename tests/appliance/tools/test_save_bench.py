"""The save bench: a few minutes of a game's tour, its saves counted beside the box that
saved after every event."""

from __future__ import annotations

from appliance.tools.save_bench import play_an_hour, save_bench


def test_a_few_minutes_of_lost_treasure_save_once_a_key_and_far_less_than_before(tmp_path):
    hour = play_an_hour("lost-treasure", tmp_path, minutes=2)
    assert hour.presses > 50 and hour.asked >= 1  # keys, and a dive that ended on a timer
    assert hour.now.saves <= hour.presses + hour.asked
    assert hour.before.saves > 2 * hour.now.saves  # each compass step was a save
    assert hour.now.fsyncs == 2 * hour.now.saves and hour.now.bytes < hour.before.bytes


def test_the_bench_prints_a_row_for_each_game_and_the_goals(capsys, monkeypatch):
    monkeypatch.setattr("appliance.tools.save_bench.GAME_MODULES", ("treasure-rush",))
    assert save_bench(minutes=0.5) == 0
    out = capsys.readouterr().out
    assert "treasure-rush" in out
    assert "saves beyond one per key pressed and one per save a game asks for: 0 (goal: 0)" in out
