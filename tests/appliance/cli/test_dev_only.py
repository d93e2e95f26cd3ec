"""The developer's commands say in one line what a plain install lacks."""

from __future__ import annotations

import sys

from appliance.cli.dev_only import lacking
from appliance.cli.main import main


def test_a_missing_package_names_the_dev_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyte", None)
    assert lacking("screenshots", ("pyte",), ("docs",)) == (
        "tabletop screenshots needs the dev extra (pyte): pip install 'tabletop-box[dev]'"
    )


def test_a_missing_folder_names_the_clone():
    assert lacking("bench", folders=("no-such-folder",)) == (
        "tabletop bench needs the project's no-such-folder: run it from a clone of the project"
        " (pip install -e '.[dev]')"
    )


def test_in_a_clone_with_the_dev_extra_nothing_is_lacking():
    assert lacking("screenshots", ("pyte",), ("docs/scripts",)) is None


def test_screenshots_without_pyte_exit_2_before_writing(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "pyte", None)
    assert main(["screenshots", "--out", str(tmp_path / "shots")]) == 2
    said = capsys.readouterr()
    assert said.err.count("\n") == 1 and "pip install 'tabletop-box[dev]'" in said.err
    assert said.out == "" and not (tmp_path / "shots").exists()
