"""``tabletop screenshots``: the pictures in the README, made by the project.

For each game with a tour script in docs/scripts/GAME.txt, the box plays the script on
mock hardware and saves the OLED (luma's dummy device) wherever the script says
``# screenshot NAME``. The terminal front end is drawn to a PNG too.
"""

from __future__ import annotations

import argparse
import io
import os
import re
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from appliance.clock import VirtualClock
from appliance.run_cli import play_steps
from appliance.script import parse_script
from appliance.startup import StartOptions, start

DOCS = Path(__file__).resolve().parents[1] / "docs"
MARKER = re.compile(r"^#\s*screenshot\s+([\w-]+)\s*$")
OLED_SCALE = 4
OLED_INK = (140, 220, 255)
ANSI = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])")
ANSI_COLOURS = {"33": (255, 190, 40), "32": (60, 220, 90), "90": (90, 90, 100), "0": None}
TERMINAL_FONT = "DejaVuSansMono.ttf"
HALF_BLOCKS = {"▀": (0, 1), "▄": (1, 2), "█": (0, 2)}


def tour_segments(text: str) -> list[tuple[str, str]]:
    """The script cut at each marker: (lines to play, name of the picture after them)."""
    segments, lines = [], []
    for line in text.splitlines():
        match = MARKER.match(line.strip())
        if match:
            segments.append(("\n".join(lines), match.group(1)))
            lines = []
        else:
            lines.append(line)
    return segments


def oled_png(image: Image.Image) -> Image.Image:
    """The OLED's image as it looks: lit pixels in the panel's colour, scaled up."""
    mono = image.convert("1")
    colour = Image.new("RGB", mono.size)
    colour.paste(OLED_INK, mask=mono)
    size = (mono.width * OLED_SCALE, mono.height * OLED_SCALE)
    return colour.resize(size, Image.NEAREST)


def game_screenshots(
    game: str, script: Path, out: Path, size: tuple[int, int] = (128, 64)
) -> list[Path]:
    """Play a tour script on a display of ``size`` and save its screenshots."""
    from luma.core.device import dummy

    device = dummy(width=size[0], height=size[1])
    running = start(
        StartOptions(mock=True, keep_state=False, seed=1, first_game=game, display_device=device),
        VirtualClock(),
    )
    saved = []
    try:
        for lines, name in tour_segments(script.read_text(encoding="utf-8")):
            play_steps(running, parse_script(lines, str(script)), run_on=False)
            path = out / f"{game}-{name}.png"
            oled_png(running.hardware.display.image).save(path)
            saved.append(path)
    finally:
        running.close()
    return saved


def terminal_screenshot(out: Path) -> Path | None:
    """The terminal front end, drawn with a monospace font (None if none is installed)."""
    from appliance.terminal_ui import TerminalUI

    try:
        font = ImageFont.truetype(TERMINAL_FONT, 14)
    except OSError:
        return None
    running = start(StartOptions(mock=True, keep_state=False, seed=1), VirtualClock())
    try:
        play_steps(running, parse_script("press 4\npress 7\npress EW_GOLD\nwait 2\n"))
        screen = io.StringIO()
        ui = TerminalUI(running, out=screen)
        ui.sounds = ["key", "key", "key", "spin"]
        os.environ["COLUMNS"] = "140"  # draw as in a terminal wide enough for the full OLED
        try:
            ui.draw()
        finally:
            del os.environ["COLUMNS"]
    finally:
        running.close()
    path = out / "terminal.png"
    draw_terminal(screen.getvalue(), font).save(path)
    return path


def draw_terminal(text: str, font: ImageFont.FreeTypeFont) -> Image.Image:
    """Terminal output (with colour escapes) drawn as a picture. ANSI-to-image is not in
    Pillow, and the front end uses only a handful of escapes, so this is by hand."""
    rows = text.split("\x1b[2J", 1)[-1].replace("\r", "").split("\n")
    width, height = round(font.getlength("M")), 18
    columns = max(len(ANSI.sub("", row)) for row in rows)
    image = Image.new("RGB", (columns * width + 16, len(rows) * height + 16), (16, 18, 24))
    draw = ImageDraw.Draw(image)
    for y, row in enumerate(rows):
        x, colour = 0, None
        for part in re.split(r"(\x1b\[[0-9;?]*[A-Za-z])", row):
            escape = ANSI.fullmatch(part)
            if escape:
                colour = (
                    ANSI_COLOURS.get(escape.group(1), colour) if escape.group(2) == "m" else colour
                )
                continue
            for char in part:
                left, top = 8 + x * width, 8 + y * height
                ink = colour or (210, 210, 210)
                if char in HALF_BLOCKS:
                    # Drawn as cells, so the OLED's pixels meet as they do in a terminal.
                    first, last = HALF_BLOCKS[char]
                    half = height // 2
                    box = [left, top + first * half, left + width - 1, top + last * half - 1]
                    draw.rectangle(box, fill=ink)
                else:
                    draw.text((left, top), char, font=font, fill=ink)
                x += 1
    return image


def screenshots(args: argparse.Namespace) -> int:
    """Make every screenshot into ``--out``."""
    args.out.mkdir(parents=True, exist_ok=True)
    for script in sorted((DOCS / "scripts").glob("*.txt")):
        for path in game_screenshots(script.stem, script, args.out, args.size):
            print(path)
    if args.size != (128, 64):
        return 0
    path = terminal_screenshot(args.out)
    print(path if path else f"no {TERMINAL_FONT} here: the terminal picture was not made")
    return 0


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``screenshots``."""
    parser = commands.add_parser("screenshots", help="make the README's pictures")
    parser.add_argument("--out", type=Path, default=DOCS / "screenshots")
    parser.add_argument(
        "--size",
        type=display_size,
        default=(128, 64),
        help="the display's pixels, WIDTHxHEIGHT: 128x64 (the default) or 256x64 (ssd1322)",
    )
    parser.set_defaults(func=screenshots)


def display_size(text: str) -> tuple[int, int]:
    """``"256x64"`` as (256, 64) (an argparse error for anything else)."""
    match = re.fullmatch(r"(\d{2,3})x(\d{2,3})", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 128x64 or 256x64")
    return int(match[1]), int(match[2])
