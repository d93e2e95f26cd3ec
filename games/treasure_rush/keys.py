"""Which action each key runs in Treasure Rush: a table for each phase and each judge.

Built with :mod:`games.dispatch`. An action takes ``(game, key, now)`` and returns its
effects, or raises :class:`~games.dispatch.Refused` before it changes anything; a key
with no action in the table is refused too.
"""

from __future__ import annotations

from typing import Literal, Protocol

from games.base import KeyAction
from games.dispatch import KeyTable, Refused, digit, on
from games.effects import Effect, Say, Sound, WakeAt
from games.keys import AIR, CLEAR, UP, VALUE
from games.seats.colours import colours_said, recolour
from games.treasure_rush.maps.deck import Dealer
from games.treasure_rush.maps.icon_set import CARDS
from games.treasure_rush.notice import NOTICE, NOTICE_SECONDS, WrongNotice
from games.treasure_rush.state import FEWEST_SEATS, MOST_SEATS, Judge, Phase, TreasureRushState


class Rush(Protocol):
    """The part of the game (:class:`~games.treasure_rush.game.TreasureRushGame`) an
    action uses: the table, the dealer, the wrong notice, what UP takes back, and how
    the game shows and says what a key did."""

    state: TreasureRushState
    notice: WrongNotice | None
    settling_until: float | None
    """Until when a second $ after a right verdict is ignored (see :func:`is_second_press`)."""

    @property
    def dealer(self) -> Dealer:
        """Who deals new decks."""
        ...

    def keep(self, note: str = "") -> None:
        """Keep the table as it is, before the key changes it, for UP to put back."""
        ...

    def take_back(self) -> bool:
        """Put back the table kept last (False: none kept)."""
        ...

    @property
    def undo_note(self) -> str | None:
        """What UP would take back now (a "claim", a "verdict", a "colour"), or None."""
        ...

    def view(self) -> list[Effect]:
        """The screen, the lights and the table's chart."""
        ...

    def done(self, *cues: str) -> list[Effect]:
        """A key did something: its sounds, and the screen anew."""
        ...

    def announce(self, kind: Literal["result", "prompt"] = "result") -> Say:
        """The screen's title said aloud."""
        ...

    def start_over(self) -> None:
        """A new game at setup, with this game's seats, teams and judge."""
        ...


Action = KeyAction[Rush]

SEAT_KEYS = tuple(str(seat) for seat in range(1, MOST_SEATS + 1))
SEAT_COUNT_KEYS = tuple(str(seats) for seats in range(FEWEST_SEATS, MOST_SEATS + 1))
SECOND_PRESS_SECONDS = 1.0
"""How long after a right verdict a second $ is taken for two players agreeing at once
(a deliberate $ for the next map comes later; the wrong notice guards CLEAR for 2.5 s)."""
CARD_KEYS = tuple(str(MOST_SEATS + card) for card in range(1, CARDS + 1))


# Setup.


def choose_seats(game: Rush, key: str, now: float) -> list[Effect]:
    """2, 3 or 4: how many seats."""
    game.state.seats = digit(key)
    return [Sound("key"), *game.view()]


def toggle_teams(game: Rush, key: str, now: float) -> list[Effect]:
    """AIR: teams of two on or off."""
    game.state.teams = not game.state.teams
    return [Sound("key"), *game.view()]


def toggle_judge(game: Rush, key: str, now: float) -> list[Effect]:
    """UP: the table judges, or the box."""
    game.state.judge = Judge.BOX if game.state.judge is Judge.TABLE else Judge.TABLE
    return [Sound("key"), *game.view()]


def to_colours(game: Rush, key: str, now: float) -> list[Effect]:
    """CLEAR at setup: the seats' colours."""
    game.state.phase = Phase.COLOURS
    return [Sound("key"), *game.view(), colours_said()]


def change_colour(game: Rush, key: str, now: float) -> list[Effect]:
    """A seat key at the colours step: that seat's next colour."""
    game.keep("colour")
    game.state.colours, effects = recolour(game.state.colours, game.state.seats, key)
    return [*effects, *game.view()]


def colours_back(game: Rush, key: str, now: float) -> list[Effect]:
    """CLEAR at the colours step: take back the last colour changed; with none, setup."""
    if game.undo_note != "colour" or not game.take_back():
        game.state.phase = Phase.SETUP
    return game.done("undo")


def colours_done(game: Rush, key: str, now: float) -> list[Effect]:
    """AIR at the colours step: setup again."""
    game.state.phase = Phase.SETUP
    return [Sound("key"), *game.view()]


def start(game: Rush, key: str, now: float) -> list[Effect]:
    """VALUE at setup: deal the deck and turn up the first map."""
    game.state.start(game.dealer.deal(), game.dealer)
    return [Sound("new_map"), *game.view(), game.announce("prompt")]


# The race and the verdict.


def claim(game: Rush, key: str, now: float) -> list[Effect]:
    """A seat key in the race: that seat grabs the chest."""
    seat = digit(key)
    if not game.state.can_claim(seat):
        raise Refused()
    game.keep("claim")
    game.state.claim(seat)
    return [*game.done("claim"), game.announce("prompt")]


