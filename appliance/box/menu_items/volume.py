"""The box menu's Volume: from silent to loudest in steps, a sample cue at each step,
the step kept with the saved state (the settings' ``[audio] volume`` until one is chosen).

Six steps above silent, one for each LED of the gauge, which shows the step while the
screen is up. They are 5 dB apart (each about two thirds of the loudness before it):
loudness is heard in ratios, so equal ratios sound like equal steps, and six of them
span 25 dB, from a quiet room to a noisy table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from appliance.box.layers import KeysLayer
from appliance.box.output import Output
from appliance.box.state.shape import LOUDEST
from games.effects import Lights, Sound, gauge_bar
from games.keys import AIR, UP
from games.screen import Screen, T

STEP_DB = 5.0
SAMPLE = Sound("volume")


def loudness(step: int) -> float:
    """The mixer's volume (0 to 1) of ``step`` (0 silent, LOUDEST the loudest)."""
    return 0.0 if step <= 0 else 10 ** ((min(step, LOUDEST) - LOUDEST) * STEP_DB / 20)


def nearest_step(volume: float) -> int:
    """The step that sounds nearest ``volume`` (the settings' value)."""
    return min(range(LOUDEST + 1), key=lambda step: abs(loudness(step) - volume))


def saved_step(state: dict[str, Any]) -> int | None:
    """The step last chosen in the box menu (kept in ``state``), if any."""
    step = state.get("box", {}).get("volume")
    return step if type(step) is int and 0 <= step <= LOUDEST else None


def volume_screen(step: int) -> Screen:
    """The volume now and the keys that change it."""
    level = T("Silent") if step == 0 else T("{step} of {loudest}", step=step, loudest=LOUDEST)
    return Screen((T("Volume"), level, T("UP: louder"), T("AIR: softer"), T("CLEAR: done")))


class Volume:
    """The box menu's Volume screen, and the volume the box plays at."""

    def __init__(
        self,
        *,
        output: Output,
        cover: Callable[[KeysLayer, Screen], None],
        close: Callable[[], None],
        keep: Callable[[dict[str, Any]], None],
        state: Callable[[], dict[str, Any]],
        setting: float,
    ) -> None:
        self._output = output
        self._cover = cover  # over the game, as a menu's question is
        self._close = close  # back to the game
        self._keep = keep  # the saved state with the choice in it
        self._state = state
        self.step = nearest_step(setting)  # the settings' value plays until one is chosen
        self._lights_before = Lights()

    def restore(self, state: dict[str, Any]) -> None:
        """At boot: the step chosen on the box before (kept in ``state``), if any."""
        step = saved_step(state)
        if step is not None:
            self.step = step
            self._output.use_volume(loudness(step))

    def open(self) -> None:
        """The Volume screen: the step now, on the screen and the gauge, and heard."""
        self._lights_before = self._output.current_lights
        keys = {UP: lambda: self._move(1), AIR: lambda: self._move(-1)}
        self._cover(KeysLayer(keys, self._put_away), volume_screen(self.step))
        self._sound()

    def _move(self, by: int) -> None:
        step = max(0, min(LOUDEST, self.step + by))
        if step != self.step:
            self.step = step
            self._output.use_volume(loudness(step))
            saved = self._state()
            self._keep({**saved, "box": {**saved.get("box", {}), "volume": step}})
        self._output.show_screen(volume_screen(step))
        self._sound()

    def _sound(self) -> None:
        self._output.show_lights(Lights(None, gauge_bar(self.step)))
        self._output.play([SAMPLE])

    def _put_away(self) -> None:
        self._output.show_lights(self._lights_before)
        self._close()
