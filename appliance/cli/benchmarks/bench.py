"""``tabletop bench``: latency, start-up, idle CPU and memory, each beside its baseline."""

from __future__ import annotations

import argparse


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``bench``."""
    parser = commands.add_parser("bench")
    parser.add_argument("--presses", type=int, default=1000, help="key presses to time")
    parser.add_argument("--repeats", type=int, default=11, help="start-ups to time")
    parser.add_argument(
        "--idle-seconds", type=float, default=10.0, help="seconds idle for the CPU figure"
    )
    parser.add_argument(
        "--start-up",
        action="store_true",
        help="only the start-up: process start to the power-on beep and to ready",
    )
    parser.set_defaults(func=bench_command)


def bench_command(args: argparse.Namespace) -> int:
    """Measure and print every figure (exit 2 naming a count or time below one, or the
    project's docs when they are not here)."""
    import sys

    from appliance.cli.dev_only import refused

    if refused("bench", folders=("docs/scripts",)):
        return 2
    from appliance.tools.benchmarks.bench import bench

    asked = (("--presses", args.presses), ("--repeats", args.repeats))
    wrong = [f"{name} {value}: give 1 or more" for name, value in asked if value < 1]
    if args.idle_seconds <= 0:
        wrong.append(f"--idle-seconds {args.idle_seconds:g}: give more than 0")
    for line in wrong:
        print(f"tabletop bench: {line}", file=sys.stderr)
    return 2 if wrong else bench(args)
