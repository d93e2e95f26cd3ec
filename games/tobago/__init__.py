"""Tobago: the island, its landmarks, and an exact, fast engine for the treasure-map clues.

The modules, from the ground up:

- :mod:`games.tobago.hexgrid`: axial hex coordinates, the six directions, distances.
- :mod:`games.tobago.island`: the :class:`~games.tobago.island.Island` value (terrain and
  landmarks), loaded and checked from the island file format.
- :mod:`games.tobago.notation`: a compact text picture of an island, for tests and logs.
- :mod:`games.tobago.sections`: the 32 islands that three double-sided sections make.
- :mod:`games.tobago.generate`: a random legal island with its landmarks.
- :mod:`games.tobago.clues`: clues as values (``Clue.from_notation("not-in sea")``) and
  the geometry settings.
- :mod:`games.tobago.engine`: candidate sets as integer bitmasks, the verdict on a clue.
- :mod:`games.tobago.reference`: a plain set-based twin of the engine, the tests' oracle.
- :mod:`games.tobago.picture`: a picture of the island and the candidates of a map.

The box game itself (``GAME``) is built on these by a later change.
"""
