"""The serial console: watch and drive the box from a laptop or phone, one line at a time.

In: the key-script commands (``press 5``, ``hold MENU 3.5``, ``game tobago``...), played
from the moment they arrive, one after the other as in a script; two queries, answered
once the commands before them have played: ``screen`` (the lines on the screen) and
``state`` (the saved state, hidden game facts and all: only with ``[serial] debug``);
and ``cancel``, which drops every command still waiting and lifts the console's fingers.
A ``cancel`` is never held back by a flood: it goes ahead of the lines received and not
yet read, and drops them too (the link's urgent line).
At most ``MAX_QUEUED`` commands wait at a time and a wait or hold lasts at most
``MAX_WAIT`` seconds: beyond, an error line, and nothing is queued.
Out: every effect as the JSON line key scripts print, the answers to queries, and
``{"type": "error", "line": ..., "message": ...}`` for a line the box cannot use (garbage,
an over-long line, an unknown command), which then changes nothing.

Lines go out through a writer thread with a bounded queue: a far end that stops reading
never stalls the box; beyond its limit the oldest lines are dropped and counted.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import deque
from collections.abc import Callable

from appliance.box.errors import ScriptError
from appliance.box.loop.event_loop import EventLoop, Timer
from appliance.box.output import Output, Record
from appliance.box.router import Box
from appliance.box.script import Fingers, Step, parse_line, schedule
from drivers.serial_link import MAX_LINE, MAX_PENDING_LINES, LineTooLong, SerialLink, Urgent

log = logging.getLogger(__name__)

SCRIPT_COMMANDS = ("press", "down", "up", "hold", "wait", "game")
QUERIES = ("state", "screen", "cancel")
SOURCE = "serial"
QUEUE_LINES = 1000
MAX_QUEUED = 100
MAX_WAIT = 60.0


class Console:
    """The line protocol: lines in, JSON lines out (through ``send``)."""

    def __init__(
        self,
        box: Box,
        output: Output,
        loop: EventLoop,
        fingers: Fingers,
        send: Callable[[str], None],
        *,
        debug: bool = False,
    ) -> None:
        self.box = box
        self.output = output
        self.loop = loop
        self.send = send
        self.debug = debug
        self.accepts_keys = True
        self.lines_read = 0
        self._free_at = loop.now()
        self._queries: dict[str, Callable[[], Record]] = {
            "state": self._state,
            "screen": self._screen,
        }
        self._queued: deque[float] = deque()  # when each waiting command is done
        self._timers: dict[int, Timer] = {}  # by each timer's own order number
        self._down: set[str] = set()
        self.fingers = Fingers(
            self._press(fingers.press),
            self._release(fingers.release),
            self._switch_game(fingers.switch_game),
            fingers.lift,
            fingers.keys,
        )
        output.listeners.append(self.tell)

    def on_line(self, text: str) -> None:
        """Handle one line from the far end (on the loop thread)."""
        self.lines_read += 1
        if isinstance(text, LineTooLong):
            self._error(text, f"the line is longer than {MAX_LINE} characters; nothing was done")
            return
        words = text.split("#", 1)[0].split()
        if not words:
            return
        if is_cancel(text):
            unread = text.unread if isinstance(text, Urgent) else 0
            self.lines_read += unread
            self._cancel(unread)
            return
        if words[0] in self._queries and len(words) == 1:
            if words[0] == "state" and not self.debug:
                self._error(
                    text,
                    "state shows hidden game facts; a maker turns it on with "
                    "debug = true in [serial] of the settings",
                )
                return
            if self._full(text):
                return
            answer = self._queries[words[0]]
            at = max(self.loop.now(), self._free_at)
            self._queued.append(at)
            self._call_at(at, lambda: self.tell(answer()))
            return
        try:
            step = parse_line(text, self.lines_read, SOURCE)
        except ScriptError as error:
            self._error(text, _with_queries(str(error), words[0]))
            return
        if step is None:
            return
        if step.seconds > MAX_WAIT:
            self._error(
                text,
                f"{step.seconds:g} seconds is longer than the console's "
                f"{MAX_WAIT:g}; nothing was queued",
            )
            return
        if not self._full(text):
            self._play(text, step)

    def on_dropped(self, count: int) -> None:
        """``count`` lines came faster than the box reads them and were dropped unread."""
        self.lines_read += count
        self.tell(
            {
                "type": "error",
                "message": f"{count} lines came faster than the box reads them and were "
                f"dropped unread (at most {MAX_PENDING_LINES} wait); nothing of them was done",
            }
        )

    def tell(self, record: Record) -> None:
        """Send one record as a JSON line."""
        stamped = record if "t" in record else {"t": round(self.loop.now(), 3), **record}
        self.send(json.dumps(stamped, ensure_ascii=False))

    def close(self) -> None:
        """Stop listening to the box's effects."""
        if self.tell in self.output.listeners:
            self.output.listeners.remove(self.tell)

    def _play(self, text: str, step: Step) -> None:
        if not self.accepts_keys:
            self._error(text, "the box is shutting down; nothing was done")
            return
        start = max(self.loop.now(), self._free_at)
        try:
            self._free_at = schedule([step], self.fingers, self._call_at, start)
        except ScriptError as error:  # a key this box does not have
            self._error(text, str(error))
            return
        self._queued.append(self._free_at)

    def _full(self, text: str) -> bool:
        now = self.loop.now()
        while self._queued and self._queued[0] < now:
            self._queued.popleft()
        if len(self._queued) < MAX_QUEUED:
            return False
        self._error(
            text,
            f"{MAX_QUEUED} commands are waiting already; nothing was queued (cancel drops them)",
        )
        return True

    def _call_at(self, at: float, job: Callable[[], None]) -> Timer:
        def run() -> None:
            self._timers.pop(timer.order, None)
            job()

        timer = self.loop.call_at(at, run)
        self._timers[timer.order] = timer
        return timer

    def _cancel(self, unread: int) -> None:
        now = self.loop.now()
        dropped = len([done for done in self._queued if done >= now])
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        self._queued.clear()
        self._free_at = self.loop.now()
        for key in sorted(self._down):
            self.fingers.release(key)
        self.tell({"type": "cancelled", "commands": dropped, "unread": unread})

    def _press(self, press: Callable[[str], None]) -> Callable[[str], None]:
        def finger_down(key: str) -> None:
            self._down.add(key)
            press(key)

        return finger_down

    def _release(self, release: Callable[[str], None]) -> Callable[[str], None]:
        def finger_up(key: str) -> None:
            self._down.discard(key)
            release(key)

        return finger_up

    def _switch_game(self, switch: Callable[[str], None]) -> Callable[[str], None]:
        """``game NAME`` as the MENU key would do it: refused (the MENU key's sound, an
        error line) while the game refuses the menu (a dive, the compass spinning)."""

        def switch_if_allowed(name: str) -> None:
            if self.box.refuses_menu():
                self._error(f"game {name}", "the game refuses the menu now; nothing was done")
                return
            switch(name)

        return switch_if_allowed

    def _state(self) -> Record:
        return {"type": "state", "state": self.box.state_on_card()}

    def _screen(self) -> Record:
        output = self.output
        return {"type": "screen", "lines": list(output.current_lines), "ids": output.current_ids}

    def _error(self, text: str, message: str) -> None:
        self.tell({"type": "error", "line": str(text), "message": message})


