"""``tabletop wiring``: the maker's drawings and tables, made from the pin map."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.tools.maker.enclosure import bed_report, write_enclosure
from appliance.tools.maker.hardware_docs import wiring_markdown
from appliance.tools.maker.panel_drawing import panel_drawing
from appliance.tools.maker.wiring_diagram import wiring_drawing
from drivers.errors import PinoutError
from drivers.pins.pinout import Pinout, load_pinout


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``tabletop wiring``."""
    wiring = commands.add_parser(
        "wiring",
        help="draw the wiring, the panel and the enclosure (SVG, PNG, markdown, OpenSCAD)",
    )
    wiring.add_argument("--out", type=Path, required=True, help="folder for the files")
    wiring.add_argument("--pinout", type=Path, default=SHIPPED_PINOUT, help="the pin map")
    wiring.set_defaults(func=wiring_command)


def wiring_command(args: argparse.Namespace) -> int:
    """Write wiring.svg/.png/.md, panel.svg/.png, enclosure-laser.svg and enclosure.scad,
    and say the room each printed part leaves on the bed; a broken pin map is refused."""
    try:
        pinout = load_pinout(args.pinout)
    except PinoutError as error:
        print(f"tabletop wiring: {error}", file=sys.stderr)
        return 2
    source = "hardware/pinout.toml" if args.pinout == SHIPPED_PINOUT else str(args.pinout)
    written = write_wiring(pinout, args.out, source)
    written += panel_drawing().save(args.out / "panel")
    written += write_enclosure(args.out)
    for line in [*map(str, written), *bed_report()]:
        print(line)
    return 0


def write_wiring(pinout: Pinout, folder: Path, source: str) -> list[Path]:
    """Write wiring.svg, wiring.png and wiring.md into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    written = wiring_drawing(pinout).save(folder / "wiring")
    markdown = folder / "wiring.md"
    markdown.write_text(wiring_markdown(pinout, source), encoding="utf-8")
    return [*written, markdown]
