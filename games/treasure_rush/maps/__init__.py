"""The treasure maps: the icon set (the owner's file and its problem screen), the maps and their
deck, the position notation, the pictures.
"""
