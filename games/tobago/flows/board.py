"""Choosing the island on the box: the table says what lies on it, or the box picks one.

Keys, by phase:

- how (SETUP_BOARD): 1 the table says which island it has, 2 the box picks one;
- each piece (SETUP_SIDE, three times): 1 or 2, the face that is up, as drawn;
- how they join (SETUP_JOIN): UP shows the next of the four islands those faces make,
  1-4 shows one, AIR takes the one on show;
- laying (SETUP_LAY, when the box picked): AIR the next piece;
- turning (SETUP_TURN): UP turns the picture 60 degrees, AIR when it looks like the
  table seen from the box; the box then places the landmarks.

CLEAR always goes back one step.
"""

from __future__ import annotations

from games.dispatch import Refused
from games.effects import Effect, Sound
from games.screen import T
from games.tobago.clues.engine import ClueEngine
from games.tobago.flows import Table
from games.tobago.island.board_choice import JOINS, BoardChoice
from games.tobago.island.generate import place_landmarks
from games.tobago.island.hexnames import HexNames
from games.tobago.island.island import Island
from games.tobago.island.sections import all_assemblies
from games.tobago.state import MAPS, Phase, TobagoState
from games.tobago.treasure.maps import MapSheet

PIECES = 3


def begin(state: TobagoState) -> None:
    """Ask how the island is chosen; or, when the settings say the box picks
    (``island = "generate"``), pick one and show how to lay it."""
    state.phase, state.page = Phase.SETUP_BOARD, 0
    if _choice(state).by_box:
        try:
            _box_picks(state)
        except Refused as refused:  # shown on the screen; the key that got here is taken
            state.notice = refused.lines


def settle(state: TobagoState, island: Island) -> None:
    """Make ``island`` the game's island: a new clue engine, empty maps, hex names."""
    state.island = island
    state.engine = ClueEngine(island, state.rules)
    state.maps = [MapSheet.empty(state.engine) for _ in range(MAPS)]
    state.names = HexNames(island)


def _choice(state: TobagoState) -> BoardChoice:
    if state.board is None:
        raise ValueError("this game's island is not chosen from the board")
    return state.board


def how(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    if key == "1":
        choice.sides, choice.assembly, choice.by_box = "", None, False
        state.phase = Phase.SETUP_SIDE
    elif key == "2":
        _box_picks(state)
    else:
        raise Refused()
    return [Sound("key")]


def _box_picks(state: TobagoState) -> None:
    """The box picks one of the islands the sections make, and shows how to lay it."""
    choice = _choice(state)
    islands = [a for a in all_assemblies() if choice.makes_island(a)]
    if not islands:
        raise Refused(T("The sections file"), T("makes no island."))
    choice.assembly, choice.by_box = state.rng.choice(islands), True
    choice.sides = choice.assembly.sides
    state.phase, state.page = Phase.SETUP_LAY, 0


def how_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.phase = Phase.SETUP_PLAYERS
    return [Sound("key")]


def side(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if key not in "12":
        raise Refused()
    choice = _choice(state)
    letter = "abc"[len(choice.sides)]
    choice.sides += letter if key == "1" else letter.upper()
    if len(choice.sides) == PIECES:
        choice.join = 0
        state.phase = Phase.SETUP_JOIN
    return [Sound("key")]


def side_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    if choice.sides:
        choice.sides = choice.sides[:-1]
    else:
        state.phase = Phase.SETUP_BOARD
    return [Sound("key")]


def next_join(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    choice.join = (choice.join + 1) % len(JOINS)
    return [Sound("key")]


def join_digit(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if key not in "1234":
        raise Refused()
    _choice(state).join = int(key) - 1
    return [Sound("key")]


def take_join(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    if not choice.makes_island(choice.joins()[choice.join]):
        raise Refused(T("These pieces cannot"), T("join this way."))
    choice.assembly, choice.turns = choice.joins()[choice.join], 0
    state.phase = Phase.SETUP_TURN
    return [Sound("key")]


def join_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    choice.sides = choice.sides[:-1]
    state.phase = Phase.SETUP_SIDE
    return [Sound("key")]


def lay_next(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.page += 1
    if state.page >= PIECES:
        _choice(state).turns = 0
        state.phase, state.page = Phase.SETUP_TURN, 0
    return [Sound("key")]


def lay_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.page > 0:
        state.page -= 1
    else:
        state.phase = Phase.SETUP_BOARD
    return [Sound("key")]


def turn_island(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    choice.turns = (choice.turns + 1) % 6
    return [Sound("key")]


def turned(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    settle(state, place_landmarks(choice.island(), state.rng))
    assembly = choice.assembly
    state.record(f"island {assembly.notation if assembly else '?'} turned {choice.turns}")
    state.phase, state.page = Phase.SETUP_LANDMARKS, 0
    return [Sound("key")]


def turn_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    choice = _choice(state)
    if choice.by_box:
        state.phase, state.page = Phase.SETUP_LAY, PIECES - 1
    else:
        state.phase = Phase.SETUP_JOIN
    return [Sound("key")]


def landmarks_back(state: TobagoState) -> None:
    """Back from the landmarks to turning the island (the landmarks are placed again)."""
    state.phase, state.page = Phase.SETUP_TURN, 0
