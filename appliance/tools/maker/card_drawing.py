"""A game's printed card, laid out: the panel's keys as the pin map places them, each
labelled with what it does in this game (from the game's ``card.py``, checked against its
key tables), and the turn in five lines, in one language, on an A6 or half-letter page.

The layout is a :class:`~appliance.tools.maker.drawing.Drawing` in quarter millimetres, so the
same card is written as SVG here and as PDF by :mod:`appliance.tools.maker.card_pdf`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from appliance.front_ends.keymap import LABELS
from appliance.tools.maker.card_fonts import WIDE, width_in_ems
from appliance.tools.maker.drawing import FONT_FAMILY, Drawing, Line, Rectangle, Words
from appliance.tools.maker.mechanical import CAP_COLOURS
from drivers.pins.pinout import Pinout
from games.card import Card, drifted
from games.keys import MENU
from games.screen import T, Text

MM = 4  # drawing units a millimetre
POINT = 25.4 / 72  # mm
# Landscape: the panel is five keys wide.
PAPERS: dict[str, tuple[float, float]] = {"a6": (148.0, 105.0), "half-letter": (215.9, 139.7)}
MARGIN, GAP, PAD = 4.0, 1.2, 0.9  # mm: the page's edge, between keys, inside a key
# Text sizes (mm) at full scale; the smallest, a key's words, is 6.8 pt and never under
# 6 pt: the scales go down to 90 % only.
CAPTION, LABEL, TITLE, TURN = 2.9, 2.4, 4.2, 2.7
SCALES = (1.0, 0.975, 0.95, 0.925, 0.9)
SMALLEST = 6 * POINT  # no text of a card is smaller (a family reads it at the table)
LINE = 1.2  # a line of text is this many times its size
BAND = CAPTION * 1.5  # the coloured strip with a key's name
RULE = 0.5  # the space a rule between two uses takes, in lines' sizes
INK, FAINT = "#000000", "#9a9a9a"
CAPS = {"yellow": "#ffd60a", "grey": "#c8c8c8", "red": "#e63946"}
CAP = "#eef2f7"
BOX_USE: Text = T("games; hold: the box menu")
HEADING: Text = T("The game in five lines")
UNUSED = "–"
CARD_FAMILY = "DejaVu Sans, IPAexGothic, sans-serif"  # card_fonts's fonts
# What no Japanese line starts with (kinsoku): closing marks, small kana, the long vowel.
CLOSING = "、。，．）」』】〕！？：・ーぁぃぅぇぉっゃゅょァィゥェォッャュョ:;,.)!?"
# A CJK character with the closing marks after it, or a run of anything else up to and
# with its spaces: the pieces a line is broken between.
PIECES = re.compile(rf"[{WIDE}][{CLOSING}]*|[^\s{WIDE}]+\s*|\s+")


class CardDrifted(ValueError):
    """The game's card says of a key what the game's key tables no longer do."""


@dataclass(frozen=True)
class KeyLabel:
    """A key on the card: its name on the pin map, its caption, and its uses in words."""

    key: str
    caption: str
    uses: tuple[str, ...]


def wrap(text: str, size: float, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` at ``size`` (both in mm): breaks between
    words, and between CJK characters (textwrap knows no CJK)."""
    lines, line = [], ""
    for piece in PIECES.findall(text):
        if line and width_in_ems((line + piece).rstrip()) * size > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


def key_labels(card: Card, pinout: Pinout, say: Callable[[Text], str]) -> list[KeyLabel]:
    """Every key of the pin map with its uses in this game, in the pin map's order;
    :class:`CardDrifted` when the card and the game's key tables disagree."""
    problems = drifted(card)
    unknown = card.keys() - set(pinout.key_at())
    problems += [f"{key}: not on the pin map" for key in sorted(unknown)]
    if problems:
        raise CardDrifted("; ".join(problems))
    labels = []
    for key in pinout.key_at():
        uses = [BOX_USE] if key == MENU else card.labels(key)
        caption = say(T(LABELS[key])) if key in LABELS else key
        labels.append(KeyLabel(key, caption, tuple(say(use) for use in uses)))
    return labels


def card_drawing(
    title: str,
    card: Card,
    pinout: Pinout,
    say: Callable[[Text], str],
    paper: str = "a6",
) -> Drawing:
    """The card of one game in one language (``say`` translates), on ``paper``: the text
    as large as fits the page, down to 90 % (no text under 6 pt)."""
    labels = key_labels(card, pinout, say)
    turn = [say(step) for step in card.turn]
    height = PAPERS[paper][1]
    # The keys' words first as large as they go, then the turn's.
    for scale, turn_scale in ((s, t) for s in SCALES for t in SCALES):
        drawing, bottom = _layout(
            title, labels, turn, pinout, say(HEADING), paper, (scale, turn_scale)
        )
        if bottom <= height - MARGIN:
            break
    return drawing


