"""Everything the referee knows during a game, as one plain object.

The flows (setup, turns, clues, the split) change it in response to keys; the screens
draw it; :mod:`games.tobago.saved` writes it to JSON and back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from games.screen import Text
from games.seats.colours import Colours, game_colours
from games.tobago.clues.clue import ClueSettings, Relation, Target
from games.tobago.clues.engine import ClueEngine, Refusal
from games.tobago.island.board_choice import BoardChoice
from games.tobago.island.hexgrid import Hex
from games.tobago.island.hexnames import HexNames
from games.tobago.island.island import Island, Landmark
from games.tobago.treasure.amulets import Amulets
from games.tobago.treasure.deck import Treasury
from games.tobago.treasure.maps import MapSheet
from games.tobago.treasure.split import Split

MAPS = 4
SEATS: dict[int, tuple[str, ...]] = {2: ("N", "S"), 3: ("N", "E", "S"), 4: ("N", "E", "S", "W")}


class Phase(StrEnum):
    """Which screen the box is on and what its keys do."""

    SETUP_PLAYERS = "setup-players"
    SETUP_COLOURS = "setup-colours"
    SETUP_BOARD = "setup-board"
    SETUP_SIDE = "setup-side"
    SETUP_JOIN = "setup-join"
    SETUP_LAY = "setup-lay"
    SETUP_TURN = "setup-turn"
    SETUP_TERRAIN = "setup-terrain"
    SETUP_LANDMARKS = "setup-landmarks"
    SETUP_POINT = "setup-point"
    TURN = "turn"
    CLUE = "clue"
    REFUSED = "refused"
    VERDICT = "verdict"
    MAPS = "maps"
    MAP_VIEW = "map-view"
    AMULETS = "amulets"
    AMULET_USE = "amulet-use"
    MARKER_MAP = "marker-map"
    MARKER_PICK = "marker-pick"
    RAISE_MAP = "raise-map"
    RAISE_WHO = "raise-who"
    LOOK = "look"
    OFFER = "offer"
    CURSE = "curse"
    SPLIT_OVER = "split-over"
    WASHED = "washed"
    END = "end"


class Action(StrEnum):
    """The one action of a turn, once taken: a clue, the ATV moved (an amulet picked up
    is part of the move), or the turn passed to exchange the whole hand."""

    CLUE = "clue"
    MOVE = "move"
    PASS = "pass"


class Purpose(StrEnum):
    """Why a clue is being entered."""

    START = "start"  # a player's starting clue at setup
    TURN = "turn"  # the player's action for the turn
    EXTRA = "extra"  # an amulet's extra clue: the turn goes on
    NEXT = "next"  # the first clue on a map emptied by a split


class Step(StrEnum):
    """Which part of a clue is being chosen."""

    MAP = "map"
    RELATION = "relation"
    TARGET = "target"
    CONFIRM = "confirm"


@dataclass
class ClueDraft:
    """A clue being keyed in: who plays it, on which map, what it says."""

    purpose: Purpose
    step: Step
    player: int | None = None
    map_number: int | None = None
    relation: Relation | None = None
    target: Target | None = None


@dataclass
class Shown:
    """What a view screen shows: a map, the candidates before the last clue on it, a
    page of names or a cursor."""

    map_number: int = 1
    before: int = 0
    page: int = 0
    cursor: int = 0
    refusal: Refusal | None = None


@dataclass
class TobagoState:
    """The whole game: island, maps, treasure, amulets, turn and the screen on show."""

    rng: random.Random
    island: Island
    engine: ClueEngine
    treasury: Treasury
    players: int
    rules: ClueSettings
    reshuffle: bool = True
    generated: bool = False
    phase: Phase = Phase.SETUP_PLAYERS
    turn: int = 1
    acted: Action | None = None
    extra_move: bool = False
    starts: list[int] = field(default_factory=list)
    maps: list[MapSheet] = field(default_factory=list)
    amulets: Amulets = field(default_factory=Amulets)
    split: Split | None = None
    draft: ClueDraft | None = None
    shown: Shown = field(default_factory=Shown)
    page: int = 0
    washed: list[Hex] = field(default_factory=list)
    notice: tuple[Text, ...] = ()
    deck_size: int = 41
    history: list[str] = field(default_factory=list)
    board: BoardChoice | None = None
    blink_on: bool = True
    spot: tuple[int, int] | None = None
    pointed: list[Landmark] = field(default_factory=list)
    facing: int | None = None
    colours: Colours = field(default_factory=lambda: game_colours("tobago"))
    """Each seat's colour, seat 1 first (see :mod:`games.seats.colours`)."""
    colours_before: list[Colours] = field(default_factory=list, compare=False, repr=False)
    """The colours before each change at the colours step, for CLEAR (not saved)."""

    def __post_init__(self) -> None:
        self.names = HexNames(self.island)
        if not self.maps:
            self.maps = [MapSheet.empty(self.engine) for _ in range(MAPS)]

    def sheet(self, number: int) -> MapSheet:
        """Map ``number`` (1 to 4)."""
        return self.maps[number - 1]

    def seat(self, player: int | None) -> str | None:
        """The compass light of a player's seat."""
        if player is None or not 1 <= player <= self.players:
            return None
        return SEATS[self.players][player - 1]

    def end_turn(self) -> None:
        """The turn passes to the next player, who has done nothing yet."""
        self.turn = self.next_player(self.turn)
        self.acted, self.extra_move = None, False

    def next_player(self, after: int) -> int:
        """The player after ``after``, round the table."""
        return after % self.players + 1

    def record(self, entry: str) -> None:
        """Write one line in the game's history (saved with the game)."""
        self.history.append(entry)
