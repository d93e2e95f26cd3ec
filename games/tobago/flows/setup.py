"""Setting up: how many play, the island (see :mod:`games.tobago.flows.board`; a game
saved by an earlier version may still be building a generated island row by row),
placing the landmarks hex by hex, then each player's starting clue.

Keys: digits 2-4 choose the players (AIR keeps the number offered); AIR goes on a page,
CLEAR goes back one, UP skips the rows of terrain; on a landmark's map the direction keys
move the cursor to look around.
"""

from __future__ import annotations

import itertools

from games.dispatch import Refused
from games.effects import Effect, Sound
from games.seats.colours import MOST_SEATS, colours_said, recolour
from games.tobago.flows import Table, board, landmarks
from games.tobago.flows.clue import begin_clue
from games.tobago.island.island import Island, Landmark, LandmarkKind, Terrain
from games.tobago.state import Phase, Purpose, TobagoState
from games.tobago.treasure.amulets import Amulets
from games.tobago.treasure.deck import Treasury
from games.tobago.views.map_view import moved, spot_of

RUNS_PER_PAGE = 3
KINDS = (LandmarkKind.HUT, LandmarkKind.PALM, LandmarkKind.STATUE)


def terrain_pages(island: Island) -> list[tuple[int, list[tuple[Terrain, int]]]]:
    """Each row's runs of one terrain from the left, a few runs to a page: (row, runs)."""
    pages = []
    rows = itertools.groupby(island.hexes, key=lambda h: h[1])
    for number, (_, hexes) in enumerate(rows):
        lands = [island.terrain[h] for h in hexes]
        runs = [(land, len(list(group))) for land, group in itertools.groupby(lands)]
        for start in range(0, len(runs), RUNS_PER_PAGE):
            pages.append((number, runs[start : start + RUNS_PER_PAGE]))
    return pages


def landmark_order(island: Island) -> list[Landmark]:
    """The landmarks in the order they are placed: huts, palms, statues, each top down."""
    return [
        mark
        for kind in KINDS
        for mark in sorted(island.landmarks_of(kind), key=lambda m: (m.hex[1], m.hex[0]))
    ]


def choose_players(state: TobagoState, players: int) -> None:
    """Set the number of players: empty hands of gold and amulets for each."""
    state.players = players
    state.treasury = Treasury(state.treasury.deck, [], {p: [] for p in range(1, players + 1)})
    state.amulets = Amulets.new(players)


def players_digit(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if key not in "234":
        raise Refused()
    choose_players(state, int(key))
    return after_players(game, "", now)


def to_colours(game: Table, key: str, now: float) -> list[Effect]:
    """UP while choosing the players: the seats' colours."""
    game.state.phase = Phase.SETUP_COLOURS
    return [Sound("key"), colours_said()]


def change_colour(game: Table, key: str, now: float) -> list[Effect]:
    """A seat key at the colours step: that seat's next colour (CLEAR takes it back)."""
    state = game.state
    changed, effects = recolour(state.colours, MOST_SEATS, key)
    state.colours_before.append(state.colours)
    state.colours = changed
    return effects


def colours_back(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR at the colours step: the last colour changed taken back; with none, the
    number of players again."""
    state = game.state
    if state.colours_before:
        state.colours = state.colours_before.pop()
    else:
        state.phase = Phase.SETUP_PLAYERS
    return [Sound("key")]


def colours_done(game: Table, key: str, now: float) -> list[Effect]:
    """AIR at the colours step: the number of players again."""
    game.state.phase, game.state.colours_before = Phase.SETUP_PLAYERS, []
    return [Sound("key")]


def after_players(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.record(f"players {state.players}")
    state.phase = Phase.SETUP_TERRAIN if state.generated else Phase.SETUP_LANDMARKS
    state.page = 0
    if state.board is not None:
        board.begin(state)
    return [Sound("key")]


def terrain_next(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.page += 1
    if state.page > len(terrain_pages(state.island)):
        return to_landmarks(game, key, now)
    return [Sound("key")]


def terrain_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.page == 0:
        state.phase = Phase.SETUP_PLAYERS
    state.page = max(0, state.page - 1)
    return [Sound("key")]


def to_landmarks(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.phase, state.page = Phase.SETUP_LANDMARKS, 0
    return [Sound("key")]


def landmark_next(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.spot = None
    state.page += 1
    if state.page > len(landmark_order(state.island)):
        state.page, state.starts = 0, []
        begin_clue(state, Purpose.START, player=1)
    return [Sound("key")]


def landmark_back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.spot = None
    if state.page > 0:
        state.page -= 1
    elif state.board is not None:
        board.landmarks_back(state)
    elif state.generated:
        state.phase, state.page = Phase.SETUP_TERRAIN, len(terrain_pages(state.island))
    else:
        state.phase = Phase.SETUP_PLAYERS
    return [Sound("key")]


def landmark_digit(game: Table, key: str, now: float) -> list[Effect]:
    """On the first landmarks screen, 2: the table places them and points them out."""
    state = game.state
    if key != "2" or state.page != 0:
        raise Refused()
    return landmarks.begin(game, "", now)


def landmark_pan(game: Table, key: str, now: float) -> list[Effect]:
    """A direction key moves the map's cursor away from the landmark, to look around."""
    state = game.state
    if state.page == 0:
        raise Refused()
    mark = landmark_order(state.island)[state.page - 1]
    state.spot = moved(state.island, state.spot or spot_of(mark.hex), key)
    return [Sound("key")]
