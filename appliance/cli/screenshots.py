"""``tabletop screenshots``: the README's pictures, drawn from the OLED of a mock box."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from appliance.box.words.i18n import ALIASES, LANGUAGES
from appliance.cli.dev_only import refused


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
        type=display_size,
        default=(128, 64),
        help="the display's pixels, WIDTHxHEIGHT: 128x64 (the default) or 256x64 (ssd1322)",
    )
    parser.add_argument(
        "--language",
        choices=(*LANGUAGES, *ALIASES),
        help="only this language's OLED pictures (default: every language of the box)",
    )
    parser.set_defaults(func=screenshots_command)


def display_size(text: str) -> tuple[int, int]:
    """``"256x64"`` as (256, 64) (an argparse error for anything else)."""
    match = re.fullmatch(r"(\d{2,3})x(\d{2,3})", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 128x64 or 256x64")
    return int(match[1]), int(match[2])


def screenshots_command(args: argparse.Namespace) -> int:
    """Play the tour scripts and write every picture (exit 2, writing nothing, naming
    what to install when the dev extra or the project's docs are not here)."""
    terminal = args.size == (128, 64) and args.language in (None, "en")  # a pyte terminal
    if refused("screenshots", ("pyte",) if terminal else (), ("docs/scripts",)):
        return 2
    from appliance.tools.screenshots import screenshots

    return screenshots(args)
