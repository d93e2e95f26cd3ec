"""The ``tabletop`` command: run the box, run a key script, check the pinout, tools."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="The tabletop companion box: Lost Treasure, Treasure Rush, Atlantis, Tobago.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    from appliance import tobago_cli

    tobago_cli.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tabletop`` console command."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
