"""Fingers for the key matrix on gpiozero's MockFactory.

``MockKeyMatrix`` wires the matrix like the real panel (with a diode per key): a column
reads low while a pressed key joins it to a row that is driven low. Tests, key scripts
and the terminal front end press keys through it, so the real keypad driver scans real
gpiozero pins.
"""

from __future__ import annotations

from typing import Any

from drivers.pinout import Pinout


class MockKeyMatrix:
    """Presses and releases keys on a MockFactory's pins."""

    def __init__(self, pinout: Pinout, pin_factory: Any) -> None:
        matrix = self

        class RowPin(pin_factory.pin_class):  # type: ignore[name-defined,misc]
            def _change_state(self, value: bool) -> bool:
                changed = super()._change_state(value)
                if changed:
                    matrix._row_changed(self)
                return changed

        self._places = pinout.key_at()
        self._pressed: set[str] = set()
        self._low: set[int] = set()  # the columns a pressed key pulls low now
        self._rows = [pin_factory.pin(n, pin_class=RowPin) for n in pinout.rows]
        self._columns = [pin_factory.pin(n) for n in pinout.columns]

    @property
    def keys(self) -> frozenset[str]:
        """The keys of this keypad (none on a box started without a pin map)."""
        return frozenset(self._places)

    @property
    def pressed(self) -> frozenset[str]:
        """The keys a finger holds down now."""
        return frozenset(self._pressed)

    def press(self, key: str) -> None:
        """Put a finger on a key (KeyError for an unknown key)."""
        if key not in self._places:
            raise KeyError(f"no key named {key!r} on this keypad")
        self._pressed.add(key)
        self._settle(every_column=True)

    def release(self, key: str) -> None:
        """Lift the finger from a key."""
        self._pressed.discard(key)
        self._settle(every_column=True)

    def _row_changed(self, row: Any) -> None:
        # A dozen times a scan: only a row that a pressed key joins can move a column.
        if any(self._rows[self._places[key][0]] is row for key in self._pressed):
            self._settle()

    def _settle(self, every_column: bool = False) -> None:
        # Only the columns whose level changes are driven; a finger put on or lifted
        # checks them all.
        low = set()
        for key in self._pressed:
            r, c = self._places[key]
            row = self._rows[r]
            if row.function == "output" and not row.state:
                low.add(c)
        changed = range(len(self._columns)) if every_column else low ^ self._low
        self._low = low
        for c in changed:
            column = self._columns[c]
            if column.function == "input":
                if c in low:
                    column.drive_low()
                else:
                    column.drive_high()
