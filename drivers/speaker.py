"""The speaker: sound cues synthesised once at start, kept in memory, played at once.

pygame.mixer plays them (an I2S amplifier, the analog jack, or SDL's dummy driver in
tests). With no audio device the speaker logs that once and stays silent; it still
records what it was asked to play.
"""

from __future__ import annotations

import logging
import os
import threading
from array import array
from collections.abc import Iterable, Mapping
from typing import Any

from drivers.errors import CueError
from drivers.sound_synth import SAMPLE_RATE, synthesize

log = logging.getLogger(__name__)


class Speaker:
    """Plays named cues. ``played`` lists every cue asked for, in order."""

    def __init__(
        self,
        cues: Mapping[str, str],
        *,
        enabled: bool = True,
        volume: float = 0.8,
        buffer: int = 512,
    ) -> None:
        self.played: list[str] = []
        self._sounds: dict[str, Any] = {}
        self._channel: Any = None
        self._mixer: Any = None
        self._warned: set[str] = set()
        self.volume = volume
        opening = threading.Thread(target=self._open_mixer, args=(buffer,), daemon=True)
        if enabled:
            opening.start()  # the audio device wakes while the cues are made
        self._pcm = self._make(cues)
        if enabled:
            opening.join()
            if self._mixer is not None:
                self._fit_to_mixer()

    @property
    def is_silent(self) -> bool:
        """True when no audio device could be opened."""
        return self._mixer is None

    @property
    def mixer(self) -> Any:
        """pygame.mixer when an audio device is open, else None (speech plays through it)."""
        return self._mixer

    def _open_mixer(self, buffer: int) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # SDL would take SIGINT and SIGTERM for its own quit event, which nobody reads here:
        # the box and its tools stop on them as any program does.
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        import pygame

        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=buffer)
        except pygame.error as error:
            log.warning("no audio device (%s): the box goes on silently", error)
            return
        self._mixer = pygame.mixer
        self._channel = pygame.mixer.Channel(0)

    def _make(self, cues: Mapping[str, str]) -> dict[str, bytes]:
        made: dict[str, bytes] = {}
        pcm = {}
        for name, description in cues.items():
            if description not in made:
                try:
                    made[description] = synthesize(description, SAMPLE_RATE)
                except CueError as error:
                    raise CueError(f"sound cue {name!r}: {error}") from None
            pcm[name] = made[description]
        return pcm

    def _fit_to_mixer(self) -> None:
        rate, _, channels = self._mixer.get_init()
        if (rate, channels) != (SAMPLE_RATE, 1):
            self._pcm = {
                name: _widen(_resample(pcm, rate), channels) for name, pcm in self._pcm.items()
            }

    def play(self, names: Iterable[str]) -> None:
        """Stop what is playing and play these cues one after the other."""
        names = list(names)
        known = [name for name in names if self._known(name)]
        self.played.extend(names)
        if self._mixer is None or not known:
            return
        key = " ".join(known)
        sound = self._sounds.get(key)
        if sound is None:
            sound = self._mixer.Sound(buffer=b"".join(self._pcm[name] for name in known))
            sound.set_volume(self.volume)
            self._sounds[key] = sound
        self._channel.stop()
        self._channel.play(sound)

    def _known(self, name: str) -> bool:
        if name in self._pcm:
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
        """Stop the sound and close the mixer."""
        if self._mixer is not None:
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
