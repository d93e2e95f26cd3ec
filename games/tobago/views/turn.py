"""The screens of a turn: the turn itself, the maps, amulets, raising a treasure.

Hexes are named by row letter and count from the left (see
:mod:`games.tobago.island.hexnames`).
"""

from __future__ import annotations

from collections.abc import Callable

from games.screen import Screen, T, Text, mark, plural
from games.seats.colours import seat_name
from games.tobago.flows.turn import amulet_pages
from games.tobago.state import Action, Phase, TobagoState
from games.tobago.views.clue import (
    marker_page_count,
    markers_page,
    names_page_count,
    names_pages,
)
from games.tobago.views.minimap import Look
from games.tobago.views.parts import island_beside, island_words, words
from games.tobago.words import clue_rows


def map_counts(state: TobagoState) -> Text:
    """The candidates left on each map."""
    counts = "/".join(str(sheet.count) for sheet in state.maps)
    return T("Maps {counts}", counts=counts)


def turn_screen(state: TobagoState) -> Screen:
    """Whose turn it is, the maps, and the keys of a turn: before the turn's action,
    after it, or during an amulet's move."""
    player = state.turn
    if state.extra_move:
        return words(
            T("{seat}: amulet move, 3 steps", seat=seat_name(state.colours, player)),
            T("no amulet pick-up on it."),
            T("AIR: the move is done"),
            T("$: raise  UP: amulets"),
            T("N-S gold: see the maps"),
        )
    if state.acted is None:
        # Five rows is what a Japanese screen holds: the pass, when it is offered,
        # takes the counts' row (N-S gold shows them).
        may_pass = state.amulets.held.get(player, 0) < 1
        return words(
            T("{seat}'s turn", seat=seat_name(state.colours, player)),
            *([] if may_pass else [map_counts(state)]),
            T("1-4: clue  AIR: moved"),
            T("$: raise  UP: amulets"),
            T("N-S gold: see the maps"),
            *([T("CLEAR: pass, new hand")] if may_pass else []),
        )
    if state.acted is Action.PASS:
        return words(
            T("{seat} passes and", seat=seat_name(state.colours, player)),
            T("swaps the whole hand."),
            T("AIR: end the turn"),
            T("CLEAR: take it back"),
        )
    done = {
        Action.CLUE: mark("{seat}: clue played"),
        Action.MOVE: mark("{seat}: ATV moved"),
    }
    return words(
        T(done[state.acted], seat=seat_name(state.colours, player)),
        map_counts(state),
        T("AIR: end the turn"),
        T("$: raise  UP: amulets"),
        T("N-S gold: see the maps"),
    )


def maps_screen(state: TobagoState) -> Screen:
    """The four maps at a glance."""
    lines = []
    for number, sheet in enumerate(state.maps, 1):
        if sheet.is_located:
            spot = state.engine.hexes_of(sheet.treasure.candidates)[0]
            lines.append(T("Map {map}: treasure at {hex}", map=number, hex=state.names.name(spot)))
        else:
            lines.append(
                plural(
                    "Map {map}: {n} candidate", "Map {map}: {n} candidates", sheet.count, map=number
                )
            )
    return words(*lines, T("1-4: see it  CLEAR: back"))


def map_view_screen(state: TobagoState) -> Screen:
    """One map: its markers on the map a few at a time, their names, its clues (UP for
    the next page)."""
    maps, names, clues = _map_pages(state)
    page = state.shown.page % (maps + names + len(clues))
    if page >= maps + names:
        return clues[page - maps - names]
    if page >= maps:
        return names_pages(state, T("UP: more  CLEAR: back"))[page - maps]
    number = state.shown.map_number
    before = state.sheet(number).treasure.candidates
    return markers_page(state, number, before, (T("UP: more"), T("CLEAR: back")), page)


def _map_pages(state: TobagoState) -> tuple[int, int, list[Screen]]:
    """How many pages of markers on the map come first, how many of their names next,
    and the pages of the map's clues after them."""
    number = state.shown.map_number
    sheet = state.sheet(number)
    keys = T("UP: more  CLEAR: back")
    played = list(zip(sheet.players, sheet.treasure.clues, strict=True))
    clue_pages = [
        words(
            T("Map {map} clue {page}/{pages}", map=number, page=i + 1, pages=len(played)),
            T(
                "{seat}: {relation}",
                seat=seat_name(state.colours, player),
                relation=clue_rows(clue)[0],
            ),
            clue_rows(clue)[1],
            keys,
        )
        for i, (player, clue) in enumerate(played)
    ] or [words(T("Map {map}", map=number), T("No clue yet."), keys)]
    if sheet.count > state.rules.markers:
        count = plural(
            "{n} candidate: no markers yet", "{n} candidates: no markers yet", sheet.count
        )
        return 0, 0, [words(T("Map {map}", map=number), count, keys), *clue_pages]
    maps = marker_page_count(state, number, sheet.treasure.candidates)
    return maps, names_page_count(state), clue_pages


