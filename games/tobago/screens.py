"""What the OLED shows in each phase of the game, built from the state.

Every builder returns a :class:`games.screen.Screen` whose ``lines`` say in words what
is on show and what each key does now. Hexes are named by row letter and count from the
left (see :mod:`games.tobago.hexnames`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.screen import WIDTH, Label, N, Screen, Shape, T, Text
from games.tobago.clue_flow import RELATION_KEYS, TARGET_KEYS
from games.tobago.clues import Clue
from games.tobago.engine import Verdict
from games.tobago.minimap import Look
from games.tobago.setup_flow import landmark_order, terrain_pages
from games.tobago.split_screens import SPLIT_SCREENS
from games.tobago.state import MAPS, Phase, Purpose, Step, TobagoState
from games.tobago.views import arrow, choice, island_beside, menu, name_lines, panel_left, words
from games.tobago.words import (
    RELATION_NAMES,
    clue_text,
    facing_text,
    landmark_place,
    relation_text,
    target_text,
    terrain_run,
    verdict_reason,
)

TARGET_NAMES = {
    "jungle": "jungle",
    "mountain": "mountain",
    "beach": "beach",
    "scrubland": "scrubland",
    "river": "river",
    "lake": "lake",
    "sea": "sea",
    "hut": "hut",
    "palm": "palm tree",
    "statue": "statue",
}

# Setting up.


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
    title = T("Row {row} of {rows}", row=state.names.row_letter(row), rows=len(state.names.rows))
    panel = [title, *(terrain_run(land, count) for land, count in runs)]
    looks = {hex_: Look.SOLID for hex_ in hexes}
    return island_beside(state.island, looks, panel, said=(T("AIR: next  CLEAR: back"),))


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


# The turn.


def map_counts(state: TobagoState) -> Text:
    """The candidates left on each map."""
    counts = " / ".join(str(sheet.count) for sheet in state.maps)
    return T("Candidates {counts}", counts=counts)


def turn_screen(state: TobagoState) -> Screen:
    """Whose turn it is, the maps, and the keys of a turn."""
    return words(
        T("Player {player}'s turn", player=state.turn),
        map_counts(state),
        T("1-4: clue  AIR: moved"),
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
                N("Map {map}: {n} candidate", "Map {map}: {n} candidates", sheet.count, map=number)
            )
    return words(*lines, T("1-4: see it  CLEAR: back"))


def map_view_screen(state: TobagoState) -> Screen:
    """One map: its markers, their names, its clues (UP for the next page)."""
    pages = _map_pages(state)
    return pages[state.shown.page % len(pages)]


def _map_pages(state: TobagoState) -> list[Screen]:
    number = state.shown.map_number
    sheet = state.sheet(number)
    keys = T("UP: more  CLEAR: back")
    marker_keys = (T("UP: more"), T("CLEAR: back"))
    clues = [
        T("{player}: {clue}", player=player, clue=clue_text(clue))
        for player, clue in zip(sheet.players, sheet.treasure.clues, strict=True)
    ] or [T("No clue yet.")]
    clue_page = words(T("Map {map} clues, top first", map=number), *clues[-3:], keys)
    if sheet.count > state.rules.markers:
        count = N("{n} candidate: no markers yet", "{n} candidates: no markers yet", sheet.count)
        return [words(T("Map {map}", map=number), count, keys), clue_page]
    return [
        markers_screen(state, number, sheet.treasure.candidates, marker_keys),
        names_screen(state, keys),
        clue_page,
    ]


def markers_screen(state: TobagoState, number: int, before: int, keys: Sequence[Text]) -> Screen:
    """The island with a map's markers lit and those to take away crossed."""
    sheet = state.sheet(number)
    after = sheet.treasure.candidates
    hexes = state.engine.hexes_of(after)
    gone = (
        state.engine.hexes_of(before & ~after) if before.bit_count() <= state.rules.markers else []
    )
    looks = {h: Look.SOLID for h in hexes} | {h: Look.CROSS for h in gone}
    panel = [T("Map {map}", map=number)]
    if sheet.is_located:
        panel.append(T("Treasure at {hex}!", hex=state.names.name(hexes[0])))
    else:
        panel.append(N("{n} marker", "{n} markers", len(hexes)))
    if gone:
        panel.append(N("take {n} away (x)", "take {n} away (x)", len(gone)))
    elif before.bit_count() > state.rules.markers:
        panel.append(T("place them all"))
    said = [T("Markers: {names}", names=" ".join(state.names.names(hexes)))]
    if gone:
        said.append(T("Take away: {names}", names=" ".join(state.names.names(gone))))
    return island_beside(state.island, looks, panel, said=said, keys=keys)


