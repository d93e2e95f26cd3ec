"""The 11 LEDs: the compass (N, S, E, W, centre) and the six-LED gauge."""

from __future__ import annotations

from typing import Any

from drivers.panel import COMPASS_LEDS, GAUGE_LEDS


class Lights:
    """gpiozero LEDs named as on the panel; ``show`` sets them all at once.

    Only the LEDs the pin map names are built: a box started without a pin map has
    none, and showing on it does nothing (an absent LED reads as off).
    """

    def __init__(self, leds: dict[str, int], *, pin_factory: Any = None) -> None:
        from gpiozero import LED

        self._compass = {
            name: LED(leds[name], pin_factory=pin_factory) for name in COMPASS_LEDS if name in leds
        }
        self._gauge = {
            level: LED(leds[name], pin_factory=pin_factory)
            for level, name in enumerate(GAUGE_LEDS)
            if name in leds
        }

    def show(self, compass: str | None, gauge: str) -> None:
        """Light one compass LED (or none) and the gauge, ``gauge[0]`` the bottom LED."""
        for name, led in self._compass.items():
            led.value = name == compass
        for level, led in self._gauge.items():
            led.value = gauge[level : level + 1] == "1"

    @property
    def compass(self) -> str | None:
        """The lit compass LED, read back from its pin."""
        lit = [name for name, led in self._compass.items() if led.is_lit]
        return lit[0] if lit else None

    @property
    def gauge(self) -> str:
        """The gauge read back from its pins, bottom LED first."""
        lit = {level for level, led in self._gauge.items() if led.is_lit}
        return "".join("1" if level in lit else "0" for level in range(len(GAUGE_LEDS)))

    def close(self) -> None:
        """Turn everything off and release the pins."""
        for led in [*self._compass.values(), *self._gauge.values()]:
            led.close()