AMULETS_PER_ROW = 4


def amulets_screen(state: TobagoState) -> Screen:
    """Where the amulets lie (a page of them, numbered on the page; the island picture
    after the last page), who holds how many, and the keys to take or use one."""
    pages = amulet_pages(state)
    lying = state.amulets.lying
    held = " ".join(str(n) for _, n in sorted(state.amulets.held.items()))
    page = state.shown.page % (pages.count + 1)
    if page == pages.count:
        looks = {spot: Look.SOLID for spot in lying}
        panel = [plural("{n} amulet lies", "{n} amulets lie", len(lying)), T("UP: list")]
        where = " ".join(state.names.names(lying)) or "-"
        return island_beside(
            state.island, looks, panel, said=(T("Amulets at {where}", where=where),)
        )
    shown = pages.on(page)
    numbered = [f"{i}:{state.names.name(spot)}" for i, spot in enumerate(shown, 1)]
    rows = [
        T("{amulets}", amulets=" ".join(numbered[i : i + AMULETS_PER_ROW]))
        for i in range(0, len(numbered), AMULETS_PER_ROW)
    ] or [T("No amulet lies on the island.")]
    mark = f"{page + 1}/{pages.count + 1}"
    pick = T("1-{n}: pick up, $: use", n=len(shown)) if shown else T("$: use one")
    lines = [T("Amulets {mark}, held {held}", mark=mark, held=held), *rows, pick]
    looks = {spot: Look.SOLID for spot in shown}
    return island_words(state.island, looks, [*lines, T("UP: more  CLEAR: back")])


def amulet_use_screen(state: TobagoState) -> Screen:
    """The four powers of an amulet."""
    return words(
        T("{seat} uses an amulet:", seat=seat_name(state.colours, state.turn)),
        T("1: extra clue"),
        T("2: take away a marker"),
        T("3: move 3  4: new hand"),
        T("CLEAR: back"),
    )


def marker_map_screen(state: TobagoState) -> Screen:
    """Which map to take a marker from."""
    return words(
        T("Amulet: take away a marker"),
        map_counts(state),
        T("From which map? 1 to 4"),
        T("CLEAR: back"),
    )


def marker_pick_screen(state: TobagoState) -> Screen:
    """The markers of a map with one chosen; UP moves on, AIR takes it away."""
    number = state.shown.map_number
    hexes = state.engine.hexes_of(state.sheet(number).treasure.candidates)
    spot = hexes[state.shown.cursor % len(hexes)]
    looks = {h: Look.SOLID for h in hexes}
    mark = f"{state.shown.cursor % len(hexes) + 1}/{len(hexes)}"
    panel = [
        T("Map {map}: {mark}", map=number, mark=mark),
        T("Marker {hex}?", hex=state.names.name(spot)),
        T("UP: next"),
        T("AIR: take away"),
        T("CLEAR: back"),
    ]
    return island_beside(state.island, looks, panel, focus=spot)


def raise_map_screen(state: TobagoState) -> Screen:
    """Which located treasure is raised."""
    located = ", ".join(str(n) for n, sheet in enumerate(state.maps, 1) if sheet.is_located)
    return words(
        T("Raise a treasure"),
        T("Located on map {maps}", maps=located),
        T("Which map?"),
        T("CLEAR: back"),
    )


def raise_who_screen(state: TobagoState) -> Screen:
    """The player whose turn it is raises it: their digit says so."""
    number = state.shown.map_number
    spot = state.engine.hexes_of(state.sheet(number).treasure.candidates)[0]
    lines = [
        T("Map {map}: treasure at {hex}", map=number, hex=state.names.name(spot)),
        T("{seat}'s ATV raises it:", seat=seat_name(state.colours, state.turn)),
        T("press {player} (ends the turn)", player=state.turn),
        T("CLEAR: back"),
    ]
    return island_words(state.island, {}, lines, focus=spot)


TURN_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.TURN: turn_screen,
    Phase.MAPS: maps_screen,
    Phase.MAP_VIEW: map_view_screen,
    Phase.AMULETS: amulets_screen,
    Phase.AMULET_USE: amulet_use_screen,
    Phase.MARKER_MAP: marker_map_screen,
    Phase.MARKER_PICK: marker_pick_screen,
    Phase.RAISE_MAP: raise_map_screen,
    Phase.RAISE_WHO: raise_who_screen,
}


def map_view_markers_on_show(state: TobagoState) -> bool:
    """Whether a map's view shows its markers on the map (its first pages)."""
    if state.phase is not Phase.MAP_VIEW:
        return False
    maps, names, clues = _map_pages(state)
    return state.shown.page % (maps + names + len(clues)) < maps
