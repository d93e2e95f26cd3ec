"""The island drawn small for the OLED: a dot per hex, the focus, the biggest islands."""

from __future__ import annotations

from tobago_positions import BAY

from games.tobago.views.minimap import Look, frame, island_map


def test_the_island_is_a_dot_per_hex_with_lit_and_crossed_cells() -> None:
    looks = {(2, 0): Look.SOLID, (1, 2): Look.CROSS}
    art = island_map(BAY, looks, x=1, y=1)
    assert (art.x, art.y) == (0, 0)
    assert art.rows == (
        "                       ",
        "     ###               ",
        "     ###  #   #        ",
        "     ###               ",
        "                       ",
        "                       ",
        "    #   #       #   #  ",
        "                       ",
        "                       ",
        "     # #               ",
        "  #   #   #   #   #    ",
        "     # #               ",
        "                       ",
    )


def test_the_focus_fills_the_gaps_round_its_hex() -> None:
    art = island_map(BAY, focus=(0, 2), x=1, y=1)
    assert art.rows[8:] == (
        "#####                  ",
        "#####                  ",
        "##### #   #   #   #    ",
        "#####                  ",
        "#####                  ",
    )


def test_the_biggest_islands_fit_beside_a_panel() -> None:
    from games.tobago.settings import read_island

    for name in ("seed-07", "seed-21", "seed-42"):
        box = frame(read_island(name), 1, 1)
        assert box.height <= 60 and box.width <= 60, name
