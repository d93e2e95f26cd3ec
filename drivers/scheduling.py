"""What a driver needs from the event loop: the time, and callbacks on the loop thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Cancellable(Protocol):
    """A pending timer."""

    def cancel(self) -> None:
        """Forget the timer if it has not run yet."""
        ...


class Scheduler(Protocol):
    """The event loop as drivers see it (appliance.box.loop.event_loop.EventLoop provides it)."""

    def now(self) -> float:
        """The loop's clock, in seconds."""
        ...

    def call_soon(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` on the loop thread; safe to call from any thread."""
        ...

    def call_later(self, delay: float, callback: Callable[[], None]) -> Cancellable:
        """Run ``callback`` on the loop thread after ``delay`` seconds."""
        ...
