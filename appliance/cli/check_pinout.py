"""``tabletop check-pinout``: check a pin map and say what is wrong, line by line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from appliance.box.start.startup import SHIPPED_PINOUT
from drivers.errors import PinoutError
from drivers.pins.pinout import load_pinout


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``check-pinout``."""
    check = commands.add_parser("check-pinout", help="check a pin map")
    check.add_argument(
        "file", type=Path, nargs="?", default=SHIPPED_PINOUT, help="the pin map (TOML)"
    )
    check.set_defaults(func=check_pinout_command)


def check_pinout_command(args: argparse.Namespace) -> int:
    """Check a pin map and say what is wrong, line by line."""
    try:
        pinout = load_pinout(args.file)
    except PinoutError as error:
        print(error, file=sys.stderr)
        return 1
    keys = len(pinout.key_at())
    print(
        f"{args.file}: good: {keys} keys on a {len(pinout.rows)} x {len(pinout.columns)} "
        f"matrix, {len(pinout.leds)} LEDs, display on {pinout.display_bus}, "
        f"audio {pinout.audio_output}"
    )
    return 0
