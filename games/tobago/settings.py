"""The settings of Tobago: the ``[tobago]`` table of the box's settings file.

``island`` is ``"generate"`` (the box makes a new island for every game), the name of an
island shipped with the box (``"seed-07"``, see games/tobago/islands/), or the path of
an island file. A file is read once, when the settings are made at the box's start (the
only file Tobago reads; the game itself does no I/O), and checked: a bad file is a
setting error that names the file and what is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from games.errors import GameError, SettingsError
from games.tobago.clues import ClueSettings
from games.tobago.island import Island

GENERATE = "generate"
SHIPPED_PACKAGE = "games.tobago.islands"


def shipped_islands() -> list[str]:
    """The names of the islands shipped with the box."""
    folder = resources.files(SHIPPED_PACKAGE)
    return sorted(
        p.name.removesuffix(".json") for p in folder.iterdir() if p.name.endswith(".json")
    )


@dataclass(frozen=True)
class TobagoSettings:
    """How many players the setup screen offers first, where the island comes from, the
    clue geometry (see :class:`~games.tobago.clues.ClueSettings`), and whether the last
    split reshuffles discarded gold to make up its count."""

    players: int = field(default=4, metadata={"min": 2, "max": 4})
    island: str = GENERATE
    next_to_distance: int = field(default=1, metadata={"min": 1, "max": 3})
    sight_distance: int = field(default=2, metadata={"min": 1, "max": 4})
    allow_clue_removing_nothing_before_markers: bool = False
    markers: int = field(default=17, metadata={"min": 1, "max": 104})
    reshuffle_discards_for_last_split: bool = True

    def __post_init__(self) -> None:
        # Not a field: the island read from ``island`` is no setting of its own.
        loaded = None if self.island == GENERATE else read_island(self.island)
        object.__setattr__(self, "_loaded_island", loaded)

    @property
    def loaded_island(self) -> Island | None:
        """The island of the ``island`` setting; None to generate one for each game."""
        island: Island | None = getattr(self, "_loaded_island", None)
        return island

    def clue_settings(self) -> ClueSettings:
        """The geometry and marker rules for the clue engine."""
        return ClueSettings(
            next_to_distance=self.next_to_distance,
            sight_distance=self.sight_distance,
            allow_clue_removing_nothing_before_markers=self.allow_clue_removing_nothing_before_markers,
            markers=self.markers,
        )


def read_island(source: str) -> Island:
    """A shipped island by name, or an island file by path (SettingsError if unusable)."""
    try:
        if source in shipped_islands():
            text = resources.files(SHIPPED_PACKAGE).joinpath(f"{source}.json").read_text("utf-8")
        else:
            text = Path(source).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        shipped = ", ".join(shipped_islands())
        raise SettingsError(
            "island",
            f"cannot read the island file {source!r} ({error}); give {GENERATE!r}, "
            f"a shipped island ({shipped}) or the full path of an island file",
        ) from None
    try:
        return Island.from_dict(json.loads(text))
    except json.JSONDecodeError as error:
        raise SettingsError(
            "island", f"{source}: line {error.lineno}: not valid JSON ({error.msg})"
        ) from None
    except RecursionError:
        raise SettingsError(
            "island", f"{source}: line 1: nested too deeply to be an island"
        ) from None
    except GameError as error:
        raise SettingsError("island", f"{source}: {error}") from None
