"""Starting an Atlantis game: a fresh deal, or a saved game restored (loaded on first use)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.atlantis.file_problem import FileProblem
from games.atlantis.game import AtlantisGame
from games.atlantis.settings import AtlantisSettings
from games.atlantis.tile_backs import TileBacksError, load_tile_backs


def new_game(
    rng: random.Random, settings: AtlantisSettings | None, now: float
) -> AtlantisGame | FileProblem:
    """A new game with freshly shuffled decks (or the tile-backs file's problem)."""
    try:
        backs = load_tile_backs()
    except TileBacksError as error:
        return FileProblem(str(error))
    return AtlantisGame.deal(backs, rng, settings or AtlantisSettings())


def restore_game(
    data: Mapping[str, Any], rng: random.Random, settings: AtlantisSettings | None, now: float
) -> AtlantisGame | FileProblem:
    """The saved game (StateError if unreadable); after a file problem, a new game."""
    if isinstance(data, Mapping) and "file_problem" in data:
        return new_game(rng, settings, now)
    return AtlantisGame.restore(dict(data), settings or AtlantisSettings(), now)
