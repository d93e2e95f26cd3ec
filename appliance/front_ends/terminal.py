"""The box in a terminal: the drawn OLED, the LEDs, the last sounds, the last phrase said
aloud and the keys, with
the keyboard as the keypad. Works over SSH.

Drawn with curses (Python's standard library): the alternate screen, only the cells that
changed are sent, and the terminal is given back on exit or crash. A terminal of 146 x 38
or more shows the OLED in half blocks (one character, two pixels high); from 80 x 24 up,
in braille dots (one character, 2 x 4 pixels), so the OLED is at full resolution either
way. Keys: digits, q/w (gold N-S/E-W), a/s (silver N-S/E-W), i AIR, u UP, v $ VALUE,
c CLEAR, m MENU. A key is pressed and released; SPACE then a key holds it down until
SPACE again (for a dive, or MENU held for the box menu). Ctrl-C quits.

Keystrokes queue: keys typed quickly or pasted ("47") are pressed one after another, each
let go before the next goes down, as fingers on the box's keypad do (two keys down at
once would be a bad key).

Its words (the legend, the sound line, the hold line) are the box's, in the language
the box speaks now; a line is measured in the terminal's cells, where a Japanese
character takes two.
"""

from __future__ import annotations

import contextlib
import curses
import functools
import os
import signal
import sys
import tempfile
import threading
import unicodedata
from collections import deque
from collections.abc import Iterator
from typing import Any

from appliance.box.output import Record, recent_cues
from appliance.box.start.startup import Running
from appliance.front_ends.keymap import HOLD_KEY, KEYBOARD, LABELS, keyboard_key
from appliance.screen.render import Translate as Say
from drivers.pins.panel import KEY_NAMES
from games.screen import T, mark

TAP_SECONDS = 0.15  # a keystroke holds its key down this long (at least the debounce)
GAP_SECONDS = 0.05  # and leaves it up this long (past the dropout) before the next one
QUIT_KEYS = ("\x03", "\x04")
COMPACT = (80, 24)
LARGE = (146, 38)
# braille dot bits, by (x, y) inside a 2 x 4 cell
BRAILLE_BITS = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))
GAUGE_LABELS = ("1-2  100", "3-4  150", "5-6  200", "7-8  250", "9-10 300", "11-12 350")
SOUND_LINES = {
    "muted": mark("sound (muted): {cues}"),
    "silent": mark("sound (no audio device found: silent): {cues}"),
    "on": mark("sound (on): {cues}"),
}


NEEDS_A_TERMINAL = (
    "tabletop: the terminal front end needs a terminal for its input and output "
    "(not a pipe); use --ui none to run without one"
)


