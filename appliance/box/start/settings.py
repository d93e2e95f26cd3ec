"""The box's settings: one TOML file, every value with a default.

A file that cannot be read or holds a bad value is reported with its file and line, and
the box starts with the defaults (the file itself is left as it is, for its owner to
mend). Each game's table (``[lost-treasure]``...) is checked by the game's own settings
class.
"""

from __future__ import annotations

import dataclasses
import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from appliance.box.errors import SettingsFileError
from appliance.box.start.first_settings import UIS, AudioSettings
from appliance.box.start.first_settings import default_settings_path as default_settings_path
from appliance.box.words.i18n import SOURCE_LANGUAGE
from appliance.box.words.languages import LANGUAGE_NAMES
from appliance.box.words.speech_levels import SPEECH_LEVELS
from drivers.toml_lines import toml_error_line
from games.base import settings_from
from games.catalog import DEFAULT_GAME, GAME_MODULES
from games.data_files import read_small_text
from games.errors import SettingsError


@dataclass(frozen=True)
class BoxSettings:
    """``[box]``: how the box starts."""

    game: str = field(default=DEFAULT_GAME, metadata={"choices": tuple(GAME_MODULES)})
    language: str = field(default=SOURCE_LANGUAGE, metadata={"choices": LANGUAGE_NAMES})
    speech: str = field(default="off", metadata={"choices": tuple(SPEECH_LEVELS)})
    ui: str = field(default="auto", metadata={"choices": UIS})
    state_dir: str = ""
    pinout: str = ""
    hold_time: float = field(default=3.0, metadata={"min": 0.5, "max": 10.0})
    debounce_time: float = field(default=0.05, metadata={"min": 0.0, "max": 0.2})
    dropout_time: float = field(default=0.03, metadata={"min": 0.0, "max": 0.2})


@dataclass(frozen=True)
class DisplaySettings:
    """``[display]``: which luma device shows the screens."""

    kind: str = field(
        default="ssd1306",
        metadata={
            "choices": (
                "ssd1306",
                "sh1106",
                "ssd1309",
                "ssd1322",
                "ssd1327",
                "ssd1351",
                "dummy",
                "pygame",
                "capture",
                "gifanim",
            )
        },
    )
    interface: str = field(default="i2c", metadata={"choices": ("i2c", "spi")})
    port: int = field(default=1, metadata={"min": 0, "max": 22})
    address: int = field(default=0x3C, metadata={"min": 0x03, "max": 0x77})
    width: int = field(default=128, metadata={"min": 64, "max": 512})
    height: int = field(default=64, metadata={"min": 32, "max": 512})
    rotate: int = field(default=0, metadata={"choices": (0, 1, 2, 3)})
    font: str = ""


@dataclass(frozen=True)
class SerialSettings:
    """``[serial]``: the serial console; an empty port turns it off."""

    port: str = ""
    baudrate: int = field(default=115200, metadata={"min": 1200, "max": 4_000_000})
    debug: bool = False  # lets ``state`` show hidden game facts (a maker's setting)


@dataclass(frozen=True)
class CompanionSettings:
    """``[companion]``: the web page for the phones at the table (docs/companion.md)."""

    enabled: bool = False
    listen: str = "0.0.0.0"  # the address it listens on: every network of the box, or one
    port: int = field(default=8033, metadata={"min": 0, "max": 65535})  # 0: any free port


@dataclass(frozen=True)
class Settings:
    """Everything, plus each game's own table as read (checked by the game)."""

    box: BoxSettings = BoxSettings()
    display: DisplaySettings = DisplaySettings()
    audio: AudioSettings = AudioSettings()  # noqa: RUF009 (frozen, as the others here)
    serial: SerialSettings = SerialSettings()
    companion: CompanionSettings = CompanionSettings()
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    source: Path | None = None


SECTIONS: dict[str, type] = {
    "box": BoxSettings,
    "display": DisplaySettings,
    "audio": AudioSettings,
    "serial": SerialSettings,
    "companion": CompanionSettings,
}


def load_settings(path: Path | None, game_names: tuple[str, ...] = ()) -> Settings:
    """Read a settings file; a missing file gives the defaults.

    Raises SettingsFileError (with file and line) for a broken file.
    """
    if path is None or not os.path.lexists(path):
        return Settings()
    try:
        text = read_small_text(path)
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as error:
        raise SettingsFileError(f"{path}: cannot read the settings ({error})") from None
    except tomllib.TOMLDecodeError as error:
        line = toml_error_line(error, text)
        raise SettingsFileError(f"{path}:{line}: not valid TOML: {error}") from None
    except RecursionError:
        raise SettingsFileError(f"{path}:1: not a settings file (nested too deeply)") from None
    except ValueError as error:  # a number of more digits than Python reads
        raise SettingsFileError(f"{path}: not a settings file ({error})") from None
    return _settings_from_data(data, text, path, game_names)


def _settings_from_data(
    data: dict[str, Any], text: str, path: Path, game_names: tuple[str, ...]
) -> Settings:
    values: dict[str, Any] = {"games": {}, "source": path}
    for section, table in data.items():
        if not isinstance(table, dict):
            raise SettingsFileError(f"{path}:{_line_of(text, section)}: {section} must be a table")
        if section in SECTIONS:
            try:
                values[section] = settings_from(SECTIONS[section], table)
            except SettingsError as error:
                line = _line_of(text, error.key, section)
                raise SettingsFileError(f"{path}:{line}: [{section}] {error}") from None
        elif section in game_names:
            values["games"][section] = table
        else:
            known = ", ".join([*SECTIONS, *game_names])
            line = _line_of(text, section)
            raise SettingsFileError(f"{path}:{line}: unknown table [{section}]; known: {known}")
    return dataclasses.replace(Settings(), **values)


def line_of_setting(path: Path | None, section: str, key: str) -> int:
    """The line of ``key`` in ``[section]`` of a settings file (1 if not found)."""
    if path is None:
        return 1
    try:
        return _line_of(read_small_text(path), key, section)
    except (OSError, UnicodeDecodeError):
        return 1


def _line_of(text: str, key: str, section: str | None = None) -> int:
    # tomllib keeps no positions, so find the key's line in the text.
    lines = text.splitlines()
    start = 0
    if section is not None:
        header = re.compile(rf"^\s*\[\s*\"?{re.escape(section)}\"?\s*\]")
        start = next((i for i, line in enumerate(lines) if header.match(line)), 0)
    pattern = re.compile(rf"^\s*(\[\s*)?\"?{re.escape(key)}\"?\s*(=|\])")
    for number in range(start, len(lines)):
        if pattern.match(lines[number]):
            return number + 1
    return start + 1
