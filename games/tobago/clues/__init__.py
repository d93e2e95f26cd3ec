"""The treasure-map clues and the engine that judges them.

- :mod:`~games.tobago.clues.clue`: clues as values (``Clue.from_notation("not-in sea")``)
  and the geometry settings.
- :mod:`~games.tobago.clues.engine`: candidate sets as integer bitmasks, the verdict on a
  clue, exact and fast.
- :mod:`~games.tobago.clues.reference`: a plain set-based twin of the engine, the tests'
  oracle and the bench's yardstick.
"""
