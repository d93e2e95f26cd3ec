"""Which action each key runs: one table (the game has one phase)."""

from __future__ import annotations

from collections.abc import Callable

from games.dispatch import KeyTable, Refused, digit, on
from games.effects import Effect, Sound
from games.keys import CLEAR, VALUE
from guide_dice.state import MOST_DICE, GuideDiceState

Action = Callable[[GuideDiceState, str], list[Effect]]


def choose_dice(state: GuideDiceState, key: str) -> list[Effect]:
    """1 to 3: how many dice."""
    if digit(key) == state.dice:
        raise Refused()
    state.dice, state.roll = digit(key), ()
    return [Sound("key")]


def roll(state: GuideDiceState, key: str) -> list[Effect]:
    """VALUE: roll the dice."""
    state.roll = tuple(state.rng.randint(1, 6) for _ in range(state.dice))
    return [Sound("roll")]


def clear(state: GuideDiceState, key: str) -> list[Effect]:
    """CLEAR: the roll goes (refused when there is none)."""
    if not state.roll:
        raise Refused()
    state.roll = ()
    return [Sound("key")]


KEYS: KeyTable[Action] = {
    **on((str(n) for n in range(1, MOST_DICE + 1)), choose_dice),
    VALUE: roll,
    CLEAR: clear,
}
