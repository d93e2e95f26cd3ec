"""The key matrix: gpiozero pins scanned on demand, with our own debounce.

Rows are outputs held low; columns are inputs with pull-ups. A key joins its row and
column, so pressing it pulls its column low. Any column edge asks the event loop for one
scan; while a key is down the keypad rescans every ``scan_interval`` (a second key in
the same column gives no edge), and with every key up it does not poll at all.

A scan that drives the rows makes a held key's column go up and down: on a Pi those
edges reach the keypad after the scan (from the pin library's thread). So an edge asks
for a scan only if a column now stands otherwise than the last scan left it; else a
held key would be scanned again and again, as fast as the loop runs.

Debounce is ours because gpiozero's mock pins ignore ``bounce_time``, and it follows the
contact's settled state: a press is taken on its first edge (no added latency), then the
key stays down through ``debounce_time`` of chatter whatever the contact does, and after
that a release is taken only once the contact has stayed open for ``dropout_time`` (a
held key that drops out for a moment stays held, and a release's own chatter, closing
again within that time, is no new press).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drivers.pins.pinout import Pinout
from drivers.scheduling import Cancellable, Scheduler

KeyCallback = Callable[[str], None]
EPSILON = 1e-9  # seconds: a sum of times that should meet, give or take a float's last bit


class Keypad:
    """The 18 keys as a matrix. Callbacks ``when_pressed``, ``when_released``,
    ``when_held`` receive the key name and run on the event loop's thread.
    """

    def __init__(
        self,
        pinout: Pinout,
        *,
        scheduler: Scheduler,
        pin_factory: Any = None,
        debounce_time: float = 0.05,
        dropout_time: float = 0.03,
        hold_time: float = 3.0,
        scan_interval: float = 0.05,
    ) -> None:
        from gpiozero import DigitalOutputDevice, InputDevice

        self._scheduler = scheduler
        self.debounce_time = debounce_time
        self.dropout_time = dropout_time
        self.hold_time = hold_time
        self.scan_interval = scan_interval
        self._layout = pinout.key_at()
        self._rows = [
            DigitalOutputDevice(pin, initial_value=False, pin_factory=pin_factory)
            for pin in pinout.rows
        ]
        self._columns = [
            InputDevice(pin, pull_up=True, pin_factory=pin_factory) for pin in pinout.columns
        ]
        self._down: dict[str, float] = {}
        self._open_since: dict[str, float] = {}
        self._hold_timers: dict[str, Cancellable] = {}
        self._poll: Cancellable | None = None
        self._scanning = False
        self._scan_asked = False
        self._levels: tuple[bool, ...] | None = None  # the columns as the last scan left them
        self.when_pressed: KeyCallback | None = None
        self.when_released: KeyCallback | None = None
        self.when_held: KeyCallback | None = None
        # A scan reads and drives these pins directly: a dozen times on every key.
        self._row_pins = [row.pin for row in self._rows]
        self._column_pins = [column.pin for column in self._columns]
        for pin in self._column_pins:
            # The pins' own callback, as gpiozero's RotaryEncoder uses: a column's edges
            # need none of the device's events, and a key press pays for none of them.
            pin.edges = "both"
            pin.when_changed = self._edge

    @property
    def keys_down(self) -> frozenset[str]:
        """The keys the keypad reports as down now."""
        return frozenset(self._down)

    def close(self) -> None:
        """Release the pins and forget timers."""
        for timer in self._hold_timers.values():
            timer.cancel()
        if self._poll:
            self._poll.cancel()
        for pin in self._column_pins:
            pin.when_changed = None
        for device in self._columns + self._rows:
            device.close()

    def _edge(self, ticks: object = None, state: object = None) -> None:
        # Called from gpiozero's thread: only ask the loop for a scan.
        if not self._scanning and not self._scan_asked:
            self._scan_asked = True
            self._scheduler.call_soon(self._scan_after_edge)

    def _scan_after_edge(self) -> None:
        levels = self._column_levels()
        if levels == self._levels:
            self._scan_asked = False  # the echo of the last scan, or chatter already over
        else:
            self.scan(levels)

    def _column_levels(self) -> tuple[bool, ...]:
        return tuple(bool(pin.state) for pin in self._column_pins)

    def scan(self, levels: tuple[bool, ...] | None = None) -> None:
        """Read the matrix once and report what changed (on the loop thread); ``levels``
        are the columns just read with every row low, if they were."""
        self._scan_asked = False
        seen = self._read_matrix(levels)
        now = self._scheduler.now()
        for key in sorted(seen & set(self._down)):
            since = self._open_since.pop(key, None)
            if since is not None and self._release_due(key, since) <= now + EPSILON:
                self._report_release(key)  # open long enough before it closed again
                self._report_press(key, now)
            # else the contact closed again within the drop-out time: the key stays down
        settle: list[float] = []
        for key in sorted(set(self._down) - seen):
            release_at = self._release_due(key, self._open_since.setdefault(key, now))
            if release_at <= now + EPSILON:
                self._report_release(key)
            else:
                settle.append(release_at)
        for key in sorted(seen - set(self._down)):
            # A finger moving between keys: the key it left is released first.
            for left in sorted(self._open_since):
                self._report_release(left)
            self._report_press(key, now)
        settle_at = min(settle, default=None)
        self._keep_polling(bool(seen or self._down), settle_at)

    def _read_matrix(self, levels: tuple[bool, ...] | None) -> set[str]:
        # With every row low, a low column says some key in it is down; only then are the
        # rows driven one at a time, and only those columns read.
        pins, columns = self._row_pins, self._column_pins
        self._levels = self._column_levels() if levels is None else levels
        active = [c for c, level in enumerate(self._levels) if not level]
        if not active:
            return set()
        self._scanning = True
        seen = set()
        try:
            for pin in pins[1:]:
                pin.state = True
            for r, pin in enumerate(pins):
                if r:
                    pins[r - 1].state = True
                    pin.state = False
                seen |= {(r, c) for c in active if not columns[c].state}
            for pin in pins[:-1]:  # the last row is low already
                pin.state = False
        finally:
            self._scanning = False
        return {key for key, place in self._layout.items() if place in seen}

    def _release_due(self, key: str, open_since: float) -> float:
        return max(open_since + self.dropout_time, self._down[key] + self.debounce_time)

    def _report_press(self, key: str, now: float) -> None:
        self._down[key] = now
        self._hold_timers[key] = self._scheduler.call_later(
            self.hold_time, lambda: self._report_hold(key)
        )
        if self.when_pressed:
            self.when_pressed(key)

    def _report_release(self, key: str) -> None:
        self._down.pop(key, None)
        self._open_since.pop(key, None)
        timer = self._hold_timers.pop(key, None)
        if timer:
            timer.cancel()
        if self.when_released:
            self.when_released(key)

    def _report_hold(self, key: str) -> None:
        self._hold_timers.pop(key, None)
        if key in self._down and self.when_held:
            self.when_held(key)

    def _keep_polling(self, wanted: bool, settle_at: float | None) -> None:
        if self._poll:
            self._poll.cancel()
            self._poll = None
        delay = self.scan_interval
        if settle_at is not None:
            delay = min(delay, settle_at - self._scheduler.now())
        if wanted or settle_at is not None:
            self._poll = self._scheduler.call_later(delay, self.scan)
