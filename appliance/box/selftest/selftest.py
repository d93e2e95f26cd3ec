"""The builder's self-test: the screen, every LED in turn, every key, two keys at once,
every sound cue.

It runs like a game (the box feeds it keys and timers) but lives in the appliance: it
knows the panel, the pin map and the cues of every game. The builder says whether the
screen was seen, each LED by name as it is lit, and the sounds heard: yes and no each
have a key in two rows and two columns (one dead wire leaves one of them), and a
question left unanswered for a minute counts as no. The keys are asked for one at a
time, row by row: a wrong key is named with the wires it suspects, and holding any
other key skips the one asked for. A key down before it is asked for, or never released
after it answered, is stuck (a jammed cap, a solder bridge), not dead. Then two keys
held at once (the diodes' check). The summary names every part not confirmed, a dead
row or column and swapped wires with their header pins and GPIOs, the keys stuck, the
keys never seen, and the LED not seen with its pin.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from appliance.box.selftest.screens import (
    LEDS,
    QUESTION_SECONDS,
    QUESTIONS,
    key_rows,
    keys_screen,
    led_effects,
    pair_screen,
    pattern_screen,
    question_screen,
    short,
    sound_screen,
    summary_screen,
)
from appliance.box.selftest.wiring import (
    NO_KEYS,
    YES_KEYS,
    Finding,
    Matrix,
    pin_text,
    swaps,
)
from drivers.pins.pinout import Pinout, bare_pinout
from drivers.sound.sound_synth import cue_seconds
from games.base import GameInfo
from games.effects import CancelWake, Effect, Lights, Sound, WakeAt
from games.events import Event, Hold, Press, Release, Wake
from games.screen import Screen, T, Text, mark

NAME = "selftest"
PATTERN_SECONDS = 1.5
SOUND_GAP = 0.3
KEY_CUE = "key"
KEY_CUE_TEXT = "A5:0.04"
WRONG_CUE = "wrong"
WRONG_CUE_TEXT = "E3:0.25"
ANSWER = "answer"  # the wake of a question left unanswered

CONFIRM = {"pattern": "screen", "sounds": "sounds"}
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
    led_pins: Mapping[str, int] = field(default_factory=dict)  # each LED's GPIO
    step: str = "pattern"
    index: int = 0
    asking: str | None = None
    confirmed: dict[str, bool] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)  # asked for and pressed
    skipped: list[str] = field(default_factory=list)
    read: set[str] = field(default_factory=set)  # every key that ever answered
    stuck: list[str] = field(default_factory=list)
    keys_down: set[str] = field(default_factory=set)  # pressed, not released yet
    answering: set[str] = field(default_factory=set)  # down since they answered their ask
    leds_seen: dict[str, bool] = field(default_factory=dict)
    note: tuple[Text, ...] = ()
    guesses: list[Finding] = field(default_factory=list)
    wrong: tuple[str, Finding] | None = None  # the last wrong key and its guess
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
    def questioning(self) -> bool:
        """Whether yes or no is asked for now (each LED is a question of its own)."""
        return self.asking is not None or self.step == "leds"

    @property
    def never_read(self) -> list[str]:
        """The keys that never answered, at any step."""
        return [key for key in self.matrix.order if key not in self.read]

    @property
    def missing_keys(self) -> list[str]:
        """The keys asked for and never seen (skipped, or not reached yet), stuck ones
        apart."""
        return [key for key in self.matrix.order if key not in (*self.seen, *self.stuck)]

    @property
    def findings(self) -> list[Finding]:
        """What is wrong, each with where to look: the wires, the keys stuck, the LEDs
        not seen, the diodes."""
        found = self._faults()
        if self.pair and self.pair_result != "read":
            found.append(Finding((self._pair_line(),)))
        return found

    def _faults(self) -> list[Finding]:
        found = [*self.matrix.dead_wires(self.never_read), *swaps(self.guesses)]
        if self.stuck:
            names = [short(key) for key in self.stuck]
            found.append(Finding(key_rows(T("Keys stuck down: {count}", count=len(names)), names)))
        return found + self._leds_not_seen()

    @property
    def failed_parts(self) -> list[str]:
        """The parts not confirmed: screen, LEDs, keys, sounds."""
        failed = [part for part in ("screen", "leds") if not self.confirmed.get(part)]
        keys_found = len(self.findings) > len(self._leds_not_seen())
        failed += ["keys"] if self.missing_keys or keys_found else []
        failed += [] if self.confirmed.get("sounds") else ["sounds"]
        return [PART_NAMES[part] for part in failed]

    def redraw(self, now: float) -> list[Effect]:
        due = WakeAt(now + QUESTION_SECONDS, ANSWER)
        if self.asking:
            return [question_screen(QUESTIONS[self.asking], YES_KEYS, NO_KEYS), Lights(), due]
        if self.step == "pattern":
            return [pattern_screen(), Lights(), WakeAt(now + PATTERN_SECONDS, "next")]
        if self.step == "leds":
            return [*led_effects(self.index, YES_KEYS, NO_KEYS), due]
        if self.step == "keys":
            number, total = self.index + 1, len(self.matrix.order)
            note = self.note
            if self.expected in self.keys_down:
                note = (T("Key {key} already down:", key=short(self.expected)), T("stuck?"))
            return [keys_screen(number, total, short(self.expected), note), Lights()]
        if self.step == "pair":
            assert self.pair is not None
            return [pair_screen(*(short(key) for key in self.pair)), Lights()]
        if self.step == "sounds":
            return self._sound(now)
        return [self._summary(), Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        if isinstance(event, Wake):
            return self._woken(event.tag, now)
        stuck = self._follow(event)
        if stuck:
            return self.redraw(now) if self.step == "keys" else []
        if self.questioning:
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

    def _follow(self, event: Event) -> bool:
        """Keep account of the keys down; True for the hold of a key never released
        after it answered (stuck: it skips nothing)."""
        if isinstance(event, Press):
            self.keys_down.add(event.key)
            self.read.add(event.key)
        elif isinstance(event, Release):
            self.keys_down.discard(event.key)
            self.answering.discard(event.key)
            if event.key in self.stuck and event.key in self.seen:
                self.stuck.remove(event.key)  # held long after it answered, then let go
        elif isinstance(event, Hold) and event.key in self.answering:
            self.answering.discard(event.key)
            if event.key not in self.stuck:
                self.stuck.append(event.key)
            note = T("Key {key} not released:", key=short(event.key))
            self.note = (note, T("stuck?"))
            return True
        return False

    def _leds_not_seen(self) -> list[Finding]:
        dark = [name for name, seen in self.leds_seen.items() if not seen]
        if len(dark) == 1 and dark[0] in self.led_pins:
            said = T("LED {name} not seen:", name=dark[0])
            return [Finding((said, pin_text(self.led_pins[dark[0]])))]
        if dark:
            return [Finding(key_rows(T("LEDs not seen: {count}", count=len(dark)), dark))]
        return []

    def _woken(self, tag: str, now: float) -> list[Effect]:
        if tag == ANSWER:
            return self._answered(False, now) if self.questioning else []
        if self.asking:
            return []
        if self.step == "pattern":
            return self._ask(now)
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
        if self.step == "leds":
            self.leds_seen[LEDS[self.index]] = yes
            self.index += 1
            if self.index < len(LEDS):
                return [CancelWake(ANSWER), *self.redraw(now)]
            self.confirmed["leds"] = all(self.leds_seen.values())
            return [CancelWake(ANSWER), *self._go("keys", now)]
        assert self.asking is not None
        self.confirmed[self.asking] = yes
        self.asking = None
        following = {"pattern": "leds", "sounds": "summary"}[self.step]
        return [CancelWake(ANSWER), *self._go(following, now)]

    def _leave(self, event: Event) -> list[Effect]:
        leaving = (*YES_KEYS, "MENU")
        if isinstance(event, Press) and event.key in leaving and self.when_finished:
            findings = [finding.line for finding in self.findings]
            self.when_finished(dict(self.confirmed), self.missing_keys, findings)
        return []

    def _go(self, step: str, now: float) -> list[Effect]:
        self.step, self.index = step, 0
        return self.redraw(now)

    def _key(self, event: Event, now: float) -> list[Effect]:
        if isinstance(event, Press):
            if event.key == self.expected:
                self.seen.append(event.key)
                self.answering.add(event.key)
                self.note, self.wrong = (T("Key {key} works.", key=short(event.key)),), None
                return [Sound(KEY_CUE), *self._next_key(now)]
            return [Sound(WRONG_CUE), *self._wrong_key(event.key, now)]
        if isinstance(event, Hold) and event.key != self.expected:
            if self.wrong and self.wrong[0] == event.key:
                self.guesses.remove(self.wrong[1])  # the key held to skip, not a wrong one
            if self.expected in self.keys_down:
                self.stuck.append(self.expected)  # down before it was asked for
            else:
                self.skipped.append(self.expected)
            self.note, self.wrong = (T("Key {key} skipped.", key=short(self.expected)),), None
            return [Sound(KEY_CUE), *self._next_key(now)]
        if isinstance(event, Release) and event.key == self.expected:
            return self.redraw(now)  # down before it was asked for, and up now
        return []

    def _wrong_key(self, pressed: str, now: float) -> list[Effect]:
        expected = short(self.expected)
        said = T("Got {pressed}, not {expected}:", pressed=short(pressed), expected=expected)
        guess = self.matrix.guess(pressed, self.expected)
        self.note = (said,) if guess is None else (said, guess.rows[0])
        if guess is not None:
            self.guesses.append(guess)
            self.wrong = (pressed, guess)
        return self.redraw(now)

    def _next_key(self, now: float) -> list[Effect]:
        self.index += 1
        if self.index < len(self.matrix.order):
            return self.redraw(now)
        self.pair = self.matrix.pair([key for key in self.seen if key not in self.stuck])
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
        """Each fault, then the keys not seen, the diodes' check and the sounds played:
        the screen shows as many as fit whole, in that order."""
        explained = self.matrix.on_dead_wires(self.never_read)
        missing = [short(key) for key in self.missing_keys if key not in explained]
        keys = key_rows(T("Keys not seen: {count}", count=len(missing)), missing)
        if not missing:
            keys = (
                ()
                if self.stuck or explained
                else (T("Keys: all {total} work.", total=len(self.seen)),)
            )
        pair = (self._pair_line(),) if self.pair else ()
        played = (T("Sounds: {count} played.", count=len(self.cues)),)
        return summary_screen(
            failed=self.failed_parts,
            items=[*(finding.rows for finding in self._faults()), keys, pair, played],
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
    pinout = pinout or bare_pinout()
    matrix = Matrix.of(pinout)

    def new(rng: random.Random, settings: Any, now: float) -> SelfTest:
        return SelfTest(names, seconds, matrix, pinout.leds, when_finished=when_finished)

    def restore(data: Mapping[str, Any], rng: random.Random, settings: Any, now: float):
        return new(rng, settings, now)

    return GameInfo(name=NAME, title=T("Self-test"), new=new, restore=restore, cues=table)
