"""One Treasure Map: the path from the black dot over 2 to 5 icons to the red cross.

A map is written as its icons in path order, by code or by name, a ``~`` after a faded
one: ``TreasureMap.from_notation("1F 3B~ 2F")`` or, with an icon set,
``TreasureMap.from_notation("Diamond Anchor~ Book", icons)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Value
from games.treasure_rush.maps.icon_set import CARDS, IconRef, IconSet

SHORTEST = 2
LONGEST = 5
FADED_MARK = "~"


@dataclass(frozen=True)
class Step(Value):
    """One icon on the path, maybe faded."""

    icon: IconRef
    faded: bool = False


@dataclass(frozen=True)
class TreasureMap(Value):
    """The icons of a path, from the dot to the cross."""

    steps: tuple[Step, ...]

    @classmethod
    def from_notation(cls, text: str, icons: IconSet | None = None) -> TreasureMap:
        """A map from ``"1F 3B~ 2F"`` (or names, given the icon set); ValueError if bad."""
        steps = []
        for word in text.split():
            faded = word.endswith(FADED_MARK)
            word = word.removesuffix(FADED_MARK)
            try:
                ref = icons.ref(word) if icons is not None else IconRef.from_code(word)
            except KeyError as error:
                raise ValueError(error.args[0]) from None
            steps.append(Step(ref, faded))
        return cls(tuple(steps))

    def to_notation(self, icons: IconSet | None = None) -> str:
        """``"1F 3B~ 2F"``, or with an icon set ``"Diamond Anchor~ Book"``."""
        words = (icons.name(s.icon) if icons else s.icon.code for s in self.steps)
        marks = (FADED_MARK if s.faded else "" for s in self.steps)
        return " ".join(word + mark for word, mark in zip(words, marks, strict=True))

    @property
    def icons(self) -> tuple[IconRef, ...]:
        """The icons in path order, faded or not."""
        return tuple(step.icon for step in self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def problem(self) -> str | None:
        """Why this map cannot be on a Treasure Map card, or None if it can."""
        if not SHORTEST <= len(self.steps) <= LONGEST:
            return f"a path has {SHORTEST} to {LONGEST} icons, not {len(self.steps)}"
        cards = [step.icon.card for step in self.steps]
        if any(not 1 <= card <= CARDS for card in cards):
            return f"cards are numbered 1 to {CARDS}"
        if len(set(cards)) != len(cards):
            return "a path never shows two icons of one card"
        return None

    @property
    def is_valid(self) -> bool:
        """True when a player can lay this path with one set of Adventurer Cards."""
        return self.problem() is None

    def matches(self, keyed: tuple[IconRef, ...] | list[IconRef]) -> bool:
        """True when ``keyed`` is this path exactly: same icons, same order, same number."""
        return self.icons == tuple(keyed)

    def __repr__(self) -> str:
        return f"TreasureMap.from_notation({self.to_notation()!r})"
