"""The child process of ``tabletop bench``: boots the box, then prints when it is ready,
or how much CPU and memory it takes idle. Run as ``python -m appliance.tools.bench_probe``
so that start-up counts only what the box itself imports."""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections.abc import Sequence

from appliance.box.clock import RealClock
from appliance.service.startup import StartOptions, start


def probe(args: argparse.Namespace) -> int:
    """The child side of the start-up and idle measurements."""
    running = start(StartOptions(mock=True, keep_state=False, seed=1, mute=True), RealClock())
    if not args.idle:
        print(time.monotonic(), flush=True)
        os._exit(0)  # the figure is taken; tearing down is not part of starting up
    if args.idle == "menu":
        running.hardware.mock_fingers.press("MENU")
        running.loop.run(until=running.loop.now() + 0.05)
        running.hardware.mock_fingers.release("MENU")
    running.loop.run(until=running.loop.now() + 0.2)
    cpu_before, wall_before = time.process_time(), time.perf_counter()
    running.loop.run(until=running.loop.now() + args.seconds)
    cpu = time.process_time() - cpu_before
    wall = time.perf_counter() - wall_before
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    screen = running.output.current_lines[0]
    print(json.dumps({"cpu_share": cpu / wall, "peak_mib": peak, "screen": screen}))
    running.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the probe's two options and run it."""
    parser = argparse.ArgumentParser(prog="python -m appliance.tools.bench_probe")
    parser.add_argument("--idle", choices=("menu", "game"), help="stay idle here, then report")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long to stay idle")
    return probe(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