def names_screen(state: TobagoState, keys: Text) -> Screen:
    """The names of the markers (and those to take away), in words."""
    sheet = state.sheet(state.shown.map_number)
    before, after = state.shown.before, sheet.treasure.candidates
    hexes = state.names.names(state.engine.hexes_of(after))
    gone = (
        state.names.names(state.engine.hexes_of(before & ~after))
        if before.bit_count() <= state.rules.markers
        else []
    )
    lines: list[Text] = [T("Markers on map {map}:", map=state.shown.map_number)]
    lines += [T("{names}", names=line) for line in name_lines(hexes)][:2]
    if gone:
        lines.append(T("Take away: {names}", names=" ".join(gone)))
    return words(*lines, keys)


# Keying in a clue.


def clue_screen(state: TobagoState) -> Screen:
    """The step of the clue being keyed in."""
    draft = state.draft
    assert draft is not None
    return CLUE_STEPS[draft.step](state)


def _whose(state: TobagoState) -> Text:
    draft = state.draft
    assert draft is not None
    if draft.map_number is None:
        return T("Player {player}: extra clue", player=draft.player)
    if draft.player is None:
        return T("Map {map}: starting clue", map=draft.map_number)
    return T("Map {map}, player {player}", map=draft.map_number, player=draft.player)


def _player_step(state: TobagoState) -> Screen:
    return words(
        _whose(state),
        T("Who places it?"),
        T("Press 1 to {players}", players=state.players),
        T("CLEAR: back"),
    )


def _map_step(state: TobagoState) -> Screen:
    return words(_whose(state), T("On which map?"), T("Press 1 to 4"), T("CLEAR: back"))


def _relation_step(state: TobagoState) -> Screen:
    title, back = _whose(state), T("CLEAR: back")
    items = [choice(key, relation_text(relation)) for key, relation in RELATION_KEYS.items()]
    shapes: list[Shape] = [Label(0, -1, title), Label(WIDTH - 1, 8, back, align="right")]
    shapes += [Label(0, 8 + 9 * i, item) for i, item in enumerate(items)]
    return Screen((title, *items, back), tuple(shapes))


def _target_step(state: TobagoState) -> Screen:
    draft = state.draft
    assert draft is not None and draft.relation is not None
    title = T(
        "Map {map}: {relation} ...",
        map=draft.map_number,
        relation=T(RELATION_NAMES[draft.relation]),
    )
    items = [choice(key, T(TARGET_NAMES[target])) for key, target in TARGET_KEYS.items()]
    return menu(title, items, rows=5)


def _confirm_step(state: TobagoState) -> Screen:
    draft = state.draft
    assert draft is not None and draft.relation is not None and draft.target is not None
    clue = Clue(draft.relation, draft.target)
    lines = [_whose(state), clue_text(clue)]
    if draft.target.terrain is not None:
        if draft.target.is_largest:
            lines.append(T("$: any {terrain}", terrain=T(TARGET_NAMES[str(draft.target.terrain)])))
        else:
            lines.append(
                T("$: the largest {terrain}", terrain=T(TARGET_NAMES[str(draft.target.terrain)]))
            )
    return words(*lines, T("AIR: play it"), T("CLEAR: back"))


CLUE_STEPS: dict[Step, Callable[[TobagoState], Screen]] = {
    Step.PLAYER: _player_step,
    Step.MAP: _map_step,
    Step.RELATION: _relation_step,
    Step.TARGET: _target_step,
    Step.CONFIRM: _confirm_step,
}


