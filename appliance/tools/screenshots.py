"""``tabletop screenshots``: the pictures of the README and the guides, made by the project.

For each game with a tour script in docs/scripts/GAME.txt, the box plays the script on
mock hardware and saves the OLED (luma's dummy device) wherever the script says
``# screenshot NAME``: in English into docs/screenshots, and in each other language of
the box into docs/screenshots/LANGUAGE, for the guides in docs/LANGUAGE. The terminal
front end is drawn to a PNG too.
"""

from __future__ import annotations

import argparse
import re
import tempfile
import time
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from appliance.box.loop.clock import VirtualClock
from appliance.box.script import parse_script, play_steps
from appliance.box.start.startup import StartOptions, start
from appliance.box.words.i18n import LANGUAGES, SOURCE_LANGUAGE

DOCS = Path(__file__).resolve().parents[2] / "docs"
MARKER = re.compile(r"^#\s*screenshot\s+([\w-]+)\s*$")
OLED_SCALE = 4
OLED_INK = (140, 220, 255)
TERMINAL_COLOURS = {"brown": (255, 190, 40), "yellow": (255, 190, 40), "green": (60, 220, 90)}
BRAILLE_DOTS = ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3))
TERMINAL_FONT = "DejaVuSansMono.ttf"
HALF_BLOCKS = {"▀": (0, 1), "▄": (1, 2), "█": (0, 2)}


def tour_segments(text: str) -> list[tuple[str, str]]:
    """The script cut at each marker: (lines to play, name of the picture after them)."""
    segments: list[tuple[str, str]] = []
    lines: list[str] = []
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
    return colour.resize(size, Image.Resampling.NEAREST)


def game_screenshots(
    game: str,
    script: Path,
    out: Path,
    size: tuple[int, int] = (128, 64),
    language: str | None = None,
) -> list[Path]:
    """Play a tour script on a display of ``size`` (in ``language``, else English) and save
    its screenshots."""
    from luma.core.device import dummy

    device = dummy(width=size[0], height=size[1])
    running = start(
        StartOptions(
            mock=True,
            keep_state=False,
            seed=1,
            first_game=game,
            display_device=device,
            mute=True,
            language=language,
        ),
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


def terminal_screenshot(out: Path, columns: int = 150, rows: int = 40) -> Path | None:
    """The terminal front end as a terminal emulator shows it, drawn with a monospace
    font (None if none is installed)."""
    from appliance.tools.terminal_session import box_in_a_terminal

    try:
        font = ImageFont.truetype(TERMINAL_FONT, 14)
    except OSError:
        return None
    with tempfile.TemporaryDirectory() as state:
        session = box_in_a_terminal(Path(state), columns, rows)
        try:
            session.wait_for("Ctrl-C=quit")
            for key in "47w":
                session.type(key)
                session.settle()
            session.wait_for("♪spin")
            time.sleep(2.0)  # the compass turns in real time in the real front end
            session.settle()
            path = out / f"terminal-{columns}x{rows}.png"
            draw_terminal(session.screen, font).save(path)
        finally:
            session.close()
    return path


def draw_terminal(screen: Any, font: ImageFont.FreeTypeFont) -> Image.Image:
    """A terminal emulator's screen (pyte) drawn as a picture, cell by cell."""
    width, height = round(font.getlength("M")), 18
    image = Image.new(
        "RGB", (screen.columns * width + 16, screen.lines * height + 16), (16, 18, 24)
    )
    draw = ImageDraw.Draw(image)
    for y in range(screen.lines):
        line = screen.buffer[y]
        for x in range(screen.columns):
            cell = line[x]
            left, top = 8 + x * width, 8 + y * height
            ink = TERMINAL_COLOURS.get(cell.fg, (210, 210, 210))
            if cell.data in HALF_BLOCKS:
                # Drawn as cells, so the OLED's pixels meet as they do in a terminal.
                first, last = HALF_BLOCKS[cell.data]
                half = height // 2
                box = [left, top + first * half, left + width - 1, top + last * half - 1]
                draw.rectangle(box, fill=ink)
            elif "\u2800" <= cell.data <= "\u28ff":
                # Braille as its dots: terminal fonts differ, and many lack the block.
                bits = ord(cell.data) - 0x2800
                for bit, (dx, dy) in enumerate(BRAILLE_DOTS):
                    if bits & (1 << bit):
                        x0, y0 = left + dx * width // 2, top + dy * height // 4
                        draw.rectangle(
                            [x0, y0, x0 + width // 2 - 1, y0 + height // 4 - 1], fill=ink
                        )
            elif cell.data.strip():
                draw.text((left, top), cell.data, font=font, fill=ink)
    return image


#: The guides' folders under docs/, by the language of the box they are written in (in
#: the box menu's order): docs/pt is read by a Brazilian family (the table this box was
#: made for), docs/pt-PT by a family in Portugal.
GUIDE_FOLDERS: dict[str, str] = {SOURCE_LANGUAGE: "", "pt": "pt-PT", "pt-BR": "pt", "ja": "ja"}


def picture_folder(language: str) -> Path:
    """Where the guides of ``language`` find their pictures."""
    folder = DOCS / "screenshots"
    return folder if language == SOURCE_LANGUAGE else folder / language


def tour_pictures(out: Path, size: tuple[int, int], language: str | None) -> list[Path]:
    """Play every tour script in ``language`` and save its pictures into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    for script in sorted((DOCS / "scripts").glob("*.txt")):
        saved += game_screenshots(script.stem, script, out, size, language)
    return saved


def screenshots(args: argparse.Namespace) -> int:
    """Make every screenshot into ``--out`` (no ``--out`` and no ``--language``: every
    language into its own folder, so one command rewrites every guide's pictures)."""
    if args.out is None and args.language is None:
        runs = [(picture_folder(language), language) for language in LANGUAGES]
    else:
        runs = [(args.out or picture_folder(args.language), args.language)]
    for out, language in runs:
        for path in tour_pictures(out, args.size, language):
            print(path)
    if args.size != (128, 64) or args.language not in (None, SOURCE_LANGUAGE):
        return 0
    for columns, rows in ((150, 40), (80, 24)):
        picture = terminal_screenshot(runs[0][0], columns, rows)
        print(picture or f"no {TERMINAL_FONT} here: the terminal picture was not made")
    return 0
