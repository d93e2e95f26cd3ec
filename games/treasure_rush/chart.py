"""The table's chart of Treasure Rush (for the table companion): the map card in play,
drawn large from its pictograms, the claims (who is judged, who waits, who is out this
round) and every seat's maps."""

from __future__ import annotations

from functools import partial
from typing import Any

from games.effects import Chart
from games.screen import T, Text, plural
from games.treasure_rush.maps import pictures
from games.treasure_rush.maps.icon_set import IconSet
from games.treasure_rush.maps.treasure_map import TreasureMap
from games.treasure_rush.state import Phase, Result, TreasureRushState
from games.treasure_rush.words import icon_text, seat_name


def chart_for(table: TreasureRushState, icons: IconSet, title: Text) -> Chart:
    """The chart now; ``title`` is the OLED's first row ("Map 4", "Player 2 claims!")."""
    return Chart("treasure-rush", partial(_drawn, table, icons, title))


def _drawn(
    table: TreasureRushState, icons: IconSet, title: Text
) -> tuple[dict[str, Any], dict[str, Text]]:
    shown = _card(table)
    steps = [] if shown is None else list(shown.steps)
    data = {
        "phase": str(table.phase),
        "map": [
            {
                "code": step.icon.code,
                "faded": step.faded,
                "picture": list(pictures.icon_of(icons, step.icon).pictogram),
            }
            for step in steps
        ],
        "claimant": table.claimant,
        "queue": list(table.queue),
        "out": sorted(table.out),
        "scores": table.scores(),
        "to_win": table.to_win,
    }
    labels: dict[str, Text] = {
        "title": title,
        "claims": T("Claims"),
        "judged": T("Judged now"),
        "next": T("Next to claim"),
        "out": T("Out this round"),
        "none": T("No claim now."),
        "scores": plural("Maps (first to {n} wins)", "Maps (first to {n} wins)", table.to_win),
    }
    for number, step in enumerate(steps, 1):
        labels[f"icon{number}"] = icon_text(icons, step)
    for seat in range(1, table.seats + 1):
        labels[f"seat{seat}"] = seat_name(table, seat)
    return data, labels


def _card(table: TreasureRushState) -> TreasureMap | None:
    """The map card on the table: the one raced or judged, or the one just won or set
    aside until the next is turned up."""
    if table.map is not None:
        return table.map
    if table.phase in (Phase.RESULT, Phase.OVER):
        if table.result is Result.RIGHT and table.claimant is not None:
            won = table.won[table.claimant - 1]
            return won[-1] if won else None
        if table.result is Result.NOBODY and table.aside:
            return table.aside[-1]
    return None
