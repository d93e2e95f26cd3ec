"""tests/whole_box: tests of the whole box that are of no one module (random keys through
the box, power cuts, contained failures end to end, a whole boot with bad files, every
screen drawn, the import rules, mypy, the wheel install). A test of one module goes to
that module's mirrored path instead (the test of X/y.py at tests/X/test_y.py).

Each sound cue is made once for all the boxes they boot: tests/conftest.py."""
