"""The `tabletop` command as people expect: help, version, descriptions, errors."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from appliance.cli.main import COMMANDS, build_parser, main


def tabletop(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "appliance.cli.main", *argv],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_help_lists_every_command_with_its_summary_and_hides_none():
    shown = tabletop("--help")
    assert shown.returncode == 0
    for command in COMMANDS:
        assert command.name in shown.stdout
        assert command.summary in " ".join(shown.stdout.split())
    assert "SUPPRESS" not in shown.stdout


def test_help_answers_without_importing_the_games_or_a_hardware_library():
    code = (
        "import sys, json; from appliance.cli.main import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('games', 'pygame', 'luma', 'gpiozero', 'drivers'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert json.loads(result.stdout.splitlines()[-1]) == []


def test_version_is_the_installed_version():
    shown = tabletop("--version")
    assert shown.returncode == 0
    assert shown.stdout.startswith("tabletop 0.")


def every_parser(parser: argparse.ArgumentParser):
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from every_parser(sub)


def test_every_subcommand_has_a_description_and_every_option_its_help():
    parser = build_parser("*")
    missing = [
        f"{sub.prog} {action.dest}"
        for sub in every_parser(parser)
        for action in sub._actions
        if not isinstance(action, argparse._SubParsersAction) and not action.help
    ]
    assert missing == []
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert all(sub.description for sub in commands.choices.values())


def test_a_command_that_does_not_exist_is_an_error_on_stderr():
    shown = tabletop("fly")
    assert shown.returncode == 2
    assert "invalid choice: 'fly'" in shown.stderr
    assert shown.stdout == ""


def test_no_command_prints_the_help_to_stderr_and_fails():
    shown = tabletop()
    assert shown.returncode == 2
    assert "COMMAND" in shown.stderr


def test_checking_a_settings_file_that_does_not_exist_fails_on_stderr(tmp_path):
    shown = tabletop("settings", "--check", str(tmp_path / "nothing.toml"))
    assert shown.returncode == 1
    assert "nothing.toml: no such file" in shown.stderr


@pytest.mark.parametrize("command", [c.name for c in COMMANDS])
def test_each_command_answers_its_own_help(command):
    shown = tabletop(command, "--help")
    assert shown.returncode == 0, shown.stderr
    assert "usage: tabletop " + command in shown.stdout


@pytest.mark.parametrize(
    "argv",
    [["settings"], ["check-pinout"], ["tobago", "--help"], ["lost-treasure", "--help"]],
    ids=" ".join,
)
def test_commands_that_need_no_hardware_import_neither_pygame_nor_luma(argv):
    code = (
        "import sys, json; from appliance.cli.main import main\n"
        f"try:\n    main({argv!r})\nexcept SystemExit:\n    pass\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pygame', 'luma'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert json.loads(result.stdout.splitlines()[-1]) == []


def test_a_folder_that_cannot_be_written_is_one_line_on_stderr(tmp_path, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    assert main(["sounds", "--out", str(blocked / "sounds")]) == 1
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.startswith("tabletop sounds: ") and said.err.count("\n") == 1
    assert str(blocked) in said.err and "Traceback" not in said.err
