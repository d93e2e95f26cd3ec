"""The box's mock pins: a key matrix column reads through the wiring, and every pin
keeps a bounded history."""

from __future__ import annotations

from pathlib import Path

from gpiozero import DigitalOutputDevice, InputDevice

from drivers.pins.keypad_mock import MockKeyMatrix
from drivers.pins.mock_pins import HISTORY, ColumnPin, RecentMockPin, mock_factory
from drivers.pins.pinout import load_pinout

SHIPPED = load_pinout(Path(__file__).parents[3] / "hardware" / "pinout.toml")


def wired():
    """The matrix on the box's factory, its rows driven high and its columns pulled up."""
    factory = mock_factory()
    finger = MockKeyMatrix(SHIPPED, factory)
    rows = [DigitalOutputDevice(n, initial_value=True, pin_factory=factory) for n in SHIPPED.rows]
    for n in SHIPPED.columns:
        InputDevice(n, pull_up=True, pin_factory=factory)
    return factory, finger, rows


def column_levels(factory) -> list[int]:
    """Each column pin's level, 1 high and 0 low."""
    return [int(factory.pin(n).state) for n in SHIPPED.columns]


def test_the_columns_are_column_pins_and_every_other_pin_a_recent_one():
    factory, finger, _ = wired()
    assert all(type(pin) is ColumnPin for pin in finger.columns)
    assert all(isinstance(factory.pin(n), RecentMockPin) for n in SHIPPED.rows)


def test_a_pressed_key_pulls_its_column_low_only_while_its_row_is_driven_low():
    factory, finger, rows = wired()
    row, column = SHIPPED.key_at()["5"]
    finger.press("5")
    assert column_levels(factory) == [1, 1, 1, 1, 1]
    rows[row].off()
    assert column_levels(factory) == [int(i != column) for i in range(len(SHIPPED.columns))]
    finger.release("5")
    assert column_levels(factory) == [1, 1, 1, 1, 1]


def test_a_pin_keeps_only_its_recent_changes():
    factory = mock_factory()
    led = DigitalOutputDevice(SHIPPED.leds["C"], pin_factory=factory)
    for _ in range(HISTORY):
        led.on()
        led.off()
    assert len(factory.pin(SHIPPED.leds["C"]).states) == HISTORY
