"""The setup screens: how many play, the island row by row, the landmarks hex by hex."""

from __future__ import annotations

from collections.abc import Callable

from games.screen import Screen, T, Text, mark, plural
from games.seats.colours import MOST_SEATS, colours_screen
from games.tobago.flows.landmarks import ORDER, next_kind
from games.tobago.flows.setup import landmark_order, terrain_pages
from games.tobago.island.island import Landmark
from games.tobago.state import Phase, TobagoState
from games.tobago.views.map_view import MapLook, hex_of, map_screen, spot_of
from games.tobago.views.minimap import Look
from games.tobago.views.parts import island_beside, words
from games.tobago.words import (
    facing_short,
    facing_text,
    landmark_at,
    landmark_place,
    landmark_short,
    terrain_run,
)


def players_screen(state: TobagoState) -> Screen:
    """How many play."""
    return words(
        T("Tobago: a new game"),
        T("How many players?"),
        T("Press 2, 3 or 4"),
        plural("AIR: {n} player", "AIR: {n} players", state.players),
        T("UP: seat colours"),
    )


def terrain_screen(state: TobagoState) -> Screen:
    """The generated island, row by row from the top, so the table can build it."""
    pages = terrain_pages(state.island)
    if state.page == 0:
        return words(
            plural("A new island of {n} hex", "A new island of {n} hexes", len(state.island.hexes)),
            T("Build it row by row,"),
            T("each row from the left."),
            T("AIR: first row"),
            T("UP: skip to landmarks"),
        )
    row, runs = pages[state.page - 1]
    hexes = state.names.rows[row]
    continued = state.page > 1 and pages[state.page - 2][0] == row
    heading = mark("Row {row} of {rows}, more") if continued else mark("Row {row} of {rows}")
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
            T("AIR: where the box says"),
            T("2: we place, then show"),
            T("CLEAR: back"),
        )
    mark = order[state.page - 1]
    same = [m for m in order if m.kind == mark.kind]
    number = same.index(mark) + 1
    place = landmark_place(mark.kind, number, len(same))
    where = T("at {hex}", hex=state.names.name(mark.hex))
    said = [place, where] + ([facing_text(mark.facing)] if mark.facing is not None else [])
    keys = [T("AIR: next"), T("CLEAR: back")]
    # The panel says what to do: the landmark and its hex, and a statue's facing (the
    # "AIR: next" of the other landmarks gives way to it).
    at = landmark_at(mark.kind, state.names.name(mark.hex))
    panel = [at, facing_short(mark.facing) if mark.facing is not None else keys[0]]
    if state.spot is None:  # the cursor blinks round the landmark
        look, spot = MapLook(blink_on=state.blink_on), spot_of(mark.hex)
    else:  # looking around: the landmark's hex blinks, the cursor is where the keys moved
        look = MapLook(frozenset({mark.hex}), blink_on=state.blink_on)
        spot = state.spot
        said.append(_looking_at(state, spot))
    lines = [*said, *keys, T("Direction keys: look around")]
    return map_screen(state.island, spot, lines, panel, look)


def _looking_at(state: TobagoState, spot: tuple[int, int]) -> Text:
    hex_ = hex_of(spot)
    if hex_ not in state.island.terrain:
        return T("Looking at the sea")
    return T("Looking at {hex}", hex=state.names.name(hex_))


def point_screen(state: TobagoState) -> Screen:
    """The table points out where it put the next landmark (and a statue's facing)."""
    kind = next_kind(state)
    same = [k for k in ORDER if k is kind]
    number = len([m for m in state.pointed if m.kind is kind]) + 1
    place, short = landmark_place(kind, number, len(same)), landmark_short(kind, number, len(same))
    spot = state.spot or spot_of(state.island.hexes[0])
    marks = list(state.pointed)
    if state.facing is not None:
        marks.append(Landmark(kind, hex_of(spot), state.facing))
        lines = [
            place,
            facing_text(state.facing),
            T("UP: turn it"),
            T("AIR: yes"),
            T("CLEAR: back"),
        ]
        at = landmark_at(kind, state.names.name(hex_of(spot)))
        panel = [at, facing_short(state.facing), T("UP: turn")]
    else:
        lines = [place, _looking_at(state, spot), T("AIR: it is here"), T("CLEAR: back")]
        lines.append(T("Direction keys: move"))
        panel = [short, T("AIR: here")]
    island = state.island.with_landmarks(marks)
    return map_screen(island, spot, lines, panel, MapLook(blink_on=state.blink_on))


SETUP_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.SETUP_PLAYERS: players_screen,
    Phase.SETUP_COLOURS: lambda state: colours_screen(state.colours, MOST_SEATS, T("AIR: done")),
    Phase.SETUP_TERRAIN: terrain_screen,
    Phase.SETUP_LANDMARKS: landmarks_screen,
    Phase.SETUP_POINT: point_screen,
}
