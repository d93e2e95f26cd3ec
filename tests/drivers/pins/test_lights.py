"""The LEDs on gpiozero's mock pins light as the games' Lights effect says."""

from __future__ import annotations

from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory

from appliance.box.start.startup import SHIPPED_PINOUT
from drivers.pins.lights import Lights
from drivers.pins.pinout import load_pinout
from games.effects import Lights as LightsEffect
from games.effects import gauge_bar

SHIPPED = load_pinout(Path(__file__).parents[3] / "hardware" / "pinout.toml")


@pytest.fixture
def panel():
    factory = MockFactory()
    lights = Lights(SHIPPED.leds, pin_factory=factory)
    yield lights, factory
    lights.close()


def lit_leds(factory: MockFactory) -> set[str]:
    """The LEDs whose pins are driven high, by their names in the pin map."""
    return {name for name, gpio in SHIPPED.leds.items() if factory.pin(gpio).state}


def show(lights: Lights, effect: LightsEffect) -> None:
    lights.show(effect.compass, effect.gauge)


@pytest.mark.parametrize("point", ["N", "S", "E", "W", "C"])
def test_each_compass_point_lights_its_own_pin(panel, point):
    lights, factory = panel
    show(lights, LightsEffect(point))
    assert lit_leds(factory) == {point}
    assert lights.compass == point


@pytest.mark.parametrize("level", range(7))
def test_the_gauge_lights_from_the_bottom_pin_up(panel, level):
    lights, factory = panel
    show(lights, LightsEffect("N", gauge_bar(level)))
    assert lit_leds(factory) == {"N", *(f"G{n}" for n in range(1, level + 1))}
    assert lights.gauge == gauge_bar(level)


def test_one_gauge_led_alone_lights_as_the_self_test_asks(panel):
    lights, factory = panel
    show(lights, LightsEffect(None, "001000"))
    assert lit_leds(factory) == {"G3"}
    assert (lights.compass, lights.gauge) == (None, "001000")


def test_dark_lights_turn_every_pin_off(panel):
    lights, factory = panel
    show(lights, LightsEffect("C", "111111"))
    show(lights, LightsEffect())
    assert lit_leds(factory) == set()


def test_a_pin_changes_only_when_its_led_does(panel):
    lights, factory = panel
    show(lights, LightsEffect("W", "110000"))
    show(lights, LightsEffect("W", "111000"))
    west, bottom = factory.pin(SHIPPED.leds["W"]), factory.pin(SHIPPED.leds["G1"])
    assert [state.state for state in west.states] == [False, True]
    assert [state.state for state in bottom.states] == [False, True]


@pytest.fixture
def lights_on_pins():
    factory = MockFactory()
    pinout = load_pinout(SHIPPED_PINOUT)
    lights = Lights(pinout.leds, pin_factory=factory)
    yield lights, factory, pinout
    lights.close()


def pin_is_high(factory, gpio: int) -> bool:
    return bool(factory.pin(gpio).state)


def test_lights_drive_the_pins_of_the_pin_map(lights_on_pins):
    lights, factory, pinout = lights_on_pins
    lights.show("W", "110000")
    lit = {name for name, gpio in pinout.leds.items() if pin_is_high(factory, gpio)}
    assert lit == {"W", "G1", "G2"}
    assert (lights.compass, lights.gauge) == ("W", "110000")


def test_lights_go_out(lights_on_pins):
    lights, factory, pinout = lights_on_pins
    lights.show("C", "111111")
    lights.show(None, "000000")
    assert not any(pin_is_high(factory, gpio) for gpio in pinout.leds.values())


def test_lights_are_built_from_the_leds_the_pin_map_names():
    factory = MockFactory()
    leds = {name: gpio for name, gpio in load_pinout(SHIPPED_PINOUT).leds.items()}
    gone = {"N": leds.pop("N"), "G3": leds.pop("G3")}
    lights = Lights(leds, pin_factory=factory)
    lights.show("N", "111111")
    assert (lights.compass, lights.gauge) == (None, "110111")  # N and G3 are not there
    assert not any(pin_is_high(factory, gpio) for gpio in gone.values())
    lights.show("E", "001000")
    assert (lights.compass, lights.gauge) == ("E", "000000")
    lights.close()


def test_lights_without_leds_show_nothing():
    lights = Lights({}, pin_factory=MockFactory())
    lights.show("C", "111111")
    assert (lights.compass, lights.gauge) == (None, "000000")
    lights.close()
