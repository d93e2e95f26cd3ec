"""The settings read before the box is built: where the file is, ``[audio]`` for the
power-on beep and ``[box] ui`` for the front end (appliance.box.start.power_up).

Read alone, without the games (their tables are checked by the full reading,
appliance.box.start.settings): a file or value that the full reading refuses is left at
its default here, and the full reading reports it, with its line, once the box is built.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path

from games.data_files import read_small_text

UIS = ("auto", "terminal", "window", "none")


@dataclass(frozen=True)
class AudioSettings:
    """``[audio]``: the speaker."""

    enabled: bool = True
    volume: float = field(default=0.8, metadata={"min": 0.0, "max": 1.0})


@dataclass(frozen=True)
class FirstSettings:
    """What the beep and the front end need before anything else."""

    audio: AudioSettings = AudioSettings()
    ui: str = "auto"


def default_settings_path() -> Path:
    """``$TABLETOP_SETTINGS``, else /etc/tabletop/settings.toml if there, else the user's."""
    if os.environ.get("TABLETOP_SETTINGS"):
        return Path(os.environ["TABLETOP_SETTINGS"])
    system = Path("/etc/tabletop/settings.toml")
    if system.exists():
        return system
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return config / "tabletop" / "settings.toml"


def read_first_settings(path: Path | None) -> FirstSettings:
    """``[audio]`` and ``[box] ui`` of the settings file at ``path`` (defaults for what
    is missing, unreadable or refused)."""
    if path is None or not os.path.lexists(path):
        return FirstSettings()
    try:
        data = tomllib.loads(read_small_text(path))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return FirstSettings()  # tomllib.TOMLDecodeError is a ValueError
    return FirstSettings(_audio(data.get("audio")), _ui(data.get("box")))


def _audio(table: object) -> AudioSettings:
    if not isinstance(table, dict) or set(table) - {"enabled", "volume"}:
        return AudioSettings()
    enabled = table.get("enabled", AudioSettings.enabled)
    volume = table.get("volume", AudioSettings.volume)
    bounds = {f.name: f.metadata for f in fields(AudioSettings)}["volume"]
    number = isinstance(volume, int | float) and not isinstance(volume, bool)
    if not isinstance(enabled, bool) or not number:
        return AudioSettings()
    if not bounds["min"] <= volume <= bounds["max"]:  # a NaN is outside them too
        return AudioSettings()
    return AudioSettings(enabled, float(volume))


def _ui(table: object) -> str:
    ui = table.get("ui", "auto") if isinstance(table, dict) else "auto"
    return ui if ui in UIS else "auto"
