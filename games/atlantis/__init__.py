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

from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import CUES
from games.base import GameInfo, load_later
from games.screen import T

GAME = GameInfo(
    name="atlantis",
    title=T("Atlantis"),
    new=load_later("games.atlantis.starting", "new_game"),
    restore=load_later("games.atlantis.starting", "restore_game"),
    cues=CUES,
    settings=AtlantisSettings,
)
