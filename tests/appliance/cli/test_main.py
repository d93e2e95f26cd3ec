"""The `tabletop` command as people expect: help, version, descriptions, errors."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from appliance.box.words.languages import LANGUAGE_NAMES, language_code
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


def test_checking_a_settings_file_that_does_not_exist_fails_in_one_line_naming_it(tmp_path):
    missing = tmp_path / "nothing.toml"
    shown = tabletop("settings", "--check", str(missing))
    assert shown.returncode == 2
    assert shown.stderr == f"tabletop settings: {missing}: no such settings file\n"
    assert shown.stdout == ""


def subcommands_with(option: str) -> dict[str, argparse.ArgumentParser]:
    """Every (sub)command that takes ``option``, by its words after ``tabletop``."""
    return {
        sub.prog.removeprefix("tabletop").strip(): sub
        for sub in every_parser(build_parser("*"))
        if any(option in action.option_strings for action in sub._actions)
    }


# What each command needs on its line besides the option tested (a command added with
# --settings or --language and not here fails its test, asking for its line).
NEEDS = {"script": ["tour.txt"], "card": ["atlantis", "--out", "card"]}
TAKE_SETTINGS = sorted(subcommands_with("--settings"))
TAKE_A_LANGUAGE = sorted(subcommands_with("--language"))


def test_the_commands_the_issue_names_take_both_options():
    assert {"run", "selftest", "script"} <= set(TAKE_SETTINGS)
    assert {"run", "script", "screenshots", "card"} <= set(TAKE_A_LANGUAGE)


@pytest.mark.parametrize("command", TAKE_SETTINGS)
def test_a_settings_file_that_is_not_there_stops_every_command_in_one_line(
    command, tmp_path, capsys, monkeypatch
):
    started = []
    monkeypatch.setattr("appliance.front_ends.choose.run_front_end", started.append)
    missing = tmp_path / "gone" / "settings.toml"
    argv = [*command.split(), *NEEDS.get(command, []), "--settings", str(missing)]
    assert main(argv) == 2
    said = capsys.readouterr()
    assert said.err == f"tabletop {command}: {missing}: no such settings file\n"
    assert said.out == "" and started == []  # no box started on defaults


@pytest.mark.parametrize("command", TAKE_A_LANGUAGE)
def test_every_command_takes_every_language_and_alias_of_the_box(command, capsys):
    parser = build_parser(command.split()[0])
    line = [*command.split(), *NEEDS.get(command, [])]
    option = next(
        a for a in subcommands_with("--language")[command]._actions if a.dest == "language"
    )
    assert tuple(option.choices) == LANGUAGE_NAMES  # the one list, in --help and its errors
    for name in LANGUAGE_NAMES:
        assert parser.parse_args([*line, "--language", name]).language == language_code(name)
    with pytest.raises(SystemExit) as refused:
        parser.parse_args([*line, "--language", "pt_PT"])
    assert refused.value.code == 2
    assert "invalid choice: 'pt_PT'" in capsys.readouterr().err


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
