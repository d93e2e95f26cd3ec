"""Names for hexes that a table can find on the board: a row letter and a count.

Rows are lettered from the top of the island, ``A`` first; within a row the island hexes
are counted from the left, ``1`` first (sea gaps in a row are not counted). So ``C4``
is the fourth land hex from the left in the third row from the top.

>>> from games.tobago.island.notation import island_from_text
>>> names = HexNames(island_from_text("J J M\\n B L M\\n  B B S"))
>>> names.name((1, 1)), names.hex("C3")
('B2', (2, 2))
"""

from __future__ import annotations

import string
from collections.abc import Iterable

from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import Island

ROW_LETTERS = string.ascii_uppercase


class HexNames:
    """The name of every hex of one island, and the hex of every name."""

    def __init__(self, island: Island) -> None:
        self.rows: list[list[Hex]] = []
        for hex_ in island.hexes:
            if not self.rows or self.rows[-1][0][1] != hex_[1]:
                self.rows.append([])
            self.rows[-1].append(hex_)
        if len(self.rows) > len(ROW_LETTERS):
            raise ValueError(f"an island of {len(self.rows)} rows is too tall to name its rows")
        self._names = {
            hex_: f"{ROW_LETTERS[row]}{place}"
            for row, hexes in enumerate(self.rows)
            for place, hex_ in enumerate(hexes, 1)
        }
        self._hexes = {name: hex_ for hex_, name in self._names.items()}

    def name(self, hex_: Hex) -> str:
        """The name of an island hex, like ``C4`` (KeyError off the island)."""
        return self._names[hex_]

    def hex(self, name: str) -> Hex:
        """The hex called ``name`` (KeyError if there is none)."""
        return self._hexes[name.upper()]

    def names(self, hexes: Iterable[Hex]) -> list[str]:
        """The names of some hexes, in reading order."""
        return [self._names[h] for h in sorted(hexes, key=lambda h: (h[1], h[0]))]

    def row_letter(self, row: int) -> str:
        """The letter of row number ``row`` (0 is the top row)."""
        return ROW_LETTERS[row]
