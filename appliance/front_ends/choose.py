"""Starts the box with the chosen front end: terminal, window, or none (the service)."""

from __future__ import annotations

import importlib.util
import logging
import sys
from typing import TYPE_CHECKING

from appliance.box.loop.clock import Clock
from appliance.box.start import power_up
from appliance.box.start.options import StartOptions
from appliance.service.stop_signals import stopped_by_signals

if TYPE_CHECKING:
    from appliance.box.start.startup import Running

log = logging.getLogger(__name__)
WINDOW_NEEDS = (
    "tabletop: the window needs luma.emulator, which is not installed: "
    "pip install 'tabletop-box[window]' (or use --ui terminal)"
)


def front_end_missing(ui: str) -> str | None:
    """The one line to say when the front end ``ui`` is not installed, else None."""
    if ui == "window" and importlib.util.find_spec("luma.emulator") is None:
        return WINDOW_NEEDS
    return None


def run_front_end(ui: str, options: StartOptions, clock: Clock) -> int:
    """Beep, build the box and run it with ``ui`` until it stops (a signal stops it
    cleanly, the game saved: appliance.service.stop_signals). The order of power-up, and
    what is imported when: appliance.box.start.power_up."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    built: list[Running] = []

    def halt() -> None:
        for running in built:
            running.loop.halt()

    missing = front_end_missing(ui)
    if missing is not None:
        print(missing, file=sys.stderr)  # said before the beep: no box will follow it
        return 2
    with stopped_by_signals(halt) as stop:
        options = power_up.beep(options)
        if ui == "window":
            from appliance.front_ends.window import start_window

            running, window = start_window(options, clock)
        else:
            running = power_up.build(options, clock)
        built.append(running)
        if stop.signal is not None:  # it came while the box was being built
            running.loop.halt()
        try:
            if ui == "window":
                return window.run()
            if ui == "terminal":
                from appliance.front_ends.terminal import TerminalUI

                return TerminalUI(running).run()
            from appliance.service.systemd import serve

            return serve(running)
        finally:
            _save_and_close(running)


def _save_and_close(running: Running) -> None:
    """The game saved where it stopped (its timers resume from here), then the hardware
    released."""
    try:
        running.box.save()
    finally:
        running.close()
