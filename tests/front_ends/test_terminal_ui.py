"""The terminal front end, driven in a real pseudo-terminal as a person over SSH would:
keystrokes in, the drawn panel out."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios

import pytest

from appliance.front_ends.terminal import oled_rows, panel_rows

READ_LIMIT = 20.0  # a safety net: each wait ends as soon as the text appears


class Terminal:
    """The box running in a pseudo-terminal of a given size."""

    def __init__(self, tmp_path, columns: int = 140, rows: int = 50) -> None:
        self.master, slave = pty.openpty()
        self.resize(columns, rows)
        env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "GPIOZERO_PIN_FACTORY": "mock"}
        env["TABLETOP_SETTINGS"] = str(tmp_path / "none.toml")
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "appliance.cli.main",
                "run",
                "--ui",
                "terminal",
                "--mock",
                "--state",
                str(tmp_path / "state"),
                "--seed",
                "1",
            ],
            stdin=slave,
            stdout=slave,
            stderr=subprocess.DEVNULL,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.output = b""

    def resize(self, columns: int, rows: int) -> None:
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def wait_for(self, text: str) -> str:
        """Read until ``text`` has been drawn; everything drawn since the last wait."""
        start = len(self.output)
        wanted = text.encode()
        while wanted not in self.output[start:]:
            ready, _, _ = select.select([self.master], [], [], READ_LIMIT)
            if not ready:
                raise AssertionError(f"{text!r} never appeared; last: {self.output[-400:]!r}")
            try:
                self.output += os.read(self.master, 65536)
            except OSError:
                raise AssertionError(f"the box ended before {text!r}") from None
        return self.output[start:].decode("utf-8", "replace")

    def type(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.master)


@pytest.fixture
def terminal(tmp_path):
    term = Terminal(tmp_path)
    yield term
    term.close()


def last_frame(drawn: str) -> list[str]:
    return [line.rstrip("\r") for line in drawn.rsplit("\x1b[2J", 1)[-1].split("\n")]


def test_the_panel_is_drawn_with_the_oled_at_full_resolution(terminal):
    frame = last_frame(terminal.wait_for("Ctrl-C = quit"))
    assert frame[0] == "┌" + "─" * 128 + "┐"
    assert sum(line.startswith("│") for line in frame) == 32
    assert any(line.startswith("screen: ") for line in frame)


def test_a_keystroke_presses_the_key_it_is_labelled_with(terminal):
    terminal.wait_for("Ctrl-C = quit")
    terminal.type("m")
    assert "screen: Choose a game | 1 Lost Treasure (playing)" in terminal.wait_for("Choose a game")


def test_space_then_a_key_holds_it_until_space_again(terminal):
    terminal.wait_for("Ctrl-C = quit")
    terminal.type(" m")
    assert "holding MENU" in terminal.wait_for("holding MENU")
    terminal.wait_for("Box menu")
    terminal.type(" ")
    terminal.wait_for("\x1b[2J")


def test_a_narrower_terminal_gets_a_half_size_oled(terminal):
    terminal.wait_for("Ctrl-C = quit")
    terminal.resize(80, 40)
    terminal.process.send_signal(signal.SIGWINCH)
    frame = last_frame(terminal.wait_for("Ctrl-C = quit"))
    assert frame[0] == "┌" + "─" * 64 + "┐"


def test_ctrl_c_quits_cleanly_and_gives_the_cursor_back(terminal):
    terminal.wait_for("Ctrl-C = quit")
    terminal.type("\x03")
    assert terminal.process.wait(timeout=READ_LIMIT) == 0
    try:
        while chunk := os.read(terminal.master, 65536):
            terminal.output += chunk
    except OSError:
        pass
    assert terminal.output.rstrip().endswith(b"\x1b[?25h")


def test_half_blocks_pair_two_pixel_rows():
    from PIL import Image

    image = Image.new("1", (4, 4))
    image.putpixel((0, 0), 1)
    image.putpixel((1, 1), 1)
    image.putpixel((2, 0), 1)
    image.putpixel((2, 1), 1)
    assert oled_rows(image) == ["▀▄█ ", "    "]


def test_the_leds_are_laid_out_as_on_the_panel():
    rows = panel_rows("E", "100000")
    assert "\x1b[33m" in rows[1] and rows[1].index("\x1b[33m") > rows[1].index("\x1b[90m")
    assert "\x1b[32m" in rows[5] and "\x1b[32m" not in rows[0]
