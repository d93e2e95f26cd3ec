"""What the keys do, part by part of a game; each action changes the state.

The key tables that name these actions are :mod:`games.tobago.keys`. An action that may
not run raises :class:`games.dispatch.Refused` before it changes anything.

- :mod:`~games.tobago.flows.setup`: how many play, the island row by row, its landmarks.
- :mod:`~games.tobago.flows.board`: choosing which of the board's islands is on the table.
- :mod:`~games.tobago.flows.landmarks`: the table points out the landmarks it placed.
- :mod:`~games.tobago.flows.clue`: keying in a clue, and the verdict on it.
- :mod:`~games.tobago.flows.turn`: a player's turn: a clue, the ATV, amulets, the maps,
  raising a treasure.
- :mod:`~games.tobago.flows.split`: the treasure split, the amulets washing up, the end.
"""

from games.base import GameBase
from games.base import KeyAction as BaseKeyAction
from games.tobago.state import TobagoState

#: What an action is given: the game, its state in ``game.state``.
Table = GameBase[TobagoState]
#: What a key runs: ``action(game, key, now)``; it returns what the table hears.
KeyAction = BaseKeyAction[Table]
