"""The child process of ``tabletop bench``: powers the box up as ``tabletop run`` does
(appliance.box.start.power_up: the beep, then the box), then prints when it beeped or
was ready, how long a game takes to start the first time it is chosen, the peak memory
once every game has been opened, or how much CPU and memory it takes idle. Run as
``python -m appliance.tools.benchmarks.bench_probe`` so that each figure counts only what the box
itself imports (and only what power-up imports before the beep)."""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from appliance.box.loop.clock import RealClock
from appliance.box.start import power_up
from appliance.box.start.options import StartOptions
from drivers.cores import keep_to_one_core

if TYPE_CHECKING:
    from appliance.box.start.startup import Running


def probe(args: argparse.Namespace) -> int:
    """The child side of the start-up, first-use, memory and idle measurements."""
    keep_to_one_core()  # as ``tabletop run`` does
    settings = None
    if args.first_use:  # the box boots in another game, so this one is not loaded yet
        from games.catalog import GAME_MODULES

        boot_game = next(name for name in GAME_MODULES if name != args.first_use)
        settings = Path(tempfile.mkdtemp()) / "settings.toml"
        settings.write_text(f'[box]\ngame = "{boot_game}"\n', encoding="utf-8")
    options = StartOptions(settings_path=settings, mock=True, keep_state=False, seed=1, mute=True)
    running = power_up.build(power_up.beep(options), RealClock())
    if args.first_use:
        print(seconds_to_open(running, args.first_use), flush=True)
        os._exit(0)
    if args.every_game:
        for name in running.box.menu_names:
            seconds_to_open(running, name)
        running.hardware.speaker.wait_open()
        print(json.dumps({"peak_mib": peak_mib(), "games": running.box.menu_names}))
        running.close()
        return 0
    if args.to_beep:  # the power-on beep handed to the mixer (before the box was built)
        running.hardware.speaker.wait_open(60)
        print(running.hardware.speaker.first_sound_at or float("nan"), flush=True)
        os._exit(0)
    if not args.idle:
        print(time.monotonic(), flush=True)
        os._exit(0)  # the figure is taken; tearing down is not part of starting up
    running.hardware.speaker.wait_open()  # its opening is start-up, not idling
    if args.idle == "menu":
        running.hardware.mock_fingers.press("MENU")
        running.loop.run(until=running.loop.now() + 0.05)
        running.hardware.mock_fingers.release("MENU")
    running.loop.run(until=running.loop.now() + 0.2)
    cpu_before, wall_before = time.process_time(), time.perf_counter()
    running.loop.run(until=running.loop.now() + args.seconds)
    cpu = time.process_time() - cpu_before
    wall = time.perf_counter() - wall_before
    screen = running.output.current_lines[0]
    print(json.dumps({"cpu_share": cpu / wall, "peak_mib": peak_mib(), "screen": screen}))
    running.close()
    return 0


def seconds_to_open(running: Running, name: str) -> float:
    """Seconds from choosing ``name`` to its first screen drawn, on the loop's thread as
    a menu key would (the first time, its rules are imported too)."""
    began = time.perf_counter()
    running.box.switch_game(name)
    return time.perf_counter() - began


def peak_mib() -> float:
    """The most memory this process has held (its peak resident set), in MiB.

    Linux's ``VmHWM``, not ``ru_maxrss``: the latter survives ``exec`` and starts at the
    parent's peak, so a probe started by ``tabletop bench`` reported the bench's own
    memory (64 MiB) and not the box's."""
    return status_mib("VmHWM") or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def status_mib(field: str) -> float:
    """A memory figure of this process from Linux's /proc (``VmRSS``, ``VmHWM``) in MiB,
    or 0.0 where there is no /proc."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            lines = status.read(16_384).splitlines()
    except OSError:
        return 0.0
    for line in lines:
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the probe's two options and run it."""
    parser = argparse.ArgumentParser(prog="python -m appliance.tools.benchmarks.bench_probe")
    parser.add_argument("--idle", choices=("menu", "game"), help="stay idle here, then report")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long to stay idle")
    parser.add_argument("--first-use", metavar="GAME", help="print the seconds GAME takes to open")
    parser.add_argument(
        "--every-game", action="store_true", help="open every game once, print the peak memory"
    )
    parser.add_argument(
        "--to-beep", action="store_true", help="print when the power-on beep was played"
    )
    return probe(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
