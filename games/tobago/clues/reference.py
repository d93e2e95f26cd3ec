"""A plain, set-based twin of the clue engine: slow, simple and obviously right.

It is the tests' oracle and the benchmark's yardstick, so it shares nothing with the
bitmask engine but the island data, the clue values and the wording of the reasons:
every set is recomputed from the rules' words, hex by hex, on every call.
"""

from __future__ import annotations

from games.screen import Text
from games.tobago.clues.clue import (
    Clue,
    ClueSettings,
    Relation,
    Target,
    reason_contradiction,
    reason_leaves,
    reason_no_target,
    reason_removes_nothing,
)
from games.tobago.island.island import Island

Hex = tuple[int, int]


def steps(a: Hex, b: Hex) -> int:
    """Hex distance, through cube coordinates (x, y, z) = (q, -q - r, r)."""
    ax, ay, az = a[0], -a[0] - a[1], a[1]
    bx, by, bz = b[0], -b[0] - b[1], b[1]
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def target_hexes(island: Island, target: Target) -> set[Hex]:
    """The island hexes that make up ``target`` (none for the sea, which is off the island)."""
    if target == Target.SEA:
        return set()
    if target.landmark is not None:
        return {mark.hex for mark in island.landmarks if mark.kind == target.landmark}
    same = {h for h, terrain in island.terrain.items() if terrain == target.terrain}
    if not target.is_largest:
        return same
    areas = []
    while same:
        area = {same.pop()}
        grown = True
        while grown:
            more = {h for h in same if any(steps(h, a) == 1 for a in area)}
            same -= more
            area |= more
            grown = bool(more)
        areas.append(area)
    return max(areas, key=len, default=set())


def near_sea(island: Island, hex_: Hex, radius: int) -> bool:
    """True when some position at distance 1 to ``radius`` from ``hex_`` is not island."""
    q, r = hex_
    around = [
        (q + dq, r + dr)
        for dq in range(-radius, radius + 1)
        for dr in range(-radius, radius + 1)
        if 1 <= steps((0, 0), (dq, dr)) <= radius
    ]
    return any(spot not in island.terrain for spot in around)


def clue_hexes(island: Island, settings: ClueSettings, clue: Clue) -> set[Hex]:
    """The island hexes that satisfy ``clue`` on their own."""
    relation = clue.relation
    if relation.is_negated:
        return set(island.terrain) - clue_hexes(
            island, settings, Clue(relation.positive, clue.target)
        )
    reach = {
        Relation.IN: 0,
        Relation.NEXT_TO: settings.next_to_distance,
        Relation.IN_SIGHT_OF: settings.sight_distance,
    }[relation]
    if clue.target == Target.SEA:
        return {h for h in island.terrain if reach > 0 and near_sea(island, h, reach)}
    target = target_hexes(island, clue.target)
    if relation == Relation.IN:
        return target
    return {
        h
        for h in island.terrain
        if h not in target and any(1 <= steps(h, t) <= reach for t in target)
    }


def judge(
    island: Island, settings: ClueSettings, candidates: set[Hex], clue: Clue
) -> tuple[bool, Text, set[Hex]]:
    """Whether ``clue`` may be played on a map with ``candidates``; why; the candidates after."""
    if clue.target != Target.SEA and not target_hexes(island, clue.target):
        return False, reason_no_target(clue), candidates
    after = candidates & clue_hexes(island, settings, clue)
    if len(after) == 0:
        return False, reason_contradiction(clue), candidates
    if len(after) == len(candidates):
        lenient = settings.allow_clue_removing_nothing_before_markers
        if not (lenient and len(candidates) > settings.markers):
            return False, reason_removes_nothing(clue), candidates
    return True, reason_leaves(clue, len(after)), after


def replay(
    island: Island, settings: ClueSettings, clues: list[Clue]
) -> list[tuple[bool, Text, set[Hex]]]:
    """The verdict on each clue in turn, starting from every island hex."""
    candidates = set(island.terrain)
    verdicts = []
    for clue in clues:
        verdict = judge(island, settings, candidates, clue)
        candidates = verdict[2]
        verdicts.append(verdict)
    return verdicts
