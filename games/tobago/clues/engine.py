"""The clue engine: candidate sets as integer bitmasks, a verdict on any clue at once.

Bit ``i`` of a mask stands for ``island.hexes[i]`` (reading order). Making a
:class:`ClueEngine` computes the mask of every clue for the island once; judging a clue
is then one AND and two comparisons.

>>> from games.tobago.island.notation import island_from_text
>>> engine = ClueEngine(island_from_text("J J M\\n B L M\\n  B B S"))
>>> verdict = engine.judge(engine.all_hexes, Clue.from_notation("in jungle"))
>>> verdict.legal, engine.hexes_of(verdict.candidates_after)
(True, [(0, 0), (1, 0)])
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from games.screen import Text
from games.tobago.clues.clue import (
    Clue,
    ClueSettings,
    Relation,
    Target,
    reason_contradiction,
    reason_leaves,
    reason_no_target,
    reason_removes_nothing,
)
from games.tobago.island.hexgrid import Hex, within
from games.tobago.island.island import Island


class Refusal(Enum):
    """Why a clue may not be played on a map."""

    NO_TARGET = "no-target"
    CONTRADICTION = "contradiction"
    REMOVES_NOTHING = "removes-nothing"


class Verdict(NamedTuple):
    """The judgement of one clue on one map.

    ``candidates_after`` is the map's candidate mask once the verdict is carried out: the
    narrowed set for a legal clue, the unchanged set for a refused one.
    """

    clue: Clue
    legal: bool
    candidates_after: int
    refusal: Refusal | None = None

    @property
    def reason(self) -> Text:
        """Why, as one translatable sentence quoting the clue."""
        if self.refusal is Refusal.NO_TARGET:
            return reason_no_target(self.clue)
        if self.refusal is Refusal.CONTRADICTION:
            return reason_contradiction(self.clue)
        if self.refusal is Refusal.REMOVES_NOTHING:
            return reason_removes_nothing(self.clue)
        return reason_leaves(self.clue, self.candidates_after.bit_count())


@dataclass(frozen=True)
class TreasureMap:
    """One treasure map: the clues played on it, and the mask of its candidates."""

    candidates: int
    clues: tuple[Clue, ...] = field(default=())

    @property
    def count(self) -> int:
        """How many hexes may still hold the treasure."""
        return self.candidates.bit_count()

    @property
    def is_located(self) -> bool:
        """True when a single candidate is left: the treasure is found."""
        return self.count == 1


class ClueEngine:
    """Every clue's candidate mask on one island, and the verdict on a clue for a map."""

    def __init__(self, island: Island, settings: ClueSettings | None = None) -> None:
        self.island = island
        self.settings = settings or ClueSettings()
        self.hexes: tuple[Hex, ...] = island.hexes
        self.bits: dict[Hex, int] = {hex_: 1 << i for i, hex_ in enumerate(self.hexes)}
        self.all_hexes: int = (1 << len(self.hexes)) - 1
        self._masks: dict[Relation, dict[Target, int | None]] = _clue_masks(self)

    def __repr__(self) -> str:
        return f"<ClueEngine for {self.island!r}>"

    def mask_of(self, hexes: Iterable[Hex]) -> int:
        """The mask of some island hexes."""
        mask = 0
        for hex_ in hexes:
            mask |= self.bits[hex_]
        return mask

    def hexes_of(self, mask: int) -> list[Hex]:
        """The hexes of a mask, in reading order."""
        return [hex_ for i, hex_ in enumerate(self.hexes) if mask >> i & 1]

    def clue_mask(self, clue: Clue) -> int | None:
        """The hexes that satisfy ``clue`` on their own (None: no such target here)."""
        return self._masks[clue.relation][clue.target]

    def judge(self, candidates: int, clue: Clue) -> Verdict:
        """Whether ``clue`` may be played on a map with these ``candidates``, and the result."""
        mask = self._masks[clue.relation][clue.target]
        if mask is None:
            return Verdict(clue, False, candidates, Refusal.NO_TARGET)
        after = candidates & mask
        if not after:
            return Verdict(clue, False, candidates, Refusal.CONTRADICTION)
        if after == candidates and not self._may_remove_nothing(candidates):
            return Verdict(clue, False, candidates, Refusal.REMOVES_NOTHING)
        return Verdict(clue, True, after)

    def _may_remove_nothing(self, candidates: int) -> bool:
        settings = self.settings
        return (
            settings.allow_clue_removing_nothing_before_markers
            and candidates.bit_count() > settings.markers
        )

    def new_map(self) -> TreasureMap:
        """An empty treasure map: every island hex is a candidate."""
        return TreasureMap(self.all_hexes)

    def play(self, treasure_map: TreasureMap, clue: Clue) -> tuple[Verdict, TreasureMap]:
        """The verdict on ``clue`` and the map after it (unchanged when refused)."""
        verdict = self.judge(treasure_map.candidates, clue)
        if not verdict.legal:
            return verdict, treasure_map
        return verdict, TreasureMap(verdict.candidates_after, (*treasure_map.clues, clue))

    def replay(self, clues: Iterable[Clue]) -> tuple[TreasureMap, list[Verdict]]:
        """A new map after trying ``clues`` in turn, and the verdict on each."""
        treasure_map, verdicts = self.new_map(), []
        for clue in clues:
            verdict, treasure_map = self.play(treasure_map, clue)
            verdicts.append(verdict)
        return treasure_map, verdicts

    def marker_hexes(self, treasure_map: TreasureMap) -> list[Hex]:
        """Where the map's markers go: its candidates once they fit the markers, else none."""
        if treasure_map.count > self.settings.markers:
            return []
        return self.hexes_of(treasure_map.candidates)


