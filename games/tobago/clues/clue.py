"""Clues as values: a relation and a target; the geometry settings; the verdict reasons.

>>> clue = Clue.from_notation("not-next-to largest-jungle")
>>> clue.relation, clue.target
(<Relation.NOT_NEXT_TO: 'not-next-to'>, <Target.LARGEST_JUNGLE: 'largest-jungle'>)
>>> str(clue)
'not-next-to largest-jungle'
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from enum import StrEnum

from games.errors import GameError
from games.screen import T, Text, mark, plural
from games.tobago.island.island import LandmarkKind, Terrain


class ClueError(GameError, ValueError):
    """A clue written in a way that is not a clue."""


_TERRAIN_NAMES = frozenset(t.value for t in Terrain)
_LANDMARK_NAMES = frozenset(k.value for k in LandmarkKind)


class Relation(StrEnum):
    """Where the treasure is, relative to a target."""

    IN = "in"
    NEXT_TO = "next-to"
    IN_SIGHT_OF = "in-sight-of"
    NOT_IN = "not-in"
    NOT_NEXT_TO = "not-next-to"
    NOT_IN_SIGHT_OF = "not-in-sight-of"

    @property
    def is_negated(self) -> bool:
        """True for the three ``not-`` relations."""
        return self.startswith("not-")

    @property
    def positive(self) -> Relation:
        """The relation without its ``not-``: ``NOT_IN.positive is IN``."""
        return Relation(self.removeprefix("not-"))


class Target(StrEnum):
    """What a clue is about: a terrain, the sea, a landmark kind, or a largest area."""

    JUNGLE = "jungle"
    MOUNTAIN = "mountain"
    BEACH = "beach"
    SCRUBLAND = "scrubland"
    RIVER = "river"
    LAKE = "lake"
    SEA = "sea"
    HUT = "hut"
    PALM = "palm"
    STATUE = "statue"
    LARGEST_JUNGLE = "largest-jungle"
    LARGEST_MOUNTAIN = "largest-mountain"
    LARGEST_BEACH = "largest-beach"
    LARGEST_SCRUBLAND = "largest-scrubland"
    LARGEST_RIVER = "largest-river"
    LARGEST_LAKE = "largest-lake"

    @property
    def terrain(self) -> Terrain | None:
        """The terrain of a terrain or largest-area target, else None."""
        name = self.removeprefix("largest-")
        return Terrain(name) if name in _TERRAIN_NAMES else None

    @property
    def landmark(self) -> LandmarkKind | None:
        """The landmark kind of a hut, palm or statue target, else None."""
        return LandmarkKind(self) if self in _LANDMARK_NAMES else None

    @property
    def is_largest(self) -> bool:
        """True for the ``largest-`` targets."""
        return self.startswith("largest-")


@dataclass(frozen=True)
class Clue:
    """A clue card: ``Clue(Relation.NOT_IN, Target.SEA)``, written ``not-in sea``."""

    relation: Relation
    target: Target

    @classmethod
    def from_notation(cls, text: str) -> Clue:
        """The clue written as ``RELATION TARGET``, like ``in-sight-of largest-lake``."""
        words = text.split()
        try:
            relation, target = words
            return cls(Relation(relation.lower()), Target(target.lower()))
        except ValueError:
            raise ClueError(
                f"{text!r} is not a clue: write a relation ({', '.join(Relation)}) and a "
                f"target ({', '.join(Target)}), like 'not-next-to largest-jungle'"
            ) from None

    def __str__(self) -> str:
        return f"{self.relation} {self.target}"

    def __repr__(self) -> str:
        return f"Clue.from_notation({str(self)!r})"


def all_clues() -> list[Clue]:
    """Every clue there is: each relation with each target (96 clues)."""
    return [Clue(r, t) for r, t in itertools.product(Relation, Target)]


@dataclass(frozen=True)
class ClueSettings:
    """The clue geometry and the rule for clues that remove nothing.

    ``next_to_distance``: "next to T" is every island hex at distance 1 to this from a hex
    of T and not itself part of T. ``sight_distance``: the same for "in sight of T".
    ``allow_clue_removing_nothing_before_markers``: a clue that removes no candidate is
    still legal while the map has more candidates than ``markers``.
    """

    next_to_distance: int = field(default=1, metadata={"min": 1, "max": 3})
    sight_distance: int = field(default=2, metadata={"min": 1, "max": 4})
    allow_clue_removing_nothing_before_markers: bool = False
    markers: int = field(default=17, metadata={"min": 1, "max": 104})


# One message per outcome, so a translator sees whole sentences.
_NO_LANDMARK: dict[LandmarkKind, str] = {
    LandmarkKind.HUT: mark("there are no huts on this island, so '{clue}' cannot be played"),
    LandmarkKind.PALM: mark("there are no palms on this island, so '{clue}' cannot be played"),
    LandmarkKind.STATUE: mark("there are no statues on this island, so '{clue}' cannot be played"),
}
_NO_TERRAIN: dict[Terrain, str] = {
    Terrain.JUNGLE: mark("there is no jungle on this island, so '{clue}' cannot be played"),
    Terrain.MOUNTAIN: mark("there is no mountain on this island, so '{clue}' cannot be played"),
    Terrain.BEACH: mark("there is no beach on this island, so '{clue}' cannot be played"),
    Terrain.SCRUBLAND: mark("there is no scrubland on this island, so '{clue}' cannot be played"),
    Terrain.RIVER: mark("there is no river on this island, so '{clue}' cannot be played"),
    Terrain.LAKE: mark("there is no lake on this island, so '{clue}' cannot be played"),
}


def reason_no_target(clue: Clue) -> Text:
    """Why a clue about a terrain or landmark kind that the island lacks is refused."""
    kind, terrain = clue.target.landmark, clue.target.terrain
    if kind is not None:
        return T(_NO_LANDMARK[kind], clue=str(clue))
    if terrain is not None:
        return T(_NO_TERRAIN[terrain], clue=str(clue))
    raise ValueError(f"{clue} is about the sea, which every island has")


def reason_contradiction(clue: Clue) -> Text:
    """Why a clue that would leave no candidate is refused."""
    return T("no hex would remain after '{clue}'", clue=str(clue))


def reason_removes_nothing(clue: Clue) -> Text:
    """Why a clue that would remove no candidate is refused."""
    return T("'{clue}' would remove no candidate", clue=str(clue))


def reason_leaves(clue: Clue, count: int) -> Text:
    """What a legal clue did: how many candidates it leaves."""
    return plural(
        "'{clue}' leaves {n} candidate", "'{clue}' leaves {n} candidates", count, clue=str(clue)
    )
