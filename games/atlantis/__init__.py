"""Atlantis (Survive: Escape from Atlantis): the creature die and the secret tile backs.

The board, boats, explorers and creatures stay on the table; the box keeps the hidden
backs of the 40 terrain tiles as three shuffled decks, each player's hand of red tiles,
the creature die, and the order of each turn's four steps. docs/reference/atlantis.md tells a
table how to play with it.

The rooms, from the ground up: :mod:`~games.atlantis.tiles` (kinds and backs, the
data file, the decks, the hands, the die), :mod:`~games.atlantis.state` (the whole state),
:mod:`~games.atlantis.saved` (it as JSON), :mod:`~games.atlantis.flows` (the key actions:
a turn's steps, the screens over it, the end and its scores), their tables in
:mod:`~games.atlantis.keys`, the screens in :mod:`~games.atlantis.screens` and
:mod:`~games.atlantis.views`, and :mod:`~games.atlantis.game`, which ties them to the box.
"""

from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import CUES
from games.base import GameInfo, load_later
from games.screen import T

GAME = GameInfo(
    name="atlantis",
    title=T("Atlantis"),
    new=load_later("games.atlantis.game", "AtlantisGame.new"),
    restore=load_later("games.atlantis.game", "AtlantisGame.restore"),
    cues=CUES,
    settings=AtlantisSettings,
)
