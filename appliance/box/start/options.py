"""What the command line (or a test, a tool) chose for a box to start with: plain data,
read before anything else of the box is imported (appliance.box.start.power_up)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from appliance.box.output import Listener
    from appliance.box.router import Action
    from appliance.box.selftest.selftest import Finished
    from games.base import GameInfo

CUE_CACHE = "cues"  # the sound cues kept between boots, in the cache folder


@dataclass
class StartOptions:
    """What the command line chose."""

    settings_path: Path | None = None
    state_dir: Path | None = None
    keep_state: bool = True
    mock: bool = True
    seed: int | None = None
    first_game: str | None = None
    display_kind: str | None = None
    actions: Mapping[str, Action] = field(default_factory=dict)
    listeners: list[Listener] = field(default_factory=list)
    games: Mapping[str, GameInfo] | None = None
    display_device: Any = None
    mute: bool = False
    selftest_finished: Finished | None = None
    language: str | None = None  # the command line's, over the settings and the saved one
    cache_dir: Path | None = None  # the cues' and phrases' (default: default_cache_dir())
    speaker: Any = None  # the speaker that played the power-on beep (power_up), if any


def default_cache_dir() -> Path:
    """Where the sound cues and spoken phrases are kept, apart from the game's state:
    systemd's CacheDirectory, or the user's cache folder."""
    if os.environ.get("CACHE_DIRECTORY"):
        return Path(os.environ["CACHE_DIRECTORY"].split(":")[0])
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "tabletop"


def cue_cache_dir(options: StartOptions) -> Path | None:
    """The folder of the kept sound cues: none for a box that keeps no state."""
    if options.cache_dir:
        return options.cache_dir / CUE_CACHE
    if options.state_dir or options.keep_state:
        return default_cache_dir() / CUE_CACHE
    return None
