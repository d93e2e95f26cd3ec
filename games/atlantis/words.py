"""The words for tiles, creatures and refusals: each a whole message for the translators.

Rows on the 128 x 64 screen hold about 24 characters (about 18 beside a tile's picture),
so every message here is short; the screens' pixel test checks every one whole.
"""

from __future__ import annotations

from games.atlantis.flows.scores import ValueRefusal
from games.atlantis.tiles.decks import Refusal
from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.tiles import Back, Border, Kind
from games.screen import T, Text, mark, mark_plural, plural

KIND_NAMES: dict[Kind, str] = {
    Kind.BEACH: mark("Beach"),
    Kind.FOREST: mark("Forest"),
    Kind.MOUNTAIN: mark("Mountain"),
}
NONE_LEFT: dict[Kind, str] = {
    Kind.BEACH: mark("No beach tiles are left"),
    Kind.FOREST: mark("No forest tiles are left"),
    Kind.MOUNTAIN: mark("No mountain tiles are left"),
}
FIRST: dict[Kind, tuple[str, str]] = {
    Kind.BEACH: mark_plural("Beaches first: {n} left", "Beaches first: {n} left"),
    Kind.FOREST: mark_plural("Forests first: {n} left", "Forests first: {n} left"),
}
LIFT_ASKS: dict[Kind, str] = {
    Kind.BEACH: mark("Lift a beach by the sea"),
    Kind.FOREST: mark("Lift a forest by sea"),
    Kind.MOUNTAIN: mark("Lift a mountain by sea"),
}
LIFT_KEYS: dict[Kind, str] = {
    Kind.BEACH: mark("Then key 1: beach"),
    Kind.FOREST: mark("Then key 2: forest"),
    Kind.MOUNTAIN: mark("Then key 3: mountain"),
}
LIFTED_KINDS: dict[Kind, str] = {
    Kind.BEACH: mark("Beach lifted"),
    Kind.FOREST: mark("Forest lifted"),
    Kind.MOUNTAIN: mark("Mountain lifted"),
}

BACK_NAMES: dict[Back, str] = {
    Back.WHALE: mark("Whale appears!"),
    Back.SHARK: mark("Shark appears!"),
    Back.BOAT: mark("Boat appears!"),
    Back.WHIRLPOOL: mark("Whirlpool!"),
    Back.VOLCANO: mark("Volcano!"),
    Back.DOLPHIN: mark("Dolphin"),
    Back.WINDS: mark("Winds"),
    Back.MOVE_SERPENT: mark("Move a serpent"),
    Back.MOVE_SHARK: mark("Move a shark"),
    Back.MOVE_WHALE: mark("Move a whale"),
    Back.SHARK_DEFENCE: mark("Shark defence"),
    Back.WHALE_DEFENCE: mark("Whale defence"),
}
HAND_NAMES: dict[Back, str] = {
    Back.DOLPHIN: mark("Dolphin"),
    Back.WINDS: mark("Winds"),
    Back.MOVE_SERPENT: mark("Move serpent"),
    Back.MOVE_SHARK: mark("Move shark"),
    Back.MOVE_WHALE: mark("Move whale"),
}
"""A red tile's name in the player's list: a move tile says "Move", never a bare creature
that could be taken for the green tile that brings one."""
BACK_ORDERS: dict[Back, str] = {
    Back.WHALE: mark("Put a whale there"),
    Back.SHARK: mark("Put a shark there"),
    Back.BOAT: mark("Put a boat there"),
    Back.WHIRLPOOL: mark("All near it sink"),
    Back.VOLCANO: mark("The island sinks"),
    Back.DOLPHIN: mark("A swimmer moves 1 to 3"),
    Back.WINDS: mark("Your boat moves 1 to 3"),
    Back.MOVE_SERPENT: mark("A serpent to empty sea"),
    Back.MOVE_SHARK: mark("A shark to empty sea"),
    Back.MOVE_WHALE: mark("A whale to empty sea"),
    Back.SHARK_DEFENCE: mark("Stops a shark attack"),
    Back.WHALE_DEFENCE: mark("Stops a whale attack"),
}
BORDERS: dict[Border, str] = {
    Border.GREEN: mark("Green: do it now"),
    Border.RED: mark("Red: to your hand"),
    Border.RED_X: mark("Red X: to defend"),
}
DEFENDED: dict[Back, str] = {
    Back.SHARK_DEFENCE: mark("Take that shark away"),
    Back.WHALE_DEFENCE: mark("Take that whale away"),
}

CREATURES: dict[Creature, str] = {
    Creature.SERPENT: mark("Sea serpent"),
    Creature.SHARK: mark("Shark"),
    Creature.WHALE: mark("Whale"),
}
SHORT_CREATURES: dict[Creature, str] = {
    Creature.SERPENT: mark("Serpent"),
    Creature.SHARK: mark("Shark"),
    Creature.WHALE: mark("Whale"),
}
REACHES: dict[Creature, str] = {
    Creature.SERPENT: mark("Moves 1 sea space"),
    Creature.SHARK: mark("Moves 1 or 2 spaces"),
    Creature.WHALE: mark("Moves 1 to 3 spaces"),
}
NONE_OUT = mark("None out? No move")
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
    return plural(*FIRST[refusal.waiting], refusal.left)


def value_refusal_words(refusal: ValueRefusal) -> Text:
    """Why that explorer value may not be added."""
    if refusal.owned == 0:
        return T("Values are {lowest} to {highest}", lowest=refusal.lowest, highest=refusal.highest)
    return plural(
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
    """ "None out? No move": what the table does when none of the creature rolled is out
    (the creature is named above it)."""
    return T(NONE_OUT)
