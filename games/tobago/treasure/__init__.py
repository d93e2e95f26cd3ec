"""What the players hunt and hold: the four maps, the treasure deck, the split, amulets.

- :mod:`~games.tobago.treasure.maps`: one treasure map, the clues played on it and its
  candidates.
- :mod:`~games.tobago.treasure.deck`: the treasure deck (its make-up in the data file
  ``treasure_deck.json`` beside it), the discards and each player's gold.
- :mod:`~games.tobago.treasure.split`: sharing out a raised treasure, card by card.
- :mod:`~games.tobago.treasure.amulets`: amulets washed up by the statues, held and used.
"""
