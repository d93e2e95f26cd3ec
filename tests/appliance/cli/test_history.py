"""``tabletop history``: the evenings a box remembers as a table or JSON, from the state
folder named or the one the box uses; a damaged log exits 2 with one line."""

from __future__ import annotations

import json

from appliance.box.state.history import LOG_NAME, write_log
from appliance.cli.main import main

TIE = {
    "date": "2026-12-04T22:10:00",
    "dealt": "2026-12-04T20:05:00",
    "game": "atlantis",
    "seats": [{"seat": 1, "score": 12}, {"seat": 2, "colour": "blue", "score": 12}],
    "winners": [1, 2],
    "seconds": 7500,
}
UNTIMED = {
    "date": "2026-12-05T19:00:30",
    "game": "treasure-rush",
    "seats": [{"seat": 1}, {"seat": 2}],
    "winners": [2],
    "teams": True,
}


def test_the_evenings_are_printed_as_a_table_oldest_first(tmp_path, capsys):
    write_log(tmp_path, [TIE, UNTIMED])
    assert main(["history", "--state-dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "ended             game           seats      won     scores  length",
        "2026-12-04 22:10  Atlantis       1, 2 blue  1, 2    12 12   2 h 05 min",
        "2026-12-05 19:00  Treasure Rush  1, 2       team 2  -       -",
    ]


def test_json_prints_the_log_as_it_is(tmp_path, capsys):
    write_log(tmp_path, [TIE, UNTIMED])
    assert main(["history", "--state", str(tmp_path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"evenings": [TIE, UNTIMED]}


def test_the_state_folder_is_found_as_the_box_finds_it(tmp_path, capsys, monkeypatch):
    settings = tmp_path / "settings.toml"
    settings.write_text(f'[box]\nstate_dir = "{tmp_path / "kept"}"\n')
    write_log(tmp_path / "kept", [UNTIMED])
    monkeypatch.setenv("TABLETOP_SETTINGS", str(settings))
    assert main(["history", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["evenings"] == [UNTIMED]


def test_no_log_yet_says_so(tmp_path, capsys):
    assert main(["history", "--state", str(tmp_path)]) == 0
    assert capsys.readouterr().out == "No game finished yet.\n"


def test_a_damaged_log_exits_2_with_one_line_and_is_left_where_it_is(tmp_path, capsys):
    (tmp_path / LOG_NAME).write_text('{"format": 1, "evenings": [{"game": 1}]}')
    assert main(["history", "--state", str(tmp_path)]) == 2
    said = capsys.readouterr()
    assert said.out == "" and len(said.err.splitlines()) == 1
    assert said.err.startswith("tabletop history: ") and "has no 'date'" in said.err
    assert (tmp_path / LOG_NAME).exists()


def test_a_state_folder_that_is_a_file_exits_2_with_one_line(tmp_path, capsys):
    (tmp_path / "state").write_text("not a folder")
    assert main(["history", "--state", str(tmp_path / "state")]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
