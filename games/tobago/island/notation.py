"""A compact text picture of an island, for tests, docs and logs.

Each line is a row of hexes; hexes in a row sit two columns apart and each row is
shifted half a hex to the right of the row above, so a small island reads like a map::

      J J M
     J J M M
    B J L M M
     B B R R
      B B R

Letters are terrains (``J`` jungle, ``M`` mountain, ``B`` beach, ``S`` scrubland, ``R``
river, ``L`` lake). A second picture of the same shape places landmarks: ``h`` hut,
``p`` palm, a digit 0 to 5 a statue facing that direction, ``.`` nothing. ``r`` counts
lines from 0 at the top; ``q`` counts along a row, the smallest ``q`` being 0.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Collection

from games.tobago.island.hexgrid import Hex
from games.tobago.island.island import Island, IslandError, Landmark, LandmarkKind, Terrain

TERRAIN_LETTERS: dict[str, Terrain] = {
    "J": Terrain.JUNGLE,
    "M": Terrain.MOUNTAIN,
    "B": Terrain.BEACH,
    "S": Terrain.SCRUBLAND,
    "R": Terrain.RIVER,
    "L": Terrain.LAKE,
}
LETTERS: dict[Terrain, str] = {terrain: letter for letter, terrain in TERRAIN_LETTERS.items()}


def island_from_text(terrain: str, landmarks: str = "") -> Island:
    """The island drawn by ``terrain`` letters, with the ``landmarks`` picture if given."""
    cells = _cells(terrain)
    if not cells:
        raise IslandError("the island picture has no hexes")
    shift = min(col - row for row, col in cells)
    if any((col - row - shift) % 2 for row, col in cells):
        raise IslandError("hex letters must sit two columns apart, each row half a hex along")

    def hex_at(row: int, col: int) -> Hex:
        return ((col - row - shift) // 2, row)

    land: dict[Hex, Terrain] = {}
    for (row, col), letter in cells.items():
        if letter not in TERRAIN_LETTERS:
            raise IslandError(f"{letter!r} at line {row + 1} is not a terrain letter (JMBSRL)")
        land[hex_at(row, col)] = TERRAIN_LETTERS[letter]
    marks = [_landmark(hex_at(*spot), mark) for spot, mark in _cells(landmarks).items()]
    return Island(land, tuple(m for m in marks if m is not None))


def island_to_text(island: Island) -> str:
    """The terrain picture of ``island`` (landmarks left out)."""
    return draw(island, lambda hex_: LETTERS[island.terrain[hex_]])


def landmarks_to_text(island: Island) -> str:
    """The landmark picture of ``island``, the same shape as its terrain picture."""
    marks = {m.hex: m for m in island.landmarks}

    def symbol(hex_: Hex) -> str:
        mark = marks.get(hex_)
        if mark is None:
            return "."
        return str(mark.facing) if mark.kind == LandmarkKind.STATUE else mark.kind[0]

    return draw(island, symbol)


def hexes_to_text(island: Island, hexes: Collection[Hex]) -> str:
    """The island's shape with ``#`` on ``hexes`` and ``.`` on every other hex."""
    chosen = set(hexes)
    return draw(island, lambda hex_: "#" if hex_ in chosen else ".")


def draw(island: Island, symbol: Callable[[Hex], str]) -> str:
    """The island's shape with one character per hex, chosen by ``symbol(hex)``."""
    top = min(r for _, r in island.terrain)
    left = min(2 * q + r for q, r in island.terrain)
    rows: dict[int, list[str]] = {}
    for q, r in island.hexes:
        row = rows.setdefault(r - top, [])
        col = 2 * q + r - left
        row.extend(" " * (col - len(row)))
        row.append(symbol((q, r)))
    return "\n".join("".join(rows[i]) for i in sorted(rows)) + "\n"


def _cells(picture: str) -> dict[tuple[int, int], str]:
    lines = textwrap.dedent(picture).strip("\n").splitlines()
    return {
        (row, col): char
        for row, line in enumerate(lines)
        for col, char in enumerate(line)
        if not char.isspace() and char != "~"
    }


def _landmark(hex_: Hex, mark: str) -> Landmark | None:
    if mark == ".":
        return None
    if mark in "012345":
        return Landmark(LandmarkKind.STATUE, hex_, int(mark))
    kinds = {"h": LandmarkKind.HUT, "p": LandmarkKind.PALM}
    if mark not in kinds:
        raise IslandError(f"{mark!r} at {hex_} is not a landmark: h, p, 0 to 5 or .")
    return Landmark(kinds[mark], hex_)
