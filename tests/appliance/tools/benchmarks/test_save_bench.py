"""The save bench: a few minutes of a game's tour, its saves counted beside the box that
wrote the whole file at each key and the box that saved after every event."""

from __future__ import annotations

from appliance.tools.benchmarks.save_bench import GOAL_BYTES_PER_HOUR, play_an_hour, save_bench


def test_a_few_minutes_of_lost_treasure_save_once_a_key_and_far_less_than_before(tmp_path):
    hour = play_an_hour("lost-treasure", tmp_path, minutes=2)
    assert hour.presses > 50 and hour.asked >= 1  # keys, and a dive that ended on a timer
    assert hour.now.saves <= hour.presses + hour.asked
    assert hour.whole_file.saves == hour.now.saves
    assert hour.before.saves > 2 * hour.now.saves  # each compass step was a save
    assert hour.whole_file.fsyncs == 2 * hour.now.saves  # the file, then its folder
    assert hour.now.fsyncs < 1.1 * hour.now.saves + 4  # one a save, a snapshot now and then
    assert hour.now.bytes * 5 < hour.whole_file.bytes < hour.before.bytes
    assert hour.now.bytes * 30 < GOAL_BYTES_PER_HOUR  # two minutes of the hour


def test_treasure_rush_keeps_under_the_goal_at_the_tours_pace(tmp_path):
    hour = play_an_hour("treasure-rush", tmp_path, minutes=2)
    assert hour.presses > 100
    assert hour.now.bytes * 30 < GOAL_BYTES_PER_HOUR < hour.whole_file.bytes * 30


def test_the_bench_prints_a_row_for_each_game_and_the_goals(capsys, monkeypatch):
    monkeypatch.setattr("appliance.tools.benchmarks.save_bench.GAME_MODULES", ("treasure-rush",))
    assert save_bench(minutes=0.5) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("treasure-rush"))
    assert len(row.split()) == 9  # keys, saves; kB now, file, event; fsyncs the same
    assert "saves beyond one per key pressed and one per save a game asks for: 0 (goal: 0)" in out
    assert "games at or over 2 MB an hour: none" in out
