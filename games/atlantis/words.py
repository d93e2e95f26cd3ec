"""The words for tiles, creatures and refusals: each a whole message for the translators.

Rows on the 128 x 64 screen hold about 24 characters, so every message here is short.
"""

from __future__ import annotations

from games.atlantis.decks import Refusal
from games.atlantis.die import Creature
from games.atlantis.scores import ValueRefusal
from games.atlantis.tiles import Back, Border, Kind
from games.screen import N, T, Text

KIND_NAMES: dict[Kind, str] = {
    Kind.BEACH: "Beach",
    Kind.FOREST: "Forest",
    Kind.MOUNTAIN: "Mountain",
}
KINDS_LEFT: dict[Kind, tuple[str, str]] = {
    Kind.BEACH: ("{n} beach left", "{n} beaches left"),
    Kind.FOREST: ("{n} forest left", "{n} forests left"),
    Kind.MOUNTAIN: ("{n} mountain left", "{n} mountains left"),
}
NONE_LEFT: dict[Kind, str] = {
    Kind.BEACH: "No beach tiles are left",
    Kind.FOREST: "No forest tiles are left",
    Kind.MOUNTAIN: "No mountain tiles are left",
}
FIRST: dict[Kind, tuple[str, str]] = {
    Kind.BEACH: ("Beaches first: {n} left", "Beaches first: {n} left"),
    Kind.FOREST: ("Forests first: {n} left", "Forests first: {n} left"),
}
LIFT_ASKS: dict[Kind, str] = {
    Kind.BEACH: "Lift a beach by the sea",
    Kind.FOREST: "Lift a forest by the sea",
    Kind.MOUNTAIN: "Lift a mountain by sea",
}
LIFT_KEYS: dict[Kind, str] = {
    Kind.BEACH: "Then key 1: beach",
    Kind.FOREST: "Then key 2: forest",
    Kind.MOUNTAIN: "Then key 3: mountain",
}
LIFTED_KINDS: dict[Kind, str] = {
    Kind.BEACH: "Beach lifted",
    Kind.FOREST: "Forest lifted",
    Kind.MOUNTAIN: "Mountain lifted",
}

BACK_NAMES: dict[Back, str] = {
    Back.WHALE: "Whale appears!",
    Back.SHARK: "Shark appears!",
    Back.BOAT: "Boat appears!",
    Back.WHIRLPOOL: "Whirlpool!",
    Back.VOLCANO: "Volcano!",
    Back.DOLPHIN: "Dolphin",
    Back.WINDS: "Winds",
    Back.MOVE_SERPENT: "Move a serpent",
    Back.MOVE_SHARK: "Move a shark",
    Back.MOVE_WHALE: "Move a whale",
    Back.SHARK_DEFENCE: "Shark defence",
    Back.WHALE_DEFENCE: "Whale defence",
}
HAND_NAMES: dict[Back, str] = {
    Back.DOLPHIN: "Dolphin",
    Back.WINDS: "Winds",
    Back.MOVE_SERPENT: "Serpent",
    Back.MOVE_SHARK: "Shark",
    Back.MOVE_WHALE: "Whale",
}
BACK_ORDERS: dict[Back, str] = {
    Back.WHALE: "Put a whale where it was",
    Back.SHARK: "Put a shark where it was",
    Back.BOAT: "Put a boat where it was",
    Back.WHIRLPOOL: "All there and around sink",
    Back.VOLCANO: "The island sinks",
    Back.DOLPHIN: "A swimmer moves 1 to 3",
    Back.WINDS: "Your boat moves 1 to 3",
    Back.MOVE_SERPENT: "A serpent to empty sea",
    Back.MOVE_SHARK: "A shark to empty sea",
    Back.MOVE_WHALE: "A whale to empty sea",
    Back.SHARK_DEFENCE: "Stops a shark attack",
    Back.WHALE_DEFENCE: "Stops a whale attack",
}
BORDERS: dict[Border, str] = {
    Border.GREEN: "Green: do it now",
    Border.RED: "Red: to your hand",
    Border.RED_X: "Red X: for defence",
}
DEFENDED: dict[Back, str] = {
    Back.SHARK_DEFENCE: "Take that shark away",
    Back.WHALE_DEFENCE: "Take that whale away",
}

CREATURES: dict[Creature, str] = {
    Creature.SERPENT: "Sea serpent",
    Creature.SHARK: "Shark",
    Creature.WHALE: "Whale",
}
SHORT_CREATURES: dict[Creature, str] = {
    Creature.SERPENT: "Serpent",
    Creature.SHARK: "Shark",
    Creature.WHALE: "Whale",
}
REACHES: dict[Creature, str] = {
    Creature.SERPENT: "Moves 1 sea space",
    Creature.SHARK: "Moves 1 or 2 spaces",
    Creature.WHALE: "Moves 1 to 3 spaces",
}
NONE_OUT: dict[Creature, str] = {
    Creature.SERPENT: "No serpent out? No move",
    Creature.SHARK: "No shark out? No move",
    Creature.WHALE: "No whale out? No move",
}
"""The box does not see the board: whether one is out is the table's call, not a claim."""


def kind_name(kind: Kind) -> Text:
    """ "Beach"."""
    return T(KIND_NAMES[kind])


def kinds_left(kind: Kind, left: int) -> Text:
    """ "12 beaches left"."""
    return N(*KINDS_LEFT[kind], left)


def back_name(back: Back) -> Text:
    """ "Dolphin", "A whale appears!"."""
    return T(BACK_NAMES[back])


def hand_name(back: Back) -> Text:
    """The short name of a red tile in a list of the hand: "Serpent"."""
    return T(HAND_NAMES.get(back, BACK_NAMES[back]))


def back_order(back: Back) -> Text:
    """What the table does with this back: "A swimmer moves 1 to 3"."""
    return T(BACK_ORDERS[back])


def border_words(back: Back) -> Text:
    """ "Red: into your hand"."""
    return T(BORDERS[back.border])


def lift_refusal(refusal: Refusal) -> Text:
    """Why that kind may not be lifted: "Beaches first: 3 left"."""
    if refusal.waiting is None:
        return T(NONE_LEFT[refusal.kind])
    return N(*FIRST[refusal.waiting], refusal.left)


def value_refusal_words(refusal: ValueRefusal) -> Text:
    """Why that explorer value may not be added."""
    if refusal.owned == 0:
        return T("Values are {lowest} to {highest}", lowest=refusal.lowest, highest=refusal.highest)
    return N(
        "Only {n} explorer is {value}",
        "Only {n} explorers are {value}",
        refusal.owned,
        value=refusal.value,
    )


def creature_name(creature: Creature) -> Text:
    """ "Shark"."""
    return T(CREATURES[creature])


def creature_short_name(creature: Creature) -> Text:
    """ "Serpent": the name on the big label beside the die."""
    return T(SHORT_CREATURES[creature])


def reach_words(creature: Creature) -> Text:
    """ "Moves 1 or 2 spaces"."""
    return T(REACHES[creature])


def none_out_words(creature: Creature) -> Text:
    """ "No shark out? No move": what the table does when none of that kind is out."""
    return T(NONE_OUT[creature])
