"""How often a phone may try to pair: a few attempts a minute from each address, and a
cap for all of them together (a guessed code is also refused by the box's key)."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable

PER_CLIENT = 5  # attempts in a window, from one address
FOR_ALL = 20  # attempts in a window, from every address together
WINDOW = 60.0  # seconds


class RateLimit:
    """A sliding window of attempts, per client and for all (safe from any thread)."""

    def __init__(
        self,
        now: Callable[[], float],
        *,
        per_client: int = PER_CLIENT,
        for_all: int = FOR_ALL,
        window: float = WINDOW,
    ) -> None:
        self.now = now
        self.per_client = per_client
        self.for_all = for_all
        self.window = window
        self._lock = threading.Lock()
        self._all: deque[float] = deque()
        self._clients: dict[str, deque[float]] = {}

    def allow(self, client: str) -> bool:
        """Count an attempt from ``client``: False when it is one too many."""
        now = self.now()
        with self._lock:
            self._forget_before(now - self.window)
            mine = self._clients.setdefault(client, deque())
            if len(mine) >= self.per_client or len(self._all) >= self.for_all:
                return False
            mine.append(now)
            self._all.append(now)
            return True

    def _forget_before(self, start: float) -> None:
        while self._all and self._all[0] <= start:
            self._all.popleft()
        for client, times in list(self._clients.items()):
            while times and times[0] <= start:
                times.popleft()
            if not times:
                del self._clients[client]
