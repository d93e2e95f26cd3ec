"""Which action each key runs in Lost Treasure: one table at the surface, one in a dive.

Built with :mod:`games.dispatch`. An action takes ``(game, key, now)`` and returns its
effects, or raises :class:`~games.dispatch.Refused` before it changes anything. While
the compass spins or the tank fills, no key has an action (the game ignores them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.dispatch import KeyTable, Refused, digit, on, on_digits
from games.effects import Effect, Sound
from games.keys import AIR, CLEAR, DIRECTION_KEYS, UP, VALUE
from games.lost_treasure import screens
from games.lost_treasure.compass import QUESTION_KEYS, Answer, answer
from games.lost_treasure.dive import Dive
from games.lost_treasure.notice import Notice
from games.lost_treasure.state import LOCATION_DIGITS, Phase

if TYPE_CHECKING:
    from collections.abc import Callable

    from games.lost_treasure.game import LostTreasureGame

    Action = Callable[[LostTreasureGame, str, float], list[Effect]]


# At the surface.


def enter_digit(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """A digit: the next figure of a location (two at most; 9 is none)."""
    if key not in LOCATION_DIGITS or len(game.entry) == 2:
        raise Refused()
    game.entry += key
    return [Sound("key"), *game.view(now)]


def ask(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """A direction key: ask the compass about the location entered (or, with none
    entered, show that metal's answers so far)."""
    if len(game.entry) == 1:
        raise Refused()
    if not game.entry:
        return show_history(game, key, now)
    metal, axis = QUESTION_KEYS[key]
    location = int(game.entry)
    given = Answer(metal, axis, location, answer(axis, location, game.ocean.site(metal).location))
    game.history[metal].append(given)
    game.question, game.entry = given, ""
    game.start_steps(Phase.SPINNING, now)
    return [Sound("spin"), *game.view(now)]


def show_history(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """A direction key with no location: the metal's answers, the next page each time."""
    metal, shown = QUESTION_KEYS[key][0], game.shown_before
    page = shown.page + 1 if shown.kind == "history" and shown.metal == metal else 0
    pages = max(1, -(-len(game.history[metal]) // screens.HISTORY_PAGE))
    game.notice = Notice("history", metal=metal, page=page % pages)
    return [Sound("key"), *game.view(now)]


def fill_tank(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """AIR or UP after a location: dive there (the tank fills first), if a treasure is."""
    if len(game.entry) != 2:
        raise Refused()
    location, game.entry = int(game.entry), ""
    metal = game.ocean.metal_at(location)
    if metal is None:
        game.notice = Notice("not_here", number=location)
        return [Sound("not_here"), *game.view(now)]
    game.metal = metal
    game.dive = Dive(game.ocean.site(metal).depths, game.settings.timing())
    game.start_steps(Phase.FILLING, now)
    return [Sound("fill"), *game.view(now)]


def show_haul(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """VALUE: the last dive's haul."""
    if game.last_haul is None:
        game.notice = Notice("no_haul")
    elif game.last_haul == 0:
        game.notice = Notice("no_haul", again=True)
    else:
        game.notice = Notice("haul", value=game.last_haul, again=True)
    return [Sound("key"), *game.view(now)]


def clear(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """CLEAR: the location half entered goes."""
    game.entry = ""
    return [Sound("key"), *game.view(now)]


# In a dive.


def press_area(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """An area key: the diver goes down to that area, while it is held."""
    return game.dive_news(game.diver.press_area(digit(key), key, now), now)


def press_up(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """AIR or UP: the diver comes up, while it is held."""
    return game.dive_news(game.diver.press_up(key, now), now)


def not_in_a_dive(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """A key with no use under water."""
    raise Refused()


def call_off(game: LostTreasureGame, key: str, now: float) -> list[Effect]:
    """CLEAR with the tank full, before the first area key: no dive, nothing lost."""
    if game.diver.is_started:
        return []  # CLEAR never ends a dive
    game.notice = Notice("called_off")
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
