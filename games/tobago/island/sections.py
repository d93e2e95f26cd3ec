"""The 32 islands that three double-sided board sections make.

The box ships the retail board's sections (``games/tobago/island/board/retail-sections.json``,
:func:`retail_sections`); an owner whose printing differs gives a corrected copy. A
sections file is JSON, one hex per line::

    {"sides": {"a": [{"q": 0, "r": -6, "terrain": "mountain"}, ...],
               "A": [...], "b": [...], "B": [...], "c": [...], "C": [...]},
     "assembly": {"turns": {"section_2": 1, "section_3": 2},
                  "shift_0": {"section_2": {"q": 1, "r": 0}, "section_3": {"q": 0, "r": 1}},
                  "shift_1": {"section_2": {"q": 0, "r": 1}, "section_3": {"q": -1, "r": 1}}}}

Hexes are axial ``(q, r)``; cube hexes ``{"x", "y", "z"}`` and cube offsets ``[x, y, z]``
(the shared test data's format) are read too. Section 1 is side a or A, unchanged.
Sections 2 and 3 are one of b/B and one of c/C, in either order; section 2 is turned
once and section 3 twice, one turn mapping axial ``(q, r)`` to ``(-q - r, q)`` (cube
``(x, y, z)`` to ``(y, z, x)``), and each is then moved by the offset of the shift.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from games.tobago.island.hexgrid import Hex, from_cube
from games.tobago.island.island import Island, IslandError, Terrain

ORDERS = ("bc", "cb")
SHIFTS = (0, 1)
SIDES = ("a", "A", "b", "B", "c", "C")
RETAIL_FILE = "retail-sections.json"


@dataclass(frozen=True)
class Assembly:
    """Which sides are up (``"aBc"``), which goes second (``"bc"``/``"cb"``), the shift."""

    sides: str = "abc"
    order: str = "bc"
    shift: int = 0

    def __post_init__(self) -> None:
        if len(self.sides) != 3 or any(
            side.lower() != want for side, want in zip(self.sides, "abc", strict=False)
        ):
            raise IslandError(
                f"sides {self.sides!r}: give one side of each section, like a,B,c "
                "(lower case for one face, upper case for the other)"
            )
        if self.order not in ORDERS:
            raise IslandError(f"order {self.order!r} is not one of {', '.join(ORDERS)}")
        if self.shift not in SHIFTS:
            raise IslandError(f"shift {self.shift!r} is not 0 or 1")

    def __str__(self) -> str:
        return f"sides {','.join(self.sides)}, order {self.order}, shift {self.shift}"

    @property
    def notation(self) -> str:
        """A short form that :meth:`from_notation` reads back: ``"aBc bc 0"``."""
        return f"{self.sides} {self.order} {self.shift}"

    @classmethod
    def from_notation(cls, text: str) -> Assembly:
        """The assembly written ``"aBc bc 0"`` (IslandError if it is not one)."""
        parts = text.split()
        if len(parts) != 3 or not parts[2].isdigit():
            raise IslandError(f"{text!r} is not an assembly; write it like 'aBc bc 0'")
        return cls(parts[0], parts[1], int(parts[2]))

    @property
    def second_and_third(self) -> tuple[str, str]:
        """The sides that become sections 2 and 3."""
        b_side, c_side = self.sides[1], self.sides[2]
        return (b_side, c_side) if self.order == "bc" else (c_side, b_side)


@dataclass(frozen=True)
class Sections:
    """The hexes of the six sides, and how sections 2 and 3 are turned and moved."""

    sides: Mapping[str, tuple[tuple[Hex, Terrain], ...]]
    turns: tuple[int, int] = (1, 2)
    shifts: tuple[tuple[Hex, Hex], tuple[Hex, Hex]] = (((1, 0), (0, 1)), ((0, 1), (-1, 1)))

    @classmethod
    def from_dict(cls, data: Any, text: str = "") -> Sections:
        """The sections of parsed sections-file JSON; ``text``, the file's text, lets an
        error name the line of a bad hex (IslandError)."""
        sides = data.get("sides") if isinstance(data, Mapping) else None
        if not isinstance(sides, Mapping):
            raise IslandError('a sections file is an object with "sides" and "assembly"')
        read = {side: tuple(_side(sides, side, text)) for side in SIDES}
        assembly = data.get("assembly")
        if not isinstance(assembly, Mapping):
            raise IslandError(
                f'a sections file needs "assembly"{_line_hint(text, "assembly")} with '
                '"shift_0" and "shift_1"'
            )
        turns = _turns(assembly.get("turns", {"section_2": 1, "section_3": 2}))
        shifts = (_shift(assembly, 0), _shift(assembly, 1))
        return cls(read, turns, shifts)

    def side(self, name: str) -> frozenset[Hex]:
        """The hexes of one side as printed (section 1's place and turn)."""
        return frozenset(hex_ for hex_, _ in self.sides[name])


def read_sections(text: str, source: str, *, shapes: Sections | None = None) -> Sections:
    """The sections in a sections file's text; errors name ``source`` and the line. Each
    side must hold the hexes of the same side of ``shapes`` (the retail board's unless
    told): a printing differs in terrain, never in the sections' outline."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise IslandError(f"{source}: line {error.lineno}: not valid JSON ({error.msg})") from None
    except (RecursionError, ValueError) as error:  # nested too deeply, a number too long
        raise IslandError(f"{source}: line 1: not a sections file ({error})") from None
    try:
        sections = Sections.from_dict(data, text)
        _same_outline(sections, shapes or retail_sections(), text)
    except IslandError as error:
        raise IslandError(f"{source}: {error}") from None
    return sections


def _same_outline(sections: Sections, shapes: Sections, text: str) -> None:
    """IslandError naming the side (and its line) that lacks a hex, or has one too many."""
    for name in SIDES:
        missing = sorted(shapes.side(name) - sections.side(name))
        extra = sorted(sections.side(name) - shapes.side(name))
        if missing or extra:
            where = _line_hint(text, name).strip(" ()") or "line 1"
            said = f"hex {missing[0]} is missing" if missing else f"hex {extra[0]} is not on it"
            raise IslandError(
                f"{where}: side {name!r}: {said}; each side keeps its printed outline"
            )


@cache
def retail_sections() -> Sections:
    """The sections of the retail board, shipped with the box."""
    text = resources.files("games.tobago.island.board").joinpath(RETAIL_FILE).read_text("utf-8")
    sections = Sections.from_dict(json.loads(text), text)
    return sections


def all_assemblies() -> Iterator[Assembly]:
    """The 32 assemblies: 2 x 2 x 2 sides, 2 orders, 2 shifts."""
    for a, b, c, order, shift in itertools.product("aA", "bB", "cC", ORDERS, SHIFTS):
        yield Assembly(a + b + c, order, shift)


def random_assembly(
    rng: random.Random,
    sides: str | None = None,
    order: str | None = None,
    shift: int | None = None,
) -> Assembly:
    """An assembly chosen by ``rng``, keeping any of ``sides``, ``order``, ``shift`` given."""
    if sides is None:
        sides = "".join(rng.choice((side, side.upper())) for side in "abc")
    return Assembly(
        sides,
        order if order is not None else rng.choice(ORDERS),
        shift if shift is not None else rng.choice(SHIFTS),
    )


def assembly_parts(
    sections: Sections | Mapping[str, Any], assembly: Assembly
) -> tuple[dict[Hex, Terrain], ...]:
    """The hexes of sections 1, 2 and 3 where ``assembly`` lays them."""
    if not isinstance(sections, Sections):
        sections = Sections.from_dict(sections)
    second, third = assembly.second_and_third
    moves = sections.shifts[assembly.shift]
    parts = [dict(sections.sides[assembly.sides[0]])]
    for number, side in enumerate((second, third)):
        part = {}
        for hex_, terrain in sections.sides[side]:
            for _ in range(sections.turns[number]):
                hex_ = (-hex_[0] - hex_[1], hex_[0])
            part[hex_[0] + moves[number][0], hex_[1] + moves[number][1]] = terrain
        parts.append(part)
    return tuple(parts)


def assemble(sections: Sections | Mapping[str, Any], assembly: Assembly) -> Island:
    """The island (without landmarks) that ``assembly`` makes of the sections."""
    land: dict[Hex, Terrain] = {}
    for part in assembly_parts(sections, assembly):
        for hex_, terrain in part.items():
            if hex_ in land:
                raise IslandError(f"{assembly}: two sections overlap at hex {hex_}")
            land[hex_] = terrain
    return Island(land)


def _side(sides: Mapping[str, Any], side: str, text: str) -> Iterator[tuple[Hex, Terrain]]:
    if not isinstance(sides.get(side), list):
        raise IslandError(f'a sections file needs "sides" with a list of hexes for side {side!r}')
    seen: set[Hex] = set()
    for index, entry in enumerate(sides[side]):
        try:
            if isinstance(entry, Mapping) and "q" in entry:
                hex_ = (entry["q"], entry["r"])
                if not all(type(v) is int for v in hex_):
                    raise ValueError
            else:
                cube = (entry["x"], entry["y"], entry["z"])
                if not all(type(v) is int for v in cube):
                    raise ValueError
                hex_ = from_cube(*cube)
            terrain = Terrain(entry["terrain"])
        except (KeyError, TypeError, ValueError):
            known = ", ".join(sorted(Terrain))
            raise IslandError(
                f"{_entry_line(text, side, index)}side {side!r}: {entry!r} is not a hex; "
                f"write whole numbers q and r and a terrain ({known})"
            ) from None
        if hex_ in seen:
            raise IslandError(
                f"{_entry_line(text, side, index)}side {side!r}: hex {hex_} is there twice; "
                "each hex of a side comes once"
            )
        seen.add(hex_)
        yield hex_, terrain


def _turns(data: Any) -> tuple[int, int]:
    try:
        turns = (data["section_2"], data["section_3"])
        if not all(type(t) is int and 0 <= t <= 2 for t in turns):
            raise ValueError
    except (KeyError, TypeError, ValueError):
        raise IslandError(
            'the "turns" of a sections file are {"section_2": 1, "section_3": 2} '
            "(whole numbers 0 to 2)"
        ) from None
    return turns  # type: ignore[return-value]


def _shift(assembly: Mapping[str, Any], shift: int) -> tuple[Hex, Hex]:
    try:
        moves = assembly[f"shift_{shift}"]
        return _offset(moves["section_2"]), _offset(moves["section_3"])
    except (KeyError, TypeError, ValueError):
        raise IslandError(
            f'a sections file needs "assembly": {{"shift_{shift}": {{"section_2": '
            '{"q": 1, "r": 0}, "section_3": {"q": 0, "r": 1}}}, whole-number offsets'
        ) from None


def _offset(value: Any) -> Hex:
    if isinstance(value, Mapping):
        offset = (value["q"], value["r"])
    else:
        cube = tuple(value)
        if len(cube) != 3:
            raise ValueError
        offset = from_cube(*cube)
    if not all(type(v) is int for v in offset):
        raise ValueError
    return offset


def _entry_line(text: str, side: str, index: int) -> str:
    """``"line N: "`` of hex number ``index`` of a side in the file's text, if found.

    Hand-written because :mod:`json` keeps no positions: a hex is a flat object, so it is
    the ``index``-th ``{`` after the side's key.
    """
    key = re.search(rf'"{re.escape(side)}"\s*:\s*\[', text)
    if key is None:
        return ""
    at = key.end()
    for _ in range(index + 1):
        at = text.find("{", at) + 1
        if at == 0:
            return ""
    return f"line {text.count(chr(10), 0, at) + 1}: "


def _line_hint(text: str, key: str) -> str:
    found = re.search(rf'"{key}"', text)
    return f" (line {text.count(chr(10), 0, found.start()) + 1})" if found else ""
