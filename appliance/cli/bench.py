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
    parser.set_defaults(func=bench_command)


def bench_command(args: argparse.Namespace) -> int:
    """Measure and print every figure."""
    from appliance.tools.bench import bench

    return bench(args)
