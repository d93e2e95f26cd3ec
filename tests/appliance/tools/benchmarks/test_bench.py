"""`tabletop bench`: it refuses counts below one and prints every figure."""

from __future__ import annotations

from appliance.cli.main import main


def test_the_benchmark_refuses_counts_below_one_and_measures_nothing(capsys):
    argv = ["bench", "--presses", "0", "--repeats", "-1", "--idle-seconds", "0"]
    assert main(argv) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.splitlines() == [
        "tabletop bench: --presses 0: give 1 or more",
        "tabletop bench: --repeats -1: give 1 or more",
        "tabletop bench: --idle-seconds 0: give more than 0",
    ]


def test_the_benchmark_prints_each_figure_beside_its_baseline(capsys):
    # Four presses of each kind: each is 0.06 s apart in real time (past the debounce).
    assert main(["bench", "--presses", "4", "--repeats", "1", "--idle-seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    for label in (
        "bare gpiozero Button->LED",
        "box: keypad, loop, game",
        "added at p99",
        "4 of 4 presses answered",
        "a new screen laid out and drawn",
        "a job handed to a waiting thread",
        "bare imports of the dependencies",
        "process start to box ready",
        "in the menu (Choose a game",
        "in the game",
        "MiB",
    ):
        assert label in out
