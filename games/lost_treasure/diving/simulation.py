"""Many dives in virtual time, played by a simple family diver, to tune the settings.

The simulation drives the real game through ``handle`` with an increasing ``now`` and
delivers the wakes it asks for, exactly like the box's loop but without a clock. The
diver only uses what a player at the table knows: the depth and air on the screen, the
sounds, and what the family remembers of earlier dives in that location.

The figures a family cares about come from :func:`simulate`; the game length needs a
few assumptions about the board game around the box (see :data:`TABLE`).
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field

from games.events import Press, Release
from games.keys import AIR, UP
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import AREAS, Metal
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.state import Phase
from games.virtual_time import VirtualTime

BOTTOM_SOUNDS = frozenset({"treasure", "no_treasure"})


@dataclass(frozen=True)
class Diver:
    """How the simulated family dives.

    Before each area the diver checks that the air left covers the way to an area of
    ``guess_depth``, the search of its floor, a ``reaction_seconds`` pause, the way up
    from there and ``margin_seconds`` to spare; if not, he holds UP. He tries the area
    where treasure was dropped first, then areas nobody has tried, then the rest; he
    remembers each area tried in earlier dives with probability ``memory``.
    """

    reaction_seconds: tuple[float, float] = (0.3, 0.9)
    guess_depth: int = 3
    margin_seconds: float = 0.5
    memory: float = 0.6


@dataclass(frozen=True)
class TableAssumptions:
    """Assumptions about the board game around the box, for the game length.

    A player starts with ``start_money`` and pays ``diving_fee`` for every dive. A turn
    takes ``minutes_per_turn``; a player dives about once every ``turns_per_dive`` turns
    (the other turns go to searching and sailing; after a good dive he may sail for port
    in the same turn, and may dive again next turn without paying again).
    """

    goal: int = 1_000_000
    start_money: int = 150_000
    diving_fee: int = 50_000
    turns_per_dive: float = 2.0
    minutes_per_turn: float = 1.0
    players: tuple[int, ...] = (2, 3, 4)


TABLE = TableAssumptions()


@dataclass(frozen=True)
class DiveResult:
    """One dive: the haul in thousands (0 if none), out of air, areas reached."""

    haul: int
    out_of_air: bool
    areas: int


@dataclass(frozen=True)
class Figures:
    """What a family would care about, over many dives."""

    difficulty: str
    dives: int
    average_haul: float
    typical_haul: float
    successful_average: float
    success_share: float
    out_of_air_share: float
    average_areas: float
    dives_to_goal: float
    table: TableAssumptions = field(default=TABLE)

    def game_minutes(self, players: int) -> float:
        """About how long a game to the goal takes with ``players`` players."""
        turns = self.dives_to_goal * self.table.turns_per_dive * players
        return turns * self.table.minutes_per_turn


class FamilyDiver:
    """Plays dives on a game with the :class:`Diver` strategy."""

    def __init__(self, loop: VirtualTime, diver: Diver, rng: random.Random) -> None:
        self.loop, self.diver, self.rng = loop, diver, rng
        self.tried: dict[tuple[Metal, int], set[int]] = {}
        self.dropped: dict[tuple[Metal, int], int] = {}

    def dive(self, metal: Metal) -> DiveResult:
        """Enter ``metal``'s location, fill the tank, dive, and come up (or not)."""
        game, loop = self.loop.game.state, self.loop
        where = (metal, game.ocean.site(metal).location)
        for key in (*str(where[1]), AIR):
            self._press(key)
        while game.phase is Phase.FILLING and loop.next_wake():
            pass
        areas = 0
        for area in self._plan(where):
            if game.phase is not Phase.DIVING or not self._air_enough():
                break
            self._hold_until(str(area), BOTTOM_SOUNDS)
            self._remember(where, area)
            areas += 1
            loop.wait(self.rng.uniform(*self.diver.reaction_seconds))
        if game.phase is Phase.DIVING:
            self._hold_until(UP, frozenset())
        return self._result(where, areas)

    def _plan(self, where: tuple[Metal, int]) -> list[int]:
        tried = self.tried.get(where, set())
        order = [area for area in AREAS if area not in tried]
        self.rng.shuffle(order)
        rest = [area for area in AREAS if area in tried]
        self.rng.shuffle(rest)
        drop = self.dropped.pop(where, None)
        first = [drop] if drop is not None else []
        return first + [area for area in order + rest if area != drop]

    def _air_enough(self) -> bool:
        dive, timing, now = (
            self.loop.game.state.dive,
            self.loop.game.state.settings.timing(),
            self.loop.now,
        )
        if dive is None:
            return False
        levels_there = max(1, abs(self.diver.guess_depth - dive.level))
        needed = (
            levels_there * timing.level_seconds
            + timing.search_seconds
            + self.diver.reaction_seconds[1]
            + self.diver.guess_depth * timing.up_seconds
            + self.diver.margin_seconds
        )
        return dive.air(now) * timing.unit_seconds >= needed

    def _hold_until(self, key: str, wanted: frozenset[str]) -> None:
        """Hold ``key`` until one of the ``wanted`` cues sounds (or nothing more happens)."""
        loop, game = self.loop, self.loop.game.state
        since = len(loop.log)
        loop.send(Press(key))
        while game.phase is Phase.DIVING and not wanted & set(loop.sounds(since)):
            if not loop.next_wake():
                break
        loop.send(Release(key))

    def _press(self, key: str) -> None:
        self.loop.send(Press(key))
        self.loop.wait(0.1)
        self.loop.send(Release(key))
        self.loop.wait(0.2)

    def _remember(self, where: tuple[Metal, int], area: int) -> None:
        if self.rng.random() < self.diver.memory:
            self.tried.setdefault(where, set()).add(area)

    def _result(self, where: tuple[Metal, int], areas: int) -> DiveResult:
        notice = self.loop.game.state.notice
        if notice.kind in ("out_of_air", "out_of_air_on_top"):
            if notice.dropped and notice.number is not None:
                self.dropped[where] = notice.number
            return DiveResult(0, True, areas)
        haul = notice.value if notice.kind == "haul" else 0
        if notice.kind == "haul" and notice.metal is not None:
            self.tried.pop(where, None)
        return DiveResult(haul, False, areas)


