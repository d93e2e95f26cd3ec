"""One hex as pixel art: the take-away cross shows the same over every terrain and icon."""

from __future__ import annotations

from games.tobago.island.island import LandmarkKind
from games.tobago.settings import read_island
from games.tobago.views.hex_art import CELL_HEIGHT, CELL_WIDTH, inside, paint_hex


def cell(island, hex_, *, crossed: bool) -> list[str]:
    grid = [[False] * CELL_WIDTH for _ in range(CELL_HEIGHT)]
    paint_hex(grid, 0, 0, island, hex_, crossed=crossed)
    return ["".join("#" if lit else "." for lit in row) for row in grid]


def test_the_take_away_cross_is_the_same_clear_x_over_every_terrain_and_landmark() -> None:
    island = read_island("seed-07")
    one_of_each = {island.terrain[h]: h for h in island.hexes}
    one_of_each |= {m.kind: m.hex for m in island.landmarks}
    assert set(one_of_each) >= {LandmarkKind.HUT, LandmarkKind.PALM, LandmarkKind.STATUE}
    crossed = {kind: cell(island, hex_, crossed=True) for kind, hex_ in one_of_each.items()}
    assert len({tuple(drawn) for drawn in crossed.values()}) == 1  # nothing shows through
    drawn = next(iter(crossed.values()))
    lit = {(x, y) for x, y in inside() if drawn[y][x] == "#"}
    centre = (6, 6)
    assert centre in lit and len(lit) == 13  # two diagonals of 7 meeting in the middle
    for x, y in lit - {centre}:  # each stroke pixel is alone on its row but for its twin
        assert drawn[y][x - 1] == "." or drawn[y][x + 1] == "."
    for kind, hex_ in one_of_each.items():
        assert cell(island, hex_, crossed=False) != drawn, kind  # the other blink differs
