"""The players' hands: the red tiles each one lifted and has not used yet.

A hand is listed grouped by back, in a fixed order, so a digit key always names the same
tile. Notation, one hand per seat (codes in :mod:`games.atlantis.tiles.tiles`)::

    >>> hands = Hands.from_notation("1:dx 2:- 3:nny")
    >>> hands.playable(3)
    ((<Back.WINDS: 'n'>, 2),)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from games.atlantis.tiles.tiles import DEFENCES, Back, backs_from_text, backs_to_text

ORDER: tuple[Back, ...] = tuple(Back)


class Hands:
    """Each seat's red tiles (seats numbered from 1)."""

    def __init__(self, hands: dict[int, list[Back]]) -> None:
        self._hands = {seat: sorted(backs, key=ORDER.index) for seat, backs in hands.items()}

    @classmethod
    def empty(cls, players: int) -> Hands:
        """Empty hands for seats 1 to ``players``."""
        return cls({seat: [] for seat in range(1, players + 1)})

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats, in order."""
        return tuple(sorted(self._hands))

    def backs(self, seat: int) -> tuple[Back, ...]:
        """Every tile in one hand, in listing order."""
        return tuple(self._hands[seat])

    def size(self, seat: int) -> int:
        """How many tiles one player holds."""
        return len(self._hands[seat])

    def playable(self, seat: int) -> tuple[tuple[Back, int], ...]:
        """The tiles for step 1 (red, no X), grouped: (back, how many)."""
        return _grouped(b for b in self._hands[seat] if b not in DEFENCES)

    def defences(self, seat: int) -> tuple[tuple[Back, int], ...]:
        """The defence tiles (red with an X), grouped: (back, how many)."""
        return _grouped(b for b in self._hands[seat] if b in DEFENCES)

    def add(self, seat: int, back: Back) -> None:
        """A red tile goes into a hand."""
        self._hands[seat].append(back)
        self._hands[seat].sort(key=ORDER.index)

    def take(self, seat: int, back: Back) -> None:
        """A tile leaves a hand (ValueError if that hand has none)."""
        if back not in self._hands[seat]:
            raise ValueError(f"seat {seat} holds no {back.label}")
        self._hands[seat].remove(back)

    def to_notation(self) -> str:
        """``"1:dx 2:- 3:nny"``."""
        return " ".join(f"{seat}:{backs_to_text(self._hands[seat])}" for seat in self.seats)

    @classmethod
    def from_notation(cls, text: str) -> Hands:
        """Hands from :meth:`to_notation` (ValueError saying what is wrong)."""
        hands: dict[int, list[Back]] = {}
        for part in text.split():
            seat, sep, codes = part.partition(":")
            if not sep or not seat.isdigit():
                raise ValueError(f"{part!r} should be SEAT:CODES, like 2:dx")
            backs = backs_from_text(codes)
            if any(not back.is_kept for back in backs):
                raise ValueError(f"{part!r}: only red tiles are kept in a hand")
            hands[int(seat)] = backs
        if sorted(hands) != list(range(1, len(hands) + 1)):
            raise ValueError(f"{text!r} should give the hands of seats 1, 2, ... in turn")
        return cls(hands)

    def __repr__(self) -> str:
        return f"Hands.from_notation({self.to_notation()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hands) and other._hands == self._hands

    __hash__ = None  # type: ignore[assignment]


def _grouped(backs: Iterable[Back]) -> tuple[tuple[Back, int], ...]:
    counts = Counter(backs)
    return tuple((back, counts[back]) for back in ORDER if counts[back])
