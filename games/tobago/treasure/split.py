"""The treasure split, step by step, as the rules page says it.

The finder's compass token goes under the map's last clue; the tokens are then read
bottom up (the finder first), which is the order cards are offered in. Each contributor
looks in secret at as many dealt cards as they have tokens; those cards and one more are
shuffled and turned up one by one. Each card is offered token by token, bottom up (the
rulebook: in reverse order of the compass tokens, from the bottom): the player of the
token asked takes it, which serves that token, or passes it to the next token up; a
player with two tokens is asked at each of them. A card passed at every token is
discarded. A curse ends the split: every
player with a token still waiting loses their best gold card unless they give up an
amulet. Once every token is served, the cards not yet turned up are discarded unseen.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from games.errors import GameError
from games.tobago.treasure.deck import Card, Treasury, cards_from_notation, cards_notation

Amulets = dict[int, int]


class SplitError(GameError, ValueError):
    """A step the split does not allow now (the message says why)."""


class Stage(StrEnum):
    """Where the split is."""

    LOOK = "look"
    OFFER = "offer"
    CURSE = "curse"
    OVER = "over"


@dataclass
class Split:
    """One treasure split in progress (see the module docstring for the rules)."""

    map_number: int
    finder: int
    tokens: list[int]
    looks: list[tuple[int, list[Card]]]
    cards: list[Card] = field(default_factory=list)
    stage: Stage = Stage.LOOK
    look_index: int = 0
    showing: bool = False
    turned: int = 0
    offer: int = 0
    last_taker: int | None = None
    cursed: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    kept: list[int] = field(default_factory=list)
    discarded: int = 0
    curse_struck: bool = False

    @classmethod
    def start(
        cls, map_number: int, finder: int, clue_players: list[int], dealt: list[Card]
    ) -> Split:
        """A split of ``dealt`` among the finder and the players of the map's clues
        (``clue_players`` top clue first); contributors look at the dealt cards in turn."""
        tokens = [finder, *reversed(clue_players)]
        pile = list(dealt)
        looks = []
        for player in dict.fromkeys(tokens):
            count = tokens.count(player)
            looks.append((player, pile[:count]))
            pile = pile[count:]
        return cls(map_number, finder, tokens, looks, cards=list(dealt))

    # Looking in secret.

    @property
    def looker(self) -> int:
        """The player whose turn it is to look."""
        return self.looks[self.look_index][0]

    def show_look(self) -> None:
        """The looker's cards go on the screen."""
        self._expect(Stage.LOOK)
        self.showing = True

    def hide_look(self, rng: random.Random, treasury: Treasury, amulets: Amulets) -> None:
        """The looker's cards are hidden; the next contributor looks, or the cards are
        shuffled and the first one turned up."""
        self._expect(Stage.LOOK)
        self.showing = False
        self.look_index += 1
        if self.look_index == len(self.looks):
            rng.shuffle(self.cards)
            self.stage = Stage.OFFER
            self._turn_up(treasury, amulets)

    # Offering the cards.

    @property
    def card(self) -> Card:
        """The card turned up now."""
        return self.cards[self.turned]

    @property
    def offered_to(self) -> int | None:
        """The player of the token asked about the card now (tokens bottom up)."""
        if self.stage is not Stage.OFFER or self.offer >= len(self.tokens):
            return None
        return self.tokens[self.offer]

    @property
    def offered_token(self) -> tuple[int, int]:
        """Which of the asked player's waiting tokens is asked, and how many they have:
        (2, 2) for the second of two."""
        player = self._asked()
        return self.tokens[: self.offer + 1].count(player), self.tokens.count(player)

    def take(self, treasury: Treasury, amulets: Amulets) -> int:
        """The player asked takes the card, serving the token asked; who took it."""
        player = self._asked()
        del self.tokens[self.offer]
        treasury.give(player, self.card)
        self.last_taker = player
        self._next_card(treasury, amulets)
        return player

    def pass_card(self, treasury: Treasury, amulets: Amulets) -> int:
        """The token asked passes to the next one up; past the top token the card is
        discarded."""
        player = self._asked()
        self.offer += 1
        if self.offer >= len(self.tokens):
            treasury.discard([self.card])
            self.discarded += 1
            self._next_card(treasury, amulets)
        return player

    @property
    def waiting_players(self) -> list[int]:
        """Players with a compass token still waiting for a card, in offer order."""
        return list(dict.fromkeys(self.tokens))

    # The curse.

    @property
    def deciding(self) -> int | None:
        """The cursed player who must choose: give up an amulet, or lose their best gold."""
        return self.cursed[0] if self.stage is Stage.CURSE and self.cursed else None

    def give_amulet(self, treasury: Treasury, amulets: Amulets) -> int:
        """The deciding player gives up an amulet and keeps their gold."""
        player = self._cursed_player()
        if amulets.get(player, 0) < 1:
            raise SplitError(f"player {player} has no amulet to give up")
        amulets[player] -= 1
        self.kept.append(self.cursed.pop(0))
        self._settle_curse(treasury, amulets)
        return player

    def keep_amulet(self, treasury: Treasury, amulets: Amulets) -> int:
        """The deciding player keeps their amulets and loses their best gold card."""
        player = self._cursed_player()
        treasury.lose_best(player)
        self.lost.append(self.cursed.pop(0))
        self._settle_curse(treasury, amulets)
        return player

    def _turn_up(self, treasury: Treasury, amulets: Amulets) -> None:
        if not self.tokens or self.turned >= len(self.cards):
            self._discard_rest(treasury)
            self.stage = Stage.OVER
        elif self.card.is_curse:
            self.stage = Stage.CURSE
            self.curse_struck = True
            self.cursed = self.waiting_players
            self._discard_rest(treasury)
            self._settle_curse(treasury, amulets)

    def _next_card(self, treasury: Treasury, amulets: Amulets) -> None:
        self.turned += 1
        self.offer = 0
        self._turn_up(treasury, amulets)

    def _discard_rest(self, treasury: Treasury) -> None:
        rest = self.cards[self.turned :]
        treasury.discard(rest)
        self.discarded += sum(not card.is_curse for card in rest)
        self.turned = len(self.cards)

    def _settle_curse(self, treasury: Treasury, amulets: Amulets) -> None:
        """Players with no gold lose nothing; with gold and no amulet they lose their best
        card; stop at the first player who has a choice."""
        while self.cursed:
            player = self.cursed[0]
            if not treasury.gold[player]:
                self.cursed.pop(0)
            elif amulets.get(player, 0) < 1:
                treasury.lose_best(player)
                self.lost.append(self.cursed.pop(0))
            else:
                return
        self.stage = Stage.OVER

    def _cursed_player(self) -> int:
        self._expect(Stage.CURSE)
        if not self.cursed:
            raise SplitError("nobody is waiting to decide about the curse")
        return self.cursed[0]

    def _asked(self) -> int:
        player = self.offered_to
        if player is None:
            raise SplitError("every compass token has been served: there is no card on offer")
        return player

    def _expect(self, stage: Stage) -> None:
        if self.stage is not stage:
            raise SplitError(f"the split is at its {self.stage} stage, not {stage}")

    # Saving.

    def to_dict(self) -> dict[str, Any]:
        """The split as JSON-ready data."""
        return {
            "map": self.map_number,
            "finder": self.finder,
            "tokens": list(self.tokens),
            "looks": [[player, cards_notation(cards)] for player, cards in self.looks],
            "cards": cards_notation(self.cards),
            "stage": str(self.stage),
            "look_index": self.look_index,
            "turned": self.turned,
            "offer": self.offer,
            "last_taker": self.last_taker,
            "cursed": list(self.cursed),
            "lost": list(self.lost),
            "kept": list(self.kept),
            "discarded": self.discarded,
            "curse_struck": self.curse_struck,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Split:
        """A split from :meth:`to_dict`; the looker's cards are hidden again."""
        split = cls(
            int(data["map"]),
            int(data["finder"]),
            _players(data["tokens"]),
            [(int(p), cards_from_notation(cards)) for p, cards in data["looks"]],
            cards=cards_from_notation(data["cards"]),
            stage=Stage(data["stage"]),
            look_index=int(data["look_index"]),
            turned=int(data["turned"]),
            offer=_offer(data),
            last_taker=None if data["last_taker"] is None else int(data["last_taker"]),
            cursed=_players(data["cursed"]),
            lost=_players(data["lost"]),
            kept=_players(data["kept"]),
            discarded=int(data["discarded"]),
            curse_struck=bool(data["curse_struck"]),
        )
        if not 0 <= split.look_index <= len(split.looks) or not 0 <= split.turned <= len(
            split.cards
        ):
            raise ValueError("the saved split points past its cards")
        offers_nothing = split.turned >= len(split.cards) or split.offer >= len(split.tokens)
        if split.stage is Stage.OFFER and offers_nothing:
            raise ValueError("the saved split offers a card it does not have, or to nobody")
        if split.stage is Stage.LOOK and split.look_index >= len(split.looks):
            raise ValueError("the saved split waits for a look that is not there")
        if split.stage is Stage.CURSE and not split.cursed:
            raise ValueError("the saved split waits for a cursed player who is not there")
        return split


def _offer(data: Mapping[str, Any]) -> int:
    """The token asked; a split saved before issue 30 named who had passed instead (it
    asked the first token of a player who had not)."""
    if "offer" in data:
        offer = data["offer"]
        if type(offer) is not int or offer < 0:
            raise ValueError(f"{offer!r} is not a token position")
        return offer
    tokens, passed = _players(data["tokens"]), _players(data["passed"])
    return next((i for i, p in enumerate(tokens) if p not in passed), len(tokens))


def _players(values: Any) -> list[int]:
    if not isinstance(values, list) or not all(type(v) is int and v > 0 for v in values):
        raise ValueError(f"{values!r} is not a list of player numbers")
    return list(values)
