"""The state file's shape, checked before anything reads it: each key the box reads is
there with the kind of value it reads (a table, a text, a number in its range), so that
a renamed key or a list where a table should be is one damaged file, never an exception.

The shape is data (``STATE_SHAPE``), walked by one checker: what a game keeps inside its
own table is the game's to check (its CRC, then its restore, which is contained).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

CHECK = re.compile(r"[0-9a-f]{8}")  # a CRC-32 as the state file writes it


@dataclass(frozen=True)
class Shape:
    """What one value must be: ``kind`` (dict, list, str, int, bool), a range for numbers
    (for a list, of its length), a pattern for texts; for a table, the shapes of its
    known keys (those in ``required`` must be there) and of every other value
    (``values``); for a list, the shape of every item (``values``)."""

    kind: type
    keys: tuple[tuple[str, Shape], ...] = ()
    required: frozenset[str] = frozenset()
    values: Shape | None = None
    low: int | None = None
    high: int | None = None
    pattern: re.Pattern[str] | None = None


ANY_TABLE = Shape(dict)
TEXT = Shape(str)
CHECK_TEXT = Shape(str, pattern=CHECK)
DATE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d")  # local time, to the second
LOUDEST = 6  # the box menu's volume steps above silent: one for each LED of the gauge
# The box's own choices ("box"), checked when the saved state is read back: one that has
# not this shape is passed over, the games kept ("speech" is read as it may be); "dealt":
# when each game was dealt, for its length in the history.
BOX_CHOICES = Shape(
    dict,
    keys=(
        ("volume", Shape(int, low=0, high=LOUDEST)),
        ("dealt", Shape(dict, values=Shape(str, pattern=DATE))),
    ),
)


def state_shape(newest_format: int) -> Shape:
    """The shape of a state file the box reads, up to format ``newest_format``."""
    checks = Shape(
        dict,
        keys=(("games", Shape(dict, values=CHECK_TEXT)), ("box", CHECK_TEXT)),
        required=frozenset({"games", "box"}),
    )
    return Shape(
        dict,
        keys=(
            ("format", Shape(int, low=1, high=newest_format)),
            ("current", TEXT),
            ("games", ANY_TABLE),  # what each game keeps is the game's to check
            ("checks", checks),  # "language" and "box": each read as it may be, or passed over
            ("sequence", Shape(int, low=0)),
            ("sequence_check", CHECK_TEXT),
        ),
        required=frozenset({"format", "games"}),
    )


def shape_problem(value: Any, shape: Shape, where: str = "the file") -> str | None:
    """What is wrong with ``value`` for ``shape`` (the first thing found), or None."""
    if type(value) is not shape.kind:  # bool is no int here, nor a subclass a table
        return f"{where} is not {_KIND_NAMES[shape.kind]}"
    if type(value) is int and not _in_range(value, shape):
        return f"{where} is out of range ({value})"
    if isinstance(value, str) and shape.pattern and not shape.pattern.fullmatch(value):
        return f"{where} is not of its form ({value[:20]!r})"
    if isinstance(value, dict):
        return _table_problem(value, shape, where)
    if isinstance(value, list):
        return _list_problem(value, shape, where)
    return None


def _list_problem(items: list[Any], shape: Shape, where: str) -> str | None:
    if not _in_range(len(items), shape):
        return f"{where} has {len(items)} items, out of range"
    if shape.values is None:
        return None
    for number, item in enumerate(items, 1):
        problem = shape_problem(item, shape.values, f"item {number}")
        if problem is not None:
            return f"{where}: {problem}"
    return None


def _table_problem(table: dict[str, Any], shape: Shape, where: str) -> str | None:
    known = dict(shape.keys)
    for key in sorted(shape.required - table.keys()):
        return f"{where} has no {key!r}"
    for key, item in table.items():
        inner = known.get(key, shape.values)
        problem = None if inner is None else shape_problem(item, inner, f"{key!r}")
        if problem is not None:
            return problem if where == "the file" else f"{where}: {problem}"
    return None


def _in_range(number: int, shape: Shape) -> bool:
    return (shape.low is None or number >= shape.low) and (
        shape.high is None or number <= shape.high
    )


_KIND_NAMES = {
    dict: "a table",
    list: "a list",
    str: "a text",
    int: "a whole number",
    bool: "true or false",
}
