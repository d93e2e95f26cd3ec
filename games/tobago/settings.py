"""The settings of Tobago: the ``[tobago]`` table of the box's settings file.

``island`` is ``"board"`` (the default: the table says on the box which of the board's
32 islands lies on the table, or lets the box pick one), ``"generate"`` (the box picks
one of the 32 at random for every game and shows how to lay it), the name of an island
shipped with the box (``"seed-07"``, see games/tobago/island/shipped/), or the
path of an island file. ``sections`` is empty for the retail board the box knows, or the
path of a sections file for a board printed differently. A file is read once, when the
settings are made at the box's start (the game itself does no I/O), and checked: a bad
file is a setting error that names the file, the line and what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from games.data_files import read_small_text
from games.errors import GameError, SettingsError

# The island and clue modules are imported where they are used: the box reads every
# game's settings at start, and the default settings need none of them until Tobago is
# dealt (README, "Performance").
if TYPE_CHECKING:
    from games.tobago.clues.clue import ClueSettings
    from games.tobago.island.island import Island
    from games.tobago.island.sections import Sections

BOARD = "board"
GENERATE = "generate"
SHIPPED_PACKAGE = "games.tobago.island.shipped"


def shipped_islands() -> list[str]:
    """The names of the islands shipped with the box."""
    folder = resources.files(SHIPPED_PACKAGE)
    return sorted(
        p.name.removesuffix(".json") for p in folder.iterdir() if p.name.endswith(".json")
    )


@dataclass(frozen=True)
class TobagoSettings:
    """How many players the setup screen offers first, where the island comes from, the
    clue geometry (see :class:`~games.tobago.clues.clue.ClueSettings`), and whether the last
    split reshuffles discarded gold to make up its count."""

    players: int = field(default=4, metadata={"min": 2, "max": 4})
    island: str = BOARD
    sections: str = ""
    next_to_distance: int = field(default=1, metadata={"min": 1, "max": 3})
    sight_distance: int = field(default=2, metadata={"min": 1, "max": 4})
    allow_clue_removing_nothing_before_markers: bool = False
    markers: int = field(default=17, metadata={"min": 1, "max": 104})
    reshuffle_discards_for_last_split: bool = True

    def __post_init__(self) -> None:
        # Not a field: the island read from ``island`` is no setting of its own.
        loaded = None if self.island in (GENERATE, BOARD) else read_island(self.island)
        object.__setattr__(self, "_loaded_island", loaded)
        object.__setattr__(self, "_sections", read_board(self.sections))

    @property
    def board_sections(self) -> Sections:
        """The sections of the table's board: the retail board's, or the owner's file's."""
        from games.tobago.island.sections import retail_sections

        sections: Sections = getattr(self, "_sections", None) or retail_sections()
        return sections

    @property
    def loaded_island(self) -> Island | None:
        """The island of the ``island`` setting; None to generate one or choose one of
        the board's for each game."""
        island: Island | None = getattr(self, "_loaded_island", None)
        return island

    def clue_settings(self) -> ClueSettings:
        """The geometry and marker rules for the clue engine."""
        from games.tobago.clues.clue import ClueSettings

        return ClueSettings(
            next_to_distance=self.next_to_distance,
            sight_distance=self.sight_distance,
            allow_clue_removing_nothing_before_markers=self.allow_clue_removing_nothing_before_markers,
            markers=self.markers,
        )


def read_board(source: str) -> Sections | None:
    """The sections file at ``source`` (None for the retail board; SettingsError naming
    the file and line if it is unusable)."""
    if not source:
        return None
    from games.tobago.island.sections import read_sections

    try:
        text = read_small_text(Path(source))
    except (OSError, UnicodeDecodeError) as error:
        raise SettingsError(
            "sections",
            f"cannot read the sections file {source!r} ({error}); give the full path of a "
            'sections file, or "" for the retail board',
        ) from None
    try:
        return read_sections(text, source)
    except GameError as error:
        raise SettingsError("sections", str(error)) from None


def read_island(source: str) -> Island:
    """A shipped island by name, or an island file by path (SettingsError if unusable)."""
    from games.tobago.island.island_file import read_island_text

    try:
        if source in shipped_islands():
            text = resources.files(SHIPPED_PACKAGE).joinpath(f"{source}.json").read_text("utf-8")
        else:
            text = read_small_text(Path(source))
    except (OSError, UnicodeDecodeError) as error:
        shipped = ", ".join(shipped_islands())
        raise SettingsError(
            "island",
            f"cannot read the island file {source!r} ({error}); give {BOARD!r}, {GENERATE!r}, "
            f"a shipped island ({shipped}) or the full path of an island file",
        ) from None
    try:
        return read_island_text(text, source)
    except GameError as error:
        raise SettingsError("island", str(error)) from None
