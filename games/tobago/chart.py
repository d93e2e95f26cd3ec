"""The table's chart of Tobago (for the table companion): the whole island with its
terrain, landmarks, statue facings and the amulets lying on it, and each of the four
maps' clues, candidates and markers, which is how a table finds them on the board.

Hexes are sent as axial ``[q, r]`` with their board names ("C4"); the page lays them out
pointy-top, as the OLED does (:mod:`games.tobago.island.hexgrid`).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from games.effects import Chart
from games.screen import T, Text, plural
from games.seats.colours import seat_name
from games.tobago.clues.clue import Target
from games.tobago.island.island import Island, LandmarkKind, Terrain
from games.tobago.state import MAPS, Phase, TobagoState
from games.tobago.treasure.maps import PlayedClue, RemovedMarker
from games.tobago.words import clue_rows, menu_name

#: The phases in which the box is on one map: the page shows that one first.
MAP_PHASES = frozenset({Phase.VERDICT, Phase.MAP_VIEW, Phase.MARKER_PICK, Phase.REFUSED})


def chart_for(state: TobagoState) -> Chart:
    """The chart now: the island, then each map."""
    return Chart("tobago", partial(_drawn, state))


def _drawn(state: TobagoState) -> tuple[dict[str, Any], dict[str, Text]]:
    labels: dict[str, Text] = {str(t): menu_name(Target(str(t))) for t in Terrain}
    labels.update({str(k): menu_name(Target(str(k))) for k in LandmarkKind})
    labels["amulet"] = T("Amulet")
    maps = [_map(state, number, labels) for number in range(1, MAPS + 1)]
    data = {
        **island_data(state.island, state.names.name),
        "amulets": [list(spot) for spot in state.amulets.lying],
        "maps": maps,
        "focus": _focus(state),
        "markers": state.rules.markers,
    }
    return data, labels


def island_data(island: Island, name: Any) -> dict[str, Any]:
    """The island's hexes (``[q, r, terrain, name]``) and landmarks (kept for the same
    island: it changes only when the statues turn, and the chart is made on every key)."""
    if _ISLAND[0] is not island:
        _ISLAND[:] = [island, _island_data(island, name)]
    return dict(_ISLAND[1])


_ISLAND: list[Any] = [None, {}]  # the last island charted and its part of the chart


def _island_data(island: Island, name: Any) -> dict[str, Any]:
    return {
        "hexes": [[q, r, str(island.terrain[(q, r)]), name((q, r))] for q, r in island.hexes],
        "landmarks": [
            {"kind": str(mark.kind), "at": list(mark.hex), "facing": mark.facing}
            for mark in island.landmarks
        ],
    }


def _map(state: TobagoState, number: int, labels: dict[str, Text]) -> dict[str, Any]:
    """One map: its steps as label keys, its candidates and whether markers are on."""
    sheet = state.sheet(number)
    candidates = state.engine.hexes_of(sheet.treasure.candidates)
    labels[f"map{number}"] = plural(
        "Map {map}: {n} candidate", "Map {map}: {n} candidates", sheet.count, map=number
    )
    steps = []
    for index, step in enumerate(sheet.steps, 1):
        key = f"map{number}-{index}"
        if isinstance(step, PlayedClue):
            relation, target = clue_rows(step.clue)
            labels[key] = T(
                "{seat}: {relation}", seat=seat_name(state.colours, step.player), relation=relation
            )
            labels[key + "t"] = target
        elif isinstance(step, RemovedMarker):
            labels[key] = T("Marker taken away: {hex}", hex=state.names.name(step.spot))
        steps.append(key)
    if sheet.is_located:
        labels[f"map{number}-where"] = T("Treasure at {hex}!", hex=state.names.name(candidates[0]))
    elif not steps:
        labels[f"map{number}-where"] = T("No clue yet.")
    elif sheet.count <= state.rules.markers:
        names = " ".join(state.names.names(candidates))
        labels[f"map{number}-where"] = T("Markers: {names}", names=names)
    return {
        "steps": steps,
        "candidates": [list(spot) for spot in candidates],
        "markers": sheet.count <= state.rules.markers,
        "located": sheet.is_located,
    }


def _focus(state: TobagoState) -> int | None:
    """The map the box is on now, if it is on one."""
    if state.draft is not None and state.draft.map_number is not None:
        return state.draft.map_number
    if state.split is not None:
        return state.split.map_number
    if state.phase in MAP_PHASES:
        return state.shown.map_number
    return None
