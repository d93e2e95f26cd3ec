"""The 11 LEDs: the compass (N, S, E, W, centre) and the six-LED gauge."""

from __future__ import annotations

from typing import Any

from drivers.pins.panel import COMPASS_LEDS, GAUGE_LEDS


class Lights:
    """The compass as a gpiozero ``LEDBoard`` (its LEDs named N, S, E, W, C) and the gauge
    as an ``LEDBarGraph`` (bottom LED first); ``show`` sets them all at once.

    Only the LEDs the pin map names are built: a box started without a pin map has
    none, and showing on it does nothing (an absent LED reads as off).
    """

    def __init__(self, leds: dict[str, int], *, pin_factory: Any = None) -> None:
        from gpiozero import LEDBarGraph, LEDBoard

        self._names = tuple(name for name in COMPASS_LEDS if name in leds)
        self._levels = tuple(level for level, name in enumerate(GAUGE_LEDS) if name in leds)
        self._compass = (
            LEDBoard(
                _order=self._names,
                pin_factory=pin_factory,
                **{name: leds[name] for name in self._names},
            )
            if self._names
            else None
        )
        self._gauge = (
            LEDBarGraph(
                *(leds[GAUGE_LEDS[level]] for level in self._levels), pin_factory=pin_factory
            )
            if self._levels
            else None
        )

    def show(self, compass: str | None, gauge: str) -> None:
        """Light one compass LED (or none) and the gauge, ``gauge[0]`` the bottom LED
        (the games' ``Lights`` effect spells the gauge as a string such as ``"110000"``)."""
        if self._compass is not None:
            self._compass.value = tuple(name == compass for name in self._names)
        if self._gauge is not None:
            # One LED at a time: the self-test lights a single LED, not a bar.
            for led, level in zip(self._gauge.leds, self._levels, strict=True):
                led.value = gauge[level : level + 1] == "1"

    @property
    def compass(self) -> str | None:
        """The lit compass LED, read back from its pin."""
        lit = self._compass.value if self._compass is not None else ()
        return next((name for name, on in zip(self._names, lit, strict=True) if on), None)

    @property
    def gauge(self) -> str:
        """The gauge read back from its pins, bottom LED first."""
        leds = self._gauge.leds if self._gauge is not None else ()
        lit = {level for level, led in zip(self._levels, leds, strict=True) if led.is_lit}
        return "".join("1" if level in lit else "0" for level in range(len(GAUGE_LEDS)))

    def close(self) -> None:
        """Turn everything off and release the pins."""
        for board in (self._compass, self._gauge):
            if board is not None:
                board.close()
