"""Starts the box with the chosen front end: terminal, window, or none (the service)."""

from __future__ import annotations

import logging
import sys

from appliance.box.clock import Clock
from appliance.box.start.startup import StartOptions, start

log = logging.getLogger(__name__)
WINDOW_NEEDS = (
    "tabletop: the window needs luma.emulator, which is not installed: "
    "pip install 'tabletop-box[window]' (or use --ui terminal)"
)


def run_front_end(ui: str, options: StartOptions, clock: Clock) -> int:
    """Build the box and run it with ``ui`` until it stops."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    if ui == "window":
        from appliance.front_ends.window import start_window

        try:
            running, window = start_window(options, clock)
        except ModuleNotFoundError as missing:
            if not (missing.name or "").startswith("luma.emulator"):
                raise
            print(WINDOW_NEEDS, file=sys.stderr)
            return 2
        try:
            return window.run()
        finally:
            running.close()
    running = start(options, clock)
    try:
        if ui == "terminal":
            from appliance.front_ends.terminal import TerminalUI

            return TerminalUI(running).run()
        from appliance.service.systemd import serve

        return serve(running)
    finally:
        running.close()
