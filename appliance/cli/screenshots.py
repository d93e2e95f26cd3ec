"""``tabletop screenshots``: the README's pictures, drawn from the OLED of a mock box."""

from __future__ import annotations

import argparse
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``screenshots``."""
    parser = commands.add_parser("screenshots")
    parser.add_argument(
        "--out", type=Path, default=DOCS / "screenshots", help="folder for the PNG files"
    )
    parser.set_defaults(func=screenshots_command)


def screenshots_command(args: argparse.Namespace) -> int:
    """Play the tour scripts and write every picture."""
    from appliance.tools.screenshots import screenshots

    return screenshots(args)
