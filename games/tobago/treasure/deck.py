"""The box's treasure deck, the discard pile and each player's (secret) gold.

The deck's make-up is the data file ``treasure_deck.json`` of this package: gold cards
per value, curses, and how many cards from the top are never a curse. A
:class:`Treasury` is written in tests like a position::

    deck: 5 4 C 3; discards: 2; player 1: 6 2; player 2: ; player 3: 4

``C`` is a curse; the deck is listed from the top. A last split that ran short adds
``added: 2`` (how many cards were dealt beyond the deck's own).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from games.data_files import read_json
from games.errors import GameError

FILE_NAME = "treasure_deck.json"
FORMAT = 1
HIGHEST_VALUE = 99


class TreasureDeckError(GameError, ValueError):
    """The treasure-deck file is missing, unreadable or describes an impossible deck."""


@dataclass(frozen=True, order=True)
class Card:
    """A treasure card: gold worth ``value``, or a curse (value 0)."""

    value: int

    @property
    def is_curse(self) -> bool:
        """True for a curse."""
        return self.value == 0

    @classmethod
    def from_notation(cls, text: str) -> Card:
        """``C`` is a curse, a number is gold of that value."""
        if text.upper() == "C":
            return CURSE
        if not text.isdigit() or int(text) < 1:
            raise ValueError(f"{text!r} is not a card: write C for a curse or a gold value")
        return cls(int(text))

    def __str__(self) -> str:
        return "C" if self.is_curse else str(self.value)

    def __repr__(self) -> str:
        return f"Card.from_notation({str(self)!r})"


CURSE = Card(0)


def cards_from_notation(text: str) -> list[Card]:
    """Cards written one after another: ``"5 4 C 3"``."""
    return [Card.from_notation(word) for word in text.split()]


def cards_notation(cards: list[Card]) -> str:
    """The notation of some cards: ``"5 4 C 3"``."""
    return " ".join(str(card) for card in cards)


@dataclass(frozen=True)
class DeckRecipe:
    """What the deck holds: ``gold`` maps a value to its count; ``curse_free_cards`` from
    the top are never curses."""

    gold: tuple[tuple[int, int], ...] = ((2, 8), (3, 9), (4, 9), (5, 7), (6, 6))
    curses: int = 2
    curse_free_cards: int = 12

    @property
    def gold_cards(self) -> int:
        """How many gold cards the deck holds."""
        return sum(count for _, count in self.gold)

    def shuffled(self, rng: random.Random) -> list[Card]:
        """A shuffled deck, top first, with no curse among the curse-free cards."""
        golds = [Card(value) for value, count in self.gold for _ in range(count)]
        rng.shuffle(golds)
        size = len(golds) + self.curses
        cursed = set(rng.sample(range(self.curse_free_cards, size), self.curses))
        pile = iter(golds)
        return [CURSE if place in cursed else next(pile) for place in range(size)]


def load_recipe() -> DeckRecipe:
    """The deck described by the package's ``treasure_deck.json`` (TreasureDeckError)."""
    return recipe_from_data(
        read_json("games.tobago.treasure", FILE_NAME, TreasureDeckError), FILE_NAME
    )


