"""The pieces every Atlantis screen is made of: plain rows, tight rows, the header, and
the last row replaced by why a key was refused."""

from __future__ import annotations

from dataclasses import replace

from games.atlantis.state import STEPS, AtlantisState
from games.screen import Label, Screen, T, Text
from games.seats.colours import seat_name

TIGHT_ROW = 10.6


def words_screen(*texts: Text) -> Screen:
    """A screen of plain rows; the last row is the keys that work now."""
    return Screen(tuple(texts))


def tight_screen(*texts: Text) -> Screen:
    """Six rows of small text where five plain rows are not enough."""
    shapes = tuple(Label(0, row_y(i), text) for i, text in enumerate(texts))
    return Screen(tuple(texts), shapes)


def row_y(index: int) -> int:
    return round(index * TIGHT_ROW)


def noted(screen: Screen, note: Text) -> Screen:
    """The screen with its last row (the keys) replaced by ``note``: why a key was refused."""
    lines = (*screen.lines[:-1], note)
    shapes = screen.shapes
    if shapes and isinstance(shapes[-1], Label):
        shapes = (*shapes[:-1], replace(shapes[-1], text=note))
    return Screen(lines, shapes)


def header(table: AtlantisState) -> Text:
    """ "Red · step 3 of 4"."""
    return T(
        "{seat} · step {step} of {steps}",
        seat=seat_name(table.colours, table.current),
        step=table.step,
        steps=STEPS,
    )
