"""Building blocks of the Tobago screens: the island beside a panel of words, a menu of
numbered choices, lists of hex names, a card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.screen import (
    HEIGHT,
    WIDE_WIDTH,
    WIDTH,
    Label,
    Rect,
    Screen,
    Shape,
    T,
    Text,
    TextBox,
)
from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import Island
from games.tobago.views.minimap import Look, MapFrame, frame, island_map

ROW = 10
JAPANESE_ROW = 11
NAMES_PER_LINE = 5
#: On a 256 x 64 panel: the gap between the island's picture and the words beside it.
WIDE_GAP = 4


def words(*lines: Text) -> Screen:
    """A screen of text rows."""
    return Screen(tuple(lines))


def wide_beside(picture: Sequence[Shape], right: int, lines: Sequence[Text]) -> tuple[Shape, ...]:
    """The drawing for a 256 x 64 panel: ``picture`` (as drawn for 128 x 64, ending at x
    ``right``) on the left, and every line of the screen's words in rows beside it."""
    left = right + WIDE_GAP
    return (*picture, TextBox(left, 0, WIDE_WIDTH - left, HEIGHT, tuple(lines)))


def island_words(
    island: Island, looks: Mapping[Hex, Look], lines: Sequence[Text], focus: Hex | None = None
) -> Screen:
    """A screen of text rows about places on the island: on a 256 x 64 panel the island
    is drawn beside them with those places picked out."""
    box = frame(island, 1, 1)
    picture = [island_map(island, looks, x=box.x, y=box.y, focus=focus)]
    return Screen(tuple(lines), (), wide_beside(picture, box.x + box.width, lines))


def island_beside(
    island: Island,
    looks: Mapping[Hex, Look],
    panel: Sequence[Text],
    *,
    focus: Hex | None = None,
    extra: Sequence[Shape] = (),
    said: Sequence[Text] = (),
    keys: Sequence[Text] = (),
) -> Screen:
    """The island on the left, ``panel`` rows of words to its right and ``keys`` at the
    panel's foot; ``said`` are more words for the lines (what the drawing shows) that
    the panel has no room for."""
    box = frame(island, 1, 1)
    drawn = island_map(island, looks, x=box.x, y=box.y, focus=focus)
    return picture_beside(drawn, box, panel, keys=keys, said=said, extra=extra)


def picture_beside(
    picture: Shape,
    box: MapFrame,
    panel: Sequence[Text],
    *,
    keys: Sequence[Text] = (),
    said: Sequence[Text] = (),
    extra: Sequence[Shape] = (),
) -> Screen:
    """``picture`` (drawn in ``box``) on the left, ``panel`` rows of words to its right
    (a single one wraps onto the rows above the keys), ``keys`` at the panel's foot,
    ``said`` only in the lines, ``extra`` drawn on top."""
    left = box.x + box.width + 3
    shapes: list[Shape] = [picture]
    foot = HEIGHT - ROW * len(keys) - 1
    # A panel of one text (a sentence) may wrap into the rows above the keys: rows of
    # 11 pixels, what a Japanese glyph needs.
    spare = max(0, (foot - 1) // JAPANESE_ROW - 1) if len(panel) == 1 else 0
    y = 1
    for i, text in enumerate(panel):
        rows = 1 + (spare if i == 0 else 0)
        shapes.append(Label(left, y, text, rows=rows))
        y += rows * ROW
    shapes += [Label(left, foot + i * ROW, text) for i, text in enumerate(keys)]
    shapes += extra
    lines = (*panel, *said, *keys)
    return Screen(lines, tuple(shapes), wide_beside(shapes[:1], box.x + box.width, lines))


def menu(
    title: Text,
    items: Sequence[Text],
    *,
    rows: int,
    footer: Sequence[Text] = (),
    second_column: int = WIDTH // 2,
) -> Screen:
    """A title and numbered choices in two columns of ``rows`` each."""
    shapes: list[Shape] = [Label(0, 0, title)]
    for i, item in enumerate(items):
        column, row = divmod(i, rows)
        shapes.append(Label(column * second_column, (row + 1) * ROW + 1, item))
    top = (rows + 1) * ROW + 1
    shapes += [Label(0, top + i * ROW, text) for i, text in enumerate(footer)]
    return Screen((title, *items, *footer), tuple(shapes))


def choice(key: str, name: Text) -> Text:
    """One menu choice: the key and what it chooses."""
    return T("{key} {name}", key=key, name=name)


def name_lines(names: Sequence[str]) -> list[str]:
    """Hex names, a few to a line."""
    return [
        " ".join(names[i : i + NAMES_PER_LINE]) for i in range(0, len(names), NAMES_PER_LINE)
    ] or ["-"]


def card_shapes(
    value: str | Text, x: int, y: int, width: int = 30, height: int = 42
) -> list[Shape]:
    """A card (30 x 42 unless told) with its value large in the middle."""
    big = Label(
        x + width // 2, y + height // 2 - 12, T("{value}", value=value), size=3, align="center"
    )
    return [Rect(x, y, width, height), Rect(x + 2, y + 2, width - 4, height - 4), big]
