"""The Atlantis game as the box runs it: keys in, screen, lights and sounds out.

The key tables of :mod:`games.atlantis.turn`, :mod:`games.atlantis.ending` and
:mod:`games.atlantis.overlays` say which action each key runs in each phase. A key with
no action, or one whose action refuses, changes nothing: the refusal cue sounds and the
screen's last row gives the reason until the next key.

CLEAR takes back only the last key that changed the game, and only a tile played (in
step 1 or as a defence): that key keeps the whole table aside before it changes it, and
CLEAR puts exactly that back. Any other key that changes the game forgets it (opening
and closing a screen over the turn does not), so CLEAR never meets a table it cannot
restore.
"""

from __future__ import annotations

import random
from typing import Any

from games.atlantis.decks import Decks
from games.atlantis.dispatch import Action, KeyTable, Moment
from games.atlantis.ending import ENDING_KEYS
from games.atlantis.lights import lights_for
from games.atlantis.overlays import (
    OVER_TURN_KEYS,
    OVERLAY_FALLBACKS,
    OVERLAY_KEYS,
    TURN_PHASES,
    VIEWS,
    play_defence,
)
from games.atlantis.refused import Refused
from games.atlantis.screens import noted, screen_for
from games.atlantis.settings import AtlantisSettings
from games.atlantis.table import Overlay, Phase, Table
from games.atlantis.tile_backs import TileBacks
from games.atlantis.turn import (
    DIE_WAKE,
    FALLBACKS,
    TURN_KEYS,
    UNDOABLE,
    die_wakes,
    next_frame,
    pause_die,
    resume_die,
    take_back,
)
from games.effects import Effect, Say, Sound
from games.events import Event, Press, Wake
from games.screen import T


def _phase_keys() -> dict[Phase, KeyTable]:
    tables = {**TURN_KEYS, **ENDING_KEYS}
    return {
        phase: {**OVER_TURN_KEYS, **keys} if phase in TURN_PHASES else keys
        for phase, keys in tables.items()
    }


PHASE_KEYS: dict[Phase, KeyTable] = _phase_keys()
KEEP_UNDO: frozenset[Action] = frozenset({*UNDOABLE, play_defence, *VIEWS, take_back})
"""Keys after which CLEAR may still take back the last play (every other key forgets it)."""


class AtlantisGame:
    """One game of Atlantis at the table (see :class:`~games.atlantis.table.Table`)."""

    def __init__(self, table: Table, settings: AtlantisSettings) -> None:
        self.table = table
        self.settings = settings

    @classmethod
    def deal(cls, backs: TileBacks, rng: random.Random, settings: AtlantisSettings) -> AtlantisGame:
        """A new game: the decks shuffled, the number of players still to choose."""
        decks = Decks.shuffled(backs, rng)
        table = Table(rng, decks, backs.explorer_values, proposed_players=settings.players)
        return cls(table, settings)

    @classmethod
    def restore(cls, data: Any, settings: AtlantisSettings, now: float) -> AtlantisGame:
        """A game from :meth:`snapshot` (StateError if it cannot be trusted)."""
        return cls(Table.from_dict(data, now), settings)

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights, and the die's timer if it is tumbling."""
        return [screen_for(self.table), lights_for(self.table), *die_wakes(self.table)]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """A key press or the die's timer; releases and holds do nothing."""
        moment = Moment(now, self.settings)
        if isinstance(event, Wake):
            return self._shown(next_frame(self.table, moment)) if event.tag == DIE_WAKE else []
        if not isinstance(event, Press):
            return []
        action = self._action(event.key)
        try:
            effects = action(self.table, event.key, moment)
        except Refused as refused:
            shown = noted(screen_for(self.table), refused.reason)
            return [shown, Sound("refused"), Say(refused.reason)]
        if action not in KEEP_UNDO:
            self.table.undo = None
        return self._shown(effects)

    def pause(self, now: float) -> list[Effect]:
        """The box's menu opened over the game: a tumbling die stops, dark and silent."""
        return pause_die(self.table, now)

    def resume(self, now: float) -> list[Effect]:
        """The menu closed: the die tumbles on (the box redraws the rest)."""
        return resume_die(self.table, now)

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data."""
        return self.table.to_dict(now)

    def _action(self, key: str) -> Action:
        overlay = self.table.overlay
        if overlay is not Overlay.NONE:
            return OVERLAY_KEYS.get(overlay, {}).get(key) or OVERLAY_FALLBACKS.get(
                overlay, nothing_now
            )
        return PHASE_KEYS[self.table.phase].get(key) or FALLBACKS.get(self.table.phase, nothing_now)

    def _shown(self, effects: list[Effect]) -> list[Effect]:
        if not effects:
            return []
        return [screen_for(self.table), lights_for(self.table), *effects]


def nothing_now(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A key with no use in this phase."""
    raise Refused(T("That key does nothing now"))
