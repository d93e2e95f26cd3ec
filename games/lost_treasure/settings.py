"""The settings of Lost Treasure: the rulebook's open points, with the box's defaults.

The defaults and why some differ from the rules page (depth, level and air times, the
search) are in one place: the settings table of docs/reference/lost-treasure.md.

Each field is one setting of the ``[lost-treasure]`` table in the box's settings file;
its metadata gives the allowed choices or range (see :func:`games.base.settings_from`).
``difficulty`` scales the air and the diver's speed on top of the other settings.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.errors import SettingsError
from games.lost_treasure.diving.dive import DiveTiming
from games.lost_treasure.ocean import Recipe

DIFFICULTIES = ("easy", "classic", "hard")


@dataclass(frozen=True)
class Scale:
    """What a difficulty does: air lasts ``air`` times longer, moving takes ``moving`` times."""

    air: float
    moving: float


SCALES: dict[str, Scale] = {
    "easy": Scale(air=1.1, moving=1.0),
    "classic": Scale(air=1.0, moving=1.0),
    "hard": Scale(air=0.9, moving=1.1),
}


@dataclass(frozen=True)
class LostTreasureSettings:
    """Everything the rulebook leaves open, each with the box's default (see the module).

    Pieces are worth ``piece_value`` thousand dollars; a haul is shown on the gauge
    clamped to 100..350 thousand and paid as shown. Times are in seconds.
    """

    difficulty: str = field(default="classic", metadata={"choices": DIFFICULTIES})
    treasure_areas_min: int = field(default=3, metadata={"min": 1, "max": 9})
    treasure_areas_max: int = field(default=5, metadata={"min": 1, "max": 9})
    pieces_per_area_min: int = field(default=1, metadata={"min": 1, "max": 7})
    pieces_per_area_max: int = field(default=2, metadata={"min": 1, "max": 7})
    piece_value: int = field(default=50, metadata={"choices": (50, 100)})
    depth_min: int = field(default=1, metadata={"min": 1, "max": 9})
    depth_max: int = field(default=4, metadata={"min": 1, "max": 9})
    level_seconds: float = field(default=0.4, metadata={"min": 0.1, "max": 3.0})
    up_level_seconds: float = field(default=0.3, metadata={"min": 0.1, "max": 3.0})
    search_seconds: float = field(default=3.0, metadata={"min": 0.1, "max": 5.0})
    air_units: int = field(default=12, metadata={"choices": (6, 12, 18, 24)})
    air_unit_seconds: float = field(default=2.0, metadata={"min": 0.2, "max": 5.0})

    def __post_init__(self) -> None:
        pairs = (
            ("treasure_areas", self.treasure_areas_min, self.treasure_areas_max),
            ("pieces_per_area", self.pieces_per_area_min, self.pieces_per_area_max),
            ("depth", self.depth_min, self.depth_max),
        )
        for name, low, high in pairs:
            if low > high:
                raise SettingsError(
                    f"{name}_min", f"{low!r} is above {name}_max ({high!r}); make it smaller"
                )
        if self.difficulty not in SCALES:
            raise SettingsError("difficulty", f"{self.difficulty!r} is not one of {DIFFICULTIES}")

    def recipe(self) -> Recipe:
        """How new treasure is laid out."""
        return Recipe(
            self.treasure_areas_min,
            self.treasure_areas_max,
            self.pieces_per_area_min,
            self.pieces_per_area_max,
            self.depth_min,
            self.depth_max,
        )

    def timing(self) -> DiveTiming:
        """The diver's speed and air, with the difficulty applied."""
        scale = SCALES[self.difficulty]
        return DiveTiming(
            level_seconds=self.level_seconds * scale.moving,
            up_seconds=self.up_level_seconds * scale.moving,
            unit_seconds=self.air_unit_seconds * scale.air,
            air_units=self.air_units,
            search_seconds=self.search_seconds * scale.moving,
        )
