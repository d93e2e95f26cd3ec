"""The speaker: sound cues made once (or read from the cue cache), kept in memory, played
at once.

pygame.mixer plays them (an I2S amplifier, the analog jack, or SDL's dummy driver in
tests). The box asks for the audio device only once it is ready (:meth:`open_later`):
opening it and making the cues take longer than everything else at start, and a key
must not wait for them. What is asked to play before then is played when the device is
open, if still fresh (the power-on beep): those cues are made and played first, before
the others are made, so the beep waits for nothing it does not need. With no audio
device the speaker logs that once and stays silent; it still records what it was asked
to play.

At power-up (appliance.box.start.power_up) the speaker is the first part built, with the
power-on beep alone (``whole=False``): :meth:`sound_first` plays it before anything else
of the box is imported, and :meth:`add_cues` brings the box's other cues once it is
built. The box's own first cue then plays only what the beep has not said already.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from array import array
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from drivers.errors import CueError
from drivers.sound.cue_cache import CueCache
from drivers.sound.sound_synth import SAMPLE_RATE, parse_cue

log = logging.getLogger(__name__)

# A cue asked for while the device was opening is still played up to this late (the
# power-on beep); later it would answer nothing the player did just now.
LATE_CUE_SECONDS = 1.5
CLOSE_WAIT_SECONDS = 10.0
PLAYED_KEPT = 1000  # the cues ``played`` remembers: a box on for days must not grow
DUCKED = 0.35  # a cue's loudness, of its own, while a phrase is being said

Waiting = tuple[list[str], float, bytes]  # cues asked for, when, what was heard of them


class Speaker:
    """Plays named cues. ``played`` lists the cues asked for, in order (the last
    ``PLAYED_KEPT`` of them).

    Built with ``opened=False`` it stays closed until :meth:`open` or :meth:`open_later`.
    Built with ``whole=False`` it has only some of its cues (the power-on beep): the cue
    cache keeps the others until :meth:`add_cues` brings them.
    """

    def __init__(
        self,
        cues: Mapping[str, str],
        *,
        enabled: bool = True,
        volume: float = 0.8,
        buffer: int = 512,
        cache: CueCache | None = None,
        opened: bool = True,
        whole: bool = True,
    ) -> None:
        self.played: list[str] = []
        self.first_sound_at: float | None = None  # time.monotonic() of the first cue heard
        self.volume = volume
        self._descriptions = _checked(cues)
        self._enabled = enabled
        self._whole = whole
        self._buffer = buffer
        self._cache = cache or CueCache(None)
        self._sounds: dict[str, Any] = {}
        self._made: dict[str, bytes] = {}  # each description's samples, fitted to the mixer
        self._channel: Any = None
        self._mixer: Any = None
        self._warned: set[str] = set()
        self._lock = threading.Lock()
        self._opened = threading.Event()  # set once open() is wholly done
        self._playable = False  # the cues are made: play() plays rather than waits
        self._opening: threading.Thread | None = None
        self._opener_running = False  # a thread of open_later's is at work
        self._waiting: Waiting | None = None
        self._when_open: list[Callable[[], None]] = []
        self._ends_at = 0.0  # when the cue playing now ends (time.monotonic)
        self._speaking: Callable[[], bool] = lambda: False
        self._first: str | None = None  # sound_first's cue, until the box's first play()
        self._heard_first = b""  # its samples once heard, until the box's first play()
        if opened:
            self.open()

    @property
    def is_open(self) -> bool:
        """True once the device was asked for and the cues made (silent or not)."""
        return self._opened.is_set()

    @property
    def is_silent(self) -> bool:
        """True when no audio device could be opened (or it is not open yet)."""
        return self._mixer is None

    def sound_first(self, name: str) -> None:
        """Play ``name`` as the very first sound, once the device is open (the power-on
        beep, before the box is built). It is not listed in ``played``: the box lists it
        when it asks for its first cue, which then plays only what this one has not said
        (the beep is heard once; "resumed" adds only its echo)."""
        with self._lock:
            self._first = name
            if self._playable:
                self._play_now([name])
            else:
                self._waiting = ([name], time.monotonic(), b"")

    def add_cues(self, cues: Mapping[str, str], *, enabled: bool, volume: float) -> None:
        """The box's other cues, and its settings' last word on sound (the beep was played
        on the ``[audio]`` table read alone): checked now, made by the next :meth:`open`
        (:meth:`open_later`). From now on the speaker has all its cues."""
        checked = _checked(cues)
        with self._lock:
            self._descriptions.update(checked)
            self._whole = True
            self.volume = volume
            self._sounds.clear()  # made at the beep's volume
            newly_on = enabled and not self._enabled
            self._enabled = enabled
            unmade = self._mixer is not None and any(d not in self._made for d in checked.values())
            if unmade or newly_on:
                self._playable = False
                self._opened.clear()

    def set_volume(self, volume: float) -> None:
        """Play every cue at ``volume`` (0 silent to 1) from now on, one playing too."""
        with self._lock:
            self.volume = volume
            for sound in self._sounds.values():
                sound.set_volume(volume)

    def open(self) -> None:
        """Open the audio device and make the cues, then play what was asked meanwhile."""
        if self._playable:
            with self._lock:
                self._opener_running = False
            return
        while not self._open_once():
            pass  # cues came (add_cues) while the others were made: they are made too

    def _open_once(self) -> bool:
        try:
            if self._enabled and self._mixer is None:
                self._open_mixer(self._buffer)
            if self._mixer is not None:
                self._play_waiting_first()
                self._make_unmade()
        except Exception:  # on its own thread, after ready: the box goes on without sound
            log.exception("the speaker cannot open: the box goes on silently")
            self._mixer = None
        with self._lock:
            if self._mixer is not None and self._unmade():
                return False
            self._playable = True
            waiting, self._waiting = self._waiting, None
            if waiting and time.monotonic() - waiting[1] <= LATE_CUE_SECONDS:
                self._play_now(waiting[0], waiting[2])
            callbacks, self._when_open = self._when_open, []
            whole = self._whole
        for callback in callbacks:
            callback()
        if whole and self._mixer is not None:
            self._cache.forget_all_but(set(self._descriptions.values()))
        with self._lock:
            if not self._playable:  # add_cues came meanwhile
                return False
            self._opener_running = False
            self._opened.set()
            return True

    def _unmade(self) -> set[str]:
        return {d for d in self._descriptions.values() if d not in self._made}

    def _make_unmade(self) -> None:
        with self._lock:
            unmade = self._unmade()
        fitted = self._fitted({description: self._cache.pcm(description) for description in unmade})
        with self._lock:
            self._made.update(fitted)

    def _play_waiting_first(self) -> None:
        """The cues asked for while the device opened (the power-on beep): made and played
        now, before the other cues are made."""
        with self._lock:
            waiting = self._waiting
            if waiting is None or time.monotonic() - waiting[1] > LATE_CUE_SECONDS:
                return
            names = [name for name in waiting[0] if name in self._descriptions]
            wanted = {self._descriptions[n] for n in names} - set(self._made)
            self._made.update(self._fitted({d: self._cache.pcm(d) for d in wanted}))
            self._waiting = None
            self._play_now(waiting[0], waiting[2])

    def open_later(self) -> None:
        """Open the device and make the cues on a thread of their own, from now (with
        sound turned off in the settings there is nothing to open: done at once)."""
        if not self._enabled:
            self.open()
            return
        with self._lock:
            if self._playable or self._opener_running:
                return
            self._opener_running = True
        self._opening = threading.Thread(target=self.open, name="speaker-open", daemon=True)
        self._opening.start()

    def wait_open(self, timeout: float | None = None) -> bool:
        """Wait until :meth:`open` has finished; True if it has."""
        return self._opened.wait(timeout)

    def when_open(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the speaker is open (now if it is; else on the thread
        that opens it)."""
        with self._lock:
            if not self._playable:
                self._when_open.append(callback)
                return
        callback()

    def duck_under(self, speaking: Callable[[], bool]) -> None:
        """Play cues softer while ``speaking()`` says a phrase is sounding."""
        self._speaking = speaking

    def cue_left(self) -> float:
        """Seconds until the cue playing now has ended (0 when none is)."""
        if not self.is_playing:
            return 0.0
        return max(0.0, self._ends_at - time.monotonic())

    @property
    def mixer(self) -> Any:
        """pygame.mixer when an audio device is open, else None (speech plays through it)."""
        return self._mixer

    def _open_mixer(self, buffer: int) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # SDL would take SIGINT and SIGTERM for its own quit event, which nobody reads here:
        # the box and its tools stop on them as any program does.
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        # pygame.pkgdata imports setuptools' pkg_resources (0.05 s on a laptop, about ten
        # times that on a Zero 2 W) for files the box never asks pygame for; marked absent,
        # pygame takes its own fallback. Only if nothing has imported it already.
        sys.modules.setdefault("pkg_resources", None)  # type: ignore[arg-type]
        import pygame

        from drivers.sound.alsa_messages import quiet_without_a_card

        try:
            with quiet_without_a_card():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=buffer)
        except pygame.error as error:
            log.warning("no audio device (%s): the box goes on silently", error)
            return
        self._mixer = pygame.mixer
        self._channel = pygame.mixer.Channel(0)

    def _fitted(self, cues: dict[str, bytes]) -> dict[str, bytes]:
        rate, _, channels = self._mixer.get_init()
        if (rate, channels) == (SAMPLE_RATE, 1):
            return cues
        return {name: _widen(_resample(pcm, rate), channels) for name, pcm in cues.items()}

    def play(self, names: Iterable[str]) -> None:
        """Stop what is playing and play these cues one after the other."""
        names = list(names)
        self.played.extend(names)
        if len(self.played) > 2 * PLAYED_KEPT:
            del self.played[:-PLAYED_KEPT]
        with self._lock:
            heard, self._heard_first, self._first = self._heard_first, b"", None
            if not self._playable:
                self._waiting = (names, time.monotonic(), heard)
                return
            self._play_now(names, heard)

    def _play_now(self, names: list[str], heard: bytes = b"") -> None:
        """Play ``names``, but for what of them was ``heard`` already (sound_first's)."""
        known = [name for name in names if self._known(name)]
        if self._mixer is None or not known:
            return
        pcm = b"".join(self._made[self._descriptions[name]] for name in known)
        if heard and pcm.startswith(heard):
            self._play_rest(pcm[len(heard) :])
            return
        key = " ".join(known)
        sound = self._sounds.get(key)
        if sound is None:
            sound = self._mixer.Sound(buffer=pcm)
            sound.set_volume(self.volume)
            self._sounds[key] = sound
        self._channel.stop()
        self._channel.set_volume(DUCKED if self._speaking() else 1.0)
        self._channel.play(sound)
        self._ends_at = time.monotonic() + sound.get_length()
        if self.first_sound_at is None:
            self.first_sound_at = time.monotonic()
            log.info("first sound: %s", key)  # the journal's time of it: power to beep
        if known == [self._first]:
            self._heard_first = pcm

    def _play_rest(self, pcm: bytes) -> None:
        """The box's first cue, after sound_first's beep: only what it adds, after the beep."""
        if not pcm:
            return
        sound = self._mixer.Sound(buffer=pcm)
        sound.set_volume(self.volume)
        if self.is_playing:
            self._channel.queue(sound)
            self._ends_at += sound.get_length()
        else:
            self._channel.play(sound)
            self._ends_at = time.monotonic() + sound.get_length()

    def _known(self, name: str) -> bool:
        if name in self._descriptions:
            return True
        if name not in self._warned:
            log.warning("no sound cue named %r; it is skipped", name)
            self._warned.add(name)
        return False

    @property
    def is_playing(self) -> bool:
        """True while a cue is sounding."""
        return bool(self._channel and self._channel.get_busy())

    def close(self) -> None:
        """Stop the sound and close the mixer (once it has finished opening)."""
        if self._opening is not None:
            self._opening.join(CLOSE_WAIT_SECONDS)  # a device that hangs must not hang us
        if self._mixer is not None and self._opened.is_set():
            self._mixer.quit()
            self._mixer = None


def _resample(pcm: bytes, rate: int) -> bytes:
    # The mixer chose another rate than asked: repeat or skip samples (square waves
    # survive nearest-sample resampling well).
    samples = array("h")
    samples.frombytes(pcm)
    count = len(samples) * rate // SAMPLE_RATE
    return array("h", (samples[i * SAMPLE_RATE // rate] for i in range(count))).tobytes()


def _widen(pcm: bytes, channels: int) -> bytes:
    if channels == 1:
        return pcm
    mono = array("h")
    mono.frombytes(pcm)
    wide = array("h", (sample for sample in mono for _ in range(channels)))
    return wide.tobytes()


def _checked(cues: Mapping[str, str]) -> dict[str, str]:
    """The cues, each description parsed: a broken cue is said at once, not after start."""
    for name, description in cues.items():
        try:
            parse_cue(description)
        except CueError as error:
            raise CueError(f"sound cue {name!r}: {error}") from None
    return dict(cues)
