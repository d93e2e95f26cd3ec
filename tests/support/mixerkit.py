"""What the speaker hands to pygame's mixer: the real channel, noting each sound played
or queued on it (what a listener hears, whether or not it has ended yet)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest


class Heard(bytes):
    """A sound's samples, and the loudness it was handed over at."""

    volume: float


def heard(sound: Any) -> Heard:
    """The samples and volume of a pygame Sound."""
    samples = Heard(sound.get_raw())
    samples.volume = sound.get_volume()
    return samples


def sounds_handed(monkeypatch: pytest.MonkeyPatch) -> list[Heard]:
    """Every sound handed to a mixer channel from now on, in order (equal to its samples)."""
    handed: list[Heard] = []
    real_channel = pygame.mixer.Channel

    class NotingChannel:  # pygame's Channel cannot be subclassed: this wraps one
        def __init__(self, number: int) -> None:
            self._channel = real_channel(number)

        def play(self, sound: Any, *args: Any) -> Any:
            handed.append(heard(sound))
            return self._channel.play(sound, *args)

        def queue(self, sound: Any) -> Any:
            handed.append(heard(sound))
            return self._channel.queue(sound)

        def __getattr__(self, name: str) -> Any:
            return getattr(self._channel, name)

    monkeypatch.setattr(pygame.mixer, "Channel", NotingChannel)
    return handed
