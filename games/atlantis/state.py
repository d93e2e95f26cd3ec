"""The whole state of a game at the table: whose turn, which step, decks, hands, scores.

An :class:`AtlantisState` is plain data that the key actions change and the screens
read; :mod:`games.atlantis.saved` turns it into JSON and back.

Taking a key back (CLEAR) never rebuilds the past from the present: a key that can be
taken back first keeps the whole state as it was (the game's
:meth:`~games.base.GameBase.keep`), and CLEAR puts exactly that back
(:meth:`~games.base.GameBase.take_back`), one key at a time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from games.atlantis.tiles.decks import Decks
from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.hands import Hands
from games.atlantis.tiles.tiles import Back, Kind
from games.errors import StateError
from games.seats.colours import Colours, game_colours

STEPS = 4


class Phase(StrEnum):
    """Where the table is: setting up, a step of a turn, or the end."""

    PLAYERS = "players"
    COLOURS = "colours"
    PLACING = "placing"
    HAND = "hand"
    PLAYED = "played"
    MOVING = "moving"
    LIFTING = "lifting"
    LOOK = "look"
    SEEN = "seen"
    LIFTED = "lifted"
    ROLL = "roll"
    ROLLING = "rolling"
    ROLLED = "rolled"
    ERUPTED = "erupted"
    SCORING = "scoring"
    RANKING = "ranking"

    @property
    def step(self) -> int | None:
        """The step of the turn (1 to 4) this phase belongs to, or None."""
        return STEP_OF.get(self)


STEP_OF: dict[Phase, int] = {
    Phase.HAND: 1,
    Phase.PLAYED: 1,
    Phase.MOVING: 2,
    Phase.LIFTING: 3,
    Phase.LOOK: 3,
    Phase.SEEN: 3,
    Phase.LIFTED: 3,
    Phase.ROLL: 4,
    Phase.ROLLING: 4,
    Phase.ROLLED: 4,
}


class Overlay(StrEnum):
    """A screen over the turn that leaves the turn where it was."""

    NONE = "none"
    OVERVIEW = "overview"
    HAND = "hand"
    DEFENDER = "defender"
    DEFENCE_TILE = "defence-tile"
    DEFENCE_HAND = "defence-hand"
    DEFENDED = "defended"


@dataclass
class AtlantisState:
    """Everything the box knows about one game."""

    rng: random.Random
    decks: Decks
    explorers: tuple[int, ...]
    proposed_players: int = 4
    players: int = 0
    first: int = 1
    current: int = 1
    phase: Phase = Phase.PLAYERS
    played: Back | None = None
    lifted: tuple[Kind, Back] | None = None
    creature: Creature | None = None
    frames_left: int = 0
    next_frame_at: float = 0.0
    overlay: Overlay = Overlay.NONE
    defender: int = 0
    defended: Back | None = None
    hands: Hands = field(default_factory=lambda: Hands.empty(0))
    scores: dict[int, list[int]] = field(default_factory=dict)
    scoring: int = 1
    paused_left: float | None = None
    colours: Colours = field(default_factory=lambda: game_colours("atlantis"))
    """Each seat's colour, seat 1 first (see :mod:`games.seats.colours`)."""

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats at the table, 1 to the number of players."""
        return tuple(range(1, self.players + 1))

    @property
    def step(self) -> int | None:
        """The step of the current turn, or None outside the turns."""
        return self.phase.step

    def next_seat(self, seat: int) -> int:
        """The seat to the left of ``seat`` (clockwise)."""
        return seat % self.players + 1

    def totals(self) -> dict[int, int]:
        """Each seat's points so far."""
        return {seat: sum(self.scores.get(seat, [])) for seat in self.seats}

    @property
    def is_paused(self) -> bool:
        """True while the box's menu stops the tumbling die."""
        return self.paused_left is not None

    def check(self) -> None:
        """StateError if the parts of the state do not fit together."""
        setting_up = self.phase is Phase.PLAYERS
        problems = [
            (not setting_up and not 2 <= self.players <= 4, "the number of players"),
            (not setting_up and self.hands.seats != self.seats, "the hands"),
            (self.players and self.current not in self.seats, "whose turn it is"),
            (self.phase is Phase.PLAYED and self.played is None, "the tile played"),
            (self.phase in LIFT_SHOWN and self.lifted is None, "the tile lifted"),
            (self.phase is Phase.ROLLING and self.frames_left <= 0, "the tumbling die"),
            (self.phase in DIE_SHOWN and self.creature is None, "the die"),
            (self.overlay is Overlay.DEFENDED and self.defended is None, "the defence"),
        ]
        for broken, what in problems:
            if broken:
                raise StateError(f"the saved Atlantis game does not add up: {what}")


LIFT_SHOWN = frozenset({Phase.LOOK, Phase.SEEN, Phase.LIFTED, Phase.ERUPTED})
DIE_SHOWN = frozenset({Phase.ROLLING, Phase.ROLLED})
