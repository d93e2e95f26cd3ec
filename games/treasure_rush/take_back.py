"""Taking back what the table did this round: a claim, a seat waiting, a verdict.

Before each claim, each seat that claims next and each verdict, the whole table is kept
in the position notation (maps by code, the draw pile in its order); UP puts back the
last one kept, exactly. The list starts empty with every new map: what came before the
map was turned up stands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from games.treasure_rush.position import position, table_from_position
from games.treasure_rush.state import TreasureRushState

Move = Literal["claim", "verdict"]
"""What the table did: a seat claimed (or waits to claim next), or a verdict was given."""


@dataclass
class TakeBacks:
    """The tables as they stood before each move of this round, the latest last."""

    kept: list[tuple[Move, str]] = field(default_factory=list)

    def keep(self, move: Move, table: TreasureRushState) -> None:
        """Keep the table as it stands, before ``move``, which may be taken back."""
        self.kept.append((move, position(table)))

    def take_back(self) -> TreasureRushState | None:
        """The table as it stood before the last move (None: nothing to take back)."""
        return table_from_position(self.kept.pop()[1]) if self.kept else None

    @property
    def last(self) -> Move | None:
        """What UP would take back now: a claim (or a seat waiting), a verdict, or None."""
        return self.kept[-1][0] if self.kept else None

    def forget(self) -> None:
        """A new map or a new game: nothing before it can be taken back."""
        self.kept.clear()

    def __bool__(self) -> bool:
        return bool(self.kept)
