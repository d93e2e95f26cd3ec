"""The end: the volcano, each player keying in their saved explorers, the ranking."""

from __future__ import annotations

from games.atlantis.flows.action import Table
from games.atlantis.flows.scores import value_refusal
from games.atlantis.screens import ranking_screen
from games.atlantis.state import Phase
from games.atlantis.words import value_refusal_words
from games.dispatch import Refused, digit
from games.effects import Effect, Say, Sound
from games.screen import T


def count_scores(game: Table, key: str, now: float) -> list[Effect]:
    """AIR after the eruption: player 1 keys in their saved explorers first."""
    table = game.state
    table.scores = {}
    table.scoring = 1
    table.phase = Phase.SCORING
    return [Sound("key")]


def add_value(game: Table, key: str, now: float) -> list[Effect]:
    """A digit: one saved explorer of that value (no more than the player owns)."""
    table = game.state
    values = table.scores.get(table.scoring, [])
    refusal = value_refusal(values, digit(key), table.explorers)
    if refusal is not None:
        raise Refused(value_refusal_words(refusal))
    table.scores[table.scoring] = [*values, digit(key)]
    return [Sound("key")]


def remove_value(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR: the last value goes."""
    table = game.state
    values = table.scores.get(table.scoring, [])
    if not values:
        raise Refused(T("No value to remove"))
    values.pop()
    return [Sound("undo")]


def done_scoring(game: Table, key: str, now: float) -> list[Effect]:
    """AIR: this player is done; the next one who has not keyed in, or the ranking."""
    table = game.state
    table.scores.setdefault(table.scoring, [])
    waiting = [seat for seat in table.seats if seat not in table.scores]
    if waiting:
        table.scoring = waiting[0]
        return [Sound("step")]
    table.phase = Phase.RANKING
    return [Sound("fanfare"), Say(ranking_screen(table).lines[0])]  # "Player 2 wins!"


def fix_score(game: Table, key: str, now: float) -> list[Effect]:
    """A digit on the ranking: that player keys in their values again."""
    table = game.state
    if not 1 <= digit(key) <= table.players:
        raise Refused(T("Keys 1 to {n}: player", n=table.players))
    table.scoring = digit(key)
    table.phase = Phase.SCORING
    return [Sound("key")]
