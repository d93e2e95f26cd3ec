"""Starting the box: the composition root (settings, then real or mock hardware from
the pin map, then the box), the last good pin map, power-on, and the stand-in for a game
that cannot load."""
