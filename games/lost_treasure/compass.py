"""The direction indicator: questions, the compass answers, and what they narrow down.

A question is a location, a metal and an axis (the four direction keys). The answer is
one compass light: ``N``/``S``/``C`` for north-south (C: the same row), ``W``/``E``/``C``
for east-west (C: the same column)::

    >>> answer(Axis.EW, asked=77, hidden=67)
    'C'
    >>> Answer.from_notation("gold E-W 77 W").point
    'W'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.keys import EW_GOLD, EW_SILVER, NS_GOLD, NS_SILVER
from games.lost_treasure.ocean import COLUMNS, ROWS, Metal, column_of, is_location, row_of

CENTRE = "C"
SPIN_ORDER = ("N", "E", "S", "W")
SPIN_STEPS = 12
SPIN_STEP_SECONDS = 0.125


class Axis(StrEnum):
    """The two questions a direction key asks."""

    NS = "N-S"
    EW = "E-W"


QUESTION_KEYS: dict[str, tuple[Metal, Axis]] = {
    NS_GOLD: (Metal.GOLD, Axis.NS),
    EW_GOLD: (Metal.GOLD, Axis.EW),
    NS_SILVER: (Metal.SILVER, Axis.NS),
    EW_SILVER: (Metal.SILVER, Axis.EW),
}
POINTS: dict[Axis, tuple[str, str, str]] = {
    Axis.NS: ("N", CENTRE, "S"),
    Axis.EW: ("W", CENTRE, "E"),
}


def answer(axis: Axis, asked: int, hidden: int) -> str:
    """The compass light for a question asked at ``asked`` about a treasure at ``hidden``."""
    coordinate = row_of if axis is Axis.NS else column_of
    before, same, after = POINTS[axis]
    difference = coordinate(hidden) - coordinate(asked)
    return before if difference < 0 else after if difference > 0 else same


def spin_light(step: int) -> str:
    """The compass light lit at ``step`` of the spin: round and round, clockwise."""
    return SPIN_ORDER[step % len(SPIN_ORDER)]


@dataclass(frozen=True)
class Answer:
    """A question asked at a location and the light that answered it."""

    metal: Metal
    axis: Axis
    location: int
    point: str

    def __post_init__(self) -> None:
        if not is_location(self.location) or self.point not in POINTS[self.axis]:
            raise ValueError(f"{self.to_notation()!r} is not a possible answer")

    def to_notation(self) -> str:
        """``"gold E-W 77 W"``."""
        return f"{self.metal} {self.axis} {self.location} {self.point}"

    @classmethod
    def from_notation(cls, text: str) -> Answer:
        """An answer from its notation (ValueError saying what is wrong)."""
        try:
            metal, axis, location, point = text.split()
            return cls(Metal(metal), Axis(axis), int(location), point)
        except ValueError:
            raise ValueError(f"{text!r} is not an answer; write like 'gold E-W 77 W'") from None

    def __repr__(self) -> str:
        return f"Answer.from_notation({self.to_notation()!r})"


@dataclass(frozen=True)
class Region:
    """The rows and columns where a treasure can still be, as the buoys mark them."""

    top: int = ROWS[0]
    bottom: int = ROWS[-1]
    left: int = COLUMNS[0]
    right: int = COLUMNS[-1]

    @classmethod
    def from_answers(cls, answers: list[Answer]) -> Region:
        """The region left after all these answers (about one metal)."""
        region = cls()
        for given in answers:
            region = region.narrowed(given)
        return region

    def narrowed(self, given: Answer) -> Region:
        """The region after one more answer."""
        if given.axis is Axis.NS:
            low, high = _narrow(self.top, self.bottom, row_of(given.location), given.point)
            return Region(low, high, self.left, self.right)
        low, high = _narrow(self.left, self.right, column_of(given.location), given.point)
        return Region(self.top, self.bottom, low, high)

    def __contains__(self, location: object) -> bool:
        if not isinstance(location, int) or not is_location(location):
            return False
        row, column = row_of(location), column_of(location)
        return self.top <= row <= self.bottom and self.left <= column <= self.right

    @property
    def size(self) -> int:
        """How many locations are left (0 if answers disagree)."""
        return max(0, self.bottom - self.top + 1) * max(0, self.right - self.left + 1)


def _narrow(low: int, high: int, at: int, point: str) -> tuple[int, int]:
    if point in ("N", "W"):
        return low, min(high, at - 1)
    if point in ("S", "E"):
        return max(low, at + 1), high
    return max(low, at), min(high, at)