def wait(game: Rush, key: str, now: float) -> list[Effect]:
    """A seat key during a claim: that seat claims next."""
    seat = digit(key)
    if not game.state.can_queue(seat):
        raise Refused()
    game.keep("claim")
    game.state.wait(seat)
    return game.done("claim")


def right(game: Rush, key: str, now: float) -> list[Effect]:
    """VALUE when the table judges: the claim is right."""
    game.keep("verdict")
    game.state.right()
    cue = "win" if game.state.phase is Phase.OVER else "right"
    game.settling_until = now + SECOND_PRESS_SECONDS
    return [*game.done(cue), game.announce()]


def wrong(game: Rush, key: str, now: float) -> list[Effect]:
    """CLEAR when the table judges: the claim is wrong; the notice shows for a moment."""
    seat = game.state.claimant
    assert seat is not None
    game.keep("verdict")
    lost = game.state.wrong()
    game.notice = WrongNotice(seat, lost is not None, now + NOTICE_SECONDS)
    after = [Sound("claim")] if game.state.phase is Phase.CLAIM else []
    view = game.view()
    return [WakeAt(game.notice.until, NOTICE), Sound("wrong"), *after, *view, game.announce()]


def key_card(game: Rush, key: str, now: float) -> list[Effect]:
    """A card key when the box judges: lay that card on the path, or flip it."""
    if not game.state.key_card(CARD_KEYS.index(key) + 1):
        raise Refused()
    return game.done("key")


def undo(game: Rush, key: str, now: float) -> list[Effect]:
    """CLEAR when the box judges: take back the last card."""
    if not game.state.undo():
        raise Refused()
    return game.done("key")


def hand_in(game: Rush, key: str, now: float) -> list[Effect]:
    """VALUE when the box judges: the path keyed is judged."""
    if not game.state.keyed:
        raise Refused()
    return right(game, key, now) if game.state.keyed_is_right() else wrong(game, key, now)


def show_claim(game: Rush, key: str, now: float) -> list[Effect]:
    """A verdict key on the notice before the next claim: that claim's screen, no verdict
    (the table has not seen the claim yet; a second CLEAR a moment after the first)."""
    return [*game.done(), game.announce("prompt")]


def take_back(game: Rush, key: str, now: float) -> list[Effect]:
    """UP: take back the last claim, seat waiting or verdict of this round, exactly."""
    if not game.take_back():
        raise Refused()
    return [*game.done("undo"), game.announce("prompt")]


# Between rounds.


def next_map(game: Rush, key: str, now: float) -> list[Effect]:
    """VALUE after a round: the next map."""
    game.state.turn_up(game.dealer)
    return [*game.done("new_map"), game.announce("prompt")]


def new_game(game: Rush, key: str, now: float) -> list[Effect]:
    """VALUE after the game: back to setup, with the same choices."""
    game.start_over()
    return game.done("key")


PHASE_KEYS: dict[Phase, KeyTable[Action]] = {
    Phase.SETUP: {
        **on(SEAT_COUNT_KEYS, choose_seats),
        AIR: toggle_teams,
        UP: toggle_judge,
        CLEAR: to_colours,
        VALUE: start,
    },
    Phase.COLOURS: {**on(SEAT_KEYS, change_colour), CLEAR: colours_back, AIR: colours_done},
    Phase.HUNT: {**on(SEAT_KEYS, claim), UP: take_back},
    Phase.RESULT: {VALUE: next_map, UP: take_back},
    Phase.OVER: {VALUE: new_game, UP: take_back},
}
"""The keys of each phase but the claim (see :data:`VERDICT_KEYS`)."""

VERDICT_KEYS: dict[Judge, KeyTable[Action]] = {
    Judge.TABLE: {**on(SEAT_KEYS, wait), VALUE: right, CLEAR: wrong, UP: take_back},
    Judge.BOX: {
        **on(SEAT_KEYS, wait),
        **on(CARD_KEYS, key_card),
        CLEAR: undo,
        VALUE: hand_in,
        UP: take_back,
    },
}
"""The keys of a claim, by who judges it."""

NOTICE_BEFORE_CLAIM: KeyTable[Action] = on((VALUE, CLEAR, *CARD_KEYS), show_claim)
"""While the notice of a wrong claim says who claims next, that claim's verdict keys only
show its screen."""


NEW_ROUND: frozenset[Action] = frozenset({start, next_map, new_game})
"""Keys after which UP takes back nothing from before: a new map, a new game."""


def phase_keys(game: Rush) -> KeyTable[Action]:
    """The key table of the game's phase now."""
    if game.state.phase is Phase.CLAIM and game.notice is not None:
        return {**VERDICT_KEYS[game.state.judge], **NOTICE_BEFORE_CLAIM}
    if game.state.phase is Phase.CLAIM:
        return VERDICT_KEYS[game.state.judge]
    return PHASE_KEYS[game.state.phase]


def is_second_press(game: Rush, key: str, now: float) -> bool:
    """$ again within a moment of a right verdict (two players agreeing at once, as a
    second CLEAR on the wrong notice): ignored, so the verdict is not followed at once by
    the next map or a new game, and UP can still take it back."""
    until = game.settling_until
    settled = game.state.phase in (Phase.RESULT, Phase.OVER)
    return key == VALUE and settled and until is not None and now < until
