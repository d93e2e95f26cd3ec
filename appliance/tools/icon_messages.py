"""A Babel extractor for the icon names in Treasure Rush's ``icons.json``.

The names ("Diamond") are shown on the OLED and live only in that data file, which an
owner may edit; babel.cfg names this function so ``make catalogs`` takes them from the
file itself rather than from a copy in Python that could drift from it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import IO

from games.treasure_rush.maps.icon_set import icon_set_from_data

Extracted = tuple[int, str, str, list[str]]


def extract_icon_names(
    fileobj: IO[bytes],
    keywords: Mapping[str, object],
    comment_tags: Sequence[str],
    options: Mapping[str, object],
) -> Iterator[Extracted]:
    """Babel's extractor interface: (line, keyword, message, comments) per icon name."""
    text = fileobj.read().decode("utf-8")
    icons = icon_set_from_data(json.loads(text), getattr(fileobj, "name", "icons.json"))
    lines = text.splitlines()
    for name in icons.names():
        quoted = json.dumps(name)
        line = next((i for i, row in enumerate(lines, 1) if quoted in row), 0)
        yield line, "mark", name, ["An icon of the Adventurer Cards (icons.json)."]
