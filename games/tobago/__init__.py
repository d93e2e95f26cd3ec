"""Tobago: the island, its landmarks, an exact, fast engine for the treasure-map clues,
and the referee the box runs (``GAME``).

The package has the shape of every game (see games/base.py): :mod:`~games.tobago.game`
(the :class:`~games.tobago.game.TobagoGame` the box calls: ``new``, ``restore``,
``redraw``, ``handle``, ``snapshot``), :mod:`~games.tobago.keys` (the key tables of each
phase), :mod:`~games.tobago.state` (everything the referee knows),
:mod:`~games.tobago.saved` (the state as JSON, over a power cut),
:mod:`~games.tobago.screens` (the screen of the phase on show), :mod:`~games.tobago.words`
(the messages), :mod:`~games.tobago.settings` and :mod:`~games.tobago.sounds`.

The rest lives in rooms, from the ground up:

- :mod:`games.tobago.island`: hex coordinates, the :class:`~games.tobago.island.island.Island`
  value (terrain and landmarks) and its file, a text notation, the 32 islands the
  board's three sections make (the retail sections in ``island/board/``), choosing one
  of them, a random island, names of hexes; the islands shipped as examples in
  ``island/shipped/``.
- :mod:`games.tobago.clues`: clues as values (``Clue.from_notation("not-in sea")``), the
  bitmask engine that judges them, and its plain set-based twin (the tests' oracle).
- :mod:`games.tobago.treasure`: the treasure deck, the split, amulets and the four maps.
- :mod:`games.tobago.flows`: what the keys do in each part of the game (setup, choosing
  the island, pointing out landmarks, a clue, a turn, the split); they change the state.
- :mod:`games.tobago.views`: the screens of each part, the island as a map the table can
  read, the island drawn small, pages of long lists; they draw the state.

Only the settings and sounds load with the package; the rules load on first use. A
picture of an island as a PNG (with PIL) is the command line's:
``appliance/cli/tobago_picture.py``.
"""

from games.base import GameInfo, load_later
from games.screen import T
from games.tobago.settings import TobagoSettings
from games.tobago.sounds import CUES

GAME = GameInfo(
    name="tobago",
    title=T("Tobago"),
    new=load_later("games.tobago.game", "TobagoGame.new"),
    restore=load_later("games.tobago.game", "TobagoGame.restore"),
    cues=CUES,
    settings=TobagoSettings,
)
