"""Which action each key runs in Lost Treasure: one table at the surface, one in a dive.

Built with :mod:`games.dispatch`. An action takes ``(game, key, now)`` and returns its
effects, or raises :class:`~games.dispatch.Refused` before it changes anything. While
the compass spins or the tank fills, no key has an action (the game ignores them).
"""

from __future__ import annotations

from typing import Protocol

from games.base import KeyAction
from games.dispatch import KeyTable, Refused, digit, on, on_digits
from games.effects import Effect, Sound
from games.keys import AIR, CLEAR, DIRECTION_KEYS, UP, VALUE
from games.lost_treasure import screens
from games.lost_treasure.compass import QUESTION_KEYS, Answer, answer
from games.lost_treasure.diving.dive import Dive, DiveNews
from games.lost_treasure.notice import Notice
from games.lost_treasure.state import LOCATION_DIGITS, LostTreasureState, Phase


class Diving(Protocol):
    """The part of the game (:class:`~games.lost_treasure.game.LostTreasureGame`) an
    action uses: the state, the notice shown before the key, the view, and the dive."""

    state: LostTreasureState
    shown_before: Notice

    @property
    def diver(self) -> Dive:
        """The dive under way."""
        ...

    def view(self, now: float, *, screen: bool = True) -> list[Effect]:
        """Lights, screen and timers for the current phase."""
        ...

    def start_steps(self, phase: Phase, now: float) -> None:
        """The compass starts spinning, or the tank filling, at ``now``."""
        ...

    def dive_news(self, news: DiveNews, now: float) -> list[Effect]:
        """The effects of what a key or a timer did to the dive."""
        ...

    def end_dive(self) -> None:
        """Back at the surface: no dive any more."""
        ...


Action = KeyAction[Diving]


# At the surface.


def enter_digit(game: Diving, key: str, now: float) -> list[Effect]:
    """A digit: the next figure of a location (two at most; 9 is none)."""
    state = game.state
    if key not in LOCATION_DIGITS or len(state.entry) == 2:
        raise Refused()
    state.entry += key
    return [Sound("key"), *game.view(now)]


def ask(game: Diving, key: str, now: float) -> list[Effect]:
    """A direction key: ask the compass about the location entered (or, with none
    entered, show that metal's answers so far)."""
    state = game.state
    if len(state.entry) == 1:
        raise Refused()
    if not state.entry:
        return show_history(game, key, now)
    metal, axis = QUESTION_KEYS[key]
    location = int(state.entry)
    given = Answer(metal, axis, location, answer(axis, location, state.ocean.site(metal).location))
    state.history[metal].append(given)
    state.question, state.entry = given, ""
    game.start_steps(Phase.SPINNING, now)
    return [Sound("spin"), *game.view(now)]


def show_history(game: Diving, key: str, now: float) -> list[Effect]:
    """A direction key with no location: the metal's answers, the next page each time."""
    state = game.state
    metal, shown = QUESTION_KEYS[key][0], game.shown_before
    page = shown.page + 1 if shown.kind == "history" and shown.metal == metal else 0
    pages = max(1, -(-len(state.history[metal]) // screens.HISTORY_PAGE))
    state.notice = Notice("history", metal=metal, page=page % pages)
    return [Sound("key"), *game.view(now)]


def fill_tank(game: Diving, key: str, now: float) -> list[Effect]:
    """AIR or UP after a location: dive there (the tank fills first), if a treasure is."""
    state = game.state
    if len(state.entry) != 2:
        raise Refused()
    location, state.entry = int(state.entry), ""
    metal = state.ocean.metal_at(location)
    if metal is None:
        state.notice = Notice("not_here", number=location)
        if state.last_haul is not None:
            state.last_haul = 0  # this turn's: VALUE never shows an older diver's haul
        return [Sound("not_here"), *game.view(now)]
    state.metal = metal
    state.dive = Dive(state.ocean.site(metal).depths, state.settings.timing())
    game.start_steps(Phase.FILLING, now)
    return [Sound("fill"), *game.view(now)]


def show_haul(game: Diving, key: str, now: float) -> list[Effect]:
    """VALUE: the last dive's haul."""
    state = game.state
    if state.last_haul is None:
        state.notice = Notice("no_haul")
    elif state.last_haul == 0:
        state.notice = Notice("no_haul", again=True)
    else:
        state.notice = Notice("haul", value=state.last_haul, again=True)
    return [Sound("key"), *game.view(now)]


def clear(game: Diving, key: str, now: float) -> list[Effect]:
    """CLEAR: the location half entered goes."""
    game.state.entry = ""
    return [Sound("key"), *game.view(now)]


# In a dive.


def press_area(game: Diving, key: str, now: float) -> list[Effect]:
    """An area key: the diver goes down to that area, while it is held."""
    return game.dive_news(game.diver.press_area(digit(key), key, now), now)


def press_up(game: Diving, key: str, now: float) -> list[Effect]:
    """AIR or UP: the diver comes up, while it is held."""
    return game.dive_news(game.diver.press_up(key, now), now)


def not_in_a_dive(game: Diving, key: str, now: float) -> list[Effect]:
    """A key with no use under water."""
    raise Refused()


def call_off(game: Diving, key: str, now: float) -> list[Effect]:
    """CLEAR with the tank full, before the first area key: no dive, nothing lost."""
    if game.diver.is_started:
        return []  # CLEAR never ends a dive
    game.state.notice = Notice("called_off")
    game.end_dive()
    return [Sound("key"), *game.view(now)]


SURFACE_KEYS: KeyTable[Action] = {
    **on_digits(enter_digit),
    **on(DIRECTION_KEYS, ask),
    AIR: fill_tank,
    UP: fill_tank,
    VALUE: show_haul,
    CLEAR: clear,
}
"""The keys at the surface (phase ``idle``)."""

DIVE_KEYS: KeyTable[Action] = {
    **on_digits(press_area),
    AIR: press_up,
    UP: press_up,
    **on(DIRECTION_KEYS, not_in_a_dive),
    VALUE: not_in_a_dive,
    CLEAR: call_off,
}
"""The keys in a dive (phase ``diving``)."""

GAME_KEYS = frozenset(SURFACE_KEYS)
"""Every key the game takes; MENU is the box's."""
