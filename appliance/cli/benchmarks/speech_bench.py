"""``tabletop speech-bench``: time to first sound of a spoken phrase, and the cache."""

from __future__ import annotations

import argparse
import sys


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``speech-bench``."""
    parser = commands.add_parser("speech-bench")
    parser.add_argument("--phrases", type=int, default=5, help="phrases timed per language")
    parser.set_defaults(func=speech_bench_command)


def speech_bench_command(args: argparse.Namespace) -> int:
    """Measure and print every figure."""
    if args.phrases < 1:
        print(f"tabletop speech-bench: --phrases {args.phrases}: give 1 or more", file=sys.stderr)
        return 2
    from appliance.tools.benchmarks.speech_bench import speech_bench

    return speech_bench(args.phrases)
