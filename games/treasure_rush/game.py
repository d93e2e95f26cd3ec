"""Treasure Rush as a state machine: ``handle(event, now) -> effects``.

The keys in each phase (anything else gets a short refusal sound and changes nothing):

- ``setup``: 2, 3, 4 how many seats; AIR teams of two on/off; UP the judge (table or
  box); CLEAR the seats' colours; $ VALUE deals the deck and turns up the first map.
- ``colours``: a seat key gives that seat the next colour; CLEAR takes back the last
  colour changed (with none, back to setup); AIR back to setup.
- ``hunt``: a seat key (1 to 4) claims, if that seat is still in the round.
- ``hunt``, ``claim``, ``result``, ``over``: UP takes back the last claim, seat waiting
  to claim or verdict since the map was turned up, exactly (the map given back, the
  draw pile's order); one UP a move, latest first.
- ``claim``, the table judges: $ VALUE right, CLEAR wrong.
- ``claim``, the box judges: the card keys 5 to 9 lay cards 1 to 5 on the path front
  up, the same key again flips it; CLEAR takes back the last card; $ VALUE hands the
  path in. Card keys never share a key with a seat.
- ``claim``, either judge: another seat still in the round presses its key to claim
  next; it is judged at once if this claim is wrong.
- ``result``: $ VALUE turns up the next map.
- ``over``: $ VALUE goes back to setup for a new game.

After a wrong claim a notice says who was wrong and what it cost, for a moment (a
timer): over the map while others race on, before the next claim when a seat waits,
before "Everyone failed!" when no seat is left. A key that does something ends it;
while it says who claims next, that claim's verdict keys only end it (the table has
not seen the claim yet).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Literal, Self

from games.base import Game, GameBase, KeyAction, Seat, saved_version
from games.base import Result as GameResult
from games.dispatch import action_for
from games.effects import GAUGE_SIZE, CancelWake, Effect, Lights, Say, Sound, WakeAt, gauge_bar
from games.events import Event, Press, Wake
from games.screen import Screen, T
from games.seats.colours import colours_screen
from games.seats.lights import seat_point
from games.treasure_rush import screens
from games.treasure_rush.card import CARD
from games.treasure_rush.chart import chart_for
from games.treasure_rush.keys import CARD_KEYS, NEW_ROUND, Action, is_second_press, phase_keys
from games.treasure_rush.maps.deck import Dealer
from games.treasure_rush.maps.icon_problem import IconProblem
from games.treasure_rush.maps.icon_set import IconSet, IconSetError, load_icon_set
from games.treasure_rush.notice import NOTICE, WrongNotice
from games.treasure_rush.saved import (
    VERSION,
    check_rules,
    earlier_from_dict,
    earlier_to_dict,
    from_dict,
    to_dict,
)
from games.treasure_rush.settings import TreasureRushSettings
from games.treasure_rush.sounds import REFUSAL_CUE
from games.treasure_rush.state import Judge, Phase, Result, TreasureRushState


class TreasureRushGame(GameBase[TreasureRushState]):
    """The map deck and the score keeper of one game."""

    REFUSAL_CUE = REFUSAL_CUE
    CARD = CARD

    def __init__(
        self,
        table: TreasureRushState,
        icons: IconSet,
        rng: random.Random,
        settings: TreasureRushSettings,
    ) -> None:
        super().__init__(table)
        table.rng = rng
        self.icons = icons
        self.settings = settings
        self.notice: WrongNotice | None = None
        self.settling_until: float | None = None  # a moment after a right verdict

    UNDO_MOST = 12  # a round keeps at most 8: each of 4 seats claims and is judged once

    @property
    def dealer(self) -> Dealer:
        """Who deals new decks, from the table's generator."""
        return Dealer(self.state.rng, self.settings.recipe())

    def undo_stops(self, action: KeyAction[Self]) -> bool:
        """A new map or a new game: what came before it stands (UP takes back only this
        round's claims, seats waiting and verdicts)."""
        return action in NEW_ROUND

    @classmethod
    def new(cls, rng: random.Random, settings: Any, now: float) -> Game:
        """A new game at its setup screen (or the icon file's problem on the screen)."""
        try:
            icons = load_icon_set()
        except IconSetError as error:
            return IconProblem(error)
        return cls.setup(icons, rng, settings or TreasureRushSettings())

    @classmethod
    def restore(
        cls, data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
    ) -> Game:
        """A game from its snapshot (StateError if unreadable or from a newer box).

        ``rng`` takes the saved generator's state, so new decks come out as they would
        have. Every phase comes back as it was; only the wrong notice is dropped, so the
        map shows at once.
        """
        if isinstance(data, Mapping) and not data:
            return cls.new(rng, settings, now)  # saved while the icon file was broken
        saved_version(data, "Treasure Rush", VERSION)  # a newer box's game before the icons
        try:
            icons = load_icon_set()
        except IconSetError as error:
            return IconProblem(error)
        settings = settings or TreasureRushSettings()
        table = from_dict(data, rng, settings, now)
        check_rules(table, settings.deck_size)
        game = cls(table, icons, rng, settings)
        game.earlier = earlier_from_dict(data, rng)
        return game

    @classmethod
    def setup(
        cls, icons: IconSet, rng: random.Random, settings: TreasureRushSettings
    ) -> TreasureRushGame:
        """A new game at its setup screen, with the settings' starting choices."""
        return cls(_fresh_table(settings), icons, rng, settings)

    # The three calls the appliance makes.

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights and the pending timer, from scratch."""
        wake: list[Effect] = [WakeAt(self.notice.until, NOTICE)] if self.notice else []
        return [*wake, *self.view()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """React to a key going down or to the wrong notice's timer; other events do nothing."""
        if isinstance(event, Wake):
            if event.tag != NOTICE or self.notice is None:
                return []
            self.notice = None
            if self.state.result is not Result.NOBODY:
                return self.view()
            return [Sound("nobody"), *self.view(), self.announce()]
        if not isinstance(event, Press) or is_second_press(self, event.key, now):
            return []
        return self.press(event.key, now)

    def key_action(self, key: str) -> Action | None:
        """The key's action in the table of the phase (and the judge, and the notice)."""
        return action_for(phase_keys(self), key)

    def result(self) -> GameResult | None:
        """Once a seat has won: every seat and the maps it won."""
        table = self.state
        if table.phase is not Phase.OVER or table.winner is None:
            return None
        seats = tuple(Seat(seat, table.colours[seat - 1]) for seat in range(1, table.seats + 1))
        scores = dict(enumerate(table.scores(), 1))
        return GameResult(seats, (table.winner,), scores, teams=table.teams)

    @property
    def setting_up(self) -> bool:
        """True while the table chooses the seats, before the game is played."""
        return self.state.phase is Phase.SETUP

    @property
    def seat_colours(self) -> tuple[str, ...]:
        """Each seat's colour, seat 1 first (:class:`games.base.ColouredSeats`)."""
        return self.state.colours

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data: the table by icon code, and the generator.

        The wrong notice is not kept: after a restart the map shows again at once.
        """
        return {**to_dict(self.state, now), **earlier_to_dict(self.earlier)}

    # What is shown.

    def view(self) -> list[Effect]:
        """The screen, the lights and the table's chart."""
        shown = self._screen()
        return [shown, self._lights(), chart_for(self.state, self.icons, shown.lines[0])]

    def announce(self, kind: Literal["result", "prompt"] = "result") -> Say:
        """The screen's title said aloud: "Player 2 wins the map!", "Map 3"."""
        return Say(self._screen().lines[0], kind)

    def _screen(self) -> Screen:
        table, notice = self.state, self.notice
        if notice is not None and table.phase is Phase.HUNT:
            return screens.wrong_over_map(table, self.icons, notice.seat, notice.gave_back)
        if notice is not None:
            return screens.wrong_screen(table, notice.seat, notice.gave_back)
        undo = self.undo_note
        builders: dict[Phase, Callable[[], Screen]] = {
            Phase.SETUP: lambda: screens.setup_screen(table),
            Phase.COLOURS: lambda: colours_screen(table.colours, table.seats, T("AIR: done")),
            Phase.HUNT: lambda: screens.hunt_screen(table, self.icons, undo),
            Phase.CLAIM: lambda: (
                screens.claim_screen(table, self.icons, undo)
                if table.judge is Judge.TABLE
                else screens.keying_screen(table, self.icons, CARD_KEYS, undo)
            ),
            Phase.RESULT: lambda: screens.result_screen(table, undo),
            Phase.OVER: lambda: screens.over_screen(table, undo),
        }
        return builders[table.phase]()

    def _lights(self) -> Lights:
        """The compass points at the seat in the news; the gauge shows its maps.

        With no seat in the news (the race, everyone failed) the gauge shows the leader's.
        """
        table = self.state
        if table.phase in (Phase.SETUP, Phase.COLOURS):
            return Lights()
        if table.phase is Phase.OVER and table.winner is not None:
            return Lights(seat_point(table.seats, table.winner), gauge_bar(GAUGE_SIZE))
        seat = self.notice.seat if self.notice else table.claimant
        if seat is None:
            return Lights(None, self._gauge(max(table.scores())))
        return Lights(seat_point(table.seats, seat), self._gauge(table.score(seat)))

    def _gauge(self, score: int) -> str:
        to_win = self.state.to_win
        return gauge_bar(score if to_win <= GAUGE_SIZE else round(score * GAUGE_SIZE / to_win))

    def done(self, *cues: str) -> list[Effect]:
        """A key did something: its sounds, and the screen anew (a notice ends here)."""
        cancel: list[Effect] = [CancelWake(NOTICE)] if self.notice else []
        self.notice = None
        return [*cancel, *(Sound(cue) for cue in cues), *self.view()]

    def start_over(self) -> None:
        """A new game at setup, with this game's seats, teams and judge."""
        old = self.state
        self.state = _fresh_table(self.settings)
        self.state.rng = old.rng
        self.state.seats, self.state.teams, self.state.judge = old.seats, old.teams, old.judge
        self.state.colours = old.colours


def _fresh_table(settings: TreasureRushSettings) -> TreasureRushState:
    return TreasureRushState(
        seats=settings.seats,
        teams=settings.teams,
        judge=Judge(settings.verdict),
        to_win=settings.maps_to_win,
    )
