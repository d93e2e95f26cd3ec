"""gpiozero's MockFactory for the box: pins that keep only their recent history, and the
key matrix's column pins.

gpiozero's ``MockPin`` appends every change to ``states`` and never forgets (about 950 MB
over 100,000 key events); the box's mock pins keep the last ``HISTORY`` changes, enough
for ``assert_states`` in a test. This module imports gpiozero: import it when mock pins
are wanted, not at boot.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Protocol

from gpiozero.pins.mock import MockFactory, MockPin

HISTORY = 64


class RecentMockPin(MockPin):
    """A MockPin that keeps the last ``HISTORY`` changes of its state."""

    states: deque[Any]

    def clear_states(self) -> None:
        """Forget the history, as MockPin does, and keep it bounded from now on."""
        super().clear_states()
        self.states = deque(self.states, maxlen=HISTORY)


class Wiring(Protocol):
    """What a column pin asks of the key matrix it belongs to."""

    def pulls_low(self, column: Any) -> bool: ...


class ColumnPin(RecentMockPin):
    """A key matrix column, read through the wiring as it is now (``wiring``, given to
    ``MockFactory.pin(..., pin_class=ColumnPin, wiring=...)``, as gpiozero's
    MockConnectedPin takes its ``input_pin``): a scan's dozen row changes cost the mock
    nothing; a finger put on or lifted drives the edge."""

    def __init__(self, factory: Any, info: Any, wiring: Wiring) -> None:
        super().__init__(factory, info)
        self.wiring = wiring

    def _get_state(self) -> bool:
        if self._function == "input" and self._pull == "up":
            return not self.wiring.pulls_low(self)
        return bool(super()._get_state())


def mock_factory() -> Any:
    """A MockFactory whose pins keep a bounded history."""
    return MockFactory(pin_class=RecentMockPin)
