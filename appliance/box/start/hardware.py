"""Builds the drivers from settings: the real box on a Pi, mock hardware elsewhere.

Mock hardware is real code on stand-in parts: gpiozero's MockFactory under the real
keypad and lights, luma's dummy device (or luma.emulator) under the real display, and
pygame's mixer on the laptop's sound card (SDL's dummy audio driver when muted, as key
scripts and tests are).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gpiozero import GPIOZeroError

from appliance.box.start.settings import Settings
from drivers.display import Display, DisplayConfig, open_device
from drivers.errors import DeviceError
from drivers.pins.keypad import Keypad
from drivers.pins.keypad_mock import MockKeyMatrix
from drivers.pins.lights import Lights
from drivers.pins.pinout import Pinout
from drivers.scheduling import Scheduler
from drivers.sound.cue_cache import CueCache
from drivers.sound.speaker import Speaker
from drivers.speech.phrase_cache import PhraseCache
from drivers.speech.speech import Speech, find_engine

log = logging.getLogger(__name__)


@dataclass
class Hardware:
    """The drivers of one box, and the fingers that press mock keys."""

    keypad: Keypad
    lights: Lights
    display: Display
    speaker: Speaker
    fingers: MockKeyMatrix | None
    speech: Speech
    pins_problem: str | None = None
    """Why the keys and LEDs could not start on real pins (they stand on mock pins)."""

    @property
    def mock_fingers(self) -> MockKeyMatrix:
        """The fingers on the mock keypad (a DeviceError on real hardware)."""
        if self.fingers is None:
            raise DeviceError("real hardware has no mock fingers: press the real keys")
        return self.fingers

    def close(self) -> None:
        """Release every device."""
        self.keypad.close()
        self.lights.close()
        self.speech.close()
        self.speaker.close()
        self.display.close()


def build_hardware(
    settings: Settings,
    pinout: Pinout,
    *,
    scheduler: Scheduler,
    cues: Mapping[str, str],
    mock: bool,
    display_kind: str | None = None,
    display_device: Any = None,
    mute: bool = False,
    cue_cache: Path | None = None,
    speech_cache: Path | None = None,
    speaker: Speaker | None = None,
) -> Hardware:
    """Every driver, on real pins or on a MockFactory. The speaker is built closed: the
    caller opens it once the box is ready (``speaker.open_later()``); its cues are kept
    in ``cue_cache`` between boots, if given. Speech plays through the speaker's mixer
    once it is open; muted (key scripts, tests), speech is only recorded. A ``speaker``
    that played the power-on beep already (power_up) is given the rest of the cues."""
    factory = _mock_factory() if mock else None
    fingers = MockKeyMatrix(pinout, factory) if mock else None
    pins_problem = None
    try:
        keypad, lights = _pins(settings, pinout, scheduler, factory)
    except GPIOZeroError as error:  # no pin factory (a board gpiozero cannot tell), a pin in use
        pins_problem = f"{type(error).__name__}: {error}"
        keypad, lights = _pins(settings, pinout, scheduler, _mock_factory())
    kind = display_kind or ("dummy" if mock else settings.display.kind)
    display = Display(display_device or _open_display(settings, pinout, kind))
    if mute:
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    if speaker is None:
        speaker = Speaker(
            cues,
            enabled=settings.audio.enabled,
            volume=settings.audio.volume,
            cache=CueCache(cue_cache),
            opened=False,
        )
    else:
        speaker.add_cues(cues, enabled=settings.audio.enabled, volume=settings.audio.volume)
    speech = Speech(
        engine=None if mute else find_engine(),
        cache=PhraseCache(speech_cache),
        volume=settings.audio.volume,
        muted=mute,
    )
    speaker.when_open(lambda: speech.use_mixer(speaker.mixer, speaker.cue_left))
    speaker.duck_under(lambda: speech.is_sounding)
    return Hardware(keypad, lights, display, speaker, fingers, speech, pins_problem)


def _pins(
    settings: Settings, pinout: Pinout, scheduler: Scheduler, factory: Any
) -> tuple[Keypad, Lights]:
    """The keypad and the LEDs on ``factory`` (None: gpiozero's own); the keypad is
    closed again if the LEDs cannot start, so that no pin stays taken."""
    keypad = Keypad(
        pinout,
        scheduler=scheduler,
        pin_factory=factory,
        debounce_time=settings.box.debounce_time,
        dropout_time=settings.box.dropout_time,
        hold_time=settings.box.hold_time,
    )
    try:
        return keypad, Lights(pinout.leds, pin_factory=factory)
    except GPIOZeroError:
        keypad.close()
        raise


def _mock_factory() -> Any:
    from drivers.pins.mock_pins import mock_factory

    return mock_factory()


def _open_display(settings: Settings, pinout: Pinout, kind: str) -> Any:
    d = settings.display
    pins = dict(pinout.display_pins)
    config = DisplayConfig(
        kind=kind,
        interface=pinout.display_bus,
        port=d.port,
        address=d.address,
        width=d.width,
        height=d.height,
        rotate=d.rotate,
        gpio_dc=pins.get("dc", 24),
        gpio_reset=pins.get("reset"),
    )
    try:
        return open_device(config)
    except DeviceError as error:
        log.warning("%s; the box goes on without a screen", error)
        return open_device(DisplayConfig(kind="dummy", width=d.width, height=d.height))
