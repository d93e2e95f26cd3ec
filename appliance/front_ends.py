"""Starts the box with the chosen front end: terminal, window, or none (the service)."""

from __future__ import annotations

import contextlib
import logging
import signal
import sys

from appliance.clock import Clock
from appliance.startup import StartOptions, start

log = logging.getLogger(__name__)


def run_front_end(ui: str, options: StartOptions, clock: Clock) -> int:
    """Build the box and run it with ``ui`` until it stops."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    running = start(options, clock)
    try:
        if ui == "terminal":
            from appliance.terminal_ui import TerminalUI

            return TerminalUI(running).run()
        if ui == "window":
            print("The window front end is not built yet; use --ui terminal.", file=sys.stderr)
            return 2
        signal.signal(signal.SIGTERM, lambda *_: running.loop.stop())
        with contextlib.suppress(KeyboardInterrupt):
            running.loop.run()
        return 0
    finally:
        running.close()
