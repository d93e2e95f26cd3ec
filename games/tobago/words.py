"""The words for clues, landmarks and directions, each a whole translatable message.

A clue is one sentence per relation with its target as a parameter ("not next to
{target}"), so a translator can put the target where their language wants it.
"""

from __future__ import annotations

from games.screen import MN, M, N, T, Text
from games.tobago.clues.clue import Clue, Relation, Target
from games.tobago.clues.engine import Refusal, Verdict
from games.tobago.island.island import LandmarkKind, Terrain

RELATION_NAMES: dict[Relation, str] = {
    Relation.IN: M("in"),
    Relation.NEXT_TO: M("next to"),
    Relation.IN_SIGHT_OF: M("in sight of"),
    Relation.NOT_IN: M("not in"),
    Relation.NOT_NEXT_TO: M("not next to"),
    Relation.NOT_IN_SIGHT_OF: M("not in sight of"),
}
TARGETS: dict[Target, str] = {
    Target.JUNGLE: M("jungle"),
    Target.MOUNTAIN: M("mountain"),
    Target.BEACH: M("beach"),
    Target.SCRUBLAND: M("scrubland"),
    Target.RIVER: M("river"),
    Target.LAKE: M("lake"),
    Target.SEA: M("the sea"),
    Target.HUT: M("a hut"),
    Target.PALM: M("a palm tree"),
    Target.STATUE: M("a statue"),
    Target.LARGEST_JUNGLE: M("the largest jungle"),
    Target.LARGEST_MOUNTAIN: M("the largest mountain"),
    Target.LARGEST_BEACH: M("the largest beach"),
    Target.LARGEST_SCRUBLAND: M("the largest scrubland"),
    Target.LARGEST_RIVER: M("the largest river"),
    Target.LARGEST_LAKE: M("the largest lake"),
}
MENU_NAMES: dict[Target, str] = {
    Target.JUNGLE: M("jungle"),
    Target.MOUNTAIN: M("mountain"),
    Target.BEACH: M("beach"),
    Target.SCRUBLAND: M("scrubland"),
    Target.RIVER: M("river"),
    Target.LAKE: M("lake"),
    Target.SEA: M("sea"),
    Target.HUT: M("hut"),
    Target.PALM: M("palm tree"),
    Target.STATUE: M("statue"),
}
TERRAIN_RUNS: dict[Terrain, tuple[str, str]] = {
    Terrain.JUNGLE: MN("{n} jungle", "{n} jungle"),
    Terrain.MOUNTAIN: MN("{n} mountain", "{n} mountain"),
    Terrain.BEACH: MN("{n} beach", "{n} beach"),
    Terrain.SCRUBLAND: MN("{n} scrubland", "{n} scrubland"),
    Terrain.RIVER: MN("{n} river", "{n} river"),
    Terrain.LAKE: MN("{n} lake", "{n} lake"),
}
LANDMARK_PLACES: dict[LandmarkKind, str] = {
    LandmarkKind.HUT: M("Hut {number} of {count}"),
    LandmarkKind.PALM: M("Palm tree {number} of {count}"),
    LandmarkKind.STATUE: M("Statue {number} of {count}"),
}
FACINGS: tuple[str, ...] = (
    M("facing east"),
    M("facing north-east"),
    M("facing north-west"),
    M("facing west"),
    M("facing south-west"),
    M("facing south-east"),
)
STATUE_TURNED: tuple[str, ...] = (
    M("Statue {hex} faces east"),
    M("Statue {hex} faces north-east"),
    M("Statue {hex} faces north-west"),
    M("Statue {hex} faces west"),
    M("Statue {hex} faces south-west"),
    M("Statue {hex} faces south-east"),
)
REFUSALS: dict[Refusal, str] = {
    Refusal.CONTRADICTION: M("No candidate would be left."),
    Refusal.REMOVES_NOTHING: M("It removes no candidate."),
}
MISSING: dict[str, str] = {
    "jungle": M("This island has no jungle."),
    "mountain": M("This island has no mountain."),
    "beach": M("This island has no beach."),
    "scrubland": M("This island has no scrubland."),
    "river": M("This island has no river."),
    "lake": M("This island has no lake."),
    "hut": M("This island has no hut."),
    "palm": M("This island has no palm tree."),
    "statue": M("This island has no statue."),
}


def target_text(target: Target) -> Text:
    """The target's name, like "the largest jungle"."""
    return T(TARGETS[target])


def menu_name(target: Target) -> Text:
    """A target's short name in a menu, like "palm tree" (a largest area: its terrain)."""
    return T(MENU_NAMES[Target(target.removeprefix("largest-"))])


def clue_rows(clue: Clue) -> tuple[Text, Text]:
    """The clue in two rows for the small screen: the relation, then the target."""
    return relation_text(clue.relation), target_text(clue.target)


def relation_text(relation: Relation) -> Text:
    """The relation alone, like "not next to"."""
    return T(RELATION_NAMES[relation])


def verdict_reason(verdict: Verdict) -> Text:
    """Why a clue was refused, as one sentence (for a legal one, what it left)."""
    if verdict.refusal is None:
        count = verdict.candidates_after.bit_count()
        return N("{n} candidate is left.", "{n} candidates are left.", count)
    if verdict.refusal is Refusal.NO_TARGET:
        target = verdict.clue.target
        return T(MISSING[str(target.terrain or target.landmark)])
    return T(REFUSALS[verdict.refusal])


def terrain_run(terrain: Terrain, count: int) -> Text:
    """A run of hexes of one terrain along a row, like "3 jungle"."""
    singular, plural = TERRAIN_RUNS[terrain]
    return N(singular, plural, count)


def landmark_place(kind: LandmarkKind, number: int, count: int) -> Text:
    """Which landmark this is, like "Statue 2 of 3"."""
    return T(LANDMARK_PLACES[kind], number=number, count=count)


#: A landmark's number in a few letters, for the panel beside the map.
LANDMARK_SHORT = {
    LandmarkKind.HUT: M("Hut {number}/{count}"),
    LandmarkKind.PALM: M("Palm {number}/{count}"),
    LandmarkKind.STATUE: M("Statue {number}/{count}"),
}


def landmark_short(kind: LandmarkKind, number: int, count: int) -> Text:
    """Which landmark this is in a few letters, like "Statue 2/3"."""
    return T(LANDMARK_SHORT[kind], number=number, count=count)


def facing_text(facing: int) -> Text:
    """A statue's facing, like "facing north-east"."""
    return T(FACINGS[facing])


def statue_turned(facing: int, hex_name: str) -> Text:
    """A statue's new facing after it turned, like "Statue D5 faces west"."""
    return T(STATUE_TURNED[facing], hex=hex_name)
