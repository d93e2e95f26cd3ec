"""A terminal front end run in a pseudo-terminal and read through a terminal emulator
(pyte), as a person over SSH would see it: for the tests and the README's picture."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pyte

WAIT_LIMIT = 30.0  # a safety net: each wait ends as soon as the text appears


class TerminalSession:
    """``tabletop ARGV`` in a pseudo-terminal of ``columns`` x ``rows``."""

    def __init__(
        self, argv: Sequence[str], columns: int = 80, rows: int = 24, env: dict | None = None
    ) -> None:
        self.master, slave = pty.openpty()
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.resize(columns, rows)
        # The size is the pseudo-terminal's: curses would take COLUMNS and LINES over it
        # (pytest-xdist's workers set them to 80 x 24).
        inherited = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        environment = {**inherited, "TERM": "xterm-256color", **(env or {})}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "appliance.cli.main", *argv],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=environment,
            start_new_session=True,
        )
        os.close(slave)
        self.received = b""

    def resize(self, columns: int, rows: int) -> None:
        """Change the terminal's size (the program is told by SIGWINCH)."""
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.screen.resize(rows, columns)

    @property
    def lines(self) -> list[str]:
        """What the terminal shows now, row by row."""
        return list(self.screen.display)

    def read(self, seconds: float) -> bool:
        """Take in what the program wrote within ``seconds``; False when it has ended."""
        ready, _, _ = select.select([self.master], [], [], seconds)
        if not ready:
            return True
        try:
            data = os.read(self.master, 65536)
        except OSError:
            return False
        if not data:
            return False
        self.received += data
        self.stream.feed(data)
        return True

    def wait_for(self, text: str) -> list[str]:
        """Read until ``text`` is on the screen; the screen's lines then."""
        return self.wait_until(lambda lines: any(text in line for line in lines), repr(text))

    def wait_until(self, shown: Callable[[list[str]], bool], what: str) -> list[str]:
        """Read until ``shown(lines)`` holds; the screen's lines then."""
        deadline = time.monotonic() + WAIT_LIMIT
        while not shown(self.lines):
            if time.monotonic() > deadline or not self.read(0.2):
                screen = "\n".join(self.screen.display)
                raise AssertionError(f"{what} never appeared; the screen:\n{screen}")
        self.settle()
        return self.lines

    def settle(self, quiet: float = 0.3) -> None:
        """Read until the program has written nothing for ``quiet`` seconds."""
        deadline = time.monotonic() + WAIT_LIMIT
        while time.monotonic() < deadline:
            before = len(self.received)
            if not self.read(quiet) or len(self.received) == before:
                return

    def type(self, keys: str) -> None:
        """Keystrokes, as typed."""
        os.write(self.master, keys.encode())

    def finish(self) -> int:
        """Wait for the program to end, reading what it writes; its exit code."""
        deadline = time.monotonic() + WAIT_LIMIT
        while self.read(0.2) and time.monotonic() < deadline:
            pass
        return self.process.wait(timeout=WAIT_LIMIT)

    def close(self) -> None:
        """End the program if it still runs."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.master)


def box_in_a_terminal(
    state: Path, columns: int, rows: int, settings: str | None = None
) -> TerminalSession:
    """The box on mock hardware, muted, in a terminal of that size (with these settings,
    given as the text of a settings file)."""
    argv = ["run", "--ui", "terminal", "--mock", "--mute", "--seed", "1", "--state", str(state)]
    settings_path = state / "none.toml"
    if settings is not None:
        state.mkdir(parents=True, exist_ok=True)
        settings_path = state / "settings.toml"
        settings_path.write_text(settings, encoding="utf-8")
    env = {"GPIOZERO_PIN_FACTORY": "mock", "TABLETOP_SETTINGS": str(settings_path)}
    return TerminalSession(argv, columns, rows, env)
