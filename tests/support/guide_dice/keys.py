"""Which action each key runs: one table (the game has one phase)."""

from __future__ import annotations

from games.base import GameBase, KeyAction
from games.dispatch import KeyTable, Refused, digit, on
from games.effects import Effect, Sound
from games.keys import CLEAR, VALUE
from guide_dice.state import MOST_DICE, GuideDiceState

Game = GameBase[GuideDiceState]
"""What an action is given: the game, its state in ``game.state``."""


def choose_dice(game: Game, key: str, now: float) -> list[Effect]:
    """1 to 3: how many dice."""
    state = game.state
    if digit(key) == state.dice:
        raise Refused()
    state.dice, state.roll = digit(key), ()
    return [Sound("key"), *game.redraw(now)]


def roll(game: Game, key: str, now: float) -> list[Effect]:
    """VALUE: roll the dice."""
    state = game.state
    state.roll = tuple(state.rng.randint(1, 6) for _ in range(state.dice))
    return [Sound("roll"), *game.redraw(now)]


def clear(game: Game, key: str, now: float) -> list[Effect]:
    """CLEAR: the roll goes (refused when there is none)."""
    state = game.state
    if not state.roll:
        raise Refused()
    state.roll = ()
    return [Sound("key"), *game.redraw(now)]


KEYS: KeyTable[KeyAction[Game]] = {
    **on((str(n) for n in range(1, MOST_DICE + 1)), choose_dice),
    VALUE: roll,
    CLEAR: clear,
}
