"""Treasure Rush as a state machine: ``handle(event, now) -> effects``.

The keys in each phase (anything else gets a short refusal sound and changes nothing):

- ``setup``: 2, 3, 4 how many seats; AIR teams of two on/off; UP the judge (table or
  box); $ VALUE deals the deck and turns up the first map.
- ``hunt``: a seat key (1 to 4) claims, if that seat is still in the round.
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
before "Everyone failed!" when no seat is left. A key that does something ends it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from games.base import rng_state
from games.effects import GAUGE_SIZE, CancelWake, Effect, Lights, Say, Sound, WakeAt, gauge_bar
from games.events import Event, Press, Wake
from games.keys import AIR, CLEAR, UP, VALUE
from games.screen import Screen
from games.treasure_rush import screens
from games.treasure_rush.deck import Dealer
from games.treasure_rush.icon_set import CARDS, IconSet
from games.treasure_rush.position import position
from games.treasure_rush.settings import TreasureRushSettings
from games.treasure_rush.table import FEWEST_SEATS, MOST_SEATS, Judge, Phase, Result, Table

VERSION = 2
NOTICE = "notice"
NOTICE_SECONDS = 2.5
SEAT_KEYS = tuple(str(seat) for seat in range(1, MOST_SEATS + 1))
SEAT_COUNT_KEYS = tuple(str(seats) for seats in range(FEWEST_SEATS, MOST_SEATS + 1))
CARD_KEYS = tuple(str(MOST_SEATS + card) for card in range(1, CARDS + 1))
COMPASS = {1: "N", 2: "E", 3: "S", 4: "W"}
Handler = Callable[[str, float], list[Effect]]


@dataclass(frozen=True)
class WrongNotice:
    """A wrong claim on show until ``until``: who was wrong and whether a map went back."""

    seat: int
    gave_back: bool
    until: float


class TreasureRush:
    """The map deck and the score keeper of one game."""

    def __init__(
        self, table: Table, icons: IconSet, rng: random.Random, settings: TreasureRushSettings
    ) -> None:
        self.table = table
        self.icons = icons
        self.rng = rng
        self.settings = settings
        self.dealer = Dealer(rng, settings.recipe())
        self.notice: WrongNotice | None = None
        self._keys: dict[Phase, dict[str, Handler]] = {
            Phase.SETUP: {
                **{key: self._choose_seats for key in SEAT_COUNT_KEYS},
                AIR: self._toggle_teams,
                UP: self._toggle_judge,
                VALUE: self._start,
            },
            Phase.HUNT: {key: self._claim for key in SEAT_KEYS},
            Phase.RESULT: {VALUE: self._next_map},
            Phase.OVER: {VALUE: self._new_game},
        }
        self._verdict_keys: dict[Judge, dict[str, Handler]] = {
            Judge.TABLE: {
                **{key: self._wait for key in SEAT_KEYS},
                VALUE: self._right,
                CLEAR: self._wrong,
            },
            Judge.BOX: {
                **{key: self._wait for key in SEAT_KEYS},
                **{key: self._key_card for key in CARD_KEYS},
                CLEAR: self._undo,
                VALUE: self._hand_in,
            },
        }

    @classmethod
    def setup(
        cls, icons: IconSet, rng: random.Random, settings: TreasureRushSettings
    ) -> TreasureRush:
        """A new game at its setup screen, with the settings' starting choices."""
        return cls(_fresh_table(settings), icons, rng, settings)

    # The three calls the appliance makes.

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights and the pending timer, from scratch."""
        wake: list[Effect] = [WakeAt(self.notice.until, NOTICE)] if self.notice else []
        return [*wake, *self._view()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """React to a key going down or to the wrong notice's timer; other events do nothing."""
        if isinstance(event, Wake):
            if event.tag != NOTICE or self.notice is None:
                return []
            self.notice = None
            if self.table.result is not Result.NOBODY:
                return self._view()
            return [Sound("nobody"), *self._view(), self._announce()]
        if not isinstance(event, Press):
            return []
        handler = self._handlers().get(event.key)
        return handler(event.key, now) if handler else _refuse()

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data: the table by icon code, and the generator.

        The wrong notice is not kept: after a restart the map shows again at once.
        """
        return {"version": VERSION, "rng": rng_state(self.rng), "position": position(self.table)}

    # What is shown.

    def _handlers(self) -> dict[str, Handler]:
        if self.table.phase is Phase.CLAIM:
            return self._verdict_keys[self.table.judge]
        return self._keys[self.table.phase]

    def _view(self) -> list[Effect]:
        return [self._screen(), self._lights()]

    def _announce(self, kind: Literal["result", "prompt"] = "result") -> Say:
        """The screen's title said aloud: "Player 2 wins the map!", "Map 3"."""
        return Say(self._screen().lines[0], kind)

    def _screen(self) -> Screen:
        table, notice = self.table, self.notice
        if notice is not None and table.phase is Phase.HUNT:
            return screens.wrong_over_map(table, self.icons, notice.seat, notice.gave_back)
        if notice is not None:
            return screens.wrong_screen(table, notice.seat, notice.gave_back)
        builders: dict[Phase, Callable[[], Screen]] = {
            Phase.SETUP: lambda: screens.setup_screen(table),
            Phase.HUNT: lambda: screens.hunt_screen(table, self.icons),
            Phase.CLAIM: lambda: (
                screens.claim_screen(table, self.icons)
                if table.judge is Judge.TABLE
                else screens.keying_screen(table, self.icons, CARD_KEYS)
            ),
            Phase.RESULT: lambda: screens.result_screen(table),
            Phase.OVER: lambda: screens.over_screen(table),
        }
        return builders[table.phase]()

    def _lights(self) -> Lights:
        """The compass points at the seat in the news; the gauge shows its maps.

        With no seat in the news (the race, everyone failed) the gauge shows the leader's.
        """
        table = self.table
        if table.phase is Phase.SETUP:
            return Lights()
        if table.phase is Phase.OVER and table.winner is not None:
            return Lights(COMPASS[table.winner], gauge_bar(GAUGE_SIZE))
        seat = self.notice.seat if self.notice else table.claimant
        if seat is None:
            return Lights(None, self._gauge(max(table.scores())))
        return Lights(COMPASS[seat], self._gauge(table.score(seat)))

    def _gauge(self, score: int) -> str:
        to_win = self.table.to_win
        return gauge_bar(score if to_win <= GAUGE_SIZE else round(score * GAUGE_SIZE / to_win))

    # Setup.

    def _choose_seats(self, key: str, now: float) -> list[Effect]:
        self.table.seats = int(key)
        return [Sound("key"), *self._view()]

    def _toggle_teams(self, key: str, now: float) -> list[Effect]:
        self.table.teams = not self.table.teams
        return [Sound("key"), *self._view()]

    def _toggle_judge(self, key: str, now: float) -> list[Effect]:
        self.table.judge = Judge.BOX if self.table.judge is Judge.TABLE else Judge.TABLE
        return [Sound("key"), *self._view()]

    def _start(self, key: str, now: float) -> list[Effect]:
        self.table.start(self.dealer.deal(), self.dealer)
        return [Sound("new_map"), *self._view(), self._announce("prompt")]

    def _done(self, *cues: str) -> list[Effect]:
        """A key did something: its sounds, and the screen anew (a notice ends here)."""
        cancel: list[Effect] = [CancelWake(NOTICE)] if self.notice else []
        self.notice = None
        return [*cancel, *(Sound(cue) for cue in cues), *self._view()]

    # The race and the verdict.

    def _claim(self, key: str, now: float) -> list[Effect]:
        seat = int(key)
        if not self.table.can_claim(seat):
            return _refuse()
        self.table.claim(seat)
        return [*self._done("claim"), self._announce("prompt")]

    def _wait(self, key: str, now: float) -> list[Effect]:
        seat = int(key)
        if not self.table.can_queue(seat):
            return _refuse()
        self.table.wait(seat)
        return self._done("claim")

    def _right(self, key: str, now: float) -> list[Effect]:
        self.table.right()
        return [*self._done("win" if self.table.phase is Phase.OVER else "right"), self._announce()]

    def _wrong(self, key: str, now: float) -> list[Effect]:
        seat = self.table.claimant
        assert seat is not None
        lost = self.table.wrong()
        self.notice = WrongNotice(seat, lost is not None, now + NOTICE_SECONDS)
        after = [Sound("claim")] if self.table.phase is Phase.CLAIM else []
        view = self._view()
        return [WakeAt(self.notice.until, NOTICE), Sound("wrong"), *after, *view, self._announce()]

    def _key_card(self, key: str, now: float) -> list[Effect]:
        if not self.table.key_card(CARD_KEYS.index(key) + 1):
            return _refuse()
        return self._done("key")

    def _undo(self, key: str, now: float) -> list[Effect]:
        if not self.table.undo():
            return _refuse()
        return self._done("key")

    def _hand_in(self, key: str, now: float) -> list[Effect]:
        if not self.table.keyed:
            return _refuse()
        return self._right(key, now) if self.table.keyed_is_right() else self._wrong(key, now)

    # Between rounds.

    def _next_map(self, key: str, now: float) -> list[Effect]:
        self.table.turn_up(self.dealer)
        return [*self._done("new_map"), self._announce("prompt")]

    def _new_game(self, key: str, now: float) -> list[Effect]:
        old = self.table
        self.table = _fresh_table(self.settings)
        self.table.seats, self.table.teams, self.table.judge = old.seats, old.teams, old.judge
        return self._done("key")


def _fresh_table(settings: TreasureRushSettings) -> Table:
    return Table(
        seats=settings.seats,
        teams=settings.teams,
        judge=Judge(settings.verdict),
        to_win=settings.maps_to_win,
    )


def _refuse() -> list[Effect]:
    return [Sound("bad_key")]
