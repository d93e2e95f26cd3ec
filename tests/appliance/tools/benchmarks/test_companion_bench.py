"""The companion's bench prints its figures side by side: off and on with four phones."""

from __future__ import annotations

import re

from appliance.tools.benchmarks.companion_bench import main


def test_the_bench_prints_each_figure_beside_its_baseline(capsys):
    assert main(["--presses", "4"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"companion off +[\d.]+ +[\d.]+", out)
    assert re.search(r"companion on, 4 phones +[\d.]+ +[\d.]+", out)
    assert re.search(r"added at p99 +-?[\d.]+ ms", out)
    assert re.search(r"OLED to phone \(ms\) +median +[\d.]+", out)
    assert "frames read by 4 phones" in out
    assert re.search(r"off +[\d.]+ +on with 4 phones +[\d.]+", out)
