"""The setup screens: how many play, the island row by row, the landmarks hex by hex."""

from __future__ import annotations

from collections.abc import Callable

from games.screen import N, Screen, Shape, T, Text
from games.tobago.minimap import Look
from games.tobago.setup_flow import landmark_order, terrain_pages
from games.tobago.state import Phase, TobagoState
from games.tobago.views import arrow, island_beside, panel_left, words
from games.tobago.words import facing_text, landmark_place, terrain_run


def players_screen(state: TobagoState) -> Screen:
    """How many play."""
    return words(
        T("Tobago: a new game"),
        T("How many players?"),
        T("Press 2, 3 or 4"),
        N("AIR: {n} player", "AIR: {n} players", state.players),
    )


def terrain_screen(state: TobagoState) -> Screen:
    """The generated island, row by row from the top, so the table can build it."""
    pages = terrain_pages(state.island)
    if state.page == 0:
        return words(
            N("A new island of {n} hex", "A new island of {n} hexes", len(state.island.hexes)),
            T("Build it row by row,"),
            T("each row from the left."),
            T("AIR: first row"),
            T("UP: skip to landmarks"),
        )
    row, runs = pages[state.page - 1]
    hexes = state.names.rows[row]
    continued = state.page > 1 and pages[state.page - 2][0] == row
    heading = "Row {row} of {rows}, more" if continued else "Row {row} of {rows}"
    title = T(heading, row=state.names.row_letter(row), rows=len(state.names.rows))
    panel = [title, *(terrain_run(land, count) for land, count in runs)]
    looks = {hex_: Look.SOLID for hex_ in hexes}
    keys = (T("AIR: next"), T("CLEAR: back"))
    return island_beside(state.island, looks, panel, keys=keys)


def landmarks_screen(state: TobagoState) -> Screen:
    """Where each landmark goes, one at a time, and which way each statue faces."""
    order = landmark_order(state.island)
    if state.page == 0:
        counts = {kind: 0 for kind in ("hut", "palm", "statue")}
        for mark in order:
            counts[mark.kind] += 1
        return words(
            T("Place the landmarks"),
            T(
                "{huts} huts, {palms} palm trees, {statues} statues",
                huts=counts["hut"],
                palms=counts["palm"],
                statues=counts["statue"],
            ),
            T("one at a time."),
            T("AIR: first landmark"),
            T("CLEAR: back"),
        )
    mark = order[state.page - 1]
    same = [m for m in order if m.kind == mark.kind]
    place = landmark_place(mark.kind, same.index(mark) + 1, len(same))
    where = T("at {hex}", hex=state.names.name(mark.hex))
    looks = {m.hex: Look.SOLID for m in order[: state.page - 1]}
    panel = [place, where]
    extra: list[Shape] = []
    said: list[Text] = []
    if mark.facing is not None:
        said.append(facing_text(mark.facing))
        extra += arrow(mark.facing, panel_left(state.island) + 24, 31)
    keys = (T("AIR: next"), T("CLEAR: back"))
    return island_beside(
        state.island, looks, panel, focus=mark.hex, extra=extra, said=said, keys=keys
    )


SETUP_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.SETUP_PLAYERS: players_screen,
    Phase.SETUP_TERRAIN: terrain_screen,
    Phase.SETUP_LANDMARKS: landmarks_screen,
}
