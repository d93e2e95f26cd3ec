"""The games the box knows, in menu order, and where each one lives."""

from __future__ import annotations

import importlib

from games.base import GameInfo

GAME_MODULES: dict[str, str] = {
    "lost-treasure": "games.lost_treasure",
    "treasure-rush": "games.treasure_rush",
    "atlantis": "games.atlantis",
    "tobago": "games.tobago",
}
DEFAULT_GAME = "lost-treasure"


def find_game(name: str) -> GameInfo | None:
    """The game registered under ``name``, or None while its package has no ``GAME`` yet.

    Raises KeyError for a name the box does not know at all.
    """
    module_name = GAME_MODULES[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return None
    return getattr(module, "GAME", None)
