"""`tabletop run`: the options reach the box it starts."""

from __future__ import annotations

import pytest

from appliance.box.words.i18n import LANGUAGES
from appliance.cli.main import main


@pytest.fixture
def started(monkeypatch):
    """The options the box would start with; no front end, no core pinned."""
    seen = []

    def run_front_end(ui, options, clock):
        seen.append(options)
        return 0

    monkeypatch.setattr("appliance.front_ends.choose.run_front_end", run_front_end)
    monkeypatch.setattr("drivers.cores.keep_to_one_core", lambda: None)
    return seen


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_run_starts_the_box_in_the_language_asked(language, started, tmp_path):
    assert main(["run", "--mock", "--ui", "none", "--language", language]) == 0
    assert started[0].language == language


def test_run_takes_portugal_by_its_other_name_as_script_and_the_settings_do(started):
    assert main(["run", "--mock", "--ui", "none", "--language", "pt-PT"]) == 0
    assert started[0].language == "pt"  # European Portuguese, "tu"


def test_without_language_the_settings_or_the_saved_choice_decide(started):
    assert main(["run", "--mock", "--ui", "none"]) == 0
    assert started[0].language is None


def test_a_language_the_box_does_not_speak_is_refused_on_stderr(started, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["run", "--language", "xx"])
    assert stopped.value.code == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err and started == []
