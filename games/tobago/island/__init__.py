"""The island: hexes, terrain and landmarks, and where an island comes from.

- :mod:`~games.tobago.island.hexgrid`: axial hex coordinates, the six directions, distances.
- :mod:`~games.tobago.island.island`: the :class:`~games.tobago.island.island.Island` value
  (terrain and landmarks), checked against the rules, read from the island file format
  (:mod:`~games.tobago.island.island_file`: errors as ``FILE:LINE: what``).
- :mod:`~games.tobago.island.notation`: a compact text picture of an island, for tests and logs.
- :mod:`~games.tobago.island.sections`: the 32 islands that three double-sided sections make
  (the retail board's sections are the data folder ``board/``, provenance beside them);
  :mod:`~games.tobago.island.board_choice`: which of them lies on the table.
- :mod:`~games.tobago.island.generate`: a random legal island with its landmarks.
- :mod:`~games.tobago.island.hexnames`: names of hexes the table can find ("G4").
- ``shipped/``: example island files the product ships (``island = "seed-07"``).
"""
