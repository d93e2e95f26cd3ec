"""Starting a game, and bringing one back after a power cut.

The appliance saves :meth:`~games.treasure_rush.game.TreasureRush.snapshot` after every
event and calls :func:`restore` at the next start. Every phase comes back as it was
(the setup choices, the map being raced with the seats that are out, a claim with the
icons keyed so far, the scores between rounds, the winner); only the "wrong" notice
that shows for a moment after a wrong claim is dropped, so the map shows at once.

A broken icon file never stops the box: the game shows what is wrong with it instead.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.base import Game, rng_from_state, saved_version
from games.errors import StateError
from games.treasure_rush.game import VERSION, TreasureRush
from games.treasure_rush.icon_problem import IconProblem
from games.treasure_rush.icon_set import IconSetError, load_icon_set
from games.treasure_rush.position import table_from_position
from games.treasure_rush.settings import TreasureRushSettings


def new(rng: random.Random, settings: Any, now: float) -> Game:
    """A new game at its setup screen."""
    try:
        icons = load_icon_set()
    except IconSetError as error:
        return IconProblem(error)
    return TreasureRush.setup(icons, rng, settings or TreasureRushSettings())


def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float) -> Game:
    """A game from its snapshot (StateError if unreadable or from a newer box).

    ``rng`` takes the saved generator's state, so new decks come out as they would have.
    """
    if isinstance(data, Mapping) and not data:
        return new(rng, settings, now)  # saved while the icon file was broken
    saved_version(data, "Treasure Rush", VERSION)
    try:
        icons = load_icon_set()
    except IconSetError as error:
        return IconProblem(error)
    try:
        table = table_from_position(str(data["position"]))
        rng.setstate(rng_from_state(data["rng"]).getstate())
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"the saved Treasure Rush game is unreadable: {error}") from None
    return TreasureRush(table, icons, rng, settings or TreasureRushSettings())