def _layout(
    title: str,
    labels: list[KeyLabel],
    turn: list[str],
    pinout: Pinout,
    heading: str,
    paper: str,
    scales: tuple[float, float],
) -> tuple[Drawing, float]:
    """The card with the keys' words and the turn at ``scales``, and how far down the
    page it reaches (mm)."""
    width, height = PAPERS[paper]
    label_size, turn_size = LABEL * scales[0], TURN * scales[1]
    drawing = Drawing(round(width * MM), round(height * MM))
    _words(drawing, MARGIN, MARGIN + TITLE, title, TITLE, bold=True)
    columns = max(len(row) for row in pinout.layout)
    key_width = (width - 2 * MARGIN - (columns - 1) * GAP) / columns
    at = pinout.key_at()
    rows: dict[int, list[KeyLabel]] = {}
    for label in labels:
        rows.setdefault(at[label.key][0], []).append(label)
    y = MARGIN + TITLE * 1.45
    for row in sorted(rows):
        words = max(_words_height(label, label_size, key_width) for label in rows[row])
        key_height = BAND + 0.4 + words + PAD
        for label in rows[row]:
            x = MARGIN + at[label.key][1] * (key_width + GAP)
            _key(drawing, label, x, y, key_width, key_height, label_size)
        y += key_height + GAP
    y += turn_size
    _words(drawing, MARGIN, y, heading, turn_size * 1.15, bold=True)
    indent = turn_size * 1.4
    for number, step in enumerate(turn, 1):
        y += turn_size * LINE
        _words(drawing, MARGIN, y, f"{number}", turn_size, bold=True)
        for index, line in enumerate(wrap(step, turn_size, width - 2 * MARGIN - indent)):
            y += turn_size * LINE if index else 0
            _words(drawing, MARGIN + indent, y, line, turn_size)
    return drawing, y + turn_size * 0.25


def _words_height(label: KeyLabel, size: float, width: float) -> float:
    """How tall a key's words are (mm): their lines, and a rule between two uses."""
    lines = sum(len(wrap(use, size, width - 2 * PAD)) for use in label.uses)
    return max(lines, 1) * size * LINE + max(len(label.uses) - 1, 0) * size * RULE


def _key(
    drawing: Drawing, label: KeyLabel, x: float, y: float, width: float, height: float, size: float
) -> None:
    used = bool(label.uses)
    cap = CAPS.get(CAP_COLOURS.get(label.key, ""), CAP)
    drawing.add(Rectangle(x * MM, y * MM, width * MM, height * MM, fill="#ffffff",
                          stroke=INK if used else FAINT, radius=1.5 * MM))  # fmt: skip
    strip = ((x + 0.4) * MM, (y + 0.4) * MM, (width - 0.8) * MM, BAND * MM)
    drawing.add(Rectangle(*strip, fill=cap if used else "#f4f4f4", stroke="none", radius=1.2 * MM))
    caption_at = (x + width / 2, y + 0.4 + BAND / 2 + CAPTION * 0.36)
    _words(drawing, *caption_at, label.caption, CAPTION, "middle", True, INK if used else FAINT)
    line_y = y + BAND + 0.4 + size
    if not used:
        _words(drawing, x + width / 2, line_y, UNUSED, size, "middle", fill=FAINT)
    for number, use in enumerate(label.uses):
        if number:
            rule = (line_y - size * 0.6) * MM  # midway between the ink of the two
            drawing.add(Line((x + PAD) * MM, rule, (x + width - PAD) * MM, rule, stroke=FAINT,
                             width=0.6))  # fmt: skip
            line_y += size * RULE
        for line in wrap(use, size, width - 2 * PAD):
            _words(drawing, x + PAD, line_y, line, size)
            line_y += size * LINE


def _words(drawing: Drawing, x: float, y: float, text: str, size: float, anchor: str = "start",
           bold: bool = False, fill: str = INK) -> None:  # fmt: skip
    drawing.add(Words(x * MM, y * MM, text, size * MM, anchor=anchor, fill=fill, bold=bold))


def card_svg(drawing: Drawing, paper: str = "a6") -> str:
    """The card as SVG, sized in millimetres so it prints at its paper's size, in the
    PDF's fonts where the viewer has them."""
    width, height = PAPERS[paper]
    size = f'width="{drawing.width}" height="{drawing.height}"'
    svg = drawing.svg().replace(size, f'width="{width:g}mm" height="{height:g}mm"', 1)
    return svg.replace(FONT_FAMILY, CARD_FAMILY, 1)
