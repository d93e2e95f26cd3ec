"""``tabletop screenshots``: the README's pictures, drawn from the OLED of a mock box."""

from __future__ import annotations

import argparse
from pathlib import Path

from appliance.box.words.languages import add_language_option
from appliance.cli.dev_only import refused

# The displays the box draws for (docs/settings.md, [display]): every 128 x 64 OLED, and
# the 256 x 64 SSD1322.
SIZES = ("128x64", "256x64")


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``screenshots``."""
    parser = commands.add_parser("screenshots")
    parser.add_argument(
        "--out",
        type=Path,
        help="folder for the PNG files (default: docs/screenshots, and docs/screenshots/"
        "LANGUAGE for each other language)",
    )
    parser.add_argument(
        "--size",
        choices=SIZES,
        default="128x64",
        help="the display's pixels: 128x64 (the default) or 256x64 (ssd1322)",
    )
    add_language_option(
        parser, "only this language's OLED pictures (default: every language of the box)"
    )
    parser.set_defaults(func=screenshots_command)


def display_size(text: str) -> tuple[int, int]:
    """``"256x64"`` as (256, 64)."""
    width, height = text.split("x")
    return int(width), int(height)


def screenshots_command(args: argparse.Namespace) -> int:
    """Play the tour scripts and write every picture (exit 2, writing nothing, naming
    what to install when the dev extra or the project's docs are not here)."""
    args.size = display_size(args.size)
    terminal = args.size == (128, 64) and args.language in (None, "en")  # a pyte terminal
    if refused("screenshots", ("pyte",) if terminal else (), ("docs/scripts",)):
        return 2
    from appliance.tools.screenshots import screenshots

    return screenshots(args)
