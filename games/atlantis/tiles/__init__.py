"""The tiles and where they are: kinds and backs, the owner's tile-backs file, the decks, the
hands, the creature die, and the screen a broken file shows.
"""
