"""What the self-test's keys say about the key matrix's wires.

The self-test asks for the keys one at a time, row by row as the pin map lays them out.
A key that answers as another names the wires it suspects (the expected key's row and
the pressed key's row when they share a column: "rows 2 and 3 swapped?"); a row or
column none of whose keys ever answered is a dead wire. Each wire is named with its
header pin and its GPIO ("pin 37 (GPIO 26)"): the maker finds the pin, the pin map names
the GPIO. Rows and columns are counted from 1, as the wiring docs count them.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from drivers.pins.panel import KEY_NAMES
from drivers.pins.pinout import Pinout, header_pin
from games.screen import T, Text

# Yes and no each have a key in two rows and two columns: one dead wire leaves one.
YES_KEYS = ("AIR", "4")
NO_KEYS = ("CLEAR", "6")
# The keys held together for the diode check, first choice first.
PAIRS = (("1", "5"), ("3", "5"), ("7", "5"), ("9", "5"))


@dataclass(frozen=True)
class Finding:
    """Something wrong, as the summary shows it: what, then where (one screen row each)."""

    rows: tuple[Text, ...]

    @property
    def line(self) -> Text:
        """The finding as one line (the ``tabletop selftest`` command's)."""
        line = self.rows[-1]
        for row in reversed(self.rows[:-1]):
            # TRANSLATORS: a finding of the self-test and where to look, one line.
            line = T("{what} {where}", what=row, where=line)
        return line


def pin_text(gpio: int) -> Text:
    """A wire's place: its header pin, then the GPIO the pin map names."""
    return T("pin {pin} (GPIO {gpio})", pin=header_pin(gpio), gpio=gpio)


@dataclass(frozen=True)
class Matrix:
    """The keys' places in the matrix and the GPIO of each row and column wire."""

    places: Mapping[str, tuple[int, int]]
    rows: tuple[int, ...] = ()
    columns: tuple[int, ...] = ()

    @classmethod
    def of(cls, pinout: Pinout) -> Matrix:
        """The matrix of a pin map."""
        return cls(pinout.key_at(), pinout.rows, pinout.columns)

    @property
    def order(self) -> tuple[str, ...]:
        """The keys in the order they are asked for: row by row, left to right (every
        key by name on a box whose pin map places none)."""
        if not self.places:
            return KEY_NAMES
        return tuple(sorted(self.places, key=lambda key: self.places[key]))

    def guess(self, pressed: str, expected: str) -> Finding | None:
        """Which wires a key answering for another suggests, None if nothing can say: the
        suspicion first, then the pins of the two wires."""
        if pressed not in self.places or expected not in self.places:
            return None
        (pr, pc), (er, ec) = self.places[pressed], self.places[expected]
        if pc == ec and pr != er:
            low, high = sorted((pr, er))
            said = T("rows {first} and {second} swapped?", first=low + 1, second=high + 1)
            return Finding((said, *self._pins(self.rows, low, high)))
        if pr == er and pc != ec:
            low, high = sorted((pc, ec))
            said = T("columns {first} and {second} swapped?", first=low + 1, second=high + 1)
            return Finding((said, *self._pins(self.columns, low, high)))
        return Finding((T("row and column wires crossed?"),))

    @staticmethod
    def _pins(gpios: tuple[int, ...], *indices: int) -> tuple[Text, ...]:
        return tuple(pin_text(gpios[i]) for i in indices if i < len(gpios))

    def dead_wires(self, never_read: Collection[str]) -> list[Finding]:
        """The rows and columns with two keys or more, none of which ever answered."""
        return [finding for finding, _ in self._dead(never_read)]

    def on_dead_wires(self, never_read: Collection[str]) -> set[str]:
        """The keys a dead row or column explains."""
        return {key for _, keys in self._dead(never_read) for key in keys}

    def _dead(self, never_read: Collection[str]) -> list[tuple[Finding, list[str]]]:
        found = []
        for kind, gpios, axis in (("row", self.rows, 0), ("column", self.columns, 1)):
            for index, gpio in enumerate(gpios):
                keys = [k for k, place in self.places.items() if place[axis] == index]
                if len(keys) >= 2 and all(k in never_read for k in keys):
                    found.append((_dead(kind, index + 1, gpio), keys))
        return found

    def pair(self, working: Collection[str]) -> tuple[str, str] | None:
        """Two keys seen working, in different rows and columns, to hold together."""
        for pair in PAIRS:
            if all(k in working for k in pair) and self._apart(*pair):
                return pair
        keys = [k for k in self.order if k in working]
        for i, first in enumerate(keys):
            for second in keys[i + 1 :]:
                if self._apart(first, second):
                    return first, second
        return None

    def _apart(self, first: str, second: str) -> bool:
        if first not in self.places or second not in self.places:
            return False
        (r1, c1), (r2, c2) = self.places[first], self.places[second]
        return r1 != r2 and c1 != c2


def _dead(kind: str, number: int, gpio: int) -> Finding:
    if kind == "row":
        return Finding((T("Row {number} dead?", number=number), pin_text(gpio)))
    return Finding((T("Column {number} dead?", number=number), pin_text(gpio)))


def swaps(guesses: list[Finding]) -> list[Finding]:
    """Each suspected swap once, in the order first suspected."""
    return list(dict.fromkeys(guesses))
