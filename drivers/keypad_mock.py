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
                    matrix._settle()
                return changed

        self._places = pinout.key_at()
        self._rows = [pin_factory.pin(n, pin_class=RowPin) for n in pinout.rows]
        self._columns = [pin_factory.pin(n) for n in pinout.columns]
        self._pressed: set[str] = set()

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
        self._settle()

    def release(self, key: str) -> None:
        """Lift the finger from a key."""
        self._pressed.discard(key)
        self._settle()

    def _settle(self) -> None:
        for c, column in enumerate(self._columns):
            if column.function != "input":
                continue
            low = any(
                self._places[key][1] == c
                and self._rows[self._places[key][0]].function == "output"
                and not self._rows[self._places[key][0]].state
                for key in self._pressed
            )
            if low:
                column.drive_low()
            else:
                column.drive_high()
