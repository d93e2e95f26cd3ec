"""The words for clues, landmarks and directions, each a whole translatable message.

A clue is one sentence per relation with its target as a parameter ("not next to
{target}"), so a translator can put the target where their language wants it.
"""

from __future__ import annotations

from games.screen import N, T, Text
from games.tobago.clues import Clue, Relation, Target
from games.tobago.engine import Refusal, Verdict
from games.tobago.island import LandmarkKind, Terrain

RELATIONS: dict[Relation, str] = {
    Relation.IN: "in {target}",
    Relation.NEXT_TO: "next to {target}",
    Relation.IN_SIGHT_OF: "in sight of {target}",
    Relation.NOT_IN: "not in {target}",
    Relation.NOT_NEXT_TO: "not next to {target}",
    Relation.NOT_IN_SIGHT_OF: "not in sight of {target}",
}
RELATION_NAMES: dict[Relation, str] = {
    Relation.IN: "in",
    Relation.NEXT_TO: "next to",
    Relation.IN_SIGHT_OF: "in sight of",
    Relation.NOT_IN: "not in",
    Relation.NOT_NEXT_TO: "not next to",
    Relation.NOT_IN_SIGHT_OF: "not in sight of",
}
TARGETS: dict[Target, str] = {
    Target.JUNGLE: "jungle",
    Target.MOUNTAIN: "mountain",
    Target.BEACH: "beach",
    Target.SCRUBLAND: "scrubland",
    Target.RIVER: "river",
    Target.LAKE: "lake",
    Target.SEA: "the sea",
    Target.HUT: "a hut",
    Target.PALM: "a palm tree",
    Target.STATUE: "a statue",
    Target.LARGEST_JUNGLE: "the largest jungle",
    Target.LARGEST_MOUNTAIN: "the largest mountain",
    Target.LARGEST_BEACH: "the largest beach",
    Target.LARGEST_SCRUBLAND: "the largest scrubland",
    Target.LARGEST_RIVER: "the largest river",
    Target.LARGEST_LAKE: "the largest lake",
}
MENU_NAMES: dict[Target, str] = {
    Target.JUNGLE: "jungle",
    Target.MOUNTAIN: "mountain",
    Target.BEACH: "beach",
    Target.SCRUBLAND: "scrubland",
    Target.RIVER: "river",
    Target.LAKE: "lake",
    Target.SEA: "sea",
    Target.HUT: "hut",
    Target.PALM: "palm tree",
    Target.STATUE: "statue",
}
TERRAIN_RUNS: dict[Terrain, tuple[str, str]] = {
    Terrain.JUNGLE: ("{n} jungle", "{n} jungle"),
    Terrain.MOUNTAIN: ("{n} mountain", "{n} mountain"),
    Terrain.BEACH: ("{n} beach", "{n} beach"),
    Terrain.SCRUBLAND: ("{n} scrubland", "{n} scrubland"),
    Terrain.RIVER: ("{n} river", "{n} river"),
    Terrain.LAKE: ("{n} lake", "{n} lake"),
}
LANDMARK_PLACES: dict[LandmarkKind, str] = {
    LandmarkKind.HUT: "Hut {number} of {count}",
    LandmarkKind.PALM: "Palm tree {number} of {count}",
    LandmarkKind.STATUE: "Statue {number} of {count}",
}
FACINGS: tuple[str, ...] = (
    "facing east",
    "facing north-east",
    "facing north-west",
    "facing west",
    "facing south-west",
    "facing south-east",
)
STATUE_TURNED: tuple[str, ...] = (
    "Statue {hex} faces east",
    "Statue {hex} faces north-east",
    "Statue {hex} faces north-west",
    "Statue {hex} faces west",
    "Statue {hex} faces south-west",
    "Statue {hex} faces south-east",
)
REFUSALS: dict[Refusal, str] = {
    Refusal.CONTRADICTION: "No candidate would be left.",
    Refusal.REMOVES_NOTHING: "It removes no candidate.",
}
MISSING: dict[str, str] = {
    "jungle": "This island has no jungle.",
    "mountain": "This island has no mountain.",
    "beach": "This island has no beach.",
    "scrubland": "This island has no scrubland.",
    "river": "This island has no river.",
    "lake": "This island has no lake.",
    "hut": "This island has no hut.",
    "palm": "This island has no palm tree.",
    "statue": "This island has no statue.",
}


def target_text(target: Target) -> Text:
    """The target's name, like "the largest jungle"."""
    return T(TARGETS[target])


def menu_name(target: Target) -> Text:
    """A target's short name in a menu, like "palm tree" (a largest area: its terrain)."""
    return T(MENU_NAMES[Target(target.removeprefix("largest-"))])


def clue_text(clue: Clue) -> Text:
    """The clue as a phrase, like "not next to the largest jungle"."""
    return T(RELATIONS[clue.relation], target=target_text(clue.target))


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
    LandmarkKind.HUT: "Hut {number}/{count}",
    LandmarkKind.PALM: "Palm {number}/{count}",
    LandmarkKind.STATUE: "Statue {number}/{count}",
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
