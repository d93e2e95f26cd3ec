"""One dive, in real time: the diver's level, the air left, the key being held.

The diver starts at the surface (level 0) with a full tank. Holding an area key moves
him level by level to that area's bottom, where he searches the sea floor for
``search_seconds`` before he knows what lies there; holding UP moves him up. Air runs
from the first area key until the surface. A :class:`Dive` knows nothing of treasure: it says
what happened (a :class:`DiveNews`) and the game decides what that means.

Every method takes ``now``; the dive asks to be woken through :meth:`Dive.wakes`.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from games.effects import GAUGE_SIZE

EPSILON = 1e-6
MOVE = "move"
AIR = "air"


class DiveNews(StrEnum):
    """What a key or a timer did to the dive."""

    NOTHING = "nothing"
    BAD_KEY = "bad_key"
    DESCENT = "descent"
    ASCENT = "ascent"
    SETTING_OFF = "setting_off"
    SEARCH = "search"
    STOPPED = "stopped"
    ARRIVED = "arrived"
    AIR = "air"
    SURFACED = "surfaced"
    OUT_OF_AIR = "out_of_air"


@dataclass(frozen=True)
class DiveTiming:
    """How fast a diver moves and breathes."""

    level_seconds: float = 0.4
    up_seconds: float = 0.3
    unit_seconds: float = 2.0
    air_units: int = 12
    search_seconds: float = 3.0

    @property
    def air_seconds(self) -> float:
        """How long a full tank lasts."""
        return self.air_units * self.unit_seconds


@dataclass
class Move:
    """The diver on his way, while ``key`` is held: to an area's bottom or (area None) up.

    He moves one level per ``step_seconds``; at an area's depth he searches its floor
    for ``search_seconds`` (``searching``) and then has arrived.
    """

    key: str
    area: int | None
    target: int
    next_at: float
    step_seconds: float
    search_seconds: float = 0.0
    searching: bool = False

    @classmethod
    def from_dict(cls, data: dict[str, Any], now: float) -> Move:
        """A move from :meth:`Dive.to_dict` (this version's or the first one's)."""
        if "next_at" in data:
            next_at = float(data["next_at"]) + now
        else:  # saved by the first version: level steps counted from ``started_at``
            steps = int(data["steps_done"]) + 1
            next_at = float(data["started_at"]) + now + steps * float(data["step_seconds"])
        area = None if data["area"] is None else int(data["area"])
        return cls(
            key=str(data["key"]),
            area=area,
            target=int(data["target"]),
            next_at=next_at,
            step_seconds=float(data["step_seconds"]),
            search_seconds=float(data.get("search_seconds", 0.0)),
            searching=bool(data.get("searching", data.get("swim", False))),
        )


class Dive:
    """The diver of one turn, from a full tank to the surface or the end of his air."""

    def __init__(self, depths: tuple[int, ...], timing: DiveTiming) -> None:
        self.depths = depths
        self.timing = timing
        self.level = 0
        self.started_at: float | None = None
        self.area: int | None = None
        self.at_bottom = False
        self.bottom_due = False
        self.surface_due = False
        self.move: Move | None = None
        self.carried = 0
        self.profile: list[tuple[float, int]] = []
        self.finds: list[tuple[float, int]] = []

    @property
    def is_started(self) -> bool:
        """True once the first area key went down (the air is running)."""
        return self.started_at is not None

    def elapsed(self, now: float) -> float:
        """Seconds since the first area key."""
        return 0.0 if self.started_at is None else now - self.started_at

    def air(self, now: float) -> float:
        """Units of air left, never below zero."""
        used = self.elapsed(now) / self.timing.unit_seconds
        return max(0.0, self.timing.air_units - used)

    def air_shown(self, now: float) -> int:
        """Air left as the screen shows it: whole units, rounded up."""
        return max(0, math.ceil(self.air(now) - EPSILON))

    def gauge_lit(self, now: float) -> int:
        """How many gauge LEDs are lit (each stands for a sixth of a full tank)."""
        per_led = self.timing.air_units / GAUGE_SIZE
        return max(0, min(GAUGE_SIZE, math.ceil(self.air(now) / per_led - EPSILON)))

    def is_out_of_air(self, now: float) -> bool:
        """True once the air has run out."""
        return self.started_at is not None and self.air(now) <= EPSILON

    def press_area(self, area: int, key: str, now: float) -> DiveNews:
        """An area key went down: set off for its bottom (or BAD_KEY, ignored)."""
        if self.move is not None or (self.bottom_due and area != self.area):
            return DiveNews.BAD_KEY
        if self.started_at is None:
            self.started_at = now
            self.profile.append((0.0, 0))
        already_there = self.at_bottom and area == self.area
        self.area, self.surface_due = area, False
        if already_there:
            return DiveNews.ARRIVED
        self.at_bottom, self.bottom_due = False, True
        depth = self.depths[area - 1]
        step = self.timing.level_seconds
        self.move = Move(key, area, depth, now + step, step, self.timing.search_seconds)
        if depth == self.level:
            return self._search(self.move, now)
        return DiveNews.SETTING_OFF

    @staticmethod
    def _search(move: Move, now: float) -> DiveNews:
        """At the area's depth: he searches its floor before he has arrived."""
        move.searching, move.next_at = True, now + move.search_seconds
        return DiveNews.SEARCH

    def press_up(self, key: str, now: float) -> DiveNews:
        """UP (or AIR) went down: set off for the surface (the "up" sounds with the
        first level risen, as the "down" of an area key with the first level gone down)."""
        if self.move is not None:
            return DiveNews.BAD_KEY
        self.bottom_due = False
        if self.level == 0:
            return DiveNews.SURFACED
        self.at_bottom, self.surface_due = False, True
        step = self.timing.up_seconds
        self.move = Move(key, None, 0, now + step, step)
        return DiveNews.SETTING_OFF

    def release(self, key: str, now: float) -> DiveNews:
        """A key came up: if it is the one moving the diver, he stops where he is."""
        if self.move is None or self.move.key != key:
            return DiveNews.NOTHING
        self.move = None
        return DiveNews.STOPPED

    def step(self, now: float) -> DiveNews:
        """The move timer: one level further, maybe arriving."""
        if self.is_out_of_air(now):
            return DiveNews.OUT_OF_AIR
        move = self.move
        if move is None or move.next_at > now + EPSILON:
            return DiveNews.NOTHING
        if not move.searching:
            going_down = move.target > self.level
            self.level += 1 if going_down else -1
            self.profile.append((self.elapsed(now), self.level))
            move.next_at += move.step_seconds
            level_gone = DiveNews.DESCENT if going_down else DiveNews.ASCENT
            if self.level != move.target:
                return level_gone
            if move.area is not None:
                self._search(move, now)  # the last level's sound; the search has begun
                return level_gone
            self.surface_due = False
        self.move = None
        if move.area is None:
            return DiveNews.SURFACED
        self.at_bottom, self.bottom_due = True, False
        return DiveNews.ARRIVED

    def tick(self, now: float) -> DiveNews:
        """The air timer: a unit of air gone, or all of it."""
        if self.started_at is None:
            return DiveNews.NOTHING
        return DiveNews.OUT_OF_AIR if self.is_out_of_air(now) else DiveNews.AIR

    def wakes(self, now: float) -> dict[str, float | None]:
        """When to wake the dive next, per timer tag (None: no need)."""
        return {MOVE: self.move.next_at if self.move else None, AIR: self._next_air_at(now)}

    def _next_air_at(self, now: float) -> float | None:
        if self.started_at is None:
            return None
        unit = self.timing.unit_seconds
        units_used = math.floor(self.elapsed(now) / unit + EPSILON) + 1
        return min(self.started_at + units_used * unit, self.started_at + self.timing.air_seconds)

    def pick_up(self, pieces: int, now: float) -> None:
        """The diver takes ``pieces`` from the bottom he has reached."""
        self.carried += pieces
        if pieces:
            self.finds.append((self.elapsed(now), self.level))

    def to_dict(self, now: float) -> dict[str, Any]:
        """The dive as JSON-ready data, times relative to ``now``."""
        move = None
        if self.move is not None:
            move = asdict(self.move) | {"next_at": self.move.next_at - now}
        started = None if self.started_at is None else self.started_at - now
        return {
            "level": self.level,
            "started_at": started,
            "area": self.area,
            "at_bottom": self.at_bottom,
            "bottom_due": self.bottom_due,
            "surface_due": self.surface_due,
            "move": move,
            "carried": self.carried,
            "profile": [list(point) for point in self.profile],
            "finds": [list(point) for point in self.finds],
        }

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], depths: tuple[int, ...], timing: DiveTiming, now: float
    ) -> Dive:
        """A dive from :meth:`to_dict` (KeyError, TypeError or ValueError if malformed)."""
        dive = cls(depths, timing)
        dive.level = int(data["level"])
        started = data["started_at"]
        dive.started_at = None if started is None else float(started) + now
        dive.area = None if data["area"] is None else int(data["area"])
        dive.at_bottom, dive.bottom_due = bool(data["at_bottom"]), bool(data["bottom_due"])
        dive.surface_due = bool(data.get("surface_due", False))  # absent before issue 30
        if data["move"] is not None:
            dive.move = Move.from_dict(dict(data["move"]), now)
        dive.carried = int(data["carried"])
        dive.profile = [(float(t), int(level)) for t, level in data["profile"]]
        dive.finds = [(float(t), int(level)) for t, level in data["finds"]]
        possible_area = dive.area is None or 1 <= dive.area <= len(depths)
        if not 0 <= dive.level <= max(depths) or dive.carried < 0 or not possible_area:
            raise ValueError(f"the saved dive is impossible: {data!r}")
        return dive
