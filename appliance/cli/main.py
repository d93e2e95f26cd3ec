"""The ``tabletop`` command: run the box, run a key script, check the pinout, tools."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Each of these modules registers its subcommands with ``add_parser(commands)``.
TOOL_MODULES = (
    "appliance.cli.run",
    "appliance.cli.script",
    "appliance.cli.check_pinout",
    "appliance.cli.sounds",
    "appliance.tools.bench",
    "appliance.tools.screenshots",
    "appliance.cli.settings",
    "appliance.cli.tobago",
    "appliance.cli.lost_treasure",
    "appliance.cli.wiring",
)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="The tabletop companion box: Lost Treasure, Treasure Rush, Atlantis, Tobago.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in TOOL_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name != module_name:
                raise
            continue
        module.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tabletop`` console command."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        # The reader went away (`tabletop script ... | head`): nothing left to say.
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
