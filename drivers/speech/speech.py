"""Spoken phrases: libespeak-ng renders each phrase once, in the box's own process, to a
WAV file kept in a cache folder, and the speaker's pygame mixer plays it on a channel of
its own.

espeak-ng because it speaks offline on a Pi Zero 2 W, it is small (about 10 MB with every
language's data, no voice model to download), and its own voices cover the box's
languages: ``en``, ``pt`` (European Portuguese), ``pt-BR`` and ``ja``. The library comes
from the ``espeakng-loader`` wheel, else from the system (drivers/speech/espeak_library.py);
Japanese phrases are first read into kana (drivers/speech/kana.py).

``say`` never blocks its caller (the event loop): one worker thread renders and plays.
A newer phrase cuts an older one: one still rendering is never played, one playing stops,
so two phrases never sound at once. A phrase starts once the cue it came with has ended
(the speaker says how long that is), and a cue that comes while a phrase sounds is
played ducked (drivers/sound/speaker.py).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import io
import logging
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from drivers.cores import use_every_core
from drivers.speech.espeak_library import (
    EspeakLibrary,
    LibraryPlace,
    find_library,
    open_library,
)
from drivers.speech.espeak_library import (
    SpeechError as SpeechError,  # the engine's error, for the box's callers
)
from drivers.speech.kana import KanaReader
from drivers.speech.phrase_cache import PhraseCache, phrase_key

log = logging.getLogger(__name__)

ENGINE = "libespeak-ng"
VOICES = {"en": "en", "pt": "pt", "pt-BR": "pt-BR", "ja": "ja"}
"""The espeak-ng voice for each language of the box (``pt`` is European Portuguese)."""
SOUNDS_KEPT = 32  # phrases kept decoded in memory, ready to play
SPEECH_CHANNEL = 1  # the speaker's cues play on channel 0
CUE_WAIT_LIMIT = 3.0  # a phrase waits for its cue at most this long (a cue is short)
KEPT = 100  # the last phrases asked for and heard, for tests and tools (a box runs for months)


class Engine(Protocol):
    """Renders text to WAV bytes with a voice."""

    def render(self, text: str, voice: str) -> bytes:
        """The phrase as a whole WAV file (SpeechError if it cannot)."""
        ...


def voice_of(language: str) -> str:
    """The espeak-ng voice that speaks ``language`` (English for one it does not know)."""
    return VOICES.get(language, VOICES["en"])


def find_engine() -> LibraryEngine | None:
    """libespeak-ng for this process, or None when there is none."""
    place = find_library()
    return None if place is None else LibraryEngine(place)


class LibraryEngine:
    """libespeak-ng in this process: a phrase in a few milliseconds, no program started.

    The library is initialised on first use (in the speech worker, not at start)."""

    def __init__(self, place: LibraryPlace) -> None:
        self.place = place
        self.kana = KanaReader()

    @property
    def origin(self) -> str:
        """Where the library came from: the espeakng-loader wheel, or the system."""
        return f"{self.place.origin} ({self.place.library})"

    @property
    def library(self) -> EspeakLibrary:
        """The library, initialised (SpeechError if it cannot be)."""
        return open_library(self.place)

    def render(self, text: str, voice: str) -> bytes:
        """The phrase spoken by ``voice`` as WAV bytes."""
        return self.library.render(self._readable(text, voice), voice)

    def phonemes(self, text: str, voice: str) -> str:
        """The sounds ``voice`` makes of ``text``, in IPA (a switch of language as ``(en)``)."""
        return self.library.phonemes(self._readable(text, voice), voice)

    def _readable(self, text: str, voice: str) -> str:
        return self.kana(text) if voice == VOICES["ja"] else text

    @property
    def is_reading_ready(self) -> bool:
        """True once the Japanese reading dictionary is loaded."""
        return self.kana.is_ready

    def prepare(self, voice: str) -> None:
        """Load what a voice needs before its first phrase (the Japanese dictionary)."""
        self.library.use_voice(voice)
        if voice == VOICES["ja"]:
            self.kana.prepare()


@dataclass(frozen=True)
class Heard:
    """One phrase that sounded: how long from ``say`` to its first sound, whether it came
    from the cache, and whether a cue was still sounding when it started."""

    text: str
    seconds: float
    cached: bool
    over_a_cue: bool = False


class Speech:
    """Speaks phrases through the speaker's mixer. ``said`` lists the last phrases asked
    for, ``heard`` the last that sounded.

    ``muted`` (key scripts and tests of the box's words): phrases are only recorded,
    nothing is rendered, and no engine is needed. Otherwise ``available`` is False
    without an engine, and the box keeps speech off. Without a mixer (audio turned off,
    no sound card) phrases are recorded and not rendered: nobody would hear them.
    """

    def __init__(
        self,
        *,
        engine: Engine | None,
        cache: PhraseCache,
        mixer: Any = None,
        volume: float = 0.8,
        muted: bool = False,
    ) -> None:
        self.engine = engine
        self.cache = cache
        self.muted = muted
        self.volume = volume
        self.said: deque[str] = deque(maxlen=KEPT)
        self.heard: deque[Heard] = deque(maxlen=KEPT)
        self._mixer: Any = None
        self._channel: Any = None
        self._cue_left: Callable[[], float] = lambda: 0.0
        self._closing = threading.Event()
        self._failures: set[str] = set()
        self.use_mixer(mixer)
        self._sounds: OrderedDict[str, Any] = OrderedDict()
        self._latest = 0
        self._lock = threading.Lock()
        # The engine renders on every core, never only on the one that answers the keys.
        self._worker = concurrent.futures.ThreadPoolExecutor(
            1, thread_name_prefix="speech", initializer=use_every_core
        )
        self._pending: concurrent.futures.Future[None] | None = None

    def use_mixer(self, mixer: Any, cue_left: Callable[[], float] | None = None) -> None:
        """Play through ``mixer`` (pygame.mixer, once the speaker has opened it), each
        phrase after the seconds of cue ``cue_left`` says are still to sound."""
        self._mixer = mixer
        self._cue_left = cue_left or (lambda: 0.0)
        self._channel = (
            mixer.Channel(SPEECH_CHANNEL) if mixer is not None and not self.muted else None
        )

    def set_volume(self, volume: float) -> None:
        """Say every phrase at ``volume`` (0 silent to 1) from now on."""
        self.volume = volume
        for sound in list(self._sounds.values()):
            sound.set_volume(volume)

    @property
    def available(self) -> bool:
        """True when the box can speak (or, muted, record what it would say)."""
        return self.muted or self.engine is not None

    def say(self, text: str, language: str) -> None:
        """Speak ``text`` in ``language`` (en, pt, pt-BR, ja), cutting off what was said before.

        Returns at once; the phrase sounds when it is rendered (at once when cached).
        """
        self.said.append(text)
        if self.muted or self.engine is None or self._mixer is None:
            return
        with self._lock:
            self._latest += 1
            turn = self._latest
        self._pending = self._worker.submit(self._speak, turn, text, language, time.perf_counter())

    def _speak(self, turn: int, text: str, language: str, asked: float) -> None:
        try:
            if turn != self._latest:
                return  # a newer phrase came while this one waited
            voice = voice_of(language)
            key = phrase_key(language, voice, text)
            sound, cached = self._sound(key, text, voice)
            if sound is None or turn != self._latest:
                return
            # After the cue it came with: the cue's answer first, then its words.
            self._closing.wait(min(self._cue_left(), CUE_WAIT_LIMIT))
            if turn != self._latest:
                return  # a newer phrase came while the cue sounded
            over_a_cue = self._cue_left() > 0
            if self._channel is not None:
                self._channel.stop()
                self._channel.play(sound)
            self.heard.append(Heard(text, time.perf_counter() - asked, cached, over_a_cue))
        except SpeechError as error:  # the engine's own failure: said once, not per phrase
            if str(error) not in self._failures:
                self._failures.add(str(error))
                log.error("speech failed: %s; the box goes on", error)
        except Exception:  # the worker thread's boundary: speech fails, the box goes on
            log.exception("speaking %r failed", text)

    def _sound(self, key: str, text: str, voice: str) -> tuple[Any, bool]:
        if key in self._sounds:
            self._sounds.move_to_end(key)
            self.cache.hits += 1
            return self._sounds[key], True
        wav = self.cache.get(key)
        cached = wav is not None
        if wav is None:
            assert self.engine is not None
            wav = self.engine.render(text, voice)
            self.cache.put(key, wav)
        sound = self._mixer.Sound(file=io.BytesIO(wav))
        sound.set_volume(self.volume)
        self._sounds[key] = sound
        if len(self._sounds) > SOUNDS_KEPT:
            self._sounds.popitem(last=False)
        return sound, cached

    def prepare(self, language: str) -> None:
        """Get the engine ready for ``language`` in the worker, so that the first phrase
        does not wait for it (the Japanese dictionary takes seconds to load)."""
        prepare = getattr(self.engine, "prepare", None)
        if self.muted or prepare is None:
            return
        voice = voice_of(language)
        self._pending = self._worker.submit(self._guarded, prepare, voice)

    @staticmethod
    def _guarded(job: Any, *args: Any) -> None:
        try:
            job(*args)
        except Exception:  # the worker thread's boundary
            log.exception("getting the speech engine ready failed")

    @property
    def is_sounding(self) -> bool:
        """True while a phrase is playing (a cue now is ducked under it)."""
        return bool(self._channel and self._channel.get_busy())

    @property
    def is_speaking(self) -> bool:
        """True while a phrase is being rendered or is sounding."""
        pending = self._pending is not None and not self._pending.done()
        return pending or bool(self._channel and self._channel.get_busy())

    def wait_until_rendered(self, timeout: float) -> bool:
        """Wait for the phrases asked for so far to be rendered and started (for tools and
        tests; the box never waits). False if ``timeout`` seconds were not enough."""
        if self._pending is None:
            return True
        try:
            self._pending.result(timeout)
        except concurrent.futures.TimeoutError:
            return False
        return True

    def close(self) -> None:
        """Stop speaking; phrases still waiting are dropped."""
        with self._lock:
            self._latest += 1
        self._closing.set()
        self._worker.shutdown(wait=False, cancel_futures=True)
        if self._channel is not None:
            with contextlib.suppress(Exception):  # the mixer may be closed already
                self._channel.stop()
