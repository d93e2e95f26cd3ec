"""The key matrix on gpiozero's MockFactory: presses, releases, holds, chatter."""

from __future__ import annotations

import pytest
from gpiozero.pins.mock import MockFactory, MockPin

from appliance.box.loop.clock import VirtualClock
from appliance.box.loop.event_loop import EventLoop
from appliance.box.start.startup import SHIPPED_PINOUT
from drivers.pins.keypad import Keypad
from drivers.pins.keypad_mock import MockKeyMatrix
from drivers.pins.pinout import Pinout, load_pinout


class Panel:
    """A keypad on mock pins, a finger, and what the keypad reported, with times."""

    def __init__(self, pinout=None, factory=None, **options):
        self.loop = EventLoop(VirtualClock())
        factory = factory or MockFactory()
        pinout = pinout or load_pinout(SHIPPED_PINOUT)
        self.finger = MockKeyMatrix(pinout, factory)
        self.keypad = Keypad(pinout, scheduler=self.loop, pin_factory=factory, **options)
        self.heard: list[tuple[float, str, str]] = []
        self.keypad.when_pressed = lambda k: self.heard.append((self.now, "press", k))
        self.keypad.when_released = lambda k: self.heard.append((self.now, "release", k))
        self.keypad.when_held = lambda k: self.heard.append((self.now, "hold", k))

    @property
    def now(self) -> float:
        return round(self.loop.now(), 3)

    def at(self, t: float, action, key: str) -> None:
        self.loop.call_at(t, lambda: action(key))

    def down(self, t: float, key: str) -> None:
        self.at(t, self.finger.press, key)

    def up(self, t: float, key: str) -> None:
        self.at(t, self.finger.release, key)

    def run(self, until: float) -> list[tuple[float, str, str]]:
        self.loop.run(until=until)
        return self.heard


@pytest.fixture
def panel():
    panel = Panel()
    yield panel
    panel.keypad.close()


def test_a_press_is_reported_on_its_first_edge_and_the_release_once_settled(panel):
    panel.down(1.0, "5")
    panel.up(1.3, "5")
    assert panel.run(2) == [(1.0, "press", "5"), (1.33, "release", "5")]


def test_every_key_of_the_panel_is_read_at_its_place(panel):
    keys = sorted(panel.finger._places)
    for i, key in enumerate(keys):
        panel.down(i, key)
        panel.up(i + 0.5, key)
    heard = panel.run(len(keys) + 1)
    assert [k for _, what, k in heard if what == "press"] == keys
    assert [k for _, what, k in heard if what == "release"] == keys


def test_a_keypad_without_keys_hears_nothing_and_a_finger_on_a_key_is_refused():
    panel = Panel(Pinout(rows=(), columns=(), layout=(), leds={}))  # no pin map to use
    with pytest.raises(KeyError, match="no key named '5'"):
        panel.finger.press("5")
    panel.loop.call_at(1.0, panel.keypad.scan)
    assert panel.run(2) == []
    assert panel.keypad.keys_down == frozenset()
    panel.keypad.close()


def test_contact_chatter_gives_one_press_and_one_release(panel):
    for t in (1.000, 1.004, 1.008):
        panel.down(t, "AIR")
    for t in (1.002, 1.006):
        panel.up(t, "AIR")
    for t in (2.000, 2.004, 2.009):
        panel.up(t, "AIR")
    for t in (2.002, 2.006):
        panel.down(t, "AIR")
    assert panel.run(3) == [(1.0, "press", "AIR"), (2.039, "release", "AIR")]


def test_a_tap_shorter_than_the_debounce_time_is_still_released(panel):
    panel.down(1.0, "3")
    panel.up(1.005, "3")
    heard = panel.run(2)
    assert [(what, k) for _, what, k in heard] == [("press", "3"), ("release", "3")]
    assert heard[1][0] <= 1.005 + panel.keypad.scan_interval + 1e-9


