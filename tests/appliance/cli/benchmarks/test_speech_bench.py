"""`tabletop speech-bench`: its mistakes said on standard error, before anything is timed."""

from __future__ import annotations

from appliance.cli.main import main


def test_no_phrases_to_time_is_refused_on_stderr(capsys):
    assert main(["speech-bench", "--phrases", "0"]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err == "tabletop speech-bench: --phrases 0: give 1 or more\n"
