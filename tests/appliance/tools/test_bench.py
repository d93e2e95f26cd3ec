"""The team's tools: the benchmark prints every figure; the screenshots are made."""

from __future__ import annotations

from PIL import Image

from appliance.cli.main import main
from appliance.tools.screenshots import DOCS, game_screenshots, tour_segments


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
    assert main(["bench", "--presses", "20", "--repeats", "1", "--idle-seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    for label in (
        "bare gpiozero Button->LED",
        "box: keypad, loop, game",
        "added at p99",
        "20 of 20 presses answered",
        "a new screen laid out and drawn",
        "a job handed to a waiting thread",
        "bare imports of the dependencies",
        "process start to box ready",
        "in the menu (Choose a game",
        "in the game",
        "MiB",
    ):
        assert label in out


def test_a_tour_script_is_cut_at_its_screenshot_marks():
    segments = tour_segments("press 4\n# screenshot one\npress 7\nwait 1\n#screenshot two\n")
    assert segments == [("press 4", "one"), ("press 7\nwait 1", "two")]


def test_the_tour_of_lost_treasure_saves_the_oled_as_it_looks(tmp_path):
    saved = game_screenshots("lost-treasure", DOCS / "scripts" / "lost-treasure.txt", tmp_path)
    assert [p.name for p in saved][:2] == ["lost-treasure-idle.png", "lost-treasure-entering.png"]
    image = Image.open(saved[0])
    assert image.size == (512, 256) and image.getbbox() is not None
