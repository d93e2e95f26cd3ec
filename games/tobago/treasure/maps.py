"""The four treasure maps on the table: each clue with its player's compass token, the
markers taken away with amulets, and the candidates that are left.

A map is written in tests as its clues top down, each with its player, and the hexes
whose markers an amulet took away::

    1 in jungle; 3 not-next-to hut; removed 2,1; 2 in-sight-of statue

A step goes on a map and comes off it in pairs, as python-chess's ``Board.push`` and
``pop``: :meth:`MapSheet.play` and :meth:`MapSheet.remove_marker` push one (the sheet
keeps its candidates from before it, in memory), :meth:`MapSheet.pop` takes the last off
again without asking the engine or reading the notation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.tobago.clues.clue import Clue
from games.tobago.clues.engine import ClueEngine, TreasureMap, Verdict
from games.tobago.island.hexgrid import Hex


@dataclass(frozen=True)
class PlayedClue:
    """A clue on a map, with its player's compass token."""

    player: int
    clue: Clue

    def __str__(self) -> str:
        return f"{self.player} {self.clue}"


@dataclass(frozen=True)
class RemovedMarker:
    """A candidate taken away with an amulet."""

    spot: Hex

    def __str__(self) -> str:
        return f"removed {self.spot[0]},{self.spot[1]}"


Step = PlayedClue | RemovedMarker


@dataclass(frozen=True)
class MapSheet:
    """One treasure map: what was done to it, in order, and its candidates."""

    treasure: TreasureMap
    steps: tuple[Step, ...] = ()
    earlier: tuple[TreasureMap, ...] = field(default=(), repr=False, compare=False)
    """The candidates before each step, in memory only: a restore replays the steps, and
    with them keeps these again."""

    @property
    def players(self) -> list[int]:
        """The player of each clue, top clue first (one compass token each)."""
        return [step.player for step in self.steps if isinstance(step, PlayedClue)]

    @classmethod
    def empty(cls, engine: ClueEngine) -> MapSheet:
        """A map with no clue: every hex a candidate."""
        return cls(engine.new_map())

    @property
    def count(self) -> int:
        """How many candidates are left."""
        return self.treasure.count

    @property
    def is_located(self) -> bool:
        """True once one candidate is left."""
        return self.treasure.is_located

    def play(self, engine: ClueEngine, player: int, clue: Clue) -> tuple[Verdict, MapSheet]:
        """The verdict on a player's clue and the map after it (unchanged if refused)."""
        verdict, treasure = engine.play(self.treasure, clue)
        if not verdict.legal:
            return verdict, self
        return verdict, self._push(PlayedClue(player, clue), treasure)

    def remove_marker(self, engine: ClueEngine, spot: Hex) -> MapSheet:
        """The map with the candidate on ``spot`` taken away (an amulet's power)."""
        bit = engine.bits.get(spot, 0)
        if not self.treasure.candidates & bit:
            raise ValueError(f"{spot} holds no marker of this map")
        if self.count == 1:
            raise ValueError("the last marker stays: it is where the treasure is")
        treasure = TreasureMap(self.treasure.candidates & ~bit, self.treasure.clues)
        return self._push(RemovedMarker(spot), treasure)

    def _push(self, step: Step, treasure: TreasureMap) -> MapSheet:
        """The map with ``step`` done, leaving ``treasure``; it keeps its own to pop."""
        return MapSheet(treasure, (*self.steps, step), (*self.earlier, self.treasure))

    def pop(self) -> tuple[MapSheet, Step]:
        """The map as it was before its last step, and that step (ValueError on an empty
        map). Nothing is replayed: the sheet kept its candidates from before."""
        if not self.steps or len(self.earlier) != len(self.steps):
            raise ValueError(f"the map keeps no step to take back: '{self.notation()}'")
        *earlier, treasure = self.earlier
        return MapSheet(treasure, self.steps[:-1], tuple(earlier)), self.steps[-1]

    def notation(self) -> str:
        """``1 in jungle; 3 not-next-to hut; removed 2,1``."""
        return "; ".join(str(step) for step in self.steps)

    @classmethod
    def from_notation(cls, engine: ClueEngine, text: str) -> MapSheet:
        """The map written by :meth:`notation`, replayed (ValueError if a step is illegal)."""
        sheet = cls.empty(engine)
        for entry in filter(None, (e.strip() for e in text.split(";"))):
            first, _, rest = entry.partition(" ")
            if first == "removed":
                q, _, r = rest.partition(",")
                sheet = sheet.remove_marker(engine, (int(q), int(r)))
                continue
            verdict, sheet = sheet.play(engine, int(first), Clue.from_notation(rest))
            if not verdict.legal:
                raise ValueError(f"'{entry}' cannot be played on this map")
        return sheet
