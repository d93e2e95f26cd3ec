"""The words for tiles, creatures and refusals: each a whole message for the translators.

Rows on the 128 x 64 screen hold about 24 characters, so every message here is short.
"""

from __future__ import annotations

from games.atlantis.decks import Refusal
from games.atlantis.die import Creature
from games.atlantis.scores import ValueRefusal
from games.atlantis.tiles import Back, Border, Kind
from games.screen import MN, M, N, T, Text

KIND_NAMES: dict[Kind, str] = {
    Kind.BEACH: M("Beach"),
    Kind.FOREST: M("Forest"),
    Kind.MOUNTAIN: M("Mountain"),
}
NONE_LEFT: dict[Kind, str] = {
    Kind.BEACH: M("No beach tiles are left"),
    Kind.FOREST: M("No forest tiles are left"),
    Kind.MOUNTAIN: M("No mountain tiles are left"),
}
FIRST: dict[Kind, tuple[str, str]] = {
    Kind.BEACH: MN("Beaches first: {n} left", "Beaches first: {n} left"),
    Kind.FOREST: MN("Forests first: {n} left", "Forests first: {n} left"),
}
LIFT_ASKS: dict[Kind, str] = {
    Kind.BEACH: M("Lift a beach by the sea"),
    Kind.FOREST: M("Lift a forest by the sea"),
    Kind.MOUNTAIN: M("Lift a mountain by sea"),
}
LIFT_KEYS: dict[Kind, str] = {
    Kind.BEACH: M("Then key 1: beach"),
    Kind.FOREST: M("Then key 2: forest"),
    Kind.MOUNTAIN: M("Then key 3: mountain"),
}
LIFTED_KINDS: dict[Kind, str] = {
    Kind.BEACH: M("Beach lifted"),
    Kind.FOREST: M("Forest lifted"),
    Kind.MOUNTAIN: M("Mountain lifted"),
}

BACK_NAMES: dict[Back, str] = {
    Back.WHALE: M("Whale appears!"),
    Back.SHARK: M("Shark appears!"),
    Back.BOAT: M("Boat appears!"),
    Back.WHIRLPOOL: M("Whirlpool!"),
    Back.VOLCANO: M("Volcano!"),
    Back.DOLPHIN: M("Dolphin"),
    Back.WINDS: M("Winds"),
    Back.MOVE_SERPENT: M("Move a serpent"),
    Back.MOVE_SHARK: M("Move a shark"),
    Back.MOVE_WHALE: M("Move a whale"),
    Back.SHARK_DEFENCE: M("Shark defence"),
    Back.WHALE_DEFENCE: M("Whale defence"),
}
HAND_NAMES: dict[Back, str] = {
    Back.DOLPHIN: M("Dolphin"),
    Back.WINDS: M("Winds"),
    Back.MOVE_SERPENT: M("Serpent"),
    Back.MOVE_SHARK: M("Shark"),
    Back.MOVE_WHALE: M("Whale"),
}
BACK_ORDERS: dict[Back, str] = {
    Back.WHALE: M("Put a whale where it was"),
    Back.SHARK: M("Put a shark where it was"),
    Back.BOAT: M("Put a boat where it was"),
    Back.WHIRLPOOL: M("All there and around sink"),
    Back.VOLCANO: M("The island sinks"),
    Back.DOLPHIN: M("A swimmer moves 1 to 3"),
    Back.WINDS: M("Your boat moves 1 to 3"),
    Back.MOVE_SERPENT: M("A serpent to empty sea"),
    Back.MOVE_SHARK: M("A shark to empty sea"),
    Back.MOVE_WHALE: M("A whale to empty sea"),
    Back.SHARK_DEFENCE: M("Stops a shark attack"),
    Back.WHALE_DEFENCE: M("Stops a whale attack"),
}
BORDERS: dict[Border, str] = {
    Border.GREEN: M("Green: do it now"),
    Border.RED: M("Red: to your hand"),
    Border.RED_X: M("Red X: for defence"),
}
DEFENDED: dict[Back, str] = {
    Back.SHARK_DEFENCE: M("Take that shark away"),
    Back.WHALE_DEFENCE: M("Take that whale away"),
}

CREATURES: dict[Creature, str] = {
    Creature.SERPENT: M("Sea serpent"),
    Creature.SHARK: M("Shark"),
    Creature.WHALE: M("Whale"),
}
SHORT_CREATURES: dict[Creature, str] = {
    Creature.SERPENT: M("Serpent"),
    Creature.SHARK: M("Shark"),
    Creature.WHALE: M("Whale"),
}
REACHES: dict[Creature, str] = {
    Creature.SERPENT: M("Moves 1 sea space"),
    Creature.SHARK: M("Moves 1 or 2 spaces"),
    Creature.WHALE: M("Moves 1 to 3 spaces"),
}
NONE_OUT: dict[Creature, str] = {
    Creature.SERPENT: M("No serpent out? No move"),
    Creature.SHARK: M("No shark out? No move"),
    Creature.WHALE: M("No whale out? No move"),
}
"""The box does not see the board: whether one is out is the table's call, not a claim."""


def kind_name(kind: Kind) -> Text:
    """ "Beach"."""
    return T(KIND_NAMES[kind])


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
