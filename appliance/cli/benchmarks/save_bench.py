"""``tabletop save-bench``: saves, bytes and fsyncs an hour of play costs the SD card."""

from __future__ import annotations

import argparse


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``save-bench``."""
    parser = commands.add_parser("save-bench")
    parser.add_argument(
        "--minutes", type=float, default=60.0, help="minutes of play per game (scaled to an hour)"
    )
    parser.set_defaults(func=save_bench_command)


def save_bench_command(args: argparse.Namespace) -> int:
    """Measure and print every figure (exit 2 without the project's tour scripts)."""
    from appliance.cli.dev_only import refused

    if refused("save-bench", folders=("docs/scripts",)):
        return 2
    import sys

    if args.minutes <= 0:
        print(f"tabletop save-bench: --minutes {args.minutes:g}: give more than 0", file=sys.stderr)
        return 2
    from appliance.tools.benchmarks.save_bench import save_bench

    return save_bench(args.minutes)