def play_dives(
    dives: int, seed: int, settings: LostTreasureSettings, diver: Diver | None = None
) -> list[DiveResult]:
    """Play ``dives`` dives, gold and silver at random, on one game from ``seed``."""
    game = LostTreasureGame.new(random.Random(seed), settings, 0.0)
    family = FamilyDiver(VirtualTime(game), diver or Diver(), random.Random(seed + 1))
    choose = random.Random(seed + 2)
    return [family.dive(choose.choice(list(Metal))) for _ in range(dives)]


def simulate(
    dives: int,
    seed: int,
    settings: LostTreasureSettings,
    diver: Diver | None = None,
    table: TableAssumptions = TABLE,
) -> Figures:
    """The family's figures over ``dives`` dives, the game length under ``table``."""
    results = play_dives(dives, seed, settings, diver)
    hauls = [result.haul for result in results]
    successful = [haul for haul in hauls if haul]
    average = statistics.fmean(hauls)
    net = average * 1000 - table.diving_fee
    to_goal = (table.goal - table.start_money) / net if net > 0 else float("inf")
    return Figures(
        difficulty=settings.difficulty,
        dives=len(results),
        average_haul=average,
        typical_haul=statistics.median(successful) if successful else 0.0,
        successful_average=statistics.fmean(successful) if successful else 0.0,
        success_share=len(successful) / len(results),
        out_of_air_share=sum(result.out_of_air for result in results) / len(results),
        average_areas=statistics.fmean(result.areas for result in results),
        dives_to_goal=to_goal,
        table=table,
    )
