"""``tabletop settings``: every setting with its default, and a check of a settings file."""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from PIL import ImageFont

from appliance.box.errors import SettingsFileError
from appliance.box.start.settings import (
    SECTIONS,
    Settings,
    default_settings_path,
    line_of_setting,
    load_settings,
)
from appliance.box.start.startup import load_games
from appliance.cli.main import missing_settings_line
from drivers.errors import PinoutError
from drivers.pins.pinout import load_pinout
from drivers.speech.espeak_library import find_library
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
            game_settings: Any = settings_from(cls, table)
        except SettingsError as error:
            problems.append(f"{path}:{line_of_setting(path, name, error.key)}: [{name}] {error}")
            continue
        line = line_of_setting(path, name, next(iter(table), ""))
        problems += _game_starts(f"{path}:{line}: [{name}]", games[name], game_settings)
    return problems + _boot_problems(path, settings)


def _game_starts(where: str, info: Any, game_settings: Any) -> list[str]:
    # What boot would meet: the game dealt with these settings (an island it cannot use).
    try:
        info.new(random.Random(0), game_settings, 0.0)
    except Exception as error:  # any failure here is what the box would set aside at boot
        return [f"{where} the game cannot start with these settings ({error})"]
    return []


def _boot_problems(path: Path, settings: Settings) -> list[str]:
    """What else boot would trip on: the font, the pin map, the state folder, speech
    without its engine."""
    problems = []
    if settings.display.font:
        try:
            ImageFont.truetype(settings.display.font, 10)
        except (OSError, ValueError) as error:
            line = line_of_setting(path, "display", "font")
            problems.append(f"{path}:{line}: [display] font cannot be loaded ({error})")
    if settings.box.pinout:
        try:
            load_pinout(Path(settings.box.pinout))
        except PinoutError as error:
            line = line_of_setting(path, "box", "pinout")
            problems.append(f"{path}:{line}: [box] pinout has errors:\n{error}")
    if settings.box.state_dir:
        why = _not_writable(Path(settings.box.state_dir))
        if why:
            line = line_of_setting(path, "box", "state_dir")
            problems.append(f"{path}:{line}: [box] state_dir {settings.box.state_dir}: {why}")
    if settings.box.speech != "off" and find_library() is None:
        line = line_of_setting(path, "box", "speech")
        problems.append(
            f"{path}:{line}: [box] speech = {settings.box.speech!r} needs libespeak-ng, "
            "which is not installed: the box starts with speech off "
            "(pip install espeakng-loader, or sudo apt install libespeak-ng1)"
        )
    return problems


def _not_writable(folder: Path) -> str:
    # Write a scrap file where the box would save (os.access says yes to root everywhere).
    place = folder
    while not place.exists() and place != place.parent:
        place = place.parent
    if not place.is_dir():
        return f"{place} is not a folder"
    try:
        with tempfile.NamedTemporaryFile(dir=place, prefix=".tabletop-check-"):
            pass
    except OSError as error:
        return f"the box cannot write there ({error.strerror})"
    return ""


def settings_command(args: argparse.Namespace) -> int:
    """Print the defaults, or check a file."""
    if args.check is None:
        print(defaults_toml(), end="")
        return 0
    asked = str(args.check) not in ("", ".")
    path = args.check if asked else default_settings_path()
    if not path.exists():
        if asked:
            print(missing_settings_line("settings", path), file=sys.stderr)
            return 2
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
