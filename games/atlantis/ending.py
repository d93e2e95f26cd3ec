"""The end: the volcano, each player keying in their saved explorers, the ranking."""

from __future__ import annotations

from games.atlantis.moment import Moment
from games.atlantis.scores import value_refusal
from games.atlantis.screens import ranking_screen
from games.atlantis.state import AtlantisState, Phase
from games.atlantis.words import value_refusal_words
from games.dispatch import Refused, digit
from games.effects import Effect, Say, Sound
from games.screen import T


def count_scores(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """AIR after the eruption: player 1 keys in their saved explorers first."""
    table.scores = {}
    table.scoring = 1
    table.phase = Phase.SCORING
    return [Sound("key")]


def add_value(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """A digit: one saved explorer of that value (no more than the player owns)."""
    values = table.scores.get(table.scoring, [])
    refusal = value_refusal(values, digit(key), table.explorers)
    if refusal is not None:
        raise Refused(value_refusal_words(refusal))
    table.scores[table.scoring] = [*values, digit(key)]
    return [Sound("key")]


def remove_value(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """CLEAR: the last value goes."""
    values = table.scores.get(table.scoring, [])
    if not values:
        raise Refused(T("No value to remove"))
    values.pop()
    return [Sound("undo")]


def done_scoring(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """AIR: this player is done; the next one who has not keyed in, or the ranking."""
    table.scores.setdefault(table.scoring, [])
    waiting = [seat for seat in table.seats if seat not in table.scores]
    if waiting:
        table.scoring = waiting[0]
        return [Sound("step")]
    table.phase = Phase.RANKING
    return [Sound("fanfare"), Say(ranking_screen(table).lines[0])]  # "Player 2 wins!"


def fix_score(table: AtlantisState, key: str, moment: Moment) -> list[Effect]:
    """A digit on the ranking: that player keys in their values again."""
    if not 1 <= digit(key) <= table.players:
        raise Refused(T("Keys 1 to {n}: player", n=table.players))
    table.scoring = digit(key)
    table.phase = Phase.SCORING
    return [Sound("key")]