def test_holding_a_key_reports_a_hold_after_the_hold_time(panel):
    panel.down(1.0, "MENU")
    panel.up(5.0, "MENU")
    assert panel.run(6) == [
        (1.0, "press", "MENU"),
        (4.0, "hold", "MENU"),
        (5.03, "release", "MENU"),
    ]


def test_a_short_press_reports_no_hold(panel):
    panel.down(1.0, "MENU")
    panel.up(2.0, "MENU")
    assert [what for _, what, _ in panel.run(10)] == ["press", "release"]


def test_two_keys_in_one_column_are_both_seen_and_both_released(panel):
    # "1" and "4" share a column: releasing one gives that column no edge.
    panel.down(1.0, "1")
    panel.down(1.5, "4")
    panel.up(2.0, "1")
    panel.up(3.0, "4")
    heard = [(what, k) for _, what, k in panel.run(4)]
    assert heard == [("press", "1"), ("press", "4"), ("release", "1"), ("release", "4")]


def test_a_finger_moving_between_keys_is_released_before_the_next_press(panel):
    panel.down(1.0, "7")
    panel.up(2.0, "7")
    panel.down(2.0, "2")
    panel.up(3.0, "2")
    assert [(what, k) for _, what, k in panel.run(4)][1:3] == [("release", "7"), ("press", "2")]


def test_the_keypad_does_not_poll_while_every_key_is_up(panel):
    panel.down(1.0, "9")
    panel.up(1.2, "9")
    panel.run(2)
    assert panel.loop.next_timer_at() is None


def late_edges_factory(panel: list) -> MockFactory:
    """Mock pins wired like the panel's copper: a row driven moves the columns its keys
    join at once, and every edge reaches its callback after the fact, from the loop, as
    a Pi's pin library delivers it from its own thread once a scan is over."""

    class LateEdgePin(MockPin):
        def _change_state(self, value):
            changed = super()._change_state(value)
            if changed and self._function == "output" and panel:
                panel[0].finger._settle()
            return changed

        def _call_when_changed(self):
            ticks, state = self._last_change, self._state  # each edge with its own level
            deliver = super(MockPin, self)._call_when_changed
            panel[0].loop.call_soon(lambda: deliver(ticks, state))

    return MockFactory(pin_class=LateEdgePin)


def test_a_held_key_is_not_scanned_again_by_the_edges_its_own_scans_make():
    wired: list = []
    panel = Panel(factory=late_edges_factory(wired))
    wired.append(panel)
    scans = []
    scan = panel.keypad.scan

    def counted_scan(levels=None):
        scans.append(panel.now)
        if len(scans) > 1000:  # the old keypad: scanning for ever at the same moment
            panel.loop.stop()
        scan(levels)

    panel.keypad.scan = counted_scan
    panel.down(1.0, "5")
    panel.down(1.5, "9")  # a second key while the first is held: still taken at once
    panel.up(2.0, "5")
    panel.up(2.2, "9")
    heard = panel.run(3)
    panel.keypad.close()
    assert heard == [
        (1.0, "press", "5"),
        (1.5, "press", "9"),
        (2.03, "release", "5"),
        (2.23, "release", "9"),
    ]
    assert len(scans) < 40  # one every 50 ms while a key is down, and one for each edge


def test_an_unknown_key_cannot_be_pressed(panel):
    with pytest.raises(KeyError, match="no key named 'X'"):
        panel.finger.press("X")


def test_the_same_key_pressed_again_once_released_is_taken_at_once(panel):
    panel.down(1.0, "6")
    panel.up(1.1, "6")
    panel.down(1.14, "6")
    panel.up(1.5, "6")
    assert panel.run(2) == [
        (1.0, "press", "6"),
        (1.13, "release", "6"),
        (1.14, "press", "6"),
        (1.53, "release", "6"),
    ]


