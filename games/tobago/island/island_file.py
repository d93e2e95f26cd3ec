"""Reading an island file so that every error names its file and line.

An island rule broken (two largest areas of one size, a statue on the shore...) is found
on the built :class:`~games.tobago.island.island.Island`; the error carries where in the file's
JSON it is (``("hexes", 12)``) and this module turns that into ``FILE:LINE: message``.

Hand-written because :mod:`json` keeps no positions: its pure-Python scanner is told to
note the line where each value of an array or object starts.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Callable
from json.decoder import JSONArray, JSONObject  # type: ignore[attr-defined]  # not in typeshed
from json.scanner import py_make_scanner  # type: ignore[attr-defined]
from typing import Any

from games.tobago.island.island import Island, IslandError, JsonPath

Scan = Callable[[str, int], tuple[Any, int]]


class PlacedList(list):  # type: ignore[type-arg]
    """A JSON array that knows the line of each of its values."""

    lines: list[int]


class PlacedDict(dict):  # type: ignore[type-arg]
    """A JSON object that knows the line of each of its values, by key."""

    lines: dict[str, int]


def read_island_text(text: str, source: str) -> Island:
    """The island in an island file's ``text``; IslandError ``SOURCE:LINE: what``."""
    try:
        data = parse_placed(text)
    except json.JSONDecodeError as error:
        raise IslandError(f"{source}:{error.lineno}: not valid JSON ({error.msg})") from None
    except RecursionError:
        raise IslandError(f"{source}:1: nested too deeply to be an island") from None
    except ValueError as error:  # a number of more digits than Python reads
        raise IslandError(f"{source}:1: not an island file ({error})") from None
    try:
        return Island.from_dict(data)
    except IslandError as error:
        raise IslandError(f"{source}:{line_at(data, error.path)}: {error}") from None


def parse_placed(text: str) -> Any:
    """JSON like :func:`json.loads`, with arrays and objects that know their values' lines."""
    return _PlacingDecoder(text).decode(text)


def line_at(data: Any, path: JsonPath | None) -> int:
    """The line of the value at ``path`` (keys and indexes) in parsed ``data``; the line of
    the deepest value found on the way, or 1."""
    line = 1
    for step in path or ():
        lines = getattr(data, "lines", None)
        try:
            line, data = lines[step], data[step]  # type: ignore[index]
        except (TypeError, KeyError, IndexError):
            break
    return line


class _PlacingDecoder(json.JSONDecoder):
    def __init__(self, text: str) -> None:
        super().__init__()
        starts = [i for i, char in enumerate(text) if char == "\n"]
        self._line: Callable[[int], int] = lambda at: bisect.bisect_left(starts, at) + 1
        self.parse_array = self._array  # type: ignore[assignment]
        self.parse_object = self._object  # type: ignore[assignment]
        self.scan_once = py_make_scanner(self)

    def _noting(self, scan_once: Scan, lines: list[int]) -> Scan:
        def scan(text: str, at: int) -> tuple[Any, int]:
            lines.append(self._line(at))
            return scan_once(text, at)

        return scan

    def _array(self, text_and_end: tuple[str, int], scan_once: Scan) -> tuple[Any, int]:
        lines: list[int] = []
        values, end = JSONArray(text_and_end, self._noting(scan_once, lines))
        placed = PlacedList(values)
        placed.lines = lines[: len(values)]
        return placed, end

    def _object(
        self, text_and_end: tuple[str, int], strict: bool, scan_once: Scan, *rest: Any
    ) -> tuple[Any, int]:
        lines: list[int] = []

        def placed(pairs: list[tuple[str, Any]]) -> PlacedDict:
            made = PlacedDict(pairs)
            made.lines = {key: line for (key, _), line in zip(pairs, lines, strict=False)}
            return made

        memo = rest[-1]
        return JSONObject(text_and_end, strict, self._noting(scan_once, lines), None, placed, memo)
