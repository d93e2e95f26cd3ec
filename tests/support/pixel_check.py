"""A check of the drawn pixels of a screen, for tests in any language and display size.

Each text line and shape is drawn alone on a canvas larger than the display: ink
beyond the display's edge is something a player would not see whole; ink of two text
lines on the same pixel, or of text on a shape, is text a player cannot read; a word
drawn in part (not whole, as the layout keeps it) is a cut line, and a line the layout
shortened (words left off behind its mark ``…``) is a line a player does not read whole.
A text that ends in ``…`` itself ("コンパス回転中…") is drawn whole when it ends so.
"""

from __future__ import annotations

import re

from PIL import Image, ImageChops

from appliance.screen.layout import MORE, is_wide
from appliance.screen.render import Item, ScreenRenderer, TextRun, paint
from games.screen import Screen

MARGIN = 64


def screen_problems(
    renderer: ScreenRenderer, screen: Screen, *, whole_lines: bool = True
) -> list[str]:
    """What is wrong with the drawn screen, in words (empty when nothing is).

    ``whole_lines=False`` lets the layout shorten a line, even to its mark alone (for
    stand-in catalogues longer than any real one)."""
    width, height = renderer.size
    frame = (MARGIN, MARGIN, MARGIN + width, MARGIN + height)
    problems: list[str] = []
    drawn: list[tuple[Item, Image.Image, tuple[int, int, int, int]]] = []
    for item in renderer.plan(screen):
        canvas = Image.new("1", (width + 2 * MARGIN, height + 2 * MARGIN))
        paint([item], canvas, renderer, (MARGIN, MARGIN))
        box = canvas.getbbox()
        if box is None:
            continue
        if box[0] < frame[0] or box[1] < frame[1] or box[2] > frame[2] or box[3] > frame[3]:
            problems.append(f"outside the frame: {describe(item)}")
        drawn.append((item, canvas, box))
        if isinstance(item, TextRun):
            problems += [f"a cut word {word!r} in {item.text!r}" for word in cut_words(item)]
            if whole_lines and item.text.strip() == MORE and item.source.strip() != MORE:
                problems.append(f"nothing left of {item.source!r} but {MORE}")
            elif whole_lines and shortened(item):
                problems.append(f"a shortened line {item.text!r} of {item.source!r}")
    for i, (item, canvas, box) in enumerate(drawn):
        for other, other_canvas, other_box in drawn[i + 1 :]:
            texts = isinstance(item, TextRun) or isinstance(other, TextRun)
            # Ink can only meet where the two boxes of ink meet: most pairs are apart.
            meet = texts and _meet(box, other_box)
            if meet and ImageChops.logical_and(canvas, other_canvas).getbbox():
                problems.append(f"overlapping: {describe(item)} and {describe(other)}")
    return problems


def shortened(run: TextRun) -> bool:
    """Whether the layout shortened a line with its mark, words left off: the line ends
    in MORE where the text it came from does not end with the line."""
    return run.text.endswith(MORE) and not run.source.endswith(run.text)


def _meet(box: tuple[int, int, int, int], other: tuple[int, int, int, int]) -> bool:
    """Whether two boxes (left, top, right, bottom; right and bottom outside) share a
    pixel."""
    return box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]


def cut_words(run: TextRun) -> list[str]:
    """The words of a text line that are not whole words of the text it came from.

    Japanese breaks between any two characters, so a piece of a word is whole enough
    where the break beside it touches a Japanese character.
    """
    cut = []
    for word in run.text.split():
        part = word.removesuffix(MORE)
        if part and not any(_whole_at(part, w) for w in run.source.split()):
            cut.append(word)
    return cut


def _whole_at(part: str, word: str) -> bool:
    start = word.find(part)
    while start >= 0:
        end = start + len(part)
        left = start == 0 or is_wide(word[start - 1]) or is_wide(part[0])
        right = end == len(word) or is_wide(word[end]) or is_wide(part[-1])
        if left and right:
            return True
        start = word.find(part, start + 1)
    return False


def describe(item: Item) -> str:
    """An item in words, for a failing test's message."""
    if isinstance(item, TextRun):
        return f"text {item.text!r} at ({item.x}, {item.y})"
    return repr(item)


#: The least gap, in pixels, between two texts on one row that are read as two: more
#: than a space (4 pixels in the Japanese font).
GAP = 6
#: A key's name before what it does: "AIR:", "1-4:", "$:", "N-S:".
KEY_NAME = re.compile(r"(AIR|CLEAR|UP|MENU|VALUE|\$|[0-9][0-9-]*|[A-Z]-[A-Z]):")


def whole_line_problems(renderer: ScreenRenderer, screen: Screen) -> list[str]:
    """:func:`screen_problems`, and what a reader would still trip on: two texts on one
    row too close to read as two, a key's name wrapped away from what it does ("CLEAR:"
    on one row, "back" on the next)."""
    problems = screen_problems(renderer, screen)
    runs = [item for item in renderer.plan(screen) if isinstance(item, TextRun)]
    for run in runs:
        if run.text != run.source and KEY_NAME.fullmatch(run.text.split()[-1]):
            problems.append(f"a key parted from its action: {run.text!r} of {run.source!r}")
    boxes = [(run, _box(renderer, run)) for run in runs]
    for i, (run, box) in enumerate(boxes):
        for other, other_box in boxes[i + 1 :]:
            if box is None or other_box is None or abs(run.y - other.y) > 2:
                continue
            if max(other_box[0] - box[2], box[0] - other_box[2]) < GAP:
                problems.append(f"run together: {run.text!r} and {other.text!r}")
    return problems


def _box(renderer: ScreenRenderer, run: TextRun) -> tuple[int, int, int, int] | None:
    width, height = renderer.size
    canvas = Image.new("1", (width + 2 * MARGIN, height + 2 * MARGIN))
    paint([run], canvas, renderer, (MARGIN, MARGIN))
    return canvas.getbbox()
