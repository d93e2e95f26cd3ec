"""Where effects go: the LEDs, the speaker, the display, and every listener.

Repeats are dropped (the same lights or screen twice shows nothing new). Each change is
also handed to the listeners as a record, the JSON shape of key scripts and the serial
console: ``{"t": 1.2, "type": "lights", "compass": "N", "gauge": "110000"}``,
``{"type": "sound", "cue": "spin"}``, ``{"type": "screen", "lines": [...], "ids": [...]}``
(``ids``: the same lines in English, the message ids filled in, whatever the language, so
tools need not know which language the box speaks),
``{"type": "speech", "text": "Player 2 wins the map!"}`` (what was said aloud).

The table listeners (the table companion) hear what every phone may see, and nothing
else: ``{"type": "frame", "image": <the picture>, "lines": [...]}``, the OLED as the
phones show it (for a screen that is not the table's, its ``shared`` screen instead:
"Player 2 is looking", or the join screen without its code),
``{"type": "secret", "seat": 2, "lines": [...]}`` for that seat's phone alone, and
``{"type": "chart", ...}``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

from appliance.box.sounds import BOX_SOUNDS, cue_key
from appliance.box.words.speech_form import spoken_form
from appliance.box.words.speech_levels import SPEECH_LEVELS
from appliance.screen.render import ScreenRenderer, Translate
from games.effects import Chart, Lights, Say, Secret, Sound
from games.screen import Screen, plain

log = logging.getLogger(__name__)

Record = dict[str, Any]
Listener = Callable[[Record], None]


class LightsDriver(Protocol):
    def show(self, compass: str | None, gauge: str) -> None: ...


class SpeakerDriver(Protocol):
    def play(self, names: list[str]) -> None: ...

    def set_volume(self, volume: float) -> None: ...


class DisplayDriver(Protocol):
    def show(self, image: Any) -> None: ...


class SpeechDriver(Protocol):
    @property
    def available(self) -> bool: ...

    def say(self, text: str, language: str) -> None: ...

    def prepare(self, language: str) -> None: ...

    def set_volume(self, volume: float) -> None: ...


class Output:
    """Applies lights, sounds and screens to the drivers and tells the listeners."""

    def __init__(
        self,
        *,
        lights: LightsDriver,
        speaker: SpeakerDriver,
        display: DisplayDriver,
        renderer: ScreenRenderer,
        now: Callable[[], float],
        speech: SpeechDriver | None = None,
    ) -> None:
        self.lights = lights
        self.speaker = speaker
        self.speech = speech
        self.speech_level = "off"
        self.display = display
        self.renderer = renderer
        self.now = now
        self.listeners: list[Listener] = []
        # Only these hear a seat's secrets and the game's chart (the table companion):
        # never the serial console or a recorder.
        self.table_listeners: list[Listener] = []
        self.current_lights = Lights()
        self.current_screen: Screen | None = None
        self.table_screen: Screen | None = None  # the OLED's screen as the phones see it
        self.current_lines: list[str] = []
        self.current_ids: list[str] = []
        self.history: Callable[[Translate], Record] | None = None  # what show_history told

    def show_lights(self, lights: Lights) -> None:
        """Set the LEDs, if they change."""
        if lights == self.current_lights:
            return
        self.current_lights = lights
        self.lights.show(lights.compass, lights.gauge)
        self.tell({"type": "lights", "compass": lights.compass, "gauge": lights.gauge})

    def play(self, sounds: list[Sound], owner: str = BOX_SOUNDS) -> None:
        """Play ``owner``'s cues one after the other, cutting off what was playing."""
        if not sounds:
            return
        self.speaker.play([cue_key(owner, sound.cue) for sound in sounds])
        for sound in sounds:
            self.tell({"type": "sound", "cue": sound.cue})

    def use_volume(self, volume: float) -> None:
        """Play the cues and say the phrases at ``volume`` (0 silent to 1) from now on."""
        self.speaker.set_volume(volume)
        if self.speech is not None:
            self.speech.set_volume(volume)

    @property
    def can_speak(self) -> bool:
        """True when the box has a voice (an engine, or a muted box that records)."""
        return self.speech is not None and self.speech.available

    def use_speech(self, level: str) -> None:
        """Speak at ``level`` from now on (off, results, all), the voice made ready."""
        self.speech_level = level
        if level != "off" and self.speech is not None:
            self.speech.prepare(self.language)

    @property
    def language(self) -> str:
        """The language the box speaks now (its translation's)."""
        return str(getattr(self.renderer.translate, "language", "en"))

    def say(self, says: list[Say]) -> None:
        """Speak the messages that ``speech_level`` lets through, one after the other, in
        the language and words of the screen, made sayable (words/speech_form.py)."""
        level = SPEECH_LEVELS.get(self.speech_level)
        kinds = level.spoken if level is not None and self.can_speak else ()
        words = [self.renderer.translate(say.text) for say in says if say.kind in kinds]
        if not words or self.speech is None:
            return
        language, text = self.language, " ".join(words)
        try:
            spoken = spoken_form(words, self.renderer.translate, language)
        except Exception:  # the voice is a help: a failure here says the screen's words
            log.exception("the speech form of %r failed; said as shown", text)
            spoken = text
        self.speech.say(spoken, language)
        self.tell({"type": "speech", "text": text})

    def show_screen(self, screen: Screen) -> None:
        """Draw a screen, if it changes."""
        if screen == self.current_screen:
            return
        image = self.renderer.render(screen)
        self.display.show(image)
        self.current_screen = screen  # after drawing: a screen that failed is tried again
        lines = [self.renderer.translate(line) for line in screen.lines]
        if lines != self.current_lines:
            self.current_lines = lines
            self.current_ids = [plain(line) for line in screen.lines]
            self.tell({"type": "screen", "lines": lines, "ids": self.current_ids})
        if self.table_listeners:
            self._show_the_table(screen, image, lines)

    def _show_the_table(self, screen: Screen, image: Any, lines: list[str]) -> None:
        """The OLED as the phones see it: its picture and words, or for a screen that is
        not the table's (one player's secret, the join code) what it shares instead."""
        shared = screen.shared
        if shared is not None:
            if shared == self.table_screen:
                return  # the phones show it already
            image = self.renderer.render(shared)
            lines = [self.renderer.translate(line) for line in shared.lines]
        self.table_screen = shared or screen
        self._tell_table({"type": "frame", "image": image, "lines": lines})

    def use_translation(self, translate: Translate) -> None:
        """Speak another language: the screen shown now is drawn again in it."""
        self.renderer.use(translate)
        self.table_screen = None
        if self.history is not None:
            self.show_history(self.history)
        shown, self.current_screen = self.current_screen, None
        if shown is not None:
            self.show_screen(shown)

    def tell_secret(self, secret: Secret) -> None:
        """Hand one seat's secret, in the box's language, to the table listeners only."""
        if self.table_listeners:
            lines = [self.renderer.translate(line) for line in secret.lines]
            self._tell_table({"type": "secret", "seat": secret.seat, "lines": lines})

    def show_chart(self, chart: Chart) -> None:
        """Hand the game's chart, its words in the box's language, to the table listeners."""
        if self.table_listeners:
            labels = {key: self.renderer.translate(text) for key, text in chart.labels.items()}
            self._tell_table(
                {"type": "chart", "game": chart.game, "data": chart.data, "labels": labels}
            )

    def show_history(self, table: Callable[[Translate], Record]) -> None:
        """Hand the evenings remembered (``table`` makes them in the box's language), to
        the table listeners, now and after every change of language."""
        self.history = table
        if self.table_listeners:
            self._tell_table({"type": "history", **table(self.renderer.translate)})

    def _tell_table(self, record: Record) -> None:
        for listener in list(self.table_listeners):
            try:
                listener(record)
            except Exception:
                log.exception("a listener of the table's records failed; it hears no more")
                self.table_listeners.remove(listener)

    def tell(self, record: Record) -> None:
        """Hand a record, stamped with the time, to every listener (one that fails is
        logged and hears no more; the game goes on)."""
        stamped = {"t": round(self.now(), 3), **record}
        for listener in list(self.listeners):
            try:
                listener(stamped)
            except Exception:
                # A listener only watches: its failure is no failure of the game (which
                # would send the game back to its last save), so it is dropped instead.
                log.exception("a listener of the box's output failed; it hears no more")
                self.listeners.remove(listener)


def recent_cues(cues: list[str], record: Record, keep: int = 4) -> list[str]:
    """The last ``keep`` cues heard, with the record's cue added if it is a sound
    (what the front ends show as "sound: ...")."""
    if record["type"] != "sound":
        return cues
    return [*cues[-(keep - 1) :], record["cue"]]
