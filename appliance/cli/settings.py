"""``tabletop settings``: every setting with its default, and a check of a settings file."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import Any

from appliance.box.errors import SettingsFileError
from appliance.box.settings import SECTIONS, default_settings_path, line_of_setting, load_settings
from appliance.service.startup import load_games
from games.base import settings_from
from games.errors import SettingsError


def defaults_toml() -> str:
    """A settings file holding every default, each line commented out, ready to edit."""
    tables = dict(SECTIONS)
    tables |= {name: info.settings for name, info in load_games().items() if info.settings}
    lines = ["# The box's settings. Uncomment a line to change it; the rest keep their defaults."]
    for table, cls in tables.items():
        lines += ["", f"[{table}]"]
        for field in dataclasses.fields(cls):
            default = getattr(cls(), field.name)
            if default is None:
                lines.append(f"# {field.name}: not set unless given{_allowed(field.metadata)}")
                continue
            value = f"0x{default:02X}" if field.name == "address" else _toml_value(default)
            lines.append(f"# {field.name} = {value}{_allowed(field.metadata)}")
    return "\n".join(lines) + "\n"


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


def _allowed(meta: Any) -> str:
    if "choices" in meta:
        return "    # one of " + ", ".join(_toml_value(c) for c in meta["choices"])
    if "min" in meta and "max" in meta:
        return f"    # from {meta['min']} to {meta['max']}"
    return ""


def check_file(path: Path) -> list[str]:
    """Every problem of a settings file, each with its file and line."""
    games = load_games()
    try:
        settings = load_settings(path, tuple(games))
    except SettingsFileError as error:
        return [str(error)]
    problems = []
    for name, table in settings.games.items():
        cls = games[name].settings
        if cls is None:
            continue
        try:
            settings_from(cls, table)
        except SettingsError as error:
            problems.append(f"{path}:{line_of_setting(path, name, error.key)}: [{name}] {error}")
    return problems


def settings_command(args: argparse.Namespace) -> int:
    """Print the defaults, or check a file."""
    if args.check is None:
        print(defaults_toml(), end="")
        return 0
    asked = str(args.check) not in ("", ".")
    path = args.check if asked else default_settings_path()
    if not path.exists():
        if asked:
            print(f"{path}: no such file", file=sys.stderr)
            return 1
        print(f"{path}: no such file; the box uses its defaults")
        return 0
    problems = check_file(path)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"{path}: good")
    return 1 if problems else 0


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``settings``."""
    parser = commands.add_parser("settings", help="print every default, or check a file")
    parser.add_argument(
        "--check",
        type=Path,
        nargs="?",
        const=Path(""),
        default=None,
        metavar="FILE",
        help="check a settings file (default: the one the box reads)",
    )
    parser.set_defaults(func=settings_command)
