"""What the phones are told: the latest of each kind of record, per seat, for the link
to the companion's process (:mod:`appliance.companion.link`).

The box's thread only stores a reference (a few microseconds) and, once the key's job
is done, wakes the link's thread: it never competes with a key for the processor. It
turns the news into what it sends (the frame as PNG) on its own time. A companion that
falls behind simply gets the latest, never a backlog.
"""

from __future__ import annotations

import base64
import io
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from appliance.box.output import Record

PUBLIC = 0  # the "seat" of what every page may see


@dataclass
class Item:
    """One kind of news: its version (0: never told) and what it says."""

    version: int = 0
    value: Any = None
    encoded: str | None = field(default=None, repr=False)


class Feed:
    """The news of the table, public and per seat, with a version for each kind."""

    def __init__(self, wake_later: Callable[[Callable[[], None]], None] | None = None) -> None:
        """``wake_later`` runs a job after the one running now (the loop's ``call_soon``);
        without it, the pages are woken at once."""
        self._changed = threading.Condition()
        self._encoding = threading.Lock()
        self._wake_later = wake_later
        self._wake_due = False
        self._version = 0
        self._items: dict[tuple[int, str], Item] = {}
        self.closed = False

    # -- the box's thread --------------------------------------------------------

    def hear(self, record: Record) -> None:
        """A record of the box's output (an ``Output`` listener): the lights and what
        was said. (Its screens are not the phones': they come in :meth:`hear_table`.)"""
        kind = record.get("type")
        if kind == "lights":
            self.put("lights", {"compass": record["compass"], "gauge": record["gauge"]})
        elif kind == "speech":
            self.put("speech", {"text": record["text"]})

    def hear_table(self, record: Record) -> None:
        """The OLED as the phones may see it, a seat's secret (that seat's news only),
        the game's chart or the evenings remembered (an ``Output`` table listener)."""
        if record["type"] == "frame":
            self.put("frame", record["image"])  # an image is never changed once drawn
            self.put("lines", {"lines": record["lines"]})
        elif record["type"] == "secret":
            self.put("secret", {"lines": record["lines"]}, int(record["seat"]))
        elif record["type"] == "chart":
            self.put("chart", {k: record[k] for k in ("game", "data", "labels")})
        elif record["type"] == "history":
            self.put("history", {k: record[k] for k in ("title", "rows")})

    def put(self, kind: str, value: Any, seat: int = PUBLIC) -> None:
        """Tell ``kind`` anew, to every page (``seat`` 0) or to one seat's page; the same
        news again (a chart or secret the key did not change) is not told twice."""
        with self._changed:
            told = self._items.get((seat, kind))
            if told is not None and kind != "frame" and told.value == value:
                return
            self._version += 1
            self._items[(seat, kind)] = Item(self._version, value)
        self._wake_soon()

    def _wake_soon(self) -> None:
        if self._wake_later is None:
            self.wake()
        elif not self._wake_due:
            self._wake_due = True
            self._wake_later(self.wake)

    def wake(self) -> None:
        """Wake the pages waiting for news."""
        with self._changed:
            self._wake_due = False
            self._changed.notify_all()

    def forget_seats(self) -> None:
        """Every seat's news goes (the pairings ended)."""
        with self._changed:
            self._version += 1
            self._items = {k: v for k, v in self._items.items() if k[0] == PUBLIC}
        self._wake_soon()

    def close(self) -> None:
        """Wake every page for the last time."""
        with self._changed:
            self.closed = True
            self._changed.notify_all()

    # -- the pages' threads ------------------------------------------------------

    def news(
        self, seen: dict[tuple[int, str], int], seat: int | None, timeout: float
    ) -> list[tuple[str, str]]:
        """Wait up to ``timeout`` for news newer than ``seen`` (updated), for every page
        and, with ``seat``, that seat's; each as (kind, JSON text)."""
        newer = self._take(seen, (PUBLIC,) if seat is None else (PUBLIC, seat), timeout)
        return [(kind, self._encoded(item, kind)) for (_, kind), item in newer]

    def every_news(
        self, seen: dict[tuple[int, str], int], timeout: float
    ) -> list[tuple[int, str, str]]:
        """Like ``news``, for every seat at once (the companion's link): each as (seat,
        kind, JSON text)."""
        newer = self._take(seen, None, timeout)
        return [(seat, kind, self._encoded(item, kind)) for (seat, kind), item in newer]

    def _take(
        self, seen: dict[tuple[int, str], int], seats: tuple[int, ...] | None, timeout: float
    ) -> list[tuple[tuple[int, str], Item]]:
        with self._changed:
            self._changed.wait_for(
                lambda: self.closed or bool(self._newer(seen, seats)), timeout=timeout
            )
            newer = self._newer(seen, seats)
            for key, item in newer:
                seen[key] = item.version
        return newer

    def _newer(
        self, seen: dict[tuple[int, str], int], seats: tuple[int, ...] | None
    ) -> list[tuple[tuple[int, str], Item]]:
        newer = [
            (key, item)
            for key, item in self._items.items()
            if (seats is None or key[0] in seats) and item.version > seen.get(key, 0)
        ]
        return sorted(newer, key=lambda pair: pair[1].version)  # in the order they came

    def _encoded(self, item: Item, kind: str) -> str:
        with self._encoding:  # once, for every page
            if item.encoded is None:
                item.encoded = frame_json(item.value) if kind == "frame" else to_json(item.value)
            return item.encoded


def to_json(value: Any) -> str:
    """One line of JSON (server-sent events end a message at a blank line)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def frame_json(image: Any) -> str:
    """The OLED image as a PNG in a data URL, with its size."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False)
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    width, height = image.size
    return to_json({"png": f"data:image/png;base64,{data}", "w": width, "h": height})