def chatter(panel: Panel, key: str, start: float, length_ms: float, closing: bool) -> None:
    """The contact closing (or opening) with chatter: seven edges over ``length_ms``,
    the first and the last in the direction it goes."""
    for k in range(7):
        goes = (panel.down, panel.up)[(k % 2 == 0) != closing]
        goes(start + k * length_ms / 6000, key)


@pytest.mark.parametrize("chatter_ms", [1, 5, 12, 25, 40, 50])
def test_a_key_bouncing_for_up_to_50_ms_is_one_press_and_one_release(panel, chatter_ms):
    chatter(panel, "AIR", 1.0, chatter_ms, closing=True)
    chatter(panel, "AIR", 5.0, chatter_ms, closing=False)
    heard = panel.run(6)
    assert [(what, key) for _, what, key in heard] == [
        ("press", "AIR"),
        ("hold", "AIR"),
        ("release", "AIR"),
    ]
    assert heard[0][0] == 1.0  # the first edge, at once
    assert heard[2][0] == round(5.0 + chatter_ms / 1000 + 0.03, 3)  # once open 30 ms


@pytest.mark.parametrize("dropout_ms", [0.5, 1, 10, 29])
def test_a_held_key_dropping_out_for_up_to_30_ms_stays_held(panel, dropout_ms):
    panel.down(1.0, "AIR")
    panel.up(2.0, "AIR")
    panel.down(2.0 + dropout_ms / 1000, "AIR")
    panel.up(3.5, "AIR")
    panel.down(3.5 + dropout_ms / 1000, "AIR")  # and again after the hold
    panel.up(6.0, "AIR")
    assert panel.run(7) == [(1.0, "press", "AIR"), (4.0, "hold", "AIR"), (6.03, "release", "AIR")]


def test_a_drop_out_on_a_held_menu_key_keeps_its_hold(panel):
    panel.down(1.0, "MENU")
    panel.up(2.5, "MENU")
    panel.down(2.501, "MENU")
    panel.up(4.5, "MENU")
    assert [(what, k) for _, what, k in panel.run(5)] == [
        ("press", "MENU"),
        ("hold", "MENU"),
        ("release", "MENU"),
    ]


def test_both_times_come_from_the_settings(tmp_path):
    from boxkit import mock_box
    from lifekit import settings_file

    path = settings_file(tmp_path, "[box]\ndebounce_time = 0.08\ndropout_time = 0.01\n")
    with mock_box(settings_path=path) as (running, _):
        keypad = running.hardware.keypad
        assert (keypad.debounce_time, keypad.dropout_time) == (0.08, 0.01)


def test_a_drop_out_longer_than_the_setting_is_a_release_and_a_new_press():
    panel = Panel(dropout_time=0.01, debounce_time=0.02)
    panel.down(1.0, "5")
    panel.up(1.5, "5")
    panel.down(1.56, "5")
    panel.up(2.0, "5")
    assert panel.run(3) == [
        (1.0, "press", "5"),
        (1.51, "release", "5"),
        (1.56, "press", "5"),
        (2.01, "release", "5"),
    ]
    panel.keypad.close()


def test_the_mock_pins_keep_a_bounded_history_over_a_long_run():
    from drivers.pins.mock_pins import HISTORY, mock_factory

    loop = EventLoop(VirtualClock())
    factory = mock_factory()
    pinout = load_pinout(SHIPPED_PINOUT)
    finger = MockKeyMatrix(pinout, factory)
    keypad = Keypad(pinout, scheduler=loop, pin_factory=factory)
    presses = []
    keypad.when_pressed = presses.append
    for i in range(2000):
        loop.call_at(i * 0.2, lambda: finger.press("5"))
        loop.call_at(i * 0.2 + 0.1, lambda: finger.release("5"))
    loop.run(until=401)
    keypad.close()
    assert len(presses) == 2000
    histories = [len(pin.states) for pin in factory.pins.values()]
    assert max(histories) == HISTORY  # the busiest pins are full, and no fuller
