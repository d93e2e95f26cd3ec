"""The fonts a printed card is set in, found where Debian installs them, and how wide a
line of text is in them (so a line is wrapped by the widths the PDF will draw).

Latin in DejaVu Sans (``fonts-dejavu-core``), Japanese in IPAexGothic
(``fonts-ipaexfont-gothic``): both free, TrueType outlines (which reportlab embeds as a
subset), and both packaged by Debian and Raspberry Pi OS. Their licences are in
``appliance/screen/fonts/LICENSES.md``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import ImageFont

# A CJK character (kana, kanji, full-width forms): set in the Japanese font.
WIDE = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef"
RUNS = re.compile(rf"([{WIDE}]+)")
METRIC_SIZE = 1000  # the size fonts are measured at; widths are in ems of it


@dataclass(frozen=True)
class CardFont:
    """A font of the cards: its name in the PDF, its file and the Debian package of it."""

    name: str
    file: str
    package: str


REGULAR = CardFont("DejaVuSans", "DejaVuSans.ttf", "fonts-dejavu-core")
BOLD = CardFont("DejaVuSans-Bold", "DejaVuSans-Bold.ttf", "fonts-dejavu-core")
JAPANESE = CardFont("IPAexGothic", "ipaexg.ttf", "fonts-ipaexfont-gothic")


class CardFontsMissing(LookupError):
    """A font the card needs is not installed."""


def font_folders() -> list[Path]:
    """Where fonts are installed: the XDG data folders' ``fonts`` (Debian's
    /usr/share/fonts among them) and the user's own."""
    home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    shared = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    data = [home, *(Path(p) for p in shared.split(":") if p)]
    return [folder / "fonts" for folder in data] + [Path.home() / ".fonts"]


@cache
def font_path(font: CardFont) -> Path | None:
    """The installed file of ``font``, or None."""
    for folder in font_folders():
        if folder.is_dir():
            found = sorted(folder.rglob(font.file))
            if found:
                return found[0]
    return None


def fonts_for(language: str) -> tuple[CardFont, ...]:
    """The fonts a card in ``language`` is set in."""
    return (REGULAR, BOLD, JAPANESE) if language == "ja" else (REGULAR, BOLD)


def check_fonts(languages: list[str]) -> None:
    """:class:`CardFontsMissing` naming the Debian packages to install, if any font of
    these languages' cards is not installed."""
    wanted = {font for language in languages for font in fonts_for(language)}
    packages = sorted({font.package for font in wanted if font_path(font) is None})
    if packages:
        raise CardFontsMissing(
            f"the cards' fonts are not installed: sudo apt install {' '.join(packages)}"
        )


def runs(text: str, bold: bool = False) -> list[tuple[CardFont, str]]:
    """(font, text) of each run of ``text``: CJK in the Japanese font, the rest in DejaVu."""
    latin = BOLD if bold else REGULAR
    return [(JAPANESE if RUNS.fullmatch(run) else latin, run) for run in RUNS.split(text) if run]


@cache
def _metrics(font: CardFont) -> ImageFont.FreeTypeFont:
    path = font_path(font)
    if path is None:
        raise CardFontsMissing(f"{font.name} is not installed: sudo apt install {font.package}")
    return ImageFont.truetype(str(path), METRIC_SIZE)


def width_in_ems(text: str, bold: bool = False) -> float:
    """How wide ``text`` is, in ems, set in the cards' fonts."""
    return sum(_metrics(font).getlength(run) for font, run in runs(text, bold)) / METRIC_SIZE
