"""The Atlantis game as the box runs it: keys in, screen, lights and sounds out.

The key tables of :mod:`games.atlantis.keys` say which action (of
:mod:`games.atlantis.flows.turn`, :mod:`games.atlantis.flows.ending` and
:mod:`games.atlantis.flows.overlays`) each key runs in each phase. A key with no
action, or one whose action refuses, changes nothing: the refusal cue sounds and the
screen's last row gives the reason until the next key.

CLEAR takes back only the last key that changed the game, and only a tile played (in
step 1 or as a defence): that key keeps the whole table aside before it changes it, and
CLEAR puts exactly that back. Any other key that changes the game forgets it (opening
and closing a screen over the turn does not), so CLEAR never meets a table it cannot
restore.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

from games.atlantis.card import CARD
from games.atlantis.chart import chart_for
from games.atlantis.flows.action import Action
from games.atlantis.flows.scores import winners
from games.atlantis.flows.turn import DIE_WAKE, die_wakes, next_frame, pause_die, resume_die
from games.atlantis.keys import KEEP_UNDO, key_action
from games.atlantis.saved import (
    MOST_TAKE_BACKS,
    after_power_cut,
    check_within_the_set,
    earlier_from_dict,
    earlier_to_dict,
    from_dict,
    to_dict,
)
from games.atlantis.screens import noted, screen_for
from games.atlantis.secrets import private_seat, secrets_for
from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import REFUSAL_CUE
from games.atlantis.state import AtlantisState, Phase
from games.atlantis.tiles.decks import Decks
from games.atlantis.tiles.file_problem import FileProblem
from games.atlantis.tiles.tile_backs import TileBacksError, load_tile_backs
from games.atlantis.views.lights import lights_for
from games.base import GameBase, KeyAction, Result, Seat
from games.dispatch import Refused, refusal
from games.effects import Effect
from games.events import Event, Press, Wake
from games.phones import looked_said, on_a_phone, shared_screen
from games.screen import Screen


class AtlantisGame(GameBase[AtlantisState]):
    """One game of Atlantis at the table (see :class:`~games.atlantis.state.AtlantisState`)."""

    REFUSAL_CUE = REFUSAL_CUE
    CARD = CARD
    UNDO_MOST = MOST_TAKE_BACKS

    def __init__(self, table: AtlantisState, settings: AtlantisSettings) -> None:
        super().__init__(table)
        self.settings = settings
        self.phones: frozenset[int] = frozenset()  # the seats with a paired phone

    @classmethod
    def new(
        cls, rng: random.Random, settings: AtlantisSettings | None, now: float
    ) -> AtlantisGame | FileProblem:
        """A new game: the decks shuffled, the number of players still to choose (or the
        tile-backs file's problem on the screen)."""
        try:
            backs = load_tile_backs()
        except TileBacksError as error:
            return FileProblem(str(error))
        settings = settings or AtlantisSettings()
        decks = Decks.shuffled(backs, rng)
        table = AtlantisState(rng, decks, backs.explorer_values, proposed_players=settings.players)
        return cls(table, settings)

    @classmethod
    def restore(
        cls,
        data: Mapping[str, Any],
        rng: random.Random,
        settings: AtlantisSettings | None,
        now: float,
    ) -> AtlantisGame | FileProblem:
        """A game from :meth:`snapshot` (StateError if it cannot be trusted); after a file
        problem, a new game. A secret on the screen when the power went is hidden again
        (:func:`~games.atlantis.saved.after_power_cut`)."""
        if isinstance(data, Mapping) and "file_problem" in data:
            return cls.new(rng, settings, now)
        settings = settings or AtlantisSettings()
        table = from_dict(data, rng, settings, now)
        check_within_the_set(table)
        after_power_cut(table)
        game = cls(table, settings)
        game.earlier = earlier_from_dict(data, now)
        return game

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights, and the die's timer if it is tumbling."""
        state = self.state
        shown = [self.table_screen(), lights_for(state), *die_wakes(state)]
        return [*shown, chart_for(state), *secrets_for(state)]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """A key press or the die's timer; releases and holds do nothing."""
        if isinstance(event, Wake):
            if event.tag != DIE_WAKE:
                return []
            return self._shown(next_frame(self.state, self.settings))
        if not isinstance(event, Press):
            return []
        looking = self._on_a_phone()
        effects = self.press(event.key, now)
        if self.was_refused:
            return effects
        out = self._shown(effects)
        return [*out, *looked_said(self.state.colours, looking, self._on_a_phone())] if out else []

    def key_action(self, key: str) -> Action:
        """The action ``key`` runs now (see :mod:`games.atlantis.keys`)."""
        return key_action(self.state, key)

    def undo_stops(self, action: KeyAction[Self]) -> bool:
        """CLEAR takes back only a tile played and a step ended: any other key that
        changes the game forgets them (opening and closing a screen over the turn does
        not)."""
        return action not in KEEP_UNDO

    def refused(self, refused: Refused, now: float) -> list[Effect]:
        """The refusal cue; its reason on the screen's last row until the next key."""
        shown = self.table_screen()
        if refused.reason is not None:
            shown = noted(shown, refused.reason)
        return [shown, *refusal(REFUSAL_CUE, refused.reason)]

    def phones_at(self, seats: frozenset[int], now: float) -> list[Effect]:
        """The seats with a paired phone (:class:`games.base.SeatPhones`): the screen anew.
        A seat that loses its phone while looking on it is asked to look alone again."""
        looking = self._on_a_phone()
        self.phones = seats
        if looking is not None and looking not in seats:
            after_power_cut(self.state)  # hidden again, as after a power cut
        return [self.table_screen(), *secrets_for(self.state)]

    def table_screen(self) -> Screen:
        """The OLED's screen: the phase's, or while a seat with a phone looks at a screen
        for its eyes only, that the player looked (and the keys that work now); a seat
        with no phone sees it on the OLED, the phones only that it is looking."""
        shown = screen_for(self.state, back=bool(self.earlier))
        return shared_screen(shown, private_seat(self.state), self.phones, self.state.colours)

    def _on_a_phone(self) -> int | None:
        """The seat whose secret screen is on its phone now, not on the OLED."""
        return on_a_phone(private_seat(self.state), self.phones)

    def pause(self, now: float) -> list[Effect]:
        """The box's menu opened over the game: a tumbling die stops, dark and silent."""
        return pause_die(self.state, now)

    def resume(self, now: float) -> list[Effect]:
        """The menu closed: the die tumbles on (the box redraws the rest)."""
        return resume_die(self.state, now)

    def result(self) -> Result | None:
        """On the ranking: every seat, its points and the seats in first place."""
        table = self.state
        if table.phase is not Phase.RANKING:
            return None
        totals = table.totals()
        seats = tuple(Seat(seat, table.colours[seat - 1]) for seat in table.seats)
        return Result(seats, winners(totals), totals)

    @property
    def setting_up(self) -> bool:
        """True while the table chooses the seats, before the game is played."""
        return self.state.phase is Phase.PLAYERS

    @property
    def seat_colours(self) -> tuple[str, ...]:
        """Each seat's colour, seat 1 first (:class:`games.base.ColouredSeats`)."""
        return self.state.colours

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data."""
        return {**to_dict(self.state, now), **earlier_to_dict(self.earlier)}

    def _shown(self, effects: list[Effect]) -> list[Effect]:
        if not effects:
            return []
        state = self.state
        return [
            self.table_screen(),
            lights_for(state),
            *effects,
            chart_for(state),
            *secrets_for(state),
        ]
