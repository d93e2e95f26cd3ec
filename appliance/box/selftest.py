"""The builder's self-test: the screen, every LED in turn, every key, every sound cue.

It runs like a game (the box feeds it keys and timers) but lives in the appliance: it
knows the panel and the cues of every game. The LEDs and sounds are for the builder's
eyes and ears; the keys are checked off as they arrive, with those not yet seen listed.
Holding CLEAR skips the keys (a dead key is then named in the summary). After the
screen, the LEDs and the sounds, the builder says whether they were seen or heard (AIR
yes, CLEAR no); the summary names every part not confirmed, and AIR or MENU ends it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from drivers.panel import COMPASS_LEDS, GAUGE_LEDS, KEY_NAMES
from drivers.sound_synth import cue_seconds
from games.base import GameInfo
from games.effects import Effect, Lights, Sound, WakeAt
from games.events import Event, Hold, Press, Wake
from games.screen import Rect, Screen, Segment, T, Text, mark

NAME = "selftest"
PATTERN_SECONDS = 1.5
LED_SECONDS = 0.4
SOUND_GAP = 0.3
KEY_CUE = "key"
KEY_CUE_TEXT = "A5:0.04"
LEDS = (*COMPASS_LEDS, *GAUGE_LEDS)
MISSING_PER_LINE = 9


CONFIRM = {"pattern": "screen", "leds": "leds", "sounds": "sounds"}
QUESTIONS = {
    "screen": T("Did you see a frame and a cross?"),
    "leds": T("Did every LED light in turn?"),
    "sounds": T("Did you hear every sound?"),
}
PART_NAMES = {
    "screen": mark("screen"),
    "leds": mark("LEDs"),
    "keys": mark("keys"),
    "sounds": mark("sounds"),
}
Finished = Callable[[dict[str, bool], list[str]], None]


@dataclass
class SelfTest:
    """The self-test's steps: pattern, leds, keys, sounds, each seen part confirmed by
    the builder, then the summary. ``when_finished`` (the ``tabletop selftest`` command)
    is called with what was confirmed and the keys never seen when the builder leaves."""

    cues: tuple[str, ...]
    seconds: Mapping[str, float]
    step: str = "pattern"
    index: int = 0
    seen: list[str] = field(default_factory=list)
    last_key: str | None = None
    asking: str | None = None
    confirmed: dict[str, bool] = field(default_factory=dict)
    when_finished: Finished | None = None

    @property
    def wants_menu_key(self) -> bool:
        """While keys are checked, MENU is a key like the others; at the summary of the
        ``tabletop selftest`` command it ends the self-test."""
        return self.step == "keys" or (self.step == "summary" and self.when_finished is not None)

    @property
    def missing_keys(self) -> list[str]:
        """The keys not seen yet."""
        return [key for key in KEY_NAMES if key not in self.seen]

    @property
    def failed_parts(self) -> list[str]:
        """The parts not confirmed: screen, LEDs, keys, sounds."""
        failed = [part for part in ("screen", "leds") if not self.confirmed.get(part)]
        failed += ["keys"] if self.missing_keys else []
        failed += [] if self.confirmed.get("sounds") else ["sounds"]
        return [PART_NAMES[part] for part in failed]

    def redraw(self, now: float) -> list[Effect]:
        if self.asking:
            question = QUESTIONS[self.asking]
            return [Screen((T("Self-test"), question, T("AIR: yes   CLEAR: no"))), Lights()]
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
        if self.asking:
            return self._answer(event, now)
        if self.step == "summary":
            return self._leave(event)
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
            return self._ask(now)
        if self.step == "leds":
            self.index += 1
            return self.redraw(now) if self.index < len(LEDS) else self._ask(now)
        if self.step == "sounds":
            self.index += 1
            return self.redraw(now) if self.index < len(self.cues) else self._ask(now)
        return []

    def _ask(self, now: float) -> list[Effect]:
        self.asking = CONFIRM[self.step]
        return self.redraw(now)

    def _answer(self, event: Event, now: float) -> list[Effect]:
        if not isinstance(event, Press) or event.key not in ("AIR", "CLEAR"):
            return []
        assert self.asking is not None
        self.confirmed[self.asking] = event.key == "AIR"
        self.asking = None
        following = {"pattern": "leds", "leds": "keys", "sounds": "summary"}[self.step]
        return [Sound(KEY_CUE), *self._go(following, now)]

    def _leave(self, event: Event) -> list[Effect]:
        if isinstance(event, Press) and event.key in ("AIR", "MENU") and self.when_finished:
            self.when_finished(dict(self.confirmed), self.missing_keys)
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
        missing = self.missing_keys
        keys = [T("Keys: all {total} work.", total=len(KEY_NAMES))]
        if missing:
            names = " ".join(_short(k) for k in missing[:MISSING_PER_LINE])
            more = "" if len(missing) <= MISSING_PER_LINE else " ..."
            keys = [T("Keys not seen: {count}", count=len(missing)), T("{keys}", keys=names + more)]
        failed = self.failed_parts
        verdict = (
            T("Self-test done: all good.")
            if not failed
            else T("Not confirmed: {parts}", parts=part_list(failed))
        )
        leave = T("AIR or MENU: leave.") if self.when_finished else T("MENU: leave.")
        return Screen(
            (
                verdict,
                T("LEDs: {count} lit in turn.", count=len(LEDS)),
                *keys,
                T("Sounds: {count} played.", count=len(self.cues)),
                leave,
            )
        )


def part_list(names: list[str]) -> Text:
    """ "screen, LEDs": each name translated, the separator the translator's own."""
    listed = T(names[-1])
    for name in reversed(names[:-1]):
        # TRANSLATORS: a list of the self-test's parts, "screen, LEDs, keys".
        listed = T("{first}, {rest}", first=T(name), rest=listed)
    return listed


def _short(key: str) -> str:
    return key.replace("_GOLD", "g").replace("_SILVER", "s")


def selftest_info(cues: Mapping[str, str], when_finished: Finished | None = None) -> GameInfo:
    """The self-test as the box runs it, playing ``cues`` (speaker names to descriptions);
    ``when_finished`` is told the result when the builder leaves the summary."""
    table = {KEY_CUE: KEY_CUE_TEXT, **cues}
    names = tuple(sorted(cues))
    seconds = {name: cue_seconds(text) for name, text in cues.items()}

    def new(rng: random.Random, settings: Any, now: float) -> SelfTest:
        return SelfTest(names, seconds, when_finished=when_finished)

    def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float):
        return new(rng, settings, now)

    return GameInfo(name=NAME, title=T("Self-test"), new=new, restore=restore, cues=table)
