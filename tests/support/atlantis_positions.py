"""Atlantis positions for the tests: a game in a position written as notation, on the one
:class:`harness.Harness`.

A test reads like a position and a key script::

    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 2")
    assert bench.last_row == "Beaches first: 2 left"
"""

from __future__ import annotations

import random
from typing import Any

from harness import Harness

from games.atlantis import GAME
from games.atlantis.game import AtlantisGame
from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState, Phase
from games.atlantis.tiles.decks import Decks
from games.atlantis.tiles.hands import Hands

FULL_DECKS = "beach=WWWSSSBdddnneswx forest=WWSSBBBOOdeswxyy mountain=SOOOOVxy"
"""All 40 backs of the default file, unshuffled (16 beach, 16 forest, 8 mountain)."""
EXPLORERS = (1, 1, 1, 2, 2, 3, 3, 4, 5, 6)


def bench_at(
    phase: str = "hand",
    *,
    players: int = 2,
    current: int = 1,
    decks: str = FULL_DECKS,
    hands: str | None = None,
    seed: int = 1,
    settings: AtlantisSettings | None = None,
    **fields: Any,
) -> Harness:
    """A game in a position: the phase, whose turn, the decks and hands in notation."""
    table = AtlantisState(
        rng=random.Random(seed),
        decks=Decks.from_notation(decks),
        explorers=EXPLORERS,
        proposed_players=players,
        players=players,
        first=1,
        current=current,
        phase=Phase(phase),
        hands=Hands.from_notation(hands or " ".join(f"{s}:-" for s in range(1, players + 1))),
        **fields,
    )
    table.check()
    return Harness(AtlantisGame(table, settings or AtlantisSettings()))


def new_bench(seed: int = 1, settings: AtlantisSettings | None = None) -> Harness:
    """A new game as the box deals it."""
    return Harness(GAME.new(random.Random(seed), settings or AtlantisSettings(), 0.0))