class DirectKeys:
    """Keys from the console straight into the box (real hardware has no mock fingers),
    with the keypad's hold: a key down for ``hold_time`` is held.
    """

    def __init__(self, box: Box, loop: EventLoop, hold_time: float) -> None:
        self.box = box
        self.loop = loop
        self.hold_time = hold_time
        self._down: dict[str, Timer] = {}

    def press(self, key: str) -> None:
        """A console finger goes down on a key."""
        if key in self._down:
            return
        self._down[key] = self.loop.call_later(self.hold_time, lambda: self._held(key))
        self.box.press(key)

    def release(self, key: str) -> None:
        """A console finger comes up."""
        timer = self._down.pop(key, None)
        if timer is not None:
            timer.cancel()
            self.box.release(key)

    def _held(self, key: str) -> None:
        if key in self._down:
            self.box.hold(key)


class LineWriter:
    """Writes lines on its own thread, so a far end that does not read never stalls the
    loop; beyond ``limit`` waiting lines, the oldest are dropped and counted, so what the
    far end reads next is the newest (a ``cancelled`` among them).
    """

    def __init__(self, write_line: Callable[[str], None], *, limit: int = QUEUE_LINES) -> None:
        self._write_line = write_line
        self._lines: deque[str] = deque()
        self._limit = limit
        self._ready = threading.Condition()
        self._closing = False
        self.dropped = 0
        self._thread = threading.Thread(target=self._run, name="serial-writer", daemon=True)
        self._thread.start()

    def send(self, text: str) -> None:
        """Queue a line (from any thread); the oldest waiting line goes if the queue is full."""
        with self._ready:
            if len(self._lines) >= self._limit:
                self._lines.popleft()
                self.dropped += 1
            self._lines.append(text)
            self._ready.notify()

    def close(self, timeout: float = 1.0) -> None:
        """Write what is queued (for at most ``timeout`` seconds) and stop."""
        with self._ready:
            self._closing = True
            self._ready.notify()
        self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._ready:
                while not self._lines and not self._closing:
                    self._ready.wait()
                if not self._lines:
                    return
                text = self._lines.popleft()
                dropped, self.dropped = self.dropped, 0
            if dropped:
                message = f"{dropped} lines were dropped while nobody was reading"
                self._write_line(json.dumps({"type": "error", "message": message}))
            self._write_line(text)


class SerialConsole:
    """The console on a serial port: the link, its writer thread and the protocol."""

    def __init__(
        self,
        port: str,
        *,
        box: Box,
        output: Output,
        loop: EventLoop,
        fingers: Fingers,
        on_lost: Callable[[str], None],
        baudrate: int = 115200,
        debug: bool = False,
    ) -> None:
        self.port = port
        self.link = SerialLink(
            port,
            scheduler=loop,
            on_line=lambda text: self.console.on_line(text),
            on_lost=self._lost,
            on_dropped=lambda count: self.console.on_dropped(count),
            urgent=is_cancel,
            baudrate=baudrate,
        )
        self.writer = LineWriter(self.link.write_line)
        self.console = Console(box, output, loop, fingers, self.writer.send, debug=debug)
        self._on_lost = on_lost

    def tell(self, record: Record) -> None:
        """Send a record to the far end."""
        self.console.tell(record)

    def close(self) -> None:
        """Stop the protocol, flush the writer, close the port."""
        self.console.close()
        self.writer.close()
        self.link.close()

    def _lost(self, why: str) -> None:
        self.console.close()
        self._on_lost(why)


def is_cancel(text: str) -> bool:
    """True for a ``cancel`` line (spaces and a comment allowed)."""
    return text.split("#", 1)[0].split() == ["cancel"]


def _with_queries(message: str, command: str) -> str:
    if command in SCRIPT_COMMANDS:
        return message
    return f"{message}, or a query: {', '.join(QUERIES)}"
