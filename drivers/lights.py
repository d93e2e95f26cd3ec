"""The 11 LEDs: the compass (N, S, E, W, centre) and the six-LED gauge."""

from __future__ import annotations

from typing import Any

from drivers.panel import COMPASS_LEDS, GAUGE_LEDS


class Lights:
    """gpiozero LEDs named as on the panel; ``show`` sets them all at once."""

    def __init__(self, leds: dict[str, int], *, pin_factory: Any = None) -> None:
        from gpiozero import LED, LEDBoard

        self._compass = {name: LED(leds[name], pin_factory=pin_factory) for name in COMPASS_LEDS}
        self._gauge = LEDBoard(*(leds[name] for name in GAUGE_LEDS), pin_factory=pin_factory)

    def show(self, compass: str | None, gauge: str) -> None:
        """Light one compass LED (or none) and the gauge, ``gauge[0]`` the bottom LED."""
        for name, led in self._compass.items():
            led.value = name == compass
        self._gauge.value = tuple(char == "1" for char in gauge)

    @property
    def compass(self) -> str | None:
        """The lit compass LED, read back from its pin."""
        lit = [name for name, led in self._compass.items() if led.is_lit]
        return lit[0] if lit else None

    @property
    def gauge(self) -> str:
        """The gauge read back from its pins, bottom LED first."""
        return "".join("1" if on else "0" for on in self._gauge.value)

    def close(self) -> None:
        """Turn everything off and release the pins."""
        for led in self._compass.values():
            led.close()
        self._gauge.close()
