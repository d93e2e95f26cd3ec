"""The box in a terminal: the OLED in half-block characters, the LEDs, the last sounds
and the keys, with the keyboard as the keypad. Works over SSH.

Keys: digits, q/w (gold N-S/E-W), a/s (silver N-S/E-W), i AIR, u UP, v $ VALUE,
c CLEAR, m MENU. A key is pressed and released; SPACE then a key holds it down until
SPACE again (for a dive, or MENU held for the box menu). Ctrl-C quits.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import termios
import threading
import tty
from typing import Any, TextIO

from appliance.box.output import Record, recent_cues
from appliance.front_ends.keymap import HOLD_KEY, KEYBOARD, LABELS, keyboard_key
from appliance.service.startup import Running
from drivers.panel import KEY_NAMES

TAP_SECONDS = 0.15
QUIT_KEYS = ("\x03", "\x04")
ESC = "\x1b["
COLOURS = {"compass": "33", "gauge": "32", "off": "90"}


def oled_rows(image: Any, scale: int = 1) -> list[str]:
    """An OLED image as rows of half-block characters, two pixel rows a character."""
    image = image.convert("1")
    width, height = image.size
    if scale > 1:
        image = image.resize((width // scale, height // scale))
        width, height = image.size
    pixels = image.load()
    rows = []
    for y in range(0, height - 1, 2):
        row = []
        for x in range(width):
            top, bottom = bool(pixels[x, y]), bool(pixels[x, y + 1])
            row.append(" ▀▄█"[top + 2 * bottom])
        rows.append("".join(row))
    return rows


def led(lit: bool, colour: str) -> str:
    """One LED as a coloured dot."""
    return f"{ESC}{COLOURS[colour] if lit else COLOURS['off']}m●{ESC}0m"


def panel_rows(compass: str | None, gauge: str) -> list[str]:
    """The compass and the gauge, laid out as on the panel."""
    c = {p: led(compass == p, "compass") for p in "NSEWC"}
    g = [led(gauge[i] == "1", "gauge") for i in range(6)]
    return [
        f"     {c['N']}          {g[5]} 11-12 350",
        f"  {c['W']}  {c['C']}  {c['E']}       {g[4]}  9-10 300",
        f"     {c['S']}          {g[3]}  7-8  250",
        f"                {g[2]}  5-6  200",
        f"                {g[1]}  3-4  150",
        f"                {g[0]}  1-2  100",
    ]


def legend_rows() -> list[str]:
    """Each box key with the keyboard key that presses it."""
    pairs = [f"{keyboard_key(k)}={LABELS.get(k, k)}" for k in KEY_NAMES if k not in "123456789"]
    return [
        "1-9 = keys 1-9   " + "  ".join(pairs[:4]),
        "  ".join(pairs[4:]) + "   SPACE+key = hold   Ctrl-C = quit",
    ]


class TerminalUI:
    """Draws the box on a terminal and turns keystrokes into key presses."""

    def __init__(self, running: Running, out: TextIO | None = None) -> None:
        self.running = running
        self.out = out or sys.stdout
        self.sounds: list[str] = []
        self.holding: str | None = None
        self.arm_hold = False
        running.output.listeners.append(self.on_record)

    def on_record(self, record: Record) -> None:
        """Redraw after every change (runs on the loop thread)."""
        self.sounds = recent_cues(self.sounds, record)
        self.draw()

    def draw(self) -> None:
        """Draw the whole panel."""
        output = self.running.output
        columns = shutil.get_terminal_size((80, 24)).columns
        image = self.running.hardware.display.image
        scale = 1 if columns >= image.width + 2 else 2
        rows = oled_rows(image, scale) if image is not None else []
        lines = ["┌" + "─" * (len(rows[0]) if rows else 0) + "┐"]
        lines += ["│" + row + "│" for row in rows]
        lines.append("└" + "─" * (len(rows[0]) if rows else 0) + "┘")
        lines.append(("screen: " + " | ".join(output.current_lines))[: max(columns - 1, 20)])
        lines += panel_rows(output.current_lights.compass, output.current_lights.gauge)
        lines.append("sound: " + " ".join(f"♪{name}" for name in self.sounds))
        held = (
            f"holding {self.holding}"
            if self.holding
            else ("hold: press a key" if self.arm_hold else "")
        )
        lines.append(held)
        lines += legend_rows()
        self.out.write(f"{ESC}H{ESC}2J" + "\r\n".join(lines) + "\r\n")
        self.out.flush()

    def key(self, char: str) -> None:
        """A keystroke (called on the loop thread)."""
        fingers = self.running.hardware.fingers
        loop = self.running.loop
        if char == HOLD_KEY:
            if self.holding:
                fingers.release(self.holding)
                self.holding = None
            else:
                self.arm_hold = not self.arm_hold
            self.draw()
            return
        box_key = KEYBOARD.get(char) or KEYBOARD.get(char.lower())
        if box_key is None:
            return
        if self.arm_hold:
            self.arm_hold = False
            self.holding = box_key
            fingers.press(box_key)
            self.draw()
            return
        fingers.press(box_key)
        loop.call_later(TAP_SECONDS, lambda: fingers.release(box_key))

    def run(self, stdin: TextIO | None = None) -> int:
        """Run the box until Ctrl-C; the terminal is restored afterwards."""
        stdin = stdin or sys.stdin
        fd = stdin.fileno()
        saved = termios.tcgetattr(fd) if os.isatty(fd) else None
        if saved:
            tty.setcbreak(fd)
            mode = termios.tcgetattr(fd)
            mode[3] &= ~termios.ISIG  # Ctrl-C arrives as a keystroke: quit cleanly
            termios.tcsetattr(fd, termios.TCSADRAIN, mode)
        self.out.write(f"{ESC}?25l")
        previous = signal.signal(signal.SIGWINCH, lambda *_: self.running.loop.call_soon(self.draw))
        reader = threading.Thread(target=self._read, args=(fd,), daemon=True)
        reader.start()
        try:
            self.draw()
            self.running.loop.run()
        except KeyboardInterrupt:
            pass
        finally:
            signal.signal(signal.SIGWINCH, previous)
            if saved:
                termios.tcsetattr(fd, termios.TCSADRAIN, saved)
            self.out.write(f"{ESC}?25h\r\n")
            self.out.flush()
        return 0

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
                self.running.loop.call_soon(lambda char=char: self.key(char))
