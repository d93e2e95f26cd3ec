"""The words of Treasure Rush: seats, paths, the judge, a wrong claim's cost. Each is one
whole message for the translators."""

from __future__ import annotations

from collections.abc import Sequence

from games.screen import T, Text, mark
from games.seats import colours as seat_colours
from games.treasure_rush.maps import pictures
from games.treasure_rush.maps.icon_set import IconSet
from games.treasure_rush.maps.treasure_map import Step
from games.treasure_rush.state import Judge, TreasureRushState

PATHS = {
    1: mark("Path: {s1}"),
    2: mark("Path: {s1}, {s2}"),
    3: mark("Path: {s1}, {s2}, {s3}"),
    4: mark("Path: {s1}, {s2}, {s3}, {s4}"),
    5: mark("Path: {s1}, {s2}, {s3}, {s4}, {s5}"),
}
LEGEND = mark("Keys: {k1} {c1}, {k2} {c2}, {k3} {c3}, {k4} {c4}, {k5} {c5}")
JUDGES = {Judge.TABLE: mark("Judge: the table"), Judge.BOX: mark("Judge: the box")}


def seat_name(table: TreasureRushState, seat: int) -> Text:
    """A seat (a player or a team of two) by its colour: "Red"."""
    return seat_colours.seat_name(table.colours, seat)


def icon_text(icons: IconSet, step: Step) -> Text:
    """An icon's name, marked when it is faded."""
    name = T(pictures.icon_of(icons, step.icon).name)
    return T("{icon} (faded)", icon=name) if step.faded else name


def path_text(icons: IconSet, steps: Sequence[Step]) -> Text:
    """ "Path: Diamond, Book (faded), Compass"."""
    names = {f"s{i}": icon_text(icons, step) for i, step in enumerate(steps, 1)}
    return T(PATHS[len(steps)], **names)


def penalty(gave_back: bool) -> Text:
    """What a wrong claim cost."""
    return T("One map goes back.") if gave_back else T("No map to give back.")
