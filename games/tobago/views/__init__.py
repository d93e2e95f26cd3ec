"""What the OLED shows, part by part of a game; each screen is drawn from the state.

:mod:`games.tobago.screens` picks the screen of the phase on show from these.

- :mod:`~games.tobago.views.setup`, :mod:`~games.tobago.views.board`,
  :mod:`~games.tobago.views.clue`, :mod:`~games.tobago.views.turn`,
  :mod:`~games.tobago.views.split`: the screens of each part (as the flows).
- :mod:`~games.tobago.views.parts`: building blocks the screens share (the island beside
  a panel of words, a numbered menu, hex names, a card).
- :mod:`~games.tobago.views.map_view`: the island at a scale the table can read, with a
  cursor; :mod:`~games.tobago.views.minimap`: the island drawn small.
- :mod:`~games.tobago.views.paging`: long lists a page at a time.
"""
