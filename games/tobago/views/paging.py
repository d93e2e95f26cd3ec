"""Long lists on the small screen: cut into pages, each page marked "2/3".

A screen shows one page of a list (names of hexes, amulets, cards, lines of a report);
a key turns to the next page, and after the last one the first comes back. Page numbers
given to :class:`Pages` may run past the end: they wrap round, so a screen can keep one
counter and add one for each press of its page key. (A page is a slice of a list; no
library is needed for that.)

>>> pages = Pages(["G1", "H10", "N2"], per_page=2)
>>> pages.count, pages.on(1), pages.mark(1), pages.on(2)
(2, ['N2'], '2/2', ['G1', 'H10'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

Item = TypeVar("Item")


@dataclass(frozen=True)
class Pages(Generic[Item]):
    """``items`` cut into pages of ``per_page`` (an empty list is one empty page)."""

    items: Sequence[Item]
    per_page: int

    def __post_init__(self) -> None:
        if self.per_page < 1:
            raise ValueError(f"a page holds at least one item, not {self.per_page}")

    @property
    def count(self) -> int:
        """How many pages there are (at least one)."""
        return max(1, -(-len(self.items) // self.per_page))

    @property
    def several(self) -> bool:
        """True when the list does not fit on one page."""
        return self.count > 1

    def index(self, page: int) -> int:
        """Page ``page`` wrapped into 0 to count - 1."""
        return page % self.count

    def start(self, page: int) -> int:
        """The place in the whole list of the page's first item."""
        return self.index(page) * self.per_page

    def on(self, page: int) -> list[Item]:
        """The items on page ``page``."""
        start = self.start(page)
        return list(self.items[start : start + self.per_page])

    def mark(self, page: int) -> str:
        """Which page of how many, as the screen shows it: ``"2/3"``."""
        return f"{self.index(page) + 1}/{self.count}"
