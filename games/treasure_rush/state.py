"""Where the game stands and the rules that move it: seats, maps, claims, scores.

A :class:`TreasureRushState` knows nothing of keys, screens or sounds;
:mod:`games.treasure_rush.keys` turns keys into these moves and :mod:`games.treasure_rush.game`
the moves into effects. Seats are numbered from 1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from games.seats.colours import Colours, game_colours
from games.treasure_rush.maps.icon_set import IconRef, Side
from games.treasure_rush.maps.treasure_map import LONGEST, TreasureMap

FEWEST_SEATS = 2
MOST_SEATS = 4


class Phase(StrEnum):
    """Where the game is."""

    SETUP = "setup"  # choosing seats, teams and the judge
    COLOURS = "colours"  # the seats' colours, before the deal
    HUNT = "hunt"  # a map is up, everyone races
    CLAIM = "claim"  # the round is frozen while a claim is judged
    RESULT = "result"  # the map was won, or everyone failed; the next map waits
    OVER = "over"  # a seat has won the game


class Judge(StrEnum):
    """Who decides whether a claim is right."""

    TABLE = "table"
    BOX = "box"


class Refill(Protocol):
    """Where a new draw pile comes from when the pile runs out."""

    def shuffle(self, maps: list[TreasureMap]) -> None:
        """Shuffle the maps set aside, in place, into a new draw pile."""

    def deal(self) -> list[TreasureMap]:
        """A fresh deck, for when there is nothing to reshuffle."""


class Result(StrEnum):
    """How a round ended."""

    RIGHT = "right"
    NOBODY = "nobody"


@dataclass
class TreasureRushState:
    """The whole state of a game of Treasure Rush, as plain data.

    ``pile`` is the draw pile, top first; ``won`` holds each seat's maps, the latest
    last; ``aside`` the maps everyone failed, kept for the next reshuffle; ``out`` the
    seats that failed this round; ``queue`` the seats that claimed while another claim
    was being judged, first come first; ``keyed`` the icons a claimant keyed in when the
    box judges.
    """

    seats: int = 4
    teams: bool = False
    judge: Judge = Judge.TABLE
    to_win: int = 5
    phase: Phase = Phase.SETUP
    pile: list[TreasureMap] = field(default_factory=list)
    map: TreasureMap | None = None
    turned: int = 0
    won: list[list[TreasureMap]] = field(default_factory=list)
    aside: list[TreasureMap] = field(default_factory=list)
    out: set[int] = field(default_factory=set)
    claimant: int | None = None
    queue: list[int] = field(default_factory=list)
    keyed: list[IconRef] = field(default_factory=list)
    result: Result | None = None
    colours: Colours = field(default_factory=lambda: game_colours("treasure-rush"))
    """Each seat's colour, seat 1 first (see :mod:`games.seats.colours`)."""
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)
    """The generator new decks are dealt from (not in the position notation)."""

    # Setting up.

    def start(self, deck: list[TreasureMap], refill: Refill) -> None:
        """Deal: a fresh draw pile, no maps won, the first map turned up."""
        self.pile = list(deck)
        self.won = [[] for _ in range(self.seats)]
        self.aside = []
        self.turned = 0
        self.turn_up(refill)

    def turn_up(self, refill: Refill) -> None:
        """The next map from the top of the pile.

        An empty pile is made again from the maps set aside, shuffled by ``shuffle``:
        every map of the deck has come up once, none is held by a seat, and none comes
        twice before each has come up again. Only when no map is set aside (every one is
        held) does ``refill.deal`` bring a fresh deck.
        """
        if not self.pile:
            self.pile, self.aside = self.aside, []
            refill.shuffle(self.pile)
        if not self.pile:
            self.pile = refill.deal()
        self.map = self.pile.pop(0)
        self.turned += 1
        self.phase, self.out, self.claimant, self.keyed = Phase.HUNT, set(), None, []
        self.queue, self.result = [], None

    # The race.

    def score(self, seat: int) -> int:
        """How many maps a seat holds."""
        return len(self.won[seat - 1])

    def scores(self) -> list[int]:
        """Every seat's maps, seat 1 first."""
        return [len(maps) for maps in self.won]

    def in_play(self) -> list[int]:
        """The seats that may still claim this round."""
        return [seat for seat in range(1, self.seats + 1) if seat not in self.out]

    def can_claim(self, seat: int) -> bool:
        """True when ``seat`` is at the table, still in the round, and the race is on."""
        return self.phase is Phase.HUNT and seat in self.in_play()

    def claim(self, seat: int) -> None:
        """``seat`` grabs the chest: the round is frozen for the verdict."""
        assert self.can_claim(seat), f"seat {seat} cannot claim now"
        self.phase, self.claimant, self.keyed = Phase.CLAIM, seat, []

    def can_queue(self, seat: int) -> bool:
        """True when ``seat`` may claim next: a claim is being judged, and the seat is
        still in the round, not the claimant and not waiting already."""
        return (
            self.phase is Phase.CLAIM
            and seat in self.in_play()
            and seat != self.claimant
            and seat not in self.queue
        )

    def wait(self, seat: int) -> None:
        """``seat`` claims while another claim is judged: it is judged next, if need be."""
        assert self.can_queue(seat), f"seat {seat} cannot wait to claim now"
        self.queue.append(seat)

    # The verdict.

    def right(self) -> None:
        """The claimant wins the map; at ``to_win`` maps they win the game."""
        seat, won = self._claimant(), self._map()
        self.won[seat - 1].append(won)
        self.map, self.queue, self.keyed = None, [], []
        won_game = self.score(seat) >= self.to_win
        self.phase = Phase.OVER if won_game else Phase.RESULT
        self.result = Result.RIGHT

    def wrong(self) -> TreasureMap | None:
        """The claimant gives back their latest map under the pile and is out this round.

        Returns the map given back (None if they had none). The first seat waiting to
        claim is judged next; with none waiting the others race on. When every seat is
        out, everyone failed: the map is set aside and the round ends.
        """
        seat = self._claimant()
        lost = self.won[seat - 1].pop() if self.won[seat - 1] else None
        if lost is not None:
            self.pile.append(lost)
        self.out.add(seat)
        self.keyed = []
        if self.queue:
            self.claimant = self.queue.pop(0)
        elif self.in_play():
            self.phase, self.claimant = Phase.HUNT, None
        else:
            self.aside.append(self._map())
            self.phase, self.map, self.claimant = Phase.RESULT, None, None
            self.result = Result.NOBODY
        return lost

    def key_card(self, card: int) -> bool:
        """The claimant keys a card: laid front up, or flipped if already on the path."""
        refs = [ref.card for ref in self.keyed]
        if card in refs:
            at = refs.index(card)
            self.keyed[at] = self.keyed[at].flipped()
        elif len(self.keyed) < LONGEST:
            self.keyed.append(IconRef(card, Side.FRONT))
        else:
            return False
        return True

    def undo(self) -> bool:
        """Take back the last card keyed (False if none was)."""
        if not self.keyed:
            return False
        self.keyed.pop()
        return True

    def keyed_is_right(self) -> bool:
        """True when the keyed icons are the map's path exactly."""
        return self._map().matches(self.keyed)

    @property
    def winner(self) -> int | None:
        """The seat that won the game, once it is over."""
        return self.claimant if self.phase is Phase.OVER else None

    def _claimant(self) -> int:
        assert self.claimant is not None, "no claim is being judged"
        return self.claimant

    def _map(self) -> TreasureMap:
        assert self.map is not None, "no map is face up"
        return self.map
