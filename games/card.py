"""What a game's printed card says: each key's use in the game, and the turn in five lines.

A game's ``card.py`` builds a :class:`Card`. Each :class:`KeyUse` names the keys, the
words printed on them and the actions of the game's own key tables those words stand
for, so the card is checked against the tables the game dispatches with
(:func:`drifted`) and cannot say what the keys no longer do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from games.screen import Text

TURN_LINES = 5


@dataclass(frozen=True)
class KeyUse:
    """``keys`` run ``actions`` (one of them, by phase), and the card calls that ``label``."""

    keys: tuple[str, ...]
    label: Text
    actions: tuple[Callable[..., Any], ...]


@dataclass(frozen=True)
class Card:
    """A game's card: its uses of the keys, the turn, and every key table the game has."""

    uses: tuple[KeyUse, ...]
    turn: tuple[Text, ...]
    tables: tuple[Mapping[str, Callable[..., Any]], ...]

    def labels(self, key: str) -> list[Text]:
        """What ``key`` does in this game, in the card's order."""
        return [use.label for use in self.uses if key in use.keys]

    def keys(self) -> set[str]:
        """Every key the card names."""
        return {key for use in self.uses for key in use.keys}


def tables_of(*groups: Mapping[Any, Mapping[str, Callable[..., Any]]]) -> tuple[Mapping, ...]:
    """The key tables of dicts of tables (by phase, by overlay...), in one tuple."""
    return tuple(table for group in groups for table in group.values())


def runs(tables: Iterable[Mapping[str, Callable[..., Any]]], key: str) -> set[Callable[..., Any]]:
    """Every action ``key`` runs in some table."""
    return {table[key] for table in tables if key in table}


def drifted(card: Card) -> list[str]:
    """Each use of the card whose key runs none of its actions in the game's tables (the
    card and the game disagree): empty when the card is true."""
    problems = []
    for use in card.uses:
        for key in use.keys:
            if not runs(card.tables, key) & set(use.actions):
                problems.append(f"{key}: {use.label.msgid!r} is none of what it runs")
    if len(card.turn) != TURN_LINES:
        problems.append(f"the turn is {len(card.turn)} lines, not {TURN_LINES}")
    return problems
