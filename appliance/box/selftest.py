"""The builder's self-test: the screen, every LED in turn, every key, every sound cue.

It runs like a game (the box feeds it keys and timers) but lives in the appliance: it
knows the panel and the cues of every game. The LEDs and sounds are for the builder's
eyes and ears; the keys are checked off as they arrive, with those not yet seen listed.
Holding CLEAR skips the keys (a dead key is then named in the summary).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from drivers.panel import COMPASS_LEDS, GAUGE_LEDS, KEY_NAMES
from drivers.sound_synth import cue_seconds
from games.base import GameInfo
from games.effects import Effect, Lights, Sound, WakeAt
from games.events import Event, Hold, Press, Wake
from games.screen import Rect, Screen, Segment, T

NAME = "selftest"
PATTERN_SECONDS = 1.5
LED_SECONDS = 0.4
SOUND_GAP = 0.3
KEY_CUE = "key"
KEY_CUE_TEXT = "A5:0.04"
LEDS = (*COMPASS_LEDS, *GAUGE_LEDS)
MISSING_PER_LINE = 9


@dataclass
class SelfTest:
    """The self-test's steps: pattern, leds, keys, sounds, summary."""

    cues: tuple[str, ...]
    seconds: Mapping[str, float]
    step: str = "pattern"
    index: int = 0
    seen: list[str] = field(default_factory=list)
    last_key: str | None = None

    @property
    def wants_menu_key(self) -> bool:
        """While keys are checked, MENU is a key like the others."""
        return self.step == "keys"

    def redraw(self, now: float) -> list[Effect]:
        if self.step == "pattern":
            return [self._pattern(), Lights(), WakeAt(now + PATTERN_SECONDS, "next")]
        if self.step == "leds":
            return [*self._led(), WakeAt(now + LED_SECONDS, "next")]
        if self.step == "keys":
            return [self._keys_screen(), Lights()]
        if self.step == "sounds":
            return self._sound(now)
        return [self._summary(), Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        if isinstance(event, Wake):
            return self._advance(now)
        if self.step != "keys":
            return []
        if isinstance(event, Hold) and event.key == "CLEAR":
            return self._go("sounds", now)
        if isinstance(event, Press):
            return self._key(event.key, now)
        return []

    def snapshot(self, now: float) -> dict[str, Any]:
        return {"version": 1}

    def _advance(self, now: float) -> list[Effect]:
        if self.step == "pattern":
            return self._go("leds", now)
        if self.step == "leds":
            self.index += 1
            return self.redraw(now) if self.index < len(LEDS) else self._go("keys", now)
        if self.step == "sounds":
            self.index += 1
            return self.redraw(now) if self.index < len(self.cues) else self._go("summary", now)
        return []

    def _go(self, step: str, now: float) -> list[Effect]:
        self.step, self.index = step, 0
        return self.redraw(now)

    def _key(self, key: str, now: float) -> list[Effect]:
        self.last_key = key
        if key not in self.seen:
            self.seen.append(key)
        if len(self.seen) == len(KEY_NAMES):
            return [Sound(KEY_CUE), *self._go("sounds", now)]
        return [self._keys_screen(), Sound(KEY_CUE)]

    def _pattern(self) -> Screen:
        shapes = (Rect(0, 0, 128, 64), Segment(0, 0, 127, 63), Segment(0, 63, 127, 0))
        return Screen((T("Self-test"), T("The screen: a frame and a cross.")), shapes)

    def _led(self) -> list[Effect]:
        name = LEDS[self.index]
        if name in COMPASS_LEDS:
            lights = Lights(name, "000000")
        else:
            lit = GAUGE_LEDS.index(name)
            lights = Lights(None, "0" * lit + "1" + "0" * (5 - lit))
        screen = Screen((T("Self-test: LEDs"), T("LED {name} should be lit.", name=name)))
        return [screen, lights]

    def _keys_screen(self) -> Screen:
        missing = [key for key in KEY_NAMES if key not in self.seen]
        lines = [T("Self-test: press every key.")]
        if self.last_key:
            lines.append(T("Key {key} works.", key=self.last_key))
        lines.append(T("Not yet seen: {count}", count=len(missing)))
        for start in range(0, len(missing), MISSING_PER_LINE):
            lines.append(
                T(
                    "{keys}",
                    keys=" ".join(_short(k) for k in missing[start : start + MISSING_PER_LINE]),
                )
            )
        return Screen(tuple(lines[:5]))

    def _sound(self, now: float) -> list[Effect]:
        cue = self.cues[self.index]
        owner, _, name = cue.rpartition("/")
        screen = Screen(
            (
                T("Self-test: sounds"),
                T("Sound {number} of {total}:", number=self.index + 1, total=len(self.cues)),
                T("{game} {cue}", game=owner, cue=name),
            )
        )
        wait = self.seconds[cue] + SOUND_GAP
        return [screen, Sound(cue), WakeAt(now + wait, "next")]

    def _summary(self) -> Screen:
        missing = [key for key in KEY_NAMES if key not in self.seen]
        keys = [T("Keys: all {total} work.", total=len(KEY_NAMES))]
        if missing:
            names = " ".join(_short(k) for k in missing[:MISSING_PER_LINE])
            more = "" if len(missing) <= MISSING_PER_LINE else " ..."
            keys = [T("Keys not seen: {count}", count=len(missing)), T("{keys}", keys=names + more)]
        return Screen(
            (
                T("Self-test done."),
                T("LEDs: {count} lit in turn.", count=len(LEDS)),
                *keys,
                T("Sounds: {count} played.", count=len(self.cues)),
            )
        )


def _short(key: str) -> str:
    return key.replace("_GOLD", "g").replace("_SILVER", "s")


def selftest_info(cues: Mapping[str, str]) -> GameInfo:
    """The self-test as the box runs it, playing ``cues`` (speaker names to descriptions)."""
    table = {KEY_CUE: KEY_CUE_TEXT, **cues}
    names = tuple(sorted(cues))
    seconds = {name: cue_seconds(text) for name, text in cues.items()}

    def new(rng: random.Random, settings: Any, now: float) -> SelfTest:
        return SelfTest(names, seconds)

    def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float):
        return new(rng, settings, now)

    return GameInfo(name=NAME, title=T("Self-test"), new=new, restore=restore, cues=table)
