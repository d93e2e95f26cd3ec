"""The words for clues, landmarks and directions, each a whole translatable message.

A clue is one sentence per relation with its target as a parameter ("not next to
{target}"), so a translator can put the target where their language wants it.
"""

from __future__ import annotations

from games.screen import T, Text, mark, mark_plural, plural
from games.tobago.clues.clue import Clue, Relation, Target
from games.tobago.clues.engine import Refusal, Verdict
from games.tobago.island.island import LandmarkKind, Terrain
from games.tobago.island.ways import Way
from games.tobago.treasure.deck import Card

RELATION_NAMES: dict[Relation, str] = {
    Relation.IN: mark("in"),
    Relation.NEXT_TO: mark("next to"),
    Relation.IN_SIGHT_OF: mark("in sight of"),
    Relation.NOT_IN: mark("not in"),
    Relation.NOT_NEXT_TO: mark("not next to"),
    Relation.NOT_IN_SIGHT_OF: mark("not in sight of"),
}
TARGETS: dict[Target, str] = {
    Target.JUNGLE: mark("jungle"),
    Target.MOUNTAIN: mark("mountain"),
    Target.BEACH: mark("beach"),
    Target.SCRUBLAND: mark("scrubland"),
    Target.RIVER: mark("river"),
    Target.LAKE: mark("lake"),
    Target.SEA: mark("the sea"),
    Target.HUT: mark("a hut"),
    Target.PALM: mark("a palm tree"),
    Target.STATUE: mark("a statue"),
    Target.LARGEST_JUNGLE: mark("the largest jungle"),
    Target.LARGEST_MOUNTAIN: mark("the largest mountain"),
    Target.LARGEST_BEACH: mark("the largest beach"),
    Target.LARGEST_SCRUBLAND: mark("the largest scrubland"),
    Target.LARGEST_RIVER: mark("the largest river"),
    Target.LARGEST_LAKE: mark("the largest lake"),
}
MENU_NAMES: dict[Target, str] = {
    Target.JUNGLE: mark("jungle"),
    Target.MOUNTAIN: mark("mountain"),
    Target.BEACH: mark("beach"),
    Target.SCRUBLAND: mark("scrubland"),
    Target.RIVER: mark("river"),
    Target.LAKE: mark("lake"),
    Target.SEA: mark("sea"),
    Target.HUT: mark("hut"),
    Target.PALM: mark("palm tree"),
    Target.STATUE: mark("statue"),
}
TERRAIN_RUNS: dict[Terrain, tuple[str, str]] = {
    Terrain.JUNGLE: mark_plural("{n} jungle", "{n} jungle"),
    Terrain.MOUNTAIN: mark_plural("{n} mountain", "{n} mountain"),
    Terrain.BEACH: mark_plural("{n} beach", "{n} beach"),
    Terrain.SCRUBLAND: mark_plural("{n} scrubland", "{n} scrubland"),
    Terrain.RIVER: mark_plural("{n} river", "{n} river"),
    Terrain.LAKE: mark_plural("{n} lake", "{n} lake"),
}
LANDMARK_PLACES: dict[LandmarkKind, str] = {
    LandmarkKind.HUT: mark("Hut {number} of {count}"),
    LandmarkKind.PALM: mark("Palm tree {number} of {count}"),
    LandmarkKind.STATUE: mark("Statue {number} of {count}"),
}
FACINGS: tuple[str, ...] = (
    mark("facing east"),
    mark("facing north-east"),
    mark("facing north-west"),
    mark("facing west"),
    mark("facing south-west"),
    mark("facing south-east"),
)
STATUE_TURNED: tuple[str, ...] = (
    mark("Statue {hex} faces east"),
    mark("Statue {hex} faces north-east"),
    mark("Statue {hex} faces north-west"),
    mark("Statue {hex} faces west"),
    mark("Statue {hex} faces south-west"),
    mark("Statue {hex} faces south-east"),
)
#: The same, the facing as a compass point, for one row of the small screen.
STATUE_TURNED_SHORT: tuple[str, ...] = (
    mark("Statue {hex} faces E"),
    mark("Statue {hex} faces NE"),
    mark("Statue {hex} faces NW"),
    mark("Statue {hex} faces W"),
    mark("Statue {hex} faces SW"),
    mark("Statue {hex} faces SE"),
)
#: A statue's facing as a compass point, for the panel beside the map.
FACINGS_SHORT: tuple[str, ...] = (
    mark("faces E"),
    mark("faces NE"),
    mark("faces NW"),
    mark("faces W"),
    mark("faces SW"),
    mark("faces SE"),
)
#: A landmark and its hex, for the panel beside the map: "Statue G6".
LANDMARK_AT: dict[LandmarkKind, str] = {
    LandmarkKind.HUT: mark("Hut {hex}"),
    LandmarkKind.PALM: mark("Palm {hex}"),
    LandmarkKind.STATUE: mark("Statue {hex}"),
}
#: Where a way to a marker starts (see games.tobago.island.ways), by (kind, side).
ANCHOR_WORDS: dict[tuple[str, str], str] = {
    ("hut", "top"): mark("top hut"),
    ("hut", "bottom"): mark("bottom hut"),
    ("hut", "left"): mark("left hut"),
    ("hut", "right"): mark("right hut"),
    ("palm", "top"): mark("top palm"),
    ("palm", "bottom"): mark("bottom palm"),
    ("palm", "left"): mark("left palm"),
    ("palm", "right"): mark("right palm"),
    ("statue", "top"): mark("top statue"),
    ("statue", "bottom"): mark("bottom statue"),
    ("statue", "left"): mark("left statue"),
    ("statue", "right"): mark("right statue"),
    ("statue", "facing-0"): mark("statue facing E"),
    ("statue", "facing-1"): mark("statue facing NE"),
    ("statue", "facing-2"): mark("statue facing NW"),
    ("statue", "facing-3"): mark("statue facing W"),
    ("statue", "facing-4"): mark("statue facing SW"),
    ("statue", "facing-5"): mark("statue facing SE"),
    ("row-end", "top-left"): mark("left end of top row"),
    ("row-end", "top-right"): mark("right end of top row"),
    ("row-end", "bottom-left"): mark("left end of bottom row"),
    ("row-end", "bottom-right"): mark("right end of bottom row"),
}
#: A leg of a way: so many hexes in one direction, as the box draws the island.
LEG_WORDS: tuple[str, ...] = (
    mark("{n} right"),
    mark("{n} up-right"),
    mark("{n} up-left"),
    mark("{n} left"),
    mark("{n} down-left"),
    mark("{n} down-right"),
)
REFUSALS: dict[Refusal, str] = {
    Refusal.CONTRADICTION: mark("No candidate would be left."),
    Refusal.REMOVES_NOTHING: mark("It removes no candidate."),
}
MISSING: dict[str, str] = {
    "jungle": mark("This island has no jungle."),
    "mountain": mark("This island has no mountain."),
    "beach": mark("This island has no beach."),
    "scrubland": mark("This island has no scrubland."),
    "river": mark("This island has no river."),
    "lake": mark("This island has no lake."),
    "hut": mark("This island has no hut."),
    "palm": mark("This island has no palm tree."),
    "statue": mark("This island has no statue."),
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
        return plural("{n} candidate is left.", "{n} candidates are left.", count)
    if verdict.refusal is Refusal.NO_TARGET:
        target = verdict.clue.target
        return T(MISSING[str(target.terrain or target.landmark)])
    return T(REFUSALS[verdict.refusal])


def terrain_run(terrain: Terrain, count: int) -> Text:
    """A run of hexes of one terrain along a row, like "3 jungle"."""
    return plural(*TERRAIN_RUNS[terrain], count)


def landmark_place(kind: LandmarkKind, number: int, count: int) -> Text:
    """Which landmark this is, like "Statue 2 of 3"."""
    return T(LANDMARK_PLACES[kind], number=number, count=count)


#: A landmark's number in a few letters, for the panel beside the map.
LANDMARK_SHORT = {
    LandmarkKind.HUT: mark("Hut {number}/{count}"),
    LandmarkKind.PALM: mark("Palm {number}/{count}"),
    LandmarkKind.STATUE: mark("Statue {number}/{count}"),
}


def landmark_short(kind: LandmarkKind, number: int, count: int) -> Text:
    """Which landmark this is in a few letters, like "Statue 2/3"."""
    return T(LANDMARK_SHORT[kind], number=number, count=count)


def facing_text(facing: int) -> Text:
    """A statue's facing, like "facing north-east"."""
    return T(FACINGS[facing])


def statue_turned(facing: int, hex_name: str, *, short: bool = False) -> Text:
    """A statue's new facing after it turned, like "Statue D5 faces west" (``short``:
    "Statue D5 faces W")."""
    return T((STATUE_TURNED_SHORT if short else STATUE_TURNED)[facing], hex=hex_name)


def way_text(way: Way) -> Text:
    """A way in words: "top hut, 2 right, 1 up-right"; "top hut" on its own hex."""
    text = T(ANCHOR_WORDS[way.anchor.kind, way.anchor.side])
    for direction, count in way.legs:
        if count:
            text = T("{way}, {leg}", way=text, leg=T(LEG_WORDS[direction], n=count))
    return text


def facing_short(facing: int) -> Text:
    """A statue's facing as a compass point, like "faces NE"."""
    return T(FACINGS_SHORT[facing])


def landmark_at(kind: LandmarkKind, hex_name: str) -> Text:
    """A landmark and its hex in a few letters, like "Statue G6"."""
    return T(LANDMARK_AT[kind], hex=hex_name)


def card_mark(card: Card) -> Text | str:
    """A treasure card as the screens show it: its gold value, or the curse's mark."""
    if not card.is_curse:
        return str(card.value)
    # TRANSLATORS: a curse card's mark, on the card and in "Cards: 5 C 3": one letter.
    return T("C")


def card_marks(cards: list[Card]) -> Text | str:
    """Cards side by side as the screens show them ("5 C 3"; "-" for none)."""
    if not cards:
        return "-"
    if len(cards) == 1:
        return card_mark(cards[0])
    # TRANSLATORS: two parts of a list of cards ("5 C 3"): keep as it is.
    return T("{first} {rest}", first=card_mark(cards[0]), rest=card_marks(cards[1:]))
