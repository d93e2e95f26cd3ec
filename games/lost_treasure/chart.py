"""The table's chart of Lost Treasure (for the table companion): the 64 locations with
every answer given so far, per metal, and where each treasure can still be (the region
the buoys mark on the board)."""

from __future__ import annotations

from functools import lru_cache, partial
from typing import Any

from games.effects import Chart
from games.lost_treasure.compass import Answer, Region
from games.lost_treasure.ocean import Metal
from games.screen import T, Text

METAL_NAMES: dict[Metal, Text] = {Metal.GOLD: T("Gold"), Metal.SILVER: T("Silver")}
STILL = T("Where it can still be")


def chart_for(history: dict[Metal, list[Answer]], spinning: Answer | None) -> Chart:
    """The chart now; an answer still ``spinning`` on the compass is not told yet."""
    return Chart("lost-treasure", partial(_drawn, history, spinning))


def _drawn(
    history: dict[Metal, list[Answer]], spinning: Answer | None
) -> tuple[dict[str, Any], dict[str, Text]]:
    metals = {}
    for metal in Metal:
        answers = tuple(given for given in history[metal] if given is not spinning)
        metals[str(metal)] = _metal_chart(answers)
    labels = {str(metal): METAL_NAMES[metal] for metal in Metal}
    labels["still"] = STILL
    return {"metals": metals}, labels


@lru_cache(maxsize=16)
def _metal_chart(answers: tuple[Answer, ...]) -> dict[str, list]:
    """One metal's part of the chart (kept: the box draws the same history on every key,
    and narrowing it again each time cost most of a key's work)."""
    region = Region.from_answers(list(answers))
    return {
        "answers": [
            {"location": given.location, "axis": str(given.axis), "point": given.point}
            for given in answers
        ],
        "region": [
            10 * row + column
            for row in range(region.top, region.bottom + 1)
            for column in range(region.left, region.right + 1)
        ],
    }
