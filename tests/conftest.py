"""Mock hardware for every test: gpiozero's MockFactory, SDL's dummy audio, luma's
dummy display; time from the virtual clock; the box's default settings."""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import tempfile

os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
# The box keeps its sound cues in the user's cache folder: a fresh one, never the home's.
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="tabletop-test-cache-")
os.environ.pop("CACHE_DIRECTORY", None)
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The box's settings are its defaults unless a test names a file: the settings of the
# machine the tests run on (`tabletop run` and `script` read them) change no test.
os.environ["TABLETOP_SETTINGS"] = os.path.join(os.path.dirname(__file__), "no-settings.toml")

import pytest
from hypothesis import settings
from lifekit import FakeSystemd

import drivers.sound.cue_cache
from drivers.sound.speaker import Speaker

atexit.register(functools.partial(shutil.rmtree, os.environ["XDG_CACHE_HOME"], True))

# Shared CI machines are noisy: no per-example deadline, and the same examples every run.
settings.register_profile("box", deadline=None, derandomize=True)
settings.load_profile("box")

# SDL's dummy audio device (every test box's speaker) takes about two of its buffers to
# close, and nearly every test closes a box: with 256 samples a buffer rather than the
# box's 512, each close waits 23 ms rather than 60, a third of the time of the tests that
# start a box. The mixer, its device and every cue are the box's own.
Speaker.__init__.__kwdefaults__["buffer"] = 256


@pytest.fixture(scope="session", autouse=True)
def cues_made_once():
    """Each sound cue made once for every test box: a box with no state folder (most of
    them) keeps no cue on disk and makes all 46 again on the thread that opens its
    speaker, which each test's close waits for. A cue's samples depend on its text alone;
    CueCache still counts each cue as made, and the maker has its own tests
    (tests/drivers/sound/test_sound_synth.py)."""
    with pytest.MonkeyPatch.context() as patch:
        synthesize = functools.cache(drivers.sound.cue_cache.synthesize)
        patch.setattr(drivers.sound.cue_cache, "synthesize", synthesize)
        yield


@pytest.fixture
def systemd(tmp_path):
    """A notification socket like systemd's (the service's READY=1, STATUS, WATCHDOG),
    and what arrives on it."""
    listener = FakeSystemd(tmp_path)
    yield listener
    listener.close()
