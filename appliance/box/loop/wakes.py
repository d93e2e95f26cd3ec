"""The timers a game asked for (``WakeAt``), one per tag, on the event loop."""

from __future__ import annotations

from collections.abc import Callable

from appliance.box.loop.event_loop import EventLoop, Timer


class Wakes:
    """A game's timers by tag: a new one for a tag replaces the old."""

    def __init__(self, loop: EventLoop) -> None:
        self._loop = loop
        self._timers: dict[str, Timer] = {}

    def set(self, at: float, tag: str, call: Callable[[], None]) -> None:
        """Call ``call`` at ``at`` (after cancelling the tag's timer, if any)."""
        self.cancel(tag)
        self._timers[tag] = self._loop.call_at(at, call)

    def fired(self, tag: str) -> None:
        """The tag's timer went off: it is no longer pending."""
        self._timers.pop(tag, None)

    def cancel(self, tag: str) -> None:
        """Cancel the tag's timer, if any."""
        timer = self._timers.pop(tag, None)
        if timer:
            timer.cancel()

    def cancel_all(self) -> None:
        """Cancel every timer."""
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
