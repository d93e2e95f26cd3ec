"""The secret decks: the backs still under the island's tiles, one shuffled deck per kind.

The box does not know which physical tile hides which back: the table says which kind
it lifted and the box deals that kind's next back. The decks have a notation, top of
each deck first (codes in :mod:`games.atlantis.tiles.tiles`)::

    >>> decks = Decks.from_notation("beach=Wd forest=- mountain=xV")
    >>> decks.left(Kind.BEACH), decks.in_order()
    (2, <Kind.BEACH: 'beach'>)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.atlantis.tiles.tile_backs import TileBacks
from games.atlantis.tiles.tiles import KINDS, Back, Kind, backs_from_text, backs_to_text


@dataclass(frozen=True)
class Refusal:
    """Why a kind may not be lifted now.

    ``waiting`` is the earlier kind with ``left`` tiles still on the island, or None when
    the kind asked for has no tiles left at all.
    """

    kind: Kind
    waiting: Kind | None = None
    left: int = 0


class Decks:
    """Three decks of backs, top first; drawing takes the top one."""

    def __init__(self, decks: dict[Kind, list[Back]]) -> None:
        self._decks = {kind: list(decks.get(kind, [])) for kind in KINDS}

    @classmethod
    def shuffled(cls, backs: TileBacks, rng: random.Random) -> Decks:
        """Every kind's backs from the tile-backs file, each deck shuffled with ``rng``."""
        decks = {}
        for kind in KINDS:
            deck = backs.deck(kind)
            rng.shuffle(deck)
            decks[kind] = deck
        return cls(decks)

    def left(self, kind: Kind) -> int:
        """How many tiles of this kind are still on the island."""
        return len(self._decks[kind])

    def backs(self, kind: Kind) -> tuple[Back, ...]:
        """The backs still in one deck, top first (for tests and saving)."""
        return tuple(self._decks[kind])

    def in_order(self) -> Kind | None:
        """The kind the removal order asks for now: the first with tiles left."""
        return next((kind for kind in KINDS if self._decks[kind]), None)

    def refusal(self, kind: Kind) -> Refusal | None:
        """Why ``kind`` may not be lifted now, or None if it may.

        Beaches go before forests, forests before mountains, with no exception: the
        rulebook lifts a tile cut off from the sea last of its own kind, never after the
        next kind has begun.
        """
        if not self._decks[kind]:
            return Refusal(kind)
        for earlier in kind.earlier:
            if self._decks[earlier]:
                return Refusal(kind, earlier, len(self._decks[earlier]))
        return None

    def draw(self, kind: Kind) -> Back:
        """Take the top back of one deck (IndexError if it is empty)."""
        return self._decks[kind].pop(0)

    def to_notation(self) -> str:
        """``"beach=Wd forest=- mountain=xV"``."""
        return " ".join(f"{kind}={backs_to_text(self._decks[kind])}" for kind in KINDS)

    @classmethod
    def from_notation(cls, text: str) -> Decks:
        """Decks from :meth:`to_notation` (ValueError saying what is wrong)."""
        decks: dict[Kind, list[Back]] = {}
        for part in text.split():
            name, sep, codes = part.partition("=")
            if not sep or name not in set(KINDS):
                raise ValueError(f"{part!r} should be KIND=CODES, like beach=WSd")
            decks[Kind(name)] = backs_from_text(codes)
        if set(decks) != set(KINDS):
            raise ValueError(f"{text!r} should give all three decks: beach, forest, mountain")
        return cls(decks)

    def __repr__(self) -> str:
        return f"Decks.from_notation({self.to_notation()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decks) and other._decks == self._decks

    __hash__ = None  # type: ignore[assignment]
