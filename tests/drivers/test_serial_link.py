"""The serial link on a real pseudo-terminal pair, through the real event loop."""

from __future__ import annotations

import os
import threading

import pytest

from appliance.box.loop.clock import RealClock
from appliance.box.loop.event_loop import EventLoop
from drivers.errors import DeviceError
from drivers.serial_link import LineTooLong, SerialLink, Urgent

WAIT_LIMIT = 5.0  # a safety net only: each test ends as soon as its lines arrive


class Far:
    """The far end of a pseudo-terminal, and a link on the near end."""

    def __init__(self, max_line: int = 256, **options) -> None:
        self.master, slave = os.openpty()
        self.loop = EventLoop(RealClock())
        self.lines: list[str] = []
        self.lost: list[str] = []
        self.link = SerialLink(
            os.ttyname(slave),
            scheduler=self.loop,
            on_line=self.lines.append,
            on_lost=self.lost.append,
            max_line=max_line,
            **options,
        )
        os.close(slave)

    def send(self, data: bytes) -> None:
        os.write(self.master, data)

    def wait_for(self, count: int) -> list[str]:
        def check():
            if len(self.lines) >= count or self.lost:
                self.loop.stop()
            else:
                self.loop.call_later(0.01, check)

        self.loop.call_later(WAIT_LIMIT, self.loop.stop)
        check()
        self.loop.run()
        return self.lines

    def close(self) -> None:
        self.link.close()
        os.close(self.master)


@pytest.fixture
def far():
    far = Far()
    yield far
    far.close()


def test_lines_arrive_one_by_one_whatever_the_line_ending(far):
    far.send(b"press 5\r\nstate\nscr")
    far.send(b"een\r")
    assert far.wait_for(3) == ["press 5", "state", "screen"]


def test_a_line_written_by_the_box_reaches_the_far_end(far):
    far.link.write_line('{"type": "sound", "cue": "spin"}')
    received = b""
    while not received.endswith(b"\n"):
        received += os.read(far.master, 100)
    assert received.replace(b"\r", b"") == b'{"type": "sound", "cue": "spin"}\n'


def test_garbage_bytes_arrive_as_text_and_an_over_long_line_is_marked():
    far = Far(max_line=16)
    try:
        far.send(b"\xff\xfe\x00abc\n" + b"x" * 100 + b"\nok\n")
        lines = far.wait_for(3)
        assert lines[0] == "\ufffd\ufffd\x00abc"
        assert isinstance(lines[1], LineTooLong) and lines[1] == "x" * 16
        assert lines[2] == "ok" and not isinstance(lines[2], LineTooLong)
    finally:
        far.close()


def test_a_port_that_does_not_exist_is_a_device_error():
    with pytest.raises(DeviceError, match="cannot open serial port /dev/no-such-port"):
        SerialLink("/dev/no-such-port", scheduler=EventLoop(RealClock()), on_line=print)


def test_a_cancel_goes_ahead_of_a_flood_and_what_comes_faster_than_the_box_reads_is_counted():
    seen = threading.Event()

    def urgent(text: str) -> bool:
        if text == "cancel":
            seen.set()
        return text == "cancel"

    dropped: list[int] = []
    far = Far(urgent=urgent, on_dropped=dropped.append, max_pending=4)
    try:
        # All read while the loop is busy elsewhere (not running): four wait, six are
        # dropped, and the cancel goes ahead of the four.
        far.send(b"".join(b"press %d\n" % n for n in range(1, 11)) + b"cancel\nscreen\n")
        assert seen.wait(WAIT_LIMIT)
        lines = far.wait_for(2)
    finally:
        far.close()
    assert lines == ["cancel", "screen"]
    assert isinstance(lines[0], Urgent) and lines[0].unread == 4
    assert dropped == [6]
