"""The whole state of a game at the table: whose turn, which step, decks, hands, scores.

A :class:`Table` is plain data that the key handlers change and the screens read. It
saves to JSON with :meth:`Table.to_dict` (times relative to ``now``) and comes back with
:meth:`Table.from_dict`, which raises StateError on anything it cannot trust. A game
saved by the first version of the box (version 1) is read too.

Taking a key back (CLEAR) never rebuilds the past from the present: a key that can be
taken back first keeps the whole table as it was (:meth:`Table.keep_for_undo`), and
CLEAR puts exactly that back (:meth:`Table.undo_last`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from games.atlantis.decks import Decks
from games.atlantis.die import Creature
from games.atlantis.hands import Hands
from games.atlantis.tiles import Back, Kind
from games.base import rng_from_state, rng_state
from games.errors import StateError

VERSION = 2
READABLE_VERSIONS = (1, 2)
STEPS = 4


class Phase(StrEnum):
    """Where the table is: setting up, a step of a turn, or the end."""

    PLAYERS = "players"
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
    DEFENDED = "defended"


@dataclass
class Table:
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
    undo: dict[str, Any] | None = None
    paused_left: float | None = None

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

    def keep_for_undo(self) -> None:
        """Keep the whole table as it is now aside, for CLEAR to put back."""
        self.undo = None
        self.undo = self.to_dict(0.0)

    def undo_last(self, now: float) -> None:
        """Put back the table as :meth:`keep_for_undo` saved it (ValueError if nothing)."""
        if self.undo is None:
            raise ValueError("there is nothing to take back")
        earlier = Table.from_dict(self.undo, now)
        for each in fields(Table):
            setattr(self, each.name, getattr(earlier, each.name))

    def to_dict(self, now: float) -> dict[str, Any]:
        """The state as JSON-ready data; the die's next frame relative to ``now``."""
        if self.paused_left is not None:
            next_frame_in = self.paused_left
        else:
            next_frame_in = max(0.0, self.next_frame_at - now) if self.frames_left else 0.0
        return {
            "version": VERSION,
            "proposed_players": self.proposed_players,
            "players": self.players,
            "first": self.first,
            "current": self.current,
            "phase": self.phase.value,
            "played": self.played.code if self.played else None,
            "lifted": [self.lifted[0].value, self.lifted[1].code] if self.lifted else None,
            "creature": self.creature.value if self.creature else None,
            "frames_left": self.frames_left,
            "next_frame_in": next_frame_in,
            "overlay": self.overlay.value,
            "defender": self.defender,
            "defended": self.defended.code if self.defended else None,
            "decks": self.decks.to_notation(),
            "hands": self.hands.to_notation(),
            "explorers": list(self.explorers),
            "scores": {str(seat): list(values) for seat, values in self.scores.items()},
            "scoring": self.scoring,
            "rng": rng_state(self.rng),
            "undo": self.undo,
        }

    @classmethod
    def from_dict(cls, data: Any, now: float) -> Table:
        """A table from :meth:`to_dict` (StateError if it is malformed or newer)."""
        if not isinstance(data, dict) or data.get("version") not in READABLE_VERSIONS:
            version = data.get("version") if isinstance(data, dict) else None
            raise StateError(f"an Atlantis game of version {version!r}; this box reads {VERSION}")
        try:
            table = cls._read(_from_version_1(data) if data["version"] == 1 else data, now)
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise StateError(f"the saved Atlantis game is unreadable: {error!r}") from None
        table.check()
        return table

    @classmethod
    def _read(cls, data: dict[str, Any], now: float) -> Table:
        lifted = data["lifted"]
        return cls(
            rng=rng_from_state(data["rng"]),
            decks=Decks.from_notation(data["decks"]),
            explorers=tuple(int(v) for v in data["explorers"]),
            proposed_players=int(data["proposed_players"]),
            players=int(data["players"]),
            first=int(data["first"]),
            current=int(data["current"]),
            phase=Phase(data["phase"]),
            played=_back(data["played"]),
            lifted=(Kind(lifted[0]), Back.from_code(lifted[1])) if lifted else None,
            creature=Creature(data["creature"]) if data["creature"] else None,
            frames_left=int(data["frames_left"]),
            next_frame_at=now + float(data["next_frame_in"]),
            overlay=Overlay(data["overlay"]),
            defender=int(data["defender"]),
            defended=_back(data["defended"]),
            hands=Hands.from_notation(data["hands"]),
            scores={int(seat): [int(v) for v in vs] for seat, vs in data["scores"].items()},
            scoring=int(data["scoring"]),
            undo=_undo(data["undo"], now),
        )

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


def _back(code: Any) -> Back | None:
    return Back.from_code(code) if code else None


def _undo(data: Any, now: float) -> dict[str, Any] | None:
    """The saved table CLEAR would put back, checked now so that CLEAR cannot fail later."""
    if data is None:
        return None
    if not isinstance(data, dict) or data.get("undo") is not None:
        raise ValueError(f"{data!r} is not a table to take back to")
    Table.from_dict(data, now)
    return data


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """A game saved by the first box: it had an "out of order" switch (the rulebook has
    none: it is dropped) and nothing to take back kept aside."""
    return {**data, "version": VERSION, "undo": None}
