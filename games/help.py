"""What now?: the step a game is in and the keys that act in it, for the box's help.

:meth:`games.base.GameBase.what_now` answers it from the game's own state. Each key is
tried on a copy of the game (the game itself never sees it), so the help lists exactly
the keys that would act now; what each does is the game's printed card's words for the
action the key runs (:mod:`games.card`), else the title of the screen it leads to (that
screen's shared face where it is one player's secret: "Player 2 is looking").
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from games.card import Card
from games.effects import Effect, Sound
from games.events import Press
from games.keys import (
    AIR,
    CLEAR,
    DIGITS,
    DIRECTION_KEYS,
    EW_GOLD,
    EW_SILVER,
    NS_GOLD,
    NS_SILVER,
    UP,
    VALUE,
)
from games.screen import Screen, T, Text, mark

KEY_NAMES = {
    AIR: mark("AIR"),
    UP: mark("UP"),
    VALUE: mark("$ VALUE"),
    CLEAR: mark("CLEAR"),
    NS_GOLD: mark("N-S gold"),
    EW_GOLD: mark("E-W gold"),
    NS_SILVER: mark("N-S silver"),
    EW_SILVER: mark("E-W silver"),
}
"""Each key but the digits as its cap names it (MENU is the box's: never listed)."""

ALL_DIRECTIONS = mark("Direction keys")
TRIED = (*DIGITS, *DIRECTION_KEYS, AIR, UP, VALUE, CLEAR)
"""The keys a game may take: every key but MENU, the box's (it closes the help)."""


@dataclass(frozen=True)
class Use:
    """Keys that act now, and what they do."""

    keys: tuple[str, ...]
    does: Text


@dataclass(frozen=True)
class Help:
    """The step, in a line, and each use of the keys that act in it."""

    step: Text
    uses: tuple[Use, ...]

    @property
    def keys(self) -> tuple[str, ...]:
        """Every key that acts now."""
        return tuple(key for use in self.uses for key in use.keys)

    @property
    def lines(self) -> tuple[Text, ...]:
        """A line for each use: "1-4: a clue on that map"; where every key the game may
        take acts, the use of the most keys but digits last, as "Any other key: ..."
        ("Any key" alone); "No key acts now" where none does."""
        uses = list(self.uses)
        if not uses:
            return (T("No key acts now"),)
        if set(self.keys) != set(TRIED):
            return tuple(_line(use) for use in uses)
        most = max(uses, key=lambda use: len(set(use.keys) - set(DIGITS)))  # "1-9" is short
        uses.remove(most)
        if not uses:
            return (T("Any key: {does}", does=most.does),)
        return (*(_line(use) for use in uses), T("Any other key: {does}", does=most.does))


def _line(use: Use) -> Text:
    return T("{keys}: {does}", keys=key_names(use.keys), does=use.does)


class Tried(Protocol):
    """What :func:`acting` needs of a game: its keys in, whether it refused the last, and
    the action a key runs now (None: none, the key is refused)."""

    was_refused: bool

    def handle(self, event: Any, now: float) -> list[Effect]: ...

    def key_action(self, key: str) -> Any: ...


def acting(game: Tried, refusal_cue: str, now: float) -> Iterator[tuple[str, list[Effect]]]:
    """Each key (MENU aside) that acts if pressed now, with what it would do: tried on
    a copy of ``game``, which is left as it is. A key acts when it has an action, is not
    refused (``was_refused``, or the refusal cue among its effects) and does something."""
    for key in TRIED:
        if game.key_action(key) is None:
            continue
        twin = copy.deepcopy(game)
        effects = twin.handle(Press(key), now)
        if effects and not twin.was_refused and Sound(refusal_cue) not in effects:
            yield key, effects


def screen_of(effects: list[Effect]) -> Screen | None:
    """The last screen in ``effects`` (None: they show none)."""
    screens = [e for e in effects if isinstance(e, Screen)]
    return screens[-1] if screens else None


def title_of(shown: Screen | None) -> Text | None:
    """The first line of ``shown`` (of its shared face, if it is one player's secret)."""
    if shown is None:
        return None
    face = shown.shared or shown
    return face.lines[0] if face.lines else None


def key_uses(
    game: Tried,
    refusal_cue: str,
    now: float,
    card: Card | None,
    secret: bool,
) -> tuple[Use, ...]:
    """Each use of the keys that act now, the keys with the same words together. Words
    not on the card are the title of the screen the key leads to, unless the screen now
    is one player's secret (then "go on": its next screen may tell it)."""
    words: dict[Text, list[str]] = {}
    for key, effects in acting(game, refusal_cue, now):
        led_to = T("go on") if secret else title_of(screen_of(effects))
        does = card_words(card, key, game.key_action(key)) or led_to or T("it acts")
        words.setdefault(does, []).append(key)
    return tuple(Use(tuple(keys), does) for does, keys in words.items())


def card_words(card: Card | None, key: str, action: Any) -> Text | None:
    """The card's words for ``key`` running ``action`` (None: the card has none)."""
    if card is None:
        return None
    for use in card.uses:
        if key in use.keys and action in use.actions:
            return use.label
    return None


def key_names(keys: Sequence[str]) -> Text:
    """The keys as their caps name them: "1-4", "AIR/UP", "Direction keys"."""
    parts = [T("{keys}", keys=run) for run in digit_ranges([int(k) for k in keys if k in DIGITS])]
    if set(DIRECTION_KEYS) <= set(keys):
        parts.append(T(ALL_DIRECTIONS))
        keys = [key for key in keys if key not in DIRECTION_KEYS]  # named once, together
    parts += [T(KEY_NAMES[key]) for key in keys if key in KEY_NAMES]
    named = parts[-1]
    for part in reversed(parts[:-1]):
        named = T("{keys}/{more}", keys=part, more=named)
    return named


def digit_ranges(digits: list[int]) -> Iterator[str]:
    """Runs of digits as ranges: [1, 2, 3, 5] gives "1-3", "5"."""
    run: list[int] = []
    for digit in sorted(digits):
        if run and digit != run[-1] + 1:
            yield _run(run)
            run = []
        run.append(digit)
    if run:
        yield _run(run)


def _run(run: list[int]) -> str:
    return str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}"
