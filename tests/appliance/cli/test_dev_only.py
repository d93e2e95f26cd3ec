"""The developer's commands say in one line what a plain install lacks."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

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


# A plain install (`pip install tabletop-box`): none of the extras' packages import.
PLAIN = """
import os
import subprocess
import sys
for name in ("pyte", "luma.emulator", "luma.emulator.device", "babel", "hypothesis"):
    sys.modules[name] = None
from appliance.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


# A machine with neither the espeakng-loader wheel nor Debian's libespeak-ng1.
NO_SPEECH_ENGINE = PLAIN.replace(
    "from appliance.cli.main import main",
    "import drivers.speech.speech\n"
    "drivers.speech.speech.find_library = lambda: None\n"
    "from appliance.cli.main import main",
)


def test_the_speech_bench_without_an_engine_says_what_to_install(tmp_path):
    result = plain_install("speech-bench", "--phrases", "1", cwd=tmp_path, script=NO_SPEECH_ENGINE)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "pip install espeakng-loader" in result.stderr
    assert result.stdout == "" and list(tmp_path.iterdir()) == []


def plain_install(
    *argv: str, cwd, path: str = "", script: str = PLAIN
) -> subprocess.CompletedProcess[str]:
    """``tabletop ARGV`` without the extras (and with only ``path`` on the PATH)."""
    env = {**os.environ, "PATH": path, "SDL_AUDIODRIVER": "dummy"}
    env["GPIOZERO_PIN_FACTORY"] = "mock"
    return subprocess.run(
        [sys.executable, "-c", script, *argv],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize(
    ("argv", "install"),
    [
        (("screenshots", "--out", "shots"), "pip install 'tabletop-box[dev]'"),
        (("run", "--mock", "--ui", "window"), "pip install 'tabletop-box[window]'"),
        (("selftest", "--mock", "--ui", "window"), "pip install 'tabletop-box[window]'"),
    ],
)
def test_a_command_that_needs_more_says_what_to_install_in_one_line(argv, install, tmp_path):
    result = plain_install(*argv, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and install in result.stderr, result.stderr
    assert result.stdout == "" and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "argv",
    [
        ("check-pinout",),
        ("settings",),
        ("script", "walk.txt"),
        ("lost-treasure", "simulate", "--dives", "2", "--difficulty", "easy"),
        ("screenshots", "--size", "256x64", "--out", "shots"),
    ],
)
def test_the_other_commands_work_from_a_plain_install(argv, tmp_path):
    (tmp_path / "walk.txt").write_text("press 4\n")
    result = plain_install(*argv, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and result.stdout


def test_a_missing_optional_module_in_any_command_names_its_extra(monkeypatch, capsys):
    def needs_the_window(args):
        raise ModuleNotFoundError("No module named 'luma.emulator'", name="luma.emulator")

    monkeypatch.setattr("appliance.cli.check_pinout.check_pinout_command", needs_the_window)
    assert main(["check-pinout"]) == 2
    said = capsys.readouterr()
    assert said.err == (
        "tabletop check-pinout needs luma.emulator, which is not installed: "
        "pip install 'tabletop-box[window]'\n"
    )


def test_a_missing_module_that_is_no_extra_is_a_bug_and_shows_its_traceback(monkeypatch):
    def broken(args):
        raise ModuleNotFoundError("No module named 'gone'", name="gone")

    monkeypatch.setattr("appliance.cli.check_pinout.check_pinout_command", broken)
    with pytest.raises(ModuleNotFoundError):
        main(["check-pinout"])
