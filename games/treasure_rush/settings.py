"""The settings of Treasure Rush: the ``[treasure-rush]`` table of the box's settings file.

Each field's metadata gives its allowed choices or range (see
:func:`games.base.settings_from`). ``seats``, ``teams`` and ``verdict`` are only the
starting choices of the setup screen; the table can change them there before each game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from games.errors import SettingsError

if TYPE_CHECKING:  # the deck is imported when one is made, not when the box starts
    from games.treasure_rush.maps.deck import DeckRecipe

VERDICTS = ("table", "box")
SHARE = {"min": 0, "max": 100}


@dataclass(frozen=True)
class TreasureRushSettings:
    """The deck, the goal and the judge, each with the rules page's default.

    ``maps_of_2`` to ``maps_of_5`` are relative shares of maps with 2 to 5 icons (the
    default 20/30/30/20 makes 10/15/15/10 of 50); ``faded_percent`` of all the icons
    in the deck are faded. ``verdict`` is who judges a claim: the table, with the right
    and wrong keys, or the box, from the icons the claimant keys in.
    """

    deck_size: int = field(default=50, metadata={"min": 1, "max": 1000})
    maps_of_2: int = field(default=20, metadata=SHARE)
    maps_of_3: int = field(default=30, metadata=SHARE)
    maps_of_4: int = field(default=30, metadata=SHARE)
    maps_of_5: int = field(default=20, metadata=SHARE)
    faded_percent: int = field(default=20, metadata={"min": 0, "max": 100})
    maps_to_win: int = field(default=5, metadata={"min": 1, "max": 20})
    verdict: str = field(default="table", metadata={"choices": VERDICTS})
    seats: int = field(default=4, metadata={"min": 2, "max": 4})
    teams: bool = False

    def __post_init__(self) -> None:
        if sum(self.shares().values()) == 0:
            raise SettingsError(
                "maps_of_2", "maps_of_2 to maps_of_5 are all 0; give at least one a share"
            )
        if self.verdict not in VERDICTS:
            raise SettingsError("verdict", f"{self.verdict!r} is not one of {VERDICTS}")

    def shares(self) -> dict[int, int]:
        """The relative share of each path length."""
        return {2: self.maps_of_2, 3: self.maps_of_3, 4: self.maps_of_4, 5: self.maps_of_5}

    def recipe(self) -> DeckRecipe:
        """How a deck is generated."""
        from games.treasure_rush.maps.deck import DeckRecipe

        return DeckRecipe(self.deck_size, self.shares(), self.faded_percent)
