"""The table's chart of Atlantis (for the table companion): whose turn and which step,
the creature die once it has stopped, and how many tiles of each kind are left."""

from __future__ import annotations

from functools import partial
from typing import Any

from games.atlantis import words
from games.atlantis.screens import header
from games.atlantis.state import AtlantisState, Phase
from games.atlantis.tiles.tiles import Kind
from games.effects import Chart
from games.screen import T, Text


def chart_for(table: AtlantisState) -> Chart:
    """The chart now (before the players are chosen, only the tiles left)."""
    return Chart("atlantis", partial(_drawn, table))


def _drawn(table: AtlantisState) -> tuple[dict[str, Any], dict[str, Text]]:
    left = {str(kind): table.decks.left(kind) for kind in Kind}
    rolled = table.creature if table.phase is Phase.ROLLED else None
    data = {
        "players": table.players,
        "current": table.current if table.players else None,
        "step": table.step if table.players else None,
        "die": None if rolled is None else str(rolled),
        "left": left,
    }
    labels: dict[str, Text] = {str(kind): words.kind_name(kind) for kind in Kind}
    labels["tiles_left"] = T("Tiles left")
    labels["die_label"] = T("Creature die")
    if table.players and table.step is not None:
        labels["turn"] = header(table)
    if rolled is not None:
        labels["die"] = words.creature_name(rolled)
    return data, labels
