"""tests/whole_box: tests of the whole box that are of no one module (random keys through
the box, power cuts, contained failures end to end, a whole boot with bad files, every
screen drawn, the import rules, mypy, the wheel install). A test of one module goes to
that module's mirrored path instead (the test of X/y.py at tests/X/test_y.py).

These tests boot many boxes: each sound cue is made once for them all (they are about
services, consoles and saved state, not about sound)."""

from __future__ import annotations

import functools

import pytest

import drivers.cue_cache


@pytest.fixture(scope="package", autouse=True)
def cues_made_once():
    with pytest.MonkeyPatch.context() as patch:
        synthesize = functools.cache(drivers.cue_cache.synthesize)
        patch.setattr(drivers.cue_cache, "synthesize", synthesize)
        yield