def recipe_from_data(data: Any, source: str = FILE_NAME) -> DeckRecipe:
    """A recipe from the data file's contents (TreasureDeckError naming what to fix)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TreasureDeckError(f'{source}: the file must be a JSON object with "format": {FORMAT}')
    gold = _gold_counts(data.get("gold"), source)
    curses = _count(data.get("curses"), "curses", source)
    free = _count(data.get("curse_free_cards"), "curse_free_cards", source)
    total = sum(count for _, count in gold)
    if total == 0:
        raise TreasureDeckError(f"{source}: the deck has no gold; give some value a count")
    if free > total:
        raise TreasureDeckError(
            f"{source}: curse_free_cards is {free} but there are only {total} gold cards "
            "to fill them; lower curse_free_cards or add gold"
        )
    return DeckRecipe(gold, curses, free)


def _gold_counts(value: Any, source: str) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, dict) or not value:
        raise TreasureDeckError(f'{source}: "gold" must map card values to counts, like "2": 8')
    counts = []
    for name, count in value.items():
        if not name.isdigit() or not 1 <= int(name) <= HIGHEST_VALUE:
            raise TreasureDeckError(
                f"{source}: gold value {name!r} must be a whole number from 1 to {HIGHEST_VALUE}"
            )
        counts.append((int(name), _count(count, f"gold {name}", source)))
    return tuple(sorted(counts))


def _count(value: Any, name: str, source: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise TreasureDeckError(
            f"{source}: {name} must be a whole number, 0 or more, not {value!r}"
        )
    return value


@dataclass
class Treasury:
    """The deck (top first), the discarded gold and each player's gold cards; ``added``
    counts the cards dealt beyond the deck's own in a last split that ran short."""

    deck: list[Card]
    discards: list[Card] = field(default_factory=list)
    gold: dict[int, list[Card]] = field(default_factory=dict)
    added: int = 0

    @classmethod
    def new(cls, recipe: DeckRecipe, players: int, rng: random.Random) -> Treasury:
        """A freshly shuffled deck and empty hands for players 1 to ``players``."""
        return cls(recipe.shuffled(rng), [], {p: [] for p in range(1, players + 1)})

    def deal(self, count: int, rng: random.Random, *, reshuffle: bool) -> list[Card]:
        """The top ``count`` cards, always ``count`` of them, as the rules say even when
        the deck runs short: first (when ``reshuffle`` is on) the discarded gold,
        shuffled; then gold dealt from a second copy of the game's gold cards, shuffled
        (counted in :attr:`added`; a third copy if the second is not enough)."""
        dealt, self.deck = self.deck[:count], self.deck[count:]
        if len(dealt) < count and reshuffle:
            rng.shuffle(self.discards)
            missing = count - len(dealt)
            dealt += self.discards[:missing]
            self.discards = self.discards[missing:]
        gold = sorted(card for card in [*self.all_gold(), *dealt] if not card.is_curse)
        while gold and len(dealt) < count:
            copy = list(gold)
            rng.shuffle(copy)
            extra = copy[: count - len(dealt)]
            self.added += len(extra)
            dealt += extra
        return dealt

    def all_gold(self) -> list[Card]:
        """Every gold card of the game: in the deck, the discards and the players' hands."""
        held = [card for cards in self.gold.values() for card in cards]
        return [*(card for card in self.deck if not card.is_curse), *self.discards, *held]

    def give(self, player: int, card: Card) -> None:
        """A player takes a gold card."""
        self.gold[player].append(card)

    def discard(self, cards: list[Card]) -> None:
        """Cards leave the split: gold to the discard pile, curses out of the game."""
        self.discards += [card for card in cards if not card.is_curse]

    def lose_best(self, player: int) -> Card | None:
        """A player's most valuable gold card goes to the discards (None if they have none)."""
        cards = self.gold[player]
        if not cards:
            return None
        best = max(cards)
        cards.remove(best)
        self.discards.append(best)
        return best

    def total(self, player: int) -> int:
        """A player's gold."""
        return sum(card.value for card in self.gold[player])

    def gold_cards_held(self) -> int:
        """Every gold card in the deck, the discards and the players' hands."""
        return len(self.all_gold())

    def notation(self) -> str:
        """``deck: 5 4 C 3; discards: 2; player 1: 6 2; player 2: ``."""
        parts = [f"deck: {cards_notation(self.deck)}", f"discards: {cards_notation(self.discards)}"]
        parts += [f"player {p}: {cards_notation(cards)}" for p, cards in sorted(self.gold.items())]
        parts += [f"added: {self.added}"] if self.added else []
        return "; ".join(part.rstrip() for part in parts)

    @classmethod
    def from_notation(cls, text: str) -> Treasury:
        """The treasury written by :meth:`notation` (ValueError if malformed)."""
        treasury = cls([])
        for part in text.split(";"):
            label, _, cards = part.partition(":")
            label = label.strip()
            if label == "deck":
                treasury.deck = cards_from_notation(cards)
            elif label == "discards":
                treasury.discards = cards_from_notation(cards)
            elif label == "added" and cards.strip().isdigit():
                treasury.added = int(cards)
            elif label.startswith("player ") and label[7:].isdigit():
                treasury.gold[int(label[7:])] = cards_from_notation(cards)
            else:
                raise ValueError(f"{part.strip()!r} is not deck:, discards:, player N: or added:")
        if any(
            card.is_curse
            for cards in [treasury.discards, *treasury.gold.values()]
            for card in cards
        ):
            raise ValueError("only the deck may hold a curse")
        return treasury

    def __repr__(self) -> str:
        return f"Treasury.from_notation({self.notation()!r})"
