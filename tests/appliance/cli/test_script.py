"""`tabletop script` as a translator and a contributor use it: the JSON lines readable in
every language, the settings read as the box reads them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from appliance.cli.main import main

WALK = "press 4\npress 7\npress NS_GOLD\nwait 2\n"


def no_settings(folder: Path) -> Path:
    """A settings file with nothing in it: every setting at its default."""
    path = folder / "empty.toml"
    path.write_text("# every setting at its default\n")
    return path


def test_japanese_and_portuguese_lines_are_utf8_text_whatever_the_locale(tmp_path):
    script = tmp_path / "walk.txt"
    script.write_text(WALK)
    said = {}
    command = [sys.executable, "-m", "appliance.cli.main", "script", str(script), "--seed", "1"]
    for language in ("ja", "pt"):
        result = subprocess.run(
            [*command, "--language", language, "--settings", str(no_settings(tmp_path))],
            capture_output=True,
            env={**os.environ, "PYTHONIOENCODING": "latin-1"},
            timeout=120,
        )
        assert result.returncode == 0, result.stderr.decode()
        text = result.stdout.decode("utf-8")
        assert "\\u" not in text
        said[language] = [json.loads(line) for line in text.splitlines()]
    words = {
        language: " ".join(line for r in records if r["type"] == "screen" for line in r["lines"])
        for language, records in said.items()
    }
    assert any("\u3040" <= c <= "\u9fff" for c in words["ja"])  # kana or kanji, as written
    assert any(c in "áàâãçéêíóôõú" for c in words["pt"].lower())


def test_the_settings_come_from_tabletop_settings_as_the_box_reads_them(
    tmp_path, capsys, monkeypatch
):
    settings = tmp_path / "settings.toml"
    settings.write_text('[box]\nlanguage = "pt"\n')
    monkeypatch.setenv("TABLETOP_SETTINGS", str(settings))
    script = tmp_path / "walk.txt"
    script.write_text(WALK)
    assert main(["script", str(script), "--seed", "1"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    screen = next(r for r in records if r["type"] == "screen")
    assert screen["lines"] != screen["ids"]  # in Portuguese, the English ids beside


def test_settings_on_the_command_line_come_before_tabletop_settings(tmp_path, capsys, monkeypatch):
    (tmp_path / "pt.toml").write_text('[box]\nlanguage = "pt"\n')
    (tmp_path / "en.toml").write_text('[box]\nlanguage = "en"\n')
    monkeypatch.setenv("TABLETOP_SETTINGS", str(tmp_path / "pt.toml"))
    script = tmp_path / "walk.txt"
    script.write_text(WALK)
    assert main(["script", str(script), "--settings", str(tmp_path / "en.toml")]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    screen = next(r for r in records if r["type"] == "screen")
    assert screen["lines"] == screen["ids"]


def test_a_reader_that_goes_away_ends_the_script_at_once_with_no_traceback(tmp_path):
    """`tabletop script long.txt | head -3`: once head has its lines, the script ends."""
    script = tmp_path / "long.txt"
    script.write_text("press 1\npress 4\nwait 1\n" * 10_000)  # some 15 s of the box's work
    command = [sys.executable, "-m", "appliance.cli.main", "script", str(script)]
    child = subprocess.Popen(
        [*command, "--settings", str(no_settings(tmp_path))],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert child.stdout is not None and child.stderr is not None
        first = [child.stdout.readline() for _ in range(3)]
        child.stdout.close()  # head has what it wanted
        errors = child.stderr.read().decode()
        code = child.wait(timeout=10)
    finally:
        child.kill()
        child.wait()
    assert all(json.loads(line) for line in first)
    assert code == 0
    assert "Traceback" not in errors and errors == ""
