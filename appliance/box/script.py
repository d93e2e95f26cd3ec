"""Key scripts: the way tests, demos and the serial console drive the box.

One command a line::

    press KEY          down, then up 0.1 s later
    down KEY / up KEY  a finger goes down on a key / comes up
    hold KEY SECONDS   down, then up SECONDS later
    wait SECONDS       let time pass
    game NAME          switch to a game, as the menu does
    # comment

``run_script`` plays one on mock hardware in virtual time: fingers press the real keypad
driver's mock pins, and every effect comes out as a JSON line.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path

from appliance.box.errors import ScriptError
from appliance.box.selftest.selftest import NAME as SELFTEST
from drivers.pins.panel import KEY_NAMES
from games.catalog import GAME_MODULES

GAME_NAMES = (*GAME_MODULES, SELFTEST)
PRESS_SECONDS = 0.1
LONGEST_WAIT = 3600.0
# After the last line the box runs on (timers, air running out) for at most this long.
TAIL_SECONDS = 300.0


@dataclass(frozen=True)
class Step:
    """One script line: its command, key or game, seconds, and where it came from."""

    command: str
    argument: str = ""
    seconds: float = 0.0
    line: int = 0
    source: str = field(default="<script>", compare=False)


_ARGUMENTS = {
    "press": ("key",),
    "down": ("key",),
    "up": ("key",),
    "hold": ("key", "seconds"),
    "wait": ("seconds",),
    "game": ("game",),
}
KEY_COMMANDS = tuple(command for command, wanted in _ARGUMENTS.items() if "key" in wanted)


def parse_line(text: str, line: int = 0, source: str = "<script>") -> Step | None:
    """One script line as a Step, None for a blank or comment line (ScriptError if bad)."""
    words = text.split("#", 1)[0].split()
    if not words:
        return None
    command, *rest = words
    where = f"{source}:{line}"
    if command not in _ARGUMENTS:
        known = ", ".join(_ARGUMENTS)
        raise ScriptError(f"{where}: unknown command {command!r}; commands are {known}")
    wanted = _ARGUMENTS[command]
    if len(rest) != len(wanted):
        usage = " ".join([command, *(w.upper() for w in wanted)])
        raise ScriptError(f"{where}: {command} takes {len(wanted)} word(s): {usage}")
    values = dict(zip(wanted, rest, strict=True))
    named = [check(values[kind], where) for kind, check in _NAMES.items() if kind in values]
    seconds = _seconds(values["seconds"], where) if "seconds" in values else 0.0
    return Step(command, named[0] if named else "", seconds, line, source)


def parse_script(text: str, source: str = "<script>") -> list[Step]:
    """Every step of a script (ScriptError naming the first bad line)."""
    steps = []
    for number, line in enumerate(text.splitlines(), 1):
        step = parse_line(line, number, source)
        if step is not None:
            steps.append(step)
    return steps


def read_script(path: Path) -> list[Step]:
    """Parse a script file."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ScriptError(f"{path}: cannot read the script ({error})") from None
    return parse_script(text, str(path))


def _key(word: str, where: str) -> str:
    if word in KEY_NAMES:
        return word
    if word.upper() in KEY_NAMES:
        return word.upper()
    raise ScriptError(f"{where}: unknown key {word!r}; keys are {' '.join(KEY_NAMES)}")


def _game(word: str, where: str) -> str:
    if word and word not in GAME_NAMES:
        raise ScriptError(f"{where}: unknown game {word!r}; games are {', '.join(GAME_NAMES)}")
    return word


_NAMES = {"key": _key, "game": _game}


def _seconds(word: str, where: str) -> float:
    try:
        seconds = float(word)
    except ValueError:
        raise ScriptError(f"{where}: {word!r} is not a number of seconds") from None
    if not 0 <= seconds <= LONGEST_WAIT:
        raise ScriptError(f"{where}: {word} seconds is out of range (0 to {LONGEST_WAIT:g})")
    return seconds


class Fingers:
    """What a script needs to press keys and switch games. ``lift`` is how long a key
    must be open before the keypad calls it released (its drop-out time; 0 for keys that
    go straight into the box). ``keys`` are the keys they can reach (None: every key)."""

    def __init__(
        self,
        press: Callable[[str], None],
        release: Callable[[str], None],
        switch_game: Callable[[str], None],
        lift: float = 0.0,
        keys: Collection[str] | None = None,
    ) -> None:
        self.press = press
        self.release = release
        self.switch_game = switch_game
        self.lift = lift
        self.keys = keys


def schedule(steps: list[Step], fingers: Fingers, call_at, start: float = 0.0) -> float:
    """Put every step on the loop's timers from ``start``; the time the script ends.

    A press or hold lifts its finger ``fingers.lift`` before its end, so the keypad
    reports the release at the end and the next press of the same key is a new press.
    A key the fingers cannot reach is a ScriptError, before any step is put on.
    """
    reachable = KEY_NAMES if fingers.keys is None else fingers.keys
    for step in steps:
        if step.command in KEY_COMMANDS and step.argument not in reachable:
            raise ScriptError(
                f"{step.source}:{step.line}: this box has no {step.argument} key "
                "(the pin map in use does not place it)"
            )
    t = start
    for step in steps:
        key = step.argument
        if step.command in ("press", "hold"):
            call_at(t, lambda key=key: fingers.press(key))
            length = PRESS_SECONDS if step.command == "press" else step.seconds
            call_at(t + max(0.0, length - fingers.lift), lambda key=key: fingers.release(key))
            t += length
        elif step.command == "down":
            call_at(t, lambda key=key: fingers.press(key))
        elif step.command == "up":
            call_at(t, lambda key=key: fingers.release(key))
        elif step.command == "wait":
            t += step.seconds
        elif step.command == "game":
            call_at(t, lambda name=key: fingers.switch_game(name))
    return t


def mock_fingers(running) -> Fingers:
    """Fingers on a running mock box's keypad pins: the keys its pin map places, each
    lifted its drop-out time before the end of its press."""
    mock, box = running.hardware.mock_fingers, running.box
    lift = running.hardware.keypad.dropout_time
    return Fingers(mock.press, mock.release, box.switch_game, lift, mock.keys)


def play_steps(running, steps, *, run_on: bool = True) -> None:
    """Play steps on a running mock box in virtual time, then (``run_on``) let it run on
    until nothing is left to happen."""
    loop = running.loop
    end = schedule(steps, mock_fingers(running), loop.call_at, loop.now())
    loop.run(until=end)
    if not run_on:
        return
    limit = end + TAIL_SECONDS
    while (at := loop.next_timer_at()) is not None and at <= limit and not loop.is_halted:
        loop.run(until=at)
