"""Tobago: the island, its landmarks, and an exact, fast engine for the treasure-map clues.

The modules, from the ground up:

- :mod:`games.tobago.hexgrid`: axial hex coordinates, the six directions, distances.
- :mod:`games.tobago.island`: the :class:`~games.tobago.island.Island` value (terrain and
  landmarks), loaded and checked from the island file format.
- :mod:`games.tobago.notation`: a compact text picture of an island, for tests and logs.
- :mod:`games.tobago.sections`: the 32 islands that three double-sided sections make; the
  retail board's sections ship in ``games/tobago/board/`` (provenance beside them).
- :mod:`games.tobago.generate`: a random legal island with its landmarks.
- :mod:`games.tobago.clues`: clues as values (``Clue.from_notation("not-in sea")``) and
  the geometry settings.
- :mod:`games.tobago.engine`: candidate sets as integer bitmasks, the verdict on a clue.
- :mod:`games.tobago.reference`: a plain set-based twin of the engine, the tests' oracle.
- :mod:`games.tobago.picture`: a picture of the island and the candidates of a map.

The referee the box runs (``GAME``), built on them:

- :mod:`games.tobago.map_view`: the island as a map a table can read on the OLED (terrain
  patterns, landmark icons, a cursor the direction keys move, an overview, markers a
  page at a time); :mod:`games.tobago.minimap`: the island drawn small;
  :mod:`games.tobago.hexnames`: names of hexes for the console.
- :mod:`games.tobago.board_choice`, :mod:`~games.tobago.board_flow`,
  :mod:`~games.tobago.board_screens`: choosing which of the board's islands is on the
  table; :mod:`~games.tobago.landmark_flow`: the table points out its landmarks.
- :mod:`games.tobago.treasure`, :mod:`games.tobago.split`, :mod:`games.tobago.amulets`,
  :mod:`games.tobago.maps`: the treasure deck, the split, amulets, the four maps.
- :mod:`games.tobago.state`: everything the referee knows; the flows change it
  (:mod:`~games.tobago.setup_flow`, :mod:`~games.tobago.clue_flow`,
  :mod:`~games.tobago.turn_flow`, :mod:`~games.tobago.split_flow`), the screens draw it
  (:mod:`~games.tobago.screens`, :mod:`~games.tobago.split_screens`), and
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