@contextlib.contextmanager
def stderr_held_back() -> Iterator[None]:
    """While curses draws, what goes to a terminal's standard error (log lines, and the
    sound library's own messages from the thread that opens the speaker after ready)
    is kept aside, then printed once the terminal is given back: nothing scribbles over
    the drawn box, and nothing is lost."""
    if not os.isatty(2):
        yield
        return
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as kept:
        os.dup2(kept.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            kept.seek(0)
            os.write(2, kept.read())


def oled_rows(image: Any) -> list[str]:
    """An OLED image as rows of half-block characters, two pixel rows a character."""
    image = image.convert("1")
    width, height = image.size
    pixels = image.load()
    rows = []
    for y in range(0, height - 1, 2):
        row = [" ▀▄█"[bool(pixels[x, y]) + 2 * bool(pixels[x, y + 1])] for x in range(width)]
        rows.append("".join(row))
    return rows


def braille_rows(image: Any) -> list[str]:
    """An OLED image as rows of braille characters, 2 x 4 pixels a character."""
    image = image.convert("1")
    width, height = image.size
    pixels = image.load()
    rows = []
    for y in range(0, height, 4):
        row = []
        for x in range(0, width, 2):
            bits = 0
            for dx in range(2):
                for dy in range(4):
                    if x + dx < width and y + dy < height and pixels[x + dx, y + dy]:
                        bits |= BRAILLE_BITS[dx][dy]
            row.append(chr(0x2800 + bits))
        rows.append("".join(row))
    return rows


def cells(text: str) -> int:
    """How many terminal cells ``text`` takes: two for a wide (East Asian) character, none
    for a combining mark (the standard library's table: wcwidth's rule, no dependency)."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1
        for c in text
    )


def fitted(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells (a wide character that would straddle the edge left
    out)."""
    if cells(text) <= width:
        return text
    kept = ""
    for char in text:
        if cells(kept + char) > width:
            break
        kept += char
    return kept


def key_label(box_key: str, say: Say) -> str:
    """A box key's name as the screens write it, in the box's language."""
    return say(T(LABELS.get(box_key, box_key)))


def legend_lines(width: int, say: Say) -> list[str]:
    """Each box key with the keyboard key that presses it, in the box's language, wrapped
    to ``width`` cells."""
    keys = [k for k in KEY_NAMES if k not in "123456789"]
    pairs = [f"{keyboard_key(k)}={key_label(k, say)}" for k in keys]
    words = [say(T("1-9=keys 1-9")), *pairs, say(T("SPACE+key=hold")), say(T("Ctrl-C=quit"))]
    lines, line = [], ""
    for word in words:
        if line and cells(line) + 2 + cells(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line}  {word}" if line else word
    return [*lines, line]


class TerminalUI:
    """Draws the box on a curses screen and turns keystrokes into key presses."""

    def __init__(self, running: Running) -> None:
        self.running = running
        self.sounds: list[str] = []
        self.said = ""
        self.holding: str | None = None
        self.arm_hold = False
        # ("tap" | "hold" | "up", box key), in the order typed; the key held once they are done
        self.waiting: deque[tuple[str, str]] = deque()
        self.will_hold: str | None = None
        self.tapping = False  # a keystroke's key is down, or just let go
        keys = running.settings.box  # the keypad's timing
        self.tap_seconds = max(TAP_SECONDS, keys.debounce_time + GAP_SECONDS)
        self.gap_seconds = keys.dropout_time + GAP_SECONDS
        self.screen: Any = None
        self.colours: dict[str, int] = {}
        running.output.listeners.append(self.on_record)

    def on_record(self, record: Record) -> None:
        """Redraw after every change (runs on the loop thread)."""
        self.sounds = recent_cues(self.sounds, record)
        if record["type"] == "speech":
            self.said = record["text"]
        self.draw()

    @property
    def say(self) -> Say:
        """The box's words in the language it speaks now (the box menu may change it)."""
        return self.running.output.renderer.translate

    def sound_line(self, width: int = COMPACT[0] - 1) -> str:
        """The last cues heard (the newest that fit in ``width`` cells), or why none can
        be. A cue is named as its file in docs/sounds."""
        speaker = self.running.hardware.speaker
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            where = "muted"
        elif speaker.is_silent:
            where = "silent"
        else:
            where = "on"
        cues = [f"♪{name}" for name in self.sounds]
        while True:
            line = self.say(T(SOUND_LINES[where], cues=" ".join(cues)))
            if not cues or cells(line) <= width:
                return line
            cues.pop(0)

    def said_line(self) -> str:
        """The last phrase said aloud (nothing before the first)."""
        return self.say(T("said: «{phrase}»", phrase=self.said)) if self.said else ""

    def hold_line(self) -> str:
        """Which key is held down, if any."""
        if self.holding:
            key = key_label(self.holding, self.say)
            return self.say(T("holding {key} (SPACE lets go)", key=key))
        return self.say(T("hold: press a key")) if self.arm_hold else ""

    def draw(self) -> None:
        """Draw the whole panel; curses sends only the cells that changed."""
        if self.screen is None:
            return
        rows, columns = self.screen.getmaxyx()
        self.screen.erase()
        if columns < COMPACT[0] or rows < COMPACT[1]:
            columns_needed, rows_needed = COMPACT
            needed = T(
                "The box needs a terminal of {columns} x {rows} or more",
                columns=columns_needed,
                rows=rows_needed,
            )
            this_one = T(
                "(this one is {columns} x {rows}). Ctrl-C quits.", columns=columns, rows=rows
            )
            self._put(0, 0, self.say(needed))
            self._put(1, 0, self.say(this_one))
            self.screen.refresh()
            return
        image = self.running.hardware.display.image
        large = columns >= LARGE[0] and rows >= LARGE[1]
        art = (oled_rows(image) if large else braille_rows(image)) if image is not None else []
        width = len(art[0]) if art else 0
        self._put(0, 0, "┌" + "─" * width + "┐")
        for y, row in enumerate(art, start=1):
            self._put(y, 0, "│" + row + "│")
        self._put(len(art) + 1, 0, "└" + "─" * width + "┘")
        self._draw_leds(0, width + 3)
        below = len(art) + 2
        lines = [self.sound_line(columns - 1), self.said_line(), self.hold_line()]
        lines += legend_lines(columns - 1, self.say)
        for y, line in enumerate(lines, start=below):
            self._put(y, 0, fitted(line, columns - 1))
        self.screen.refresh()

    def _draw_leds(self, top: int, left: int) -> None:
        lights = self.running.output.current_lights
        compass = lights.compass
        for y, x, point in ((0, 3, "N"), (1, 0, "W"), (1, 3, "C"), (1, 6, "E"), (2, 3, "S")):
            self._led(top + 1 + y, left + x, compass == point, "compass")
        for level in range(6):
            y = top + 5 + (5 - level)
            self._led(y, left, lights.gauge[level] == "1", "gauge")
            self._put(y, left + 2, GAUGE_LABELS[level], self.colours.get("off", 0))

    def _led(self, y: int, x: int, lit: bool, colour: str) -> None:
        self._put(y, x, "●" if lit else "○", self.colours.get(colour if lit else "off", 0))

    def _put(self, y: int, x: int, text: str, attr: int = 0) -> None:
        rows, columns = self.screen.getmaxyx()
        if y >= rows or x >= columns:
            return
        # the bottom-right cell cannot be written without scrolling: curses says so
        with contextlib.suppress(curses.error):
            self.screen.addstr(y, x, fitted(text, columns - x), attr)

    @property
    def fingers(self) -> Any:
        """Mock keys are pressed on the mock keypad's pins; on real hardware, in the box."""
        return self.running.hardware.fingers or self.running.box

    def key(self, char: str) -> None:
        """A keystroke (called on the loop thread): what it does waits its turn."""
        if char == HOLD_KEY:
            if self.will_hold:  # SPACE again: the held key goes up, in its turn
                self.waiting.append(("up", self.will_hold))
                self.will_hold = None
                self._next_key()
            else:
                self.arm_hold = not self.arm_hold
                self.draw()
            return
        box_key = KEYBOARD.get(char) or KEYBOARD.get(char.lower())
        mock = self.running.hardware.fingers
        if box_key is None or (mock is not None and box_key not in mock.keys):
            return  # a key the pin map leaves out is not wired
        if self.arm_hold:
            self.waiting.append(("hold", box_key))
            self.will_hold, self.arm_hold = box_key, False
        else:
            self.waiting.append(("tap", box_key))
        self._next_key()

    def _next_key(self) -> None:
        """Do the next keystroke waiting, once the last one's key is up and taken."""
        if self.tapping or not self.waiting:
            return
        what, box_key = self.waiting.popleft()
        if what == "up":
            self.fingers.release(box_key)
            self.holding = None
            self.draw()
            self.tapping = True
            self.running.loop.call_later(self.gap_seconds, self._tapped)
        elif what == "hold":
            self.fingers.press(box_key)
            self.holding = box_key
            self.draw()
            self._next_key()
        else:
            self.fingers.press(box_key)
            self.tapping = True
            self.running.loop.call_later(self.tap_seconds, lambda: self._let_go(box_key))

    def _let_go(self, box_key: str) -> None:
        self.fingers.release(box_key)
        self.running.loop.call_later(self.gap_seconds, self._tapped)

    def _tapped(self) -> None:
        self.tapping = False
        self._next_key()

    def run(self) -> int:
        """Run the box until Ctrl-C; curses gives the terminal back afterwards (2, said
        in one line, when standard input or output is not a terminal)."""
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            print(NEEDS_A_TERMINAL, file=sys.stderr)
            return 2
        with stderr_held_back():
            return curses.wrapper(self._run)

    def _run(self, screen: Any) -> int:
        self.screen = screen
        curses.raw()  # Ctrl-C arrives as a keystroke: quit cleanly
        curses.curs_set(0)
        self._set_colours()
        previous = signal.signal(
            signal.SIGWINCH, lambda *_: self.running.loop.call_soon(self.resize)
        )
        reader = threading.Thread(target=self._read, args=(sys.stdin.fileno(),), daemon=True)
        reader.start()
        try:
            self.draw()
            self.running.loop.run()
        except KeyboardInterrupt:
            pass
        finally:
            signal.signal(signal.SIGWINCH, previous)
            self.screen = None
        return 0

    def _set_colours(self) -> None:
        if not curses.has_colors():
            return
        curses.start_color()
        curses.use_default_colors()
        for number, (name, colour) in enumerate(
            (("compass", curses.COLOR_YELLOW), ("gauge", curses.COLOR_GREEN)), start=1
        ):
            curses.init_pair(number, colour, -1)
            self.colours[name] = curses.color_pair(number) | curses.A_BOLD
        self.colours["off"] = curses.A_DIM

    def resize(self) -> None:
        """The terminal changed size: take the new size and draw again."""
        if self.screen is None:
            return
        size = os.get_terminal_size(sys.stdout.fileno())
        curses.resizeterm(size.lines, size.columns)
        self.draw()

    def _read(self, fd: int) -> None:
        while True:
            try:
                data = os.read(fd, 16)
            except OSError:
                data = b""
            if not data or any(q.encode() in data for q in QUIT_KEYS):
                self.running.loop.stop()
                return
            for char in data.decode("utf-8", "ignore"):
                self.running.loop.call_soon(functools.partial(self.key, char))
