"""The screen model: what the OLED should say and show, as plain data.

A game never draws pixels itself. It returns a :class:`Screen`: the words, row by row
(what a key script and the serial console print), and optionally a drawing in a
128 x 64 design space (labels, rectangles, segments and pixel art) that the appliance
renders on whatever luma device is fitted. Every word is a :class:`Text`, a message id
with its parameters, translated by the appliance through gettext; a sentence is always
one message, never glued from fragments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

WIDTH = 128
HEIGHT = 64
WIDE_WIDTH = 256


@dataclass(frozen=True)
class Text:
    """A translatable message: ``msgid`` with ``{name}`` placeholders and their values.

    A value may itself be a :class:`Text` (for instance the name of a metal), which is
    translated first. With ``plural`` set, ``n`` chooses singular or plural (ngettext).
    """

    msgid: str
    params: tuple[tuple[str, object], ...] = ()
    plural: str | None = None
    n: int = 1

    def param(self, name: str) -> object:
        """The value of one placeholder (KeyError if it has none)."""
        return dict(self.params)[name]


def T(msgid: str, /, **params: object) -> Text:
    """A message to translate, with its placeholders: ``T("Air {air}", air=7)``."""
    return Text(msgid, tuple(params.items()))


def plural(singular: str, plural_form: str, n: int, /, **params: object) -> Text:
    """A message with a singular and a plural form chosen by ``n`` (also a placeholder)."""
    return Text(singular, tuple({"n": n, **params}.items()), plural_form, n)


def mark(msgid: str, /) -> str:
    """Marks a message id kept in a table for extraction; returns it unchanged.

    ``T(TARGETS[target])`` cannot be read by the extractor, so the table holds
    ``mark("jungle")`` (gettext's ``gettext_noop``, an extraction keyword in babel.cfg's
    command, see README).
    """
    return msgid


def mark_plural(singular: str, plural_form: str, /) -> tuple[str, str]:
    """Marks a singular and plural pair kept in a table, for ``plural(*pair, n)``."""
    return singular, plural_form


def plain(text: Text) -> str:
    """The English text of a message, without any catalogue (for logs and tests)."""
    template = text.plural if text.plural is not None and text.n != 1 else text.msgid
    values = {k: plain(v) if isinstance(v, Text) else v for k, v in text.params}
    return template.format(**values)


@dataclass(frozen=True)
class Label:
    """Text at (x, y), its top-left corner; size 1 small, 2 large, 3 huge.

    The appliance fits the text to the room it has: a smaller size, then up to ``rows``
    lines, then shortened with a mark; a game says what to show, not how.
    """

    x: int
    y: int
    text: Text
    size: int = 1
    align: Literal["left", "center", "right"] = "left"
    rows: int = 1


@dataclass(frozen=True)
class Rect:
    """A rectangle outline (or filled)."""

    x: int
    y: int
    w: int
    h: int
    fill: bool = False


@dataclass(frozen=True)
class Segment:
    """A straight line from (x1, y1) to (x2, y2)."""

    x1: int
    y1: int
    x2: int
    y2: int


@dataclass(frozen=True)
class Pixels:
    """Pixel art with its top-left corner at (x, y).

    One string per row: ``#`` lit, ``+`` faded (an area drawn as its outline), anything
    else dark.
    """

    x: int
    y: int
    rows: tuple[str, ...]


@dataclass(frozen=True)
class TextBox:
    """Rows of words in a box of a drawing, ``w`` x ``h`` with its top-left at (x, y),
    laid out as a plain screen is: wrapped, the rows shared out, what does not fit
    shortened with a mark (for words beside a picture on a wide panel)."""

    x: int
    y: int
    w: int
    h: int
    lines: tuple[Text, ...]


Shape = Label | Rect | Segment | Pixels | TextBox


@dataclass(frozen=True)
class Screen:
    """What the OLED shows.

    ``lines`` are the words of the screen, top to bottom; with no ``shapes`` they are
    also what is drawn, one text row each. ``shapes`` is a drawing in the 128 x 64
    design space that replaces the plain rows on the display; ``lines`` still say in
    words what the drawing shows. ``wide`` is the same drawing made for a 256 x 64
    panel (WIDE_WIDTH), where a game has a use for the room; without it a wide panel
    shows ``shapes`` centred.

    ``shared`` is set on a screen for one player's eyes alone (the others look away) or
    for the box's own (the join code): what every phone at the table shows instead of
    it (the table companion; :mod:`games.phones`). Without it the screen is the table's.
    """

    lines: tuple[Text, ...]
    shapes: tuple[Shape, ...] = field(default=())
    wide: tuple[Shape, ...] = field(default=())
    shared: Screen | None = None
