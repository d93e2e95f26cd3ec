"""Atlantis (Survive: Escape from Atlantis): the creature die and the secret tile backs.

The board, boats, explorers and creatures stay on the table; the box keeps the hidden
backs of the 40 terrain tiles as three shuffled decks, each player's hand of red tiles,
the creature die, and the order of each turn's four steps. docs/atlantis.md tells a
table how to play with it.

The modules, from the ground up: :mod:`~games.atlantis.tiles` (kinds and backs),
:mod:`~games.atlantis.tile_backs` (the data file), :mod:`~games.atlantis.decks`,
:mod:`~games.atlantis.hands`, :mod:`~games.atlantis.die`, :mod:`~games.atlantis.scores`,
:mod:`~games.atlantis.table` (the whole state), the key actions in
:mod:`~games.atlantis.turn`, :mod:`~games.atlantis.overlays` and
:mod:`~games.atlantis.ending`, the screens in :mod:`~games.atlantis.screens`, and
:mod:`~games.atlantis.game`, which ties them to the box.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.atlantis.file_problem import FileProblem
from games.atlantis.game import AtlantisGame
from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import CUES
from games.atlantis.tile_backs import TileBacksError, load_tile_backs
from games.base import GameInfo
from games.screen import T


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


GAME = GameInfo(
    name="atlantis",
    title=T("Atlantis"),
    new=new_game,
    restore=restore_game,
    cues=CUES,
    settings=AtlantisSettings,
)
