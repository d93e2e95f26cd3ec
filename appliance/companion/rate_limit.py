"""How often a phone may try to pair: a few well-formed attempts a minute from each
address (a guessed code is also refused by the box's key). There is no cap for all
addresses together: one phone's tries never lock the others out."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable

PER_CLIENT = 5  # attempts in a window, from one address
WINDOW = 60.0  # seconds


class RateLimit:
    """A sliding window of attempts per client (safe from any thread)."""

    def __init__(
        self, now: Callable[[], float], *, per_client: int = PER_CLIENT, window: float = WINDOW
    ) -> None:
        self.now = now
        self.per_client = per_client
        self.window = window
        self._lock = threading.Lock()
        self._clients: dict[str, deque[float]] = {}

    def allow(self, client: str) -> bool:
        """Count an attempt from ``client``: False when it is one too many."""
        now = self.now()
        with self._lock:
            self._forget_before(now - self.window)
            mine = self._clients.setdefault(client, deque())
            if len(mine) >= self.per_client:
                return False
            mine.append(now)
            return True

    def _forget_before(self, start: float) -> None:
        for client, times in list(self._clients.items()):
            while times and times[0] <= start:
                times.popleft()
            if not times:
                del self._clients[client]
