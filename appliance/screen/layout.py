"""The one layout step: text wrapped to a width, shortened with a mark when it does not fit.

Lines break at spaces, and between any two Japanese characters (Japanese has no spaces),
never inside a word; a closing mark (、。」) never starts a line and an opening one (「)
never ends one. What does not fit in the rows there are loses whole words from its last
row, which ends with MORE. A single word wider than the line is the only thing split.
"""

from __future__ import annotations

from collections.abc import Callable

MORE = "…"
NO_START = set(
    "、。，．・：；？！ー～〜」』）】〉》”’ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々,.:;!?)]}%"
)
NO_END = set("「『（【〈《“‘([{")
Measure = Callable[[str], int]


def is_wide(char: str) -> bool:
    """A CJK character: kana, kanji, full-width forms and CJK punctuation."""
    code = ord(char)
    return 0x2E80 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF


def tokens(text: str) -> list[str]:
    """``text`` cut where a line may break: words, single spaces, single CJK characters
    (with the marks that may not be parted from them)."""
    out: list[str] = []
    for char in text:
        previous = out[-1] if out else ""
        joins = (
            previous
            and not previous.isspace()
            and (
                char in NO_START
                or previous[-1] in NO_END
                or not (char.isspace() or is_wide(char) or is_wide(previous[-1]))
            )
        )
        if joins and not char.isspace():
            out[-1] += char
        else:
            out.append(char)
    return out


def wrap(text: str, width: int, measure: Measure) -> list[str]:
    """``text`` as lines no wider than ``width`` (as ``measure`` counts), words whole."""
    lines: list[str] = []
    line = ""
    for token in tokens(text):
        if token.isspace() and not line:
            continue
        if measure(line + token) <= width or not line:
            line += token
        else:
            lines.append(line.rstrip())
            line = "" if token.isspace() else token
        while measure(line) > width and len(line) > 1:  # one word wider than a line
            cut = _longest_prefix(line, width, measure)
            lines.append(line[:cut])
            line = line[cut:]
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def shorten(line: str, width: int, measure: Measure) -> str:
    """``line`` with MORE at its end, whole words dropped until both fit ``width``."""
    parts = tokens(line.removesuffix(MORE))  # a line shortened before gets one mark
    while parts:
        candidate = "".join(parts).rstrip() + MORE
        if measure(candidate) <= width:
            return candidate
        parts.pop()
    return MORE


def fit(text: str, width: int, rows: int, measure: Measure) -> tuple[list[str], bool]:
    """``text`` wrapped into at most ``rows`` lines; True when some was left out."""
    lines = wrap(text, width, measure)
    if len(lines) <= rows:
        return lines, False
    kept = lines[: max(rows, 1)]
    kept[-1] = shorten(kept[-1], width, measure)
    return kept, True


def share_rows(wanted: list[int], rows: int) -> list[int]:
    """Rows for each paragraph when all of them want ``wanted`` and there are ``rows``:
    the longest give up rows first, each keeping one while there are rows to give."""
    given = list(wanted)
    while sum(given) > rows and max(given, default=0) > 1:
        given[given.index(max(given))] -= 1
    return given


def _longest_prefix(text: str, width: int, measure: Measure) -> int:
    cut = len(text) - 1
    while cut > 1 and measure(text[:cut]) > width:
        cut -= 1
    return cut