def refused_screen(state: TobagoState) -> Screen:
    """A refused clue: the clue, the reason, nothing changed."""
    draft = state.draft
    assert draft is not None and draft.relation is not None and draft.target is not None
    clue = Clue(draft.relation, draft.target)
    sheet = state.sheet(draft.map_number or 1)
    reason = verdict_reason(Verdict(clue, False, sheet.treasure.candidates, state.shown.refusal))
    cancel = (
        T("CLEAR: cancel")
        if draft.purpose in (Purpose.TURN, Purpose.EXTRA)
        else T("CLEAR: another clue")
    )
    return words(
        T("Refused: {clue}", clue=clue_text(clue)),
        reason,
        T("Nothing changed."),
        T("AIR: another clue"),
        cancel,
    )


def verdict_screen(state: TobagoState) -> Screen:
    """An accepted clue (or a marker taken away): the candidates and the markers."""
    number = state.shown.map_number
    sheet = state.sheet(number)
    keys = (T("UP: names"), T("AIR: go on"))
    if sheet.count > state.rules.markers:
        return words(
            T("Map {map}: accepted", map=number),
            N("{n} candidate is left,", "{n} candidates are left,", sheet.count),
            N("too many for the {n} marker.", "too many for the {n} markers.", state.rules.markers),
            T("AIR: go on"),
        )
    if state.shown.page:
        return names_screen(state, T("UP: map  AIR: go on"))
    return markers_screen(state, number, state.shown.before, keys)


def amulets_screen(state: TobagoState) -> Screen:
    """Where the amulets lie, who holds how many, and the keys to take or use one."""
    lying = state.amulets.lying
    where = " ".join(f"{i}:{state.names.name(spot)}" for i, spot in enumerate(lying, 1)) or "-"
    held = " ".join(f"P{p}:{n}" for p, n in sorted(state.amulets.held.items()))
    if state.shown.page % 2:
        looks = {spot: Look.SOLID for spot in lying}
        panel = [N("{n} amulet lies", "{n} amulets lie", len(lying)), T("UP: list")]
        return island_beside(
            state.island, looks, panel, said=(T("Amulets at {where}", where=where),)
        )
    return words(
        T("Amulets at {where}", where=where),
        T("Held: {held}", held=held),
        T("1-9: P{player} picks one up", player=state.turn),
        T("$: P{player} uses one", player=state.turn),
        T("UP: map  CLEAR: back"),
    )


def amulet_use_screen(state: TobagoState) -> Screen:
    """The four powers of an amulet."""
    return words(
        T("Player {player} uses an amulet:", player=state.turn),
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
    panel = [
        T("Map {map}", map=number),
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
    """Who raises it."""
    number = state.shown.map_number
    spot = state.engine.hexes_of(state.sheet(number).treasure.candidates)[0]
    return words(
        T("Map {map}: treasure at {hex}", map=number, hex=state.names.name(spot)),
        T("Whose ATV raises it?"),
        T("Press 1 to {players}", players=state.players),
        T("CLEAR: back"),
    )


SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.SETUP_PLAYERS: players_screen,
    Phase.SETUP_TERRAIN: terrain_screen,
    Phase.SETUP_LANDMARKS: landmarks_screen,
    Phase.TURN: turn_screen,
    Phase.CLUE: clue_screen,
    Phase.REFUSED: refused_screen,
    Phase.VERDICT: verdict_screen,
    Phase.MAPS: maps_screen,
    Phase.MAP_VIEW: map_view_screen,
    Phase.AMULETS: amulets_screen,
    Phase.AMULET_USE: amulet_use_screen,
    Phase.MARKER_MAP: marker_map_screen,
    Phase.MARKER_PICK: marker_pick_screen,
    Phase.RAISE_MAP: raise_map_screen,
    Phase.RAISE_WHO: raise_who_screen,
    **SPLIT_SCREENS,
}


def screen(state: TobagoState) -> Screen:
    """The screen of the phase, with a refusal or notice on top when there is one."""
    shown = SCREENS[state.phase](state)
    if state.notice is None:
        return shown
    return Screen((state.notice, *shown.lines[:4]))


__all__ = ["MAPS", "WIDTH", "screen", "target_text"]
