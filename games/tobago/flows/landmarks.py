"""The table places the landmarks as the rulebook says, then points each one out on the
box's map: huts, then palm trees, then statues (each statue then its facing).

Keys: the direction keys move the cursor; AIR puts the landmark at the cursor (refused,
with the rule, where the rules forbid it); for a statue UP turns its facing and AIR
keeps it; CLEAR takes the last step back.
"""

from __future__ import annotations

from games.dispatch import Refused
from games.effects import Effect, Sound
from games.screen import T
from games.tobago.flows import Table
from games.tobago.flows.board import settle
from games.tobago.flows.clue import begin_clue
from games.tobago.island.generate import LANDMARK_COUNTS
from games.tobago.island.hexgrid import distance
from games.tobago.island.island import SAME_KIND_SPACING, Landmark, LandmarkKind
from games.tobago.state import Phase, Purpose, TobagoState
from games.tobago.views.map_view import hex_of, moved, spot_of

#: The landmarks in the order they are pointed out.
ORDER = tuple(kind for kind, count in LANDMARK_COUNTS.items() for _ in range(count))


def begin(game: Table, key: str, now: float) -> list[Effect]:
    """Start pointing the landmarks out, the cursor in the middle of the island."""
    state = game.state
    hexes = state.island.hexes
    state.phase, state.pointed, state.facing = Phase.SETUP_POINT, [], None
    state.spot = spot_of(hexes[len(hexes) // 2])
    return [Sound("key")]


def next_kind(state: TobagoState) -> LandmarkKind:
    """The kind of landmark to point out now."""
    return ORDER[len(state.pointed)]


def pan(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.facing is not None:
        raise Refused()
    state.spot = moved(state.island, state.spot or spot_of(state.island.hexes[0]), key)
    return [Sound("key")]


def here(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.facing is not None:
        return _keep_facing(state)
    kind, hex_ = next_kind(state), hex_of(state.spot or (0, 0))
    if hex_ not in state.island.terrain:
        raise Refused(T("That is the sea:"), T("put it on the island."))
    taken = next((m for m in state.pointed if m.hex == hex_), None)
    if taken is not None:
        raise Refused(T("One landmark a hex:"), T("that hex is taken."))
    near = [
        m for m in state.pointed if m.kind == kind and distance(m.hex, hex_) < SAME_KIND_SPACING
    ]
    if near:
        raise Refused(T("Too near the other one:"), T("two of a kind stand 4 apart."))
    if kind is LandmarkKind.STATUE and hex_ in state.island.shore:
        raise Refused(T("Statues stand inland,"), T("never on the shore."))
    if kind is LandmarkKind.STATUE:
        state.facing = 0
        return [Sound("key")]
    return _add(state, Landmark(kind, hex_))


def turn_statue(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.facing is None:
        raise Refused()
    state.facing = (state.facing + 1) % 6
    return [Sound("key")]


def _keep_facing(state: TobagoState) -> list[Effect]:
    statue = Landmark(LandmarkKind.STATUE, hex_of(state.spot or (0, 0)), state.facing)
    state.facing = None
    return _add(state, statue)


def _add(state: TobagoState, mark: Landmark) -> list[Effect]:
    state.pointed.append(mark)
    if len(state.pointed) < len(ORDER):
        return [Sound("key")]
    settle(state, state.island.with_landmarks(state.pointed))
    state.record("landmarks pointed out by the table")
    state.pointed, state.spot = [], None
    begin_clue(state, Purpose.START, map_number=1)
    return [Sound("key")]


def back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.facing is not None:
        state.facing = None
    elif state.pointed:
        state.spot = spot_of(state.pointed.pop().hex)
    else:
        state.phase, state.page, state.spot = Phase.SETUP_LANDMARKS, 0, None
    return [Sound("key")]
