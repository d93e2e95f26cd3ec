"""gpiozero's MockFactory for long runs: each mock pin keeps only its recent history.

gpiozero's ``MockPin`` appends every change to ``states`` and never forgets (about 950 MB
over 100,000 key events); the box's mock pins keep the last ``HISTORY`` changes, enough
for ``assert_states`` in a test.
"""

from __future__ import annotations

from collections import deque
from typing import Any

HISTORY = 64


def mock_factory() -> Any:
    """A MockFactory whose pins keep a bounded history."""
    from gpiozero.pins.mock import MockFactory, MockPin

    class RecentMockPin(MockPin):
        def clear_states(self) -> None:
            super().clear_states()
            self.states = deque(self.states, maxlen=HISTORY)  # type: ignore[has-type]

    return MockFactory(pin_class=RecentMockPin)
