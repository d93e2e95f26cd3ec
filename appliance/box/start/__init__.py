"""Starting the box: power-up (the order: the beep first, then the box), the composition
root (settings, then real or mock hardware from the pin map, then the box), the settings
read before the beep, the last good pin map, power-on, and the stand-in for a game that
cannot load."""
