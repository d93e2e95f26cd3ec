"""The builder's self-test: the screen, every LED in turn, every key, two keys at once,
every sound cue.

It runs like a game (the box feeds it keys and timers) but lives in the appliance: it
knows the panel, the pin map and the cues of every game. After the screen, the LEDs and
the sounds, the builder says whether they were seen or heard: yes and no each have a key
in two rows and two columns (one dead wire leaves one of them), and a question left
unanswered for a minute counts as no. The keys are asked for one at a time, row by row:
a wrong key is named with the wires it suspects, and holding any other key skips the
one asked for. Then two keys held at once (the diodes' check). The summary names every
part not confirmed, every key never seen, a dead row or column, swapped wires.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from appliance.box.selftest.screens import (
    LEDS,
    QUESTION_SECONDS,
    keys_screen,
    led_effects,
    pair_screen,
    pattern_screen,
    question_screen,
    short,
    sound_screen,
    summary_screen,
)
from appliance.box.selftest.wiring import NO_KEYS, YES_KEYS, Matrix, swaps
from drivers.pins.pinout import Pinout, bare_pinout
from drivers.sound.sound_synth import cue_seconds
from games.base import GameInfo
from games.effects import CancelWake, Effect, Lights, Sound, WakeAt
from games.events import Event, Hold, Press, Release, Wake
from games.screen import Screen, T, Text, mark

NAME = "selftest"
PATTERN_SECONDS = 1.5
LED_SECONDS = 0.4
SOUND_GAP = 0.3
KEY_CUE = "key"
KEY_CUE_TEXT = "A5:0.04"
WRONG_CUE = "wrong"
WRONG_CUE_TEXT = "E3:0.25"
ANSWER = "answer"  # the wake of a question left unanswered

CONFIRM = {"pattern": "screen", "leds": "leds", "sounds": "sounds"}
PART_NAMES = {
    "screen": mark("screen"),
    "leds": mark("LEDs"),
    "keys": mark("keys"),
    "sounds": mark("sounds"),
}
Finished = Callable[[dict[str, bool], list[str], list[Text]], None]


@dataclass
class SelfTest:
    """The self-test's steps: pattern, leds, keys, pair, sounds, each seen part
    confirmed by the builder, then the summary. ``when_finished`` (the ``tabletop
    selftest`` command) is called with what was confirmed, the keys never seen and what
    the keys say of the wires, when the builder leaves."""

    cues: tuple[str, ...]
    seconds: Mapping[str, float]
    matrix: Matrix = field(default_factory=lambda: Matrix.of(bare_pinout()))
    step: str = "pattern"
    index: int = 0
    asking: str | None = None
    confirmed: dict[str, bool] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)  # asked for and pressed
    skipped: list[str] = field(default_factory=list)
    read: set[str] = field(default_factory=set)  # every key that ever answered
    note: tuple[Text, ...] = ()
    guesses: list[Text] = field(default_factory=list)
    wrong: tuple[str, Text] | None = None  # the last wrong key and its guess
    pair: tuple[str, str] | None = None
    down: set[str] = field(default_factory=set)
    pair_result: str = "not checked"  # "read", "not read" or a third key's name
    when_finished: Finished | None = None

    @property
    def wants_menu_key(self) -> bool:
        """While keys are checked, MENU is a key like the others; at the summary of the
        ``tabletop selftest`` command it ends the self-test."""
        return self.step in ("keys", "pair") or (
            self.step == "summary" and self.when_finished is not None
        )

    @property
    def expected(self) -> str:
        """The key asked for now."""
        return self.matrix.order[self.index]

    @property
    def missing_keys(self) -> list[str]:
        """The keys asked for and never seen (skipped, or not reached yet)."""
        return [key for key in self.matrix.order if key not in self.seen]

    @property
    def findings(self) -> list[Text]:
        """What the keys say of the wires and the diodes: what is wrong only."""
        never_read = [key for key in self.matrix.order if key not in self.read]
        found = [*self.matrix.dead_wires(never_read), *swaps(self.guesses)]
        if self.pair and self.pair_result != "read":
            found.append(self._pair_line())
        return found

    @property
    def failed_parts(self) -> list[str]:
        """The parts not confirmed: screen, LEDs, keys, sounds."""
        failed = [part for part in ("screen", "leds") if not self.confirmed.get(part)]
        failed += ["keys"] if self.missing_keys or self.findings else []
        failed += [] if self.confirmed.get("sounds") else ["sounds"]
        return [PART_NAMES[part] for part in failed]

    def redraw(self, now: float) -> list[Effect]:
        if self.asking:
            due = WakeAt(now + QUESTION_SECONDS, ANSWER)
            return [question_screen(self.asking, YES_KEYS, NO_KEYS), Lights(), due]
        if self.step == "pattern":
            return [pattern_screen(), Lights(), WakeAt(now + PATTERN_SECONDS, "next")]
        if self.step == "leds":
            return [*led_effects(self.index), WakeAt(now + LED_SECONDS, "next")]
        if self.step == "keys":
            number, total = self.index + 1, len(self.matrix.order)
            return [keys_screen(number, total, short(self.expected), self.note), Lights()]
        if self.step == "pair":
            assert self.pair is not None
            return [pair_screen(*(short(key) for key in self.pair)), Lights()]
        if self.step == "sounds":
            return self._sound(now)
        return [self._summary(), Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        if isinstance(event, Wake):
            return self._woken(event.tag, now)
        if self.asking:
            return self._answer(event, now)
        if self.step == "summary":
            return self._leave(event)
        if self.step == "keys":
            return self._key(event, now)
        if self.step == "pair":
            return self._pair(event, now)
        return []

    def snapshot(self, now: float) -> dict[str, Any]:
        return {"version": 1}

    def _woken(self, tag: str, now: float) -> list[Effect]:
        if tag == ANSWER:
            return self._answered(False, now) if self.asking else []
        if self.asking:
            return []
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
        if not isinstance(event, Press) or event.key not in (*YES_KEYS, *NO_KEYS):
            return []
        return [Sound(KEY_CUE), *self._answered(event.key in YES_KEYS, now)]

    def _answered(self, yes: bool, now: float) -> list[Effect]:
        assert self.asking is not None
        self.confirmed[self.asking] = yes
        self.asking = None
        following = {"pattern": "leds", "leds": "keys", "sounds": "summary"}[self.step]
        return [CancelWake(ANSWER), *self._go(following, now)]

    def _leave(self, event: Event) -> list[Effect]:
        leaving = (*YES_KEYS, "MENU")
        if isinstance(event, Press) and event.key in leaving and self.when_finished:
            self.when_finished(dict(self.confirmed), self.missing_keys, self.findings)
        return []

    def _go(self, step: str, now: float) -> list[Effect]:
        self.step, self.index = step, 0
        return self.redraw(now)

    def _key(self, event: Event, now: float) -> list[Effect]:
        if isinstance(event, Press):
            self.read.add(event.key)
            if event.key == self.expected:
                self.seen.append(event.key)
                self.note, self.wrong = (T("Key {key} works.", key=short(event.key)),), None
                return [Sound(KEY_CUE), *self._next_key(now)]
            return [Sound(WRONG_CUE), *self._wrong_key(event.key, now)]
        if isinstance(event, Hold) and event.key != self.expected:
            if self.wrong and self.wrong[0] == event.key:
                self.guesses.remove(self.wrong[1])  # the key held to skip, not a wrong one
            self.skipped.append(self.expected)
            self.note, self.wrong = (T("Key {key} skipped.", key=short(self.expected)),), None
            return [Sound(KEY_CUE), *self._next_key(now)]
        return []

    def _wrong_key(self, pressed: str, now: float) -> list[Effect]:
        expected = short(self.expected)
        said = T(
            "Pressed {pressed}, expected {expected}:", pressed=short(pressed), expected=expected
        )
        guess = self.matrix.guess(pressed, self.expected)
        self.note = (said,) if guess is None else (said, guess)
        if guess is not None:
            self.guesses.append(guess)
            self.wrong = (pressed, guess)
        return self.redraw(now)

    def _next_key(self, now: float) -> list[Effect]:
        self.index += 1
        if self.index < len(self.matrix.order):
            return self.redraw(now)
        self.pair = self.matrix.pair(self.seen)
        self.down.clear()
        return self._go("pair" if self.pair else "sounds", now)

    def _pair(self, event: Event, now: float) -> list[Effect]:
        assert self.pair is not None
        if isinstance(event, Release):
            self.down.discard(event.key)
        elif isinstance(event, Press):
            if event.key not in self.pair and self.down & set(self.pair):
                self.pair_result = event.key  # read while the pair was down: a ghost
            self.down.add(event.key)
            if set(self.pair) <= self.down:
                if self.pair_result == "not checked":
                    self.pair_result = "read"
                return [Sound(KEY_CUE), *self._go("sounds", now)]
        elif isinstance(event, Hold):
            self.pair_result = "not read"
            return [Sound(WRONG_CUE), *self._go("sounds", now)]
        return []

    def _pair_line(self) -> Text:
        if self.pair_result == "read":
            return T("Two keys at once: read.")
        if self.pair_result == "not read":
            return T("Two keys at once: not read.")
        if self.pair_result == "not checked":
            return T("Two keys at once: not checked.")
        return T("Two keys at once: {key} read too.", key=short(self.pair_result))

    def _sound(self, now: float) -> list[Effect]:
        cue = self.cues[self.index]
        wait = self.seconds[cue] + SOUND_GAP
        return [
            sound_screen(cue, self.index, len(self.cues)),
            Sound(cue),
            WakeAt(now + wait, "next"),
        ]

    def _summary(self) -> Screen:
        found = self.findings
        if self.pair_result == "read":
            found.append(self._pair_line())
        return summary_screen(
            failed=self.failed_parts,
            total=len(self.matrix.order),
            missing=[short(key) for key in self.missing_keys],
            findings=found,
            sounds=len(self.cues),
            leave=bool(self.when_finished),
        )


def selftest_info(
    cues: Mapping[str, str], when_finished: Finished | None = None, pinout: Pinout | None = None
) -> GameInfo:
    """The self-test as the box runs it, playing ``cues`` (speaker names to descriptions)
    and asking for the keys ``pinout`` places; ``when_finished`` is told the result when
    the builder leaves the summary."""
    table = {KEY_CUE: KEY_CUE_TEXT, WRONG_CUE: WRONG_CUE_TEXT, **cues}
    names = tuple(sorted(cues))
    seconds = {name: cue_seconds(text) for name, text in cues.items()}
    matrix = Matrix.of(pinout or bare_pinout())

    def new(rng: random.Random, settings: Any, now: float) -> SelfTest:
        return SelfTest(names, seconds, matrix, when_finished=when_finished)

    def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float):
        return new(rng, settings, now)

    return GameInfo(name=NAME, title=T("Self-test"), new=new, restore=restore, cues=table)
