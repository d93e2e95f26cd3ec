"""How the table is shown besides its screens: the screens over the turn, the parts screens share,
the tile pictures, the lights.
"""
