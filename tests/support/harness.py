"""One harness for every game's tests: a game in virtual time, keys in, what the table
saw and heard out.

A test reads like a key script::

    game = Harness(GAME.new(random.Random(1), None, 0.0))
    game.play("press 4 / press 7 / press NS_GOLD / wait 2")
    assert game.screen[-1] == "North of 47" and game.compass == "N"

The wakes a game asks for come back in time order as virtual time passes (the same
contract as the box's loop, :class:`games.virtual_time.VirtualTime`); nothing sleeps
and no clock is read. Each game's tests build their positions with their own builders
(``lost_treasure_positions``, ...) and hand the game to this one harness.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from games.base import GameInfo
from games.effects import Effect, Lights, Sound
from games.events import Event, Hold, Press, Release
from games.screen import Screen, plain
from games.virtual_time import VirtualTime

PRESS_SECONDS = 0.1


class Harness(VirtualTime):
    """A game on the table with a virtual clock, its pending wakes and a record of effects.

    ``press_seconds`` is how long a ``press`` holds its key (0: down and up at once).
    """

    def __init__(self, game: Any, now: float = 0.0, press_seconds: float = PRESS_SECONDS) -> None:
        self.press_seconds = press_seconds
        self.last: list[Effect] = []
        super().__init__(game, now)

    # Keys and time, as in a key script.

    def send(self, event: Event) -> None:
        """Hand one event to the game now; ``last`` keeps what it answered (timers too)."""
        self.last = self.game.handle(event, self.now)
        self.take(self.last)

    def down(self, key: str) -> Harness:
        """A key goes down."""
        self.send(Press(key))
        return self

    def up(self, key: str) -> Harness:
        """A key comes up."""
        self.send(Release(key))
        return self

    def press(self, *keys: str) -> Harness:
        """Press keys one after another, each down for ``press_seconds``:
        ``press("1", "5")`` or ``press("1 5 UP AIR")``."""
        for key in (k for text in keys for k in text.split()):
            self.down(key)
            pressed = self.last
            self.wait(self.press_seconds)
            self.up(key)
            self.last = pressed
        return self

    def hold(self, key: str, seconds: float) -> Harness:
        """Hold a key down for ``seconds`` (a Hold event if that is the keypad's hold time
        or longer: see :meth:`hold_down`), then let it go."""
        self.down(key)
        self.wait(seconds)
        return self.up(key)

    def hold_down(self, key: str) -> Harness:
        """The keypad's hold event for a key that is down."""
        self.send(Hold(key))
        return self

    def wait_until(self, done: Callable[[], bool], limit: float = 60.0) -> Harness:
        """Deliver wakes one by one until ``done()`` (at most ``limit`` seconds)."""
        until = self.now + limit
        while not done():
            if not self.pending or min(self.pending.values()) > until:
                raise AssertionError("nothing more happens and the condition is still false")
            self.wait(min(self.pending.values()) - self.now)
        return self

    def play(self, script: str) -> Harness:
        """Key-script lines, separated by new lines or `` / ``: ``press KEY``, ``down KEY``,
        ``up KEY``, ``hold KEY SECONDS``, ``wait SECONDS`` (``#`` starts a comment)."""
        for line in script.replace(" / ", "\n").splitlines():
            words = line.split("#")[0].split()
            if not words:
                continue
            command, *args = words
            if command == "wait":
                self.wait(float(args[0]))
            elif command == "hold":
                self.hold(args[0], float(args[1]))
            elif command in ("press", "down", "up"):
                getattr(self, command)(*args)
            else:
                raise ValueError(f"unknown key-script command {line!r}")
        return self

    # What the table saw and heard.

    def mark(self) -> int:
        """A bookmark in the record, for the ``since=`` of what follows."""
        return len(self.log)

    def forget(self) -> None:
        """Forget what was shown so far (to look only at what comes next)."""
        self.log = []

    def sounds(self, since: int = 0) -> list[str]:
        """The cues played, in order."""
        return [effect.cue for _, effect in self.log[since:] if isinstance(effect, Sound)]

    def timed_sounds(self, since: int = 0) -> list[tuple[float, str]]:
        """The cues played, each with its time."""
        return [(round(t, 3), e.cue) for t, e in self.log[since:] if isinstance(e, Sound)]

    def all_screens(self, since: int = 0) -> list[Screen]:
        """The screens shown, in order."""
        return [e for _, e in self.log[since:] if isinstance(e, Screen)]

    def screens(self, since: int = 0) -> list[list[str]]:
        """The screens shown, as their English rows."""
        return [[plain(t) for t in screen.lines] for screen in self.all_screens(since)]

    @property
    def shown(self) -> Screen:
        """The screen on show."""
        return self.all_screens()[-1]

    @property
    def screen(self) -> list[str]:
        """The English rows of the screen on show."""
        return [plain(text) for text in self.shown.lines]

    @property
    def text(self) -> str:
        """The screen on show as one line, rows joined by `` | ``."""
        return " | ".join(self.screen)

    @property
    def last_row(self) -> str:
        """The last row on show: the keys that work, or why a key was refused."""
        return self.screen[-1]

    @property
    def last_sounds(self) -> list[str]:
        """The cues of the last key's answer (``last``) alone."""
        return [effect.cue for effect in self.last if isinstance(effect, Sound)]

    @property
    def last_screen(self) -> list[str]:
        """The English rows of the screens in the last key's answer (none if it drew none)."""
        return [plain(t) for e in self.last if isinstance(e, Screen) for t in e.lines]

    def all_lights(self, since: int = 0) -> list[Lights]:
        """The LED states shown, in order."""
        return [e for _, e in self.log[since:] if isinstance(e, Lights)]

    @property
    def lights(self) -> Lights:
        """The LEDs as they are lit now."""
        return self.all_lights()[-1]

    @property
    def compass(self) -> str | None:
        """The compass LED lit now (N, S, E, W, C) or None."""
        return self.lights.compass

    @property
    def gauge(self) -> str:
        """The gauge now, from the bottom LED up (``"110000"``)."""
        return self.lights.gauge

    def snapshot(self) -> dict[str, Any]:
        """What the box would write to the card now (through JSON, as the box stores it)."""
        return json.loads(json.dumps(self.game.snapshot(self.now)))

    def restart(self, game: GameInfo, settings: Any = None, seed: int = 99) -> Harness:
        """Power off and on: a new harness with the game restored from its snapshot."""
        restored = game.restore(self.snapshot(), random.Random(seed), settings, 0.0)
        return Harness(restored, press_seconds=self.press_seconds)
