"""Which action each key runs, as tables, and the one way a game refuses a key.

Every game dispatches the same way: a phase has a key table (a dict from key name to
action, built with :func:`on` and :func:`on_digits`), :func:`action_for` finds the
action for a key (or the phase's fallback), and an action that may not run raises
:class:`Refused` *before* it changes anything. The game turns a refusal into its
refusal cue and, when there is one, the reason on the screen (:func:`refusal`).

An action's signature is the game's own (``(key, now)``, ``(table, key, moment)``...):
the helpers here only build and read the tables.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from games.effects import Effect, Say, Sound
from games.errors import GameError
from games.keys import DIGITS
from games.screen import Text, plain

Action = TypeVar("Action", bound=Callable[..., Any])
KeyTable = dict[str, Action]


class Refused(GameError, ValueError):
    """A key the game may not take now; raised before anything changes.

    ``reason`` is what the screen (and speech) says, or None for a plain refusal cue;
    ``more`` are further lines of it (``lines`` holds them all).
    """

    def __init__(self, reason: Text | None = None, *more: Text) -> None:
        super().__init__(plain(reason) if reason is not None else "refused")
        self.reason = reason
        self.lines: tuple[Text, ...] = () if reason is None else (reason, *more)


def on(keys: Iterable[str], action: Action) -> dict[str, Action]:
    """The same action for several keys: ``{**on(SEAT_KEYS, claim), VALUE: start}``."""
    return dict.fromkeys(keys, action)


def on_digits(action: Action) -> dict[str, Action]:
    """The same action for the nine digit keys (it reads which one from its key)."""
    return on(DIGITS, action)


def digit(key: str) -> int:
    """The number on a digit key."""
    return int(key)


def action_for(
    table: Mapping[str, Action], key: str, fallback: Action | None = None
) -> Action | None:
    """The action ``table`` gives ``key``, else ``fallback`` (None: the key has none)."""
    return table.get(key, fallback)


def refusal(cue: str, reason: Text | None = None) -> list[Effect]:
    """What a refused key does: the game's refusal cue, and its reason said aloud."""
    return [Sound(cue)] if reason is None else [Sound(cue), Say(reason)]
