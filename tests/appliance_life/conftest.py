"""The appliance's life tests boot many boxes: each sound cue is made once for them all
(these tests are about services, consoles and saved state, not about sound)."""

from __future__ import annotations

import functools

import pytest

import drivers.speaker


@pytest.fixture(scope="package", autouse=True)
def cues_made_once():
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(drivers.speaker, "synthesize", functools.cache(drivers.speaker.synthesize))
        yield
