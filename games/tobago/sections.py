"""The 32 islands that three double-sided board sections make.

A sections file (an owner's transcription of their board) is JSON::

    {"sides": {"a": [{"x": 0, "y": 6, "z": -6, "terrain": "mountain"}, ...],
               "A": [...], "b": [...], "B": [...], "c": [...], "C": [...]},
     "assembly": {"shift_0": {"section_2": [1, -1, 0], "section_3": [0, -1, 1]},
                  "shift_1": {"section_2": [0, -1, 1], "section_3": [-1, 0, 1]}}}

Hexes are in cube coordinates. Section 1 is side a or A, unchanged. Sections 2 and 3
are one of b/B and one of c/C, in either order; section 2 is rotated once and section 3
twice, one rotation mapping (x, y, z) to (y, z, x), and each is then moved by the cube
offset of the chosen shift.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from games.tobago.hexgrid import Hex, from_cube
from games.tobago.island import Island, IslandError, Terrain

ORDERS = ("bc", "cb")
SHIFTS = (0, 1)
Cube = tuple[int, int, int]


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
    def second_and_third(self) -> tuple[str, str]:
        """The sides that become sections 2 and 3."""
        b_side, c_side = self.sides[1], self.sides[2]
        return (b_side, c_side) if self.order == "bc" else (c_side, b_side)


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


def assemble(sections: Mapping[str, Any], assembly: Assembly) -> Island:
    """The island (without landmarks) that ``assembly`` makes of a sections file's data."""
    second, third = assembly.second_and_third
    moves = _shifts(sections, assembly.shift)
    land: dict[Hex, Terrain] = {}
    for number, side in enumerate((assembly.sides[0], second, third)):
        for cube, terrain in _side(sections, side):
            for _ in range(number):
                cube = (cube[1], cube[2], cube[0])
            if number:
                cube = _add(cube, moves[number - 1])
            hex_ = from_cube(*cube)
            if hex_ in land:
                raise IslandError(f"{assembly}: two sections overlap at cube {cube}")
            land[hex_] = terrain
    return Island(land)


def _side(sections: Mapping[str, Any], side: str) -> Iterator[tuple[Cube, Terrain]]:
    sides = sections.get("sides") if isinstance(sections, Mapping) else None
    if not isinstance(sides, Mapping) or not isinstance(sides.get(side), list):
        raise IslandError(f'a sections file needs "sides" with a list of hexes for side {side!r}')
    for entry in sides[side]:
        try:
            cube = (entry["x"], entry["y"], entry["z"])
            if not all(type(v) is int for v in cube) or sum(cube) != 0:
                raise ValueError
            yield cube, Terrain(entry["terrain"])
        except (KeyError, TypeError, ValueError):
            raise IslandError(
                f"side {side!r}: {entry!r} is not a hex; write whole numbers x, y, z "
                "adding up to 0 and a known terrain"
            ) from None


def _shifts(sections: Mapping[str, Any], shift: int) -> tuple[Cube, Cube]:
    try:
        moves = sections["assembly"][f"shift_{shift}"]
        second = tuple(moves["section_2"])
        third = tuple(moves["section_3"])
        if len(second) != 3 or len(third) != 3 or sum(second) or sum(third):
            raise ValueError
    except (KeyError, TypeError, ValueError):
        raise IslandError(
            f'a sections file needs "assembly": {{"shift_{shift}": {{"section_2": [x, y, z], '
            '"section_3": [x, y, z]}}, cube offsets adding up to 0'
        ) from None
    return second, third  # type: ignore[return-value]


def _add(a: Cube, b: Cube) -> Cube:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])
