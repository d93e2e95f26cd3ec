"""The end of the game: each player's saved explorers, their total, and the ranking.

Every player owns the same explorers (values 1,1,1,2,2,3,3,4,5,6 by default), so the box
refuses a value nobody has, or one more of a value than a player owns.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass


@dataclass(frozen=True)
class ValueRefusal:
    """Why a value may not be added: ``owned`` explorers of ``value`` (0: no such value)."""

    value: int
    owned: int
    lowest: int
    highest: int


def value_refusal(
    entered: list[int], value: int, explorers: tuple[int, ...]
) -> ValueRefusal | None:
    """Why ``value`` may not join ``entered``, or None if the player can own one more."""
    owned = Counter(explorers)[value]
    if entered.count(value) < owned:
        return None
    return ValueRefusal(value, owned, min(explorers), max(explorers))


@dataclass(frozen=True)
class Place:
    """One line of the ranking: the place (ties share it), the seat and its points."""

    place: int
    seat: int
    points: int
    tied: bool = False


def ranking(totals: dict[int, int]) -> tuple[Place, ...]:
    """Seats from the most points down; equal totals share a place (1, 1, 3)."""
    order = sorted(totals, key=lambda seat: (-totals[seat], seat))
    counts = Counter(totals.values())
    places = []
    for seat in order:
        place = 1 + sum(1 for other in totals.values() if other > totals[seat])
        places.append(Place(place, seat, totals[seat], counts[totals[seat]] > 1))
    return tuple(places)


def winners(totals: dict[int, int]) -> tuple[int, ...]:
    """The seats in first place (more than one on a tie)."""
    return tuple(p.seat for p in ranking(totals) if p.place == 1)
