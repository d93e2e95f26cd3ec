"""`tabletop speech-bench`: the first sound in-process, beside the espeak-ng program when
it is installed, in each language, and the cache after whole games."""

from __future__ import annotations

import re

from speechkit import needs_engine

from appliance.cli.main import main


@needs_engine
def test_the_speech_bench_prints_the_in_process_figures_and_says_when_it_has_no_baseline(
    capsys, monkeypatch, tmp_path
):
    monkeypatch.setenv("PATH", str(tmp_path))  # no espeak-ng program to compare with
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert main(["speech-bench", "--phrases", "2"]) == 0
    out = capsys.readouterr().out
    assert "espeak-ng program: not installed (no comparison)" in out
    rows = {line.split(" | ")[0][2:]: line for line in out.splitlines() if "ms |" in line}
    assert set(rows) == {"en (en)", "pt (pt)", "pt-BR (pt-BR)", "ja (ja)"}
    for row in rows.values():
        assert re.search(r"\| [\d.]+ / [\d.]+ ms \| - \| - \|", row), row
    for game in ("lost-treasure", "treasure-rush", "atlantis", "tobago"):
        assert re.search(rf"\| {game} \| \d+ \| \d+ \| [\d.]+ MB", out), game