def _clue_masks(engine: ClueEngine) -> dict[Relation, dict[Target, int | None]]:
    """The mask of every clue, None for a target the island does not have."""
    settings = engine.settings
    near = {d: _balls(engine, d) for d in {settings.next_to_distance, settings.sight_distance}}
    masks: dict[Relation, dict[Target, int | None]] = {relation: {} for relation in Relation}
    for target in Target:
        if target == Target.SEA:
            positive = {
                Relation.IN: 0,
                Relation.NEXT_TO: _near_sea(engine, near, settings.next_to_distance),
                Relation.IN_SIGHT_OF: _near_sea(engine, near, settings.sight_distance),
            }
        else:
            hexes = _target_hexes(engine.island, target)
            if not hexes:
                for relation in Relation:
                    masks[relation][target] = None
                continue
            inside = engine.mask_of(hexes)
            positive = {
                Relation.IN: inside,
                Relation.NEXT_TO: _grow(near[settings.next_to_distance], hexes) & ~inside,
                Relation.IN_SIGHT_OF: _grow(near[settings.sight_distance], hexes) & ~inside,
            }
        for relation in Relation:
            mask = positive[relation.positive]
            masks[relation][target] = engine.all_hexes & ~mask if relation.is_negated else mask
    return masks


def _target_hexes(island: Island, target: Target) -> Collection[Hex]:
    kind, terrain = target.landmark, target.terrain
    if kind is not None:
        return [mark.hex for mark in island.landmarks_of(kind)]
    if target.is_largest and terrain is not None:
        return island.largest_area(terrain)
    return [hex_ for hex_, land in island.terrain.items() if land == terrain]


def _balls(engine: ClueEngine, radius: int) -> dict[Hex, int]:
    """For each hex, the mask of island hexes at distance 0 to ``radius`` from it."""
    return {
        hex_: engine.mask_of(p for p in within(hex_, radius) if p in engine.bits)
        for hex_ in engine.hexes
    }


def _grow(balls: dict[Hex, int], hexes: Iterable[Hex]) -> int:
    mask = 0
    for hex_ in hexes:
        mask |= balls[hex_]
    return mask


def _near_sea(engine: ClueEngine, near: dict[int, dict[Hex, int]], radius: int) -> int:
    """The island hexes within ``radius`` of some position that is not island (the sea):
    those whose disc of that radius holds fewer island hexes than a whole disc."""
    whole_disc = 3 * radius * (radius + 1) + 1
    return engine.mask_of(h for h, ball in near[radius].items() if ball.bit_count() < whole_disc)
