"""Fingers for the key matrix on gpiozero's MockFactory.

``MockKeyMatrix`` wires the matrix like the real panel (with a diode per key): a column
reads low while a pressed key joins it to a row that is driven low. Tests, key scripts
and the terminal front end press keys through it, so the real keypad driver scans real
gpiozero pins. A maker's wiring mistakes can be made on it too: a row or column wire
cut, two row or two column wires swapped at the header (rows and columns counted from
0 here, as the pin map's lists are).
"""

from __future__ import annotations

from typing import Any

from drivers.pins.pinout import Pinout


class MockKeyMatrix:
    """Presses and releases keys on a MockFactory's pins."""

    def __init__(self, pinout: Pinout, pin_factory: Any) -> None:
        from drivers.pins.mock_pins import ColumnPin

        self._places = pinout.key_at()
        self._pressed: set[str] = set()
        # The pin each row and column wire reaches, by the wire's place on the panel.
        self._row_wire = list(range(len(pinout.rows)))
        self._column_wire = list(range(len(pinout.columns)))
        self._cut_rows: set[int] = set()
        self._cut_columns: set[int] = set()
        self._rows = [pin_factory.pin(n) for n in pinout.rows]
        self._columns = [
            pin_factory.pin(n, pin_class=ColumnPin, wiring=self) for n in pinout.columns
        ]

    @property
    def keys(self) -> frozenset[str]:
        """The keys of this keypad (none on a box started without a pin map)."""
        return frozenset(self._places)

    @property
    def columns(self) -> list[Any]:
        """The column pins a finger pulls low (the pins whose edges the keypad hears)."""
        return list(self._columns)

    @property
    def pressed(self) -> frozenset[str]:
        """The keys a finger holds down now."""
        return frozenset(self._pressed)

    def press(self, key: str) -> None:
        """Put a finger on a key (KeyError for an unknown key)."""
        if key not in self._places:
            raise KeyError(f"no key named {key!r} on this keypad")
        self._pressed.add(key)
        self._settle()

    def release(self, key: str) -> None:
        """Lift the finger from a key."""
        self._pressed.discard(key)
        self._settle()

    def cut_row(self, row: int) -> None:
        """Cut a row's wire: none of its keys joins a column any more."""
        self._cut_rows.add(row)
        self._settle()

    def cut_column(self, column: int) -> None:
        """Cut a column's wire."""
        self._cut_columns.add(column)
        self._settle()

    def swap_rows(self, first: int, second: int) -> None:
        """Swap two row wires at the header."""
        wires = self._row_wire
        wires[first], wires[second] = wires[second], wires[first]
        self._settle()

    def swap_columns(self, first: int, second: int) -> None:
        """Swap two column wires at the header."""
        wires = self._column_wire
        wires[first], wires[second] = wires[second], wires[first]
        self._settle()

    def pulls_low(self, column: Any) -> bool:
        """True while a pressed key joins ``column`` to a row driven low (through its diode)."""
        for key in self._pressed:
            r, c = self._places[key]
            if r in self._cut_rows or c in self._cut_columns:
                continue
            row = self._rows[self._row_wire[r]]
            joined = self._columns[self._column_wire[c]] is column
            if joined and row.function == "output" and not row.state:
                return True
        return False

    def _settle(self) -> None:
        for column in self._columns:
            if column.function == "input":
                if self.pulls_low(column):
                    column.drive_low()
                else:
                    column.drive_high()
