"""Tobago: the island, its landmarks, and an exact, fast engine for the treasure-map clues.

The modules, from the ground up:

- :mod:`games.tobago.island.hexgrid`: axial hex coordinates, the six directions, distances.
- :mod:`games.tobago.island.island`: the :class:`~games.tobago.island.island.Island` value (terrain and
  landmarks), loaded and checked from the island file format.
- :mod:`games.tobago.island.notation`: a compact text picture of an island, for tests and logs.
- :mod:`games.tobago.island.sections`: the 32 islands that three double-sided sections make; the
  retail board's sections ship in ``games/tobago/island/board/`` (provenance beside them).
- :mod:`games.tobago.island.generate`: a random legal island with its landmarks.
- :mod:`games.tobago.clues.clue`: clues as values (``Clue.from_notation("not-in sea")``) and
  the geometry settings.
- :mod:`games.tobago.clues.engine`: candidate sets as integer bitmasks, the verdict on a clue.
- :mod:`games.tobago.clues.reference`: a plain set-based twin of the engine, the tests' oracle.
- :mod:`appliance.cli.tobago_picture`: a picture of the island and the candidates of a map.

The referee the box runs (``GAME``), built on them:

- :mod:`games.tobago.views.map_view`: the island as a map a table can read on the OLED (terrain
  patterns, landmark icons, a cursor the direction keys move, an overview, markers a
  page at a time); :mod:`games.tobago.views.minimap`: the island drawn small;
  :mod:`games.tobago.island.hexnames`: names of hexes for the console.
- :mod:`games.tobago.island.board_choice`, :mod:`~games.tobago.flows.board`,
  :mod:`~games.tobago.views.board`: choosing which of the board's islands is on the
  table; :mod:`~games.tobago.flows.landmarks`: the table points out its landmarks.
- :mod:`games.tobago.treasure.deck`, :mod:`games.tobago.treasure.split`, :mod:`games.tobago.treasure.amulets`,
  :mod:`games.tobago.treasure.maps`: the treasure deck, the split, amulets, the four maps.
- :mod:`games.tobago.state`: everything the referee knows; the flows change it
  (:mod:`~games.tobago.flows.setup`, :mod:`~games.tobago.flows.clue`,
  :mod:`~games.tobago.flows.turn`, :mod:`~games.tobago.flows.split`), the screens draw it
  (:mod:`~games.tobago.screens`, :mod:`~games.tobago.views.split`), and
  :mod:`games.tobago.saved` keeps it over a power cut.
- :mod:`games.tobago.game`: the state machine the box calls.

Only the settings and sounds load with the package; the rules load on first use.
"""

from typing import Any

from games.base import GameInfo, load_later
from games.screen import T
from games.tobago.settings import TobagoSettings
from games.tobago.sounds import CUES

GAME = GameInfo(
    name="tobago",
    title=T("Tobago"),
    new=load_later("games.tobago.game", "TobagoGame.new"),
    restore=load_later("games.tobago.saved", "restore"),
    cues=CUES,
    settings=TobagoSettings,
)

__all__ = ["GAME", "TobagoGame", "TobagoSettings"]


def __getattr__(name: str) -> Any:
    # The rules are imported when asked for, not with the package (see load_later).
    if name == "TobagoGame":
        from games.tobago.game import TobagoGame

        return TobagoGame
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
