"""The service's tests boot many boxes: each sound cue is made once for them all (these
tests are about systemd, the serial console and notify, not about sound)."""

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
