"""The screens of a clue: its keys step by step, the refusal, the verdict with the
markers to place or take away (also shown when a map is looked at)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.screen import WIDTH, Label, Screen, Shape, T, Text, mark, plural
from games.seats.colours import seat_name
from games.tobago.clues.clue import Clue
from games.tobago.clues.engine import Verdict
from games.tobago.flows.clue import RELATION_KEYS, TARGET_KEYS
from games.tobago.island.hexgrid import Hex
from games.tobago.island.ways import way_to
from games.tobago.state import Phase, Purpose, Step, TobagoState
from games.tobago.views.map_view import marker_pages, marker_screen
from games.tobago.views.minimap import Look
from games.tobago.views.paging import Pages
from games.tobago.views.parts import ROW, choice, island_words, menu, name_lines, words
from games.tobago.words import (
    RELATION_NAMES,
    clue_rows,
    menu_name,
    relation_text,
    verdict_reason,
    way_text,
)


def marker_change(state: TobagoState, number: int, before: int) -> tuple[list[Hex], list[Hex]]:
    """The markers the table places and takes away on map ``number`` after a clue that
    left ``before`` candidates: all of them the first time they fit, afterwards those the
    clue removed (and the treasure's hex once it is located); with nothing to change,
    where the markers lie."""
    sheet = state.sheet(number)
    after = sheet.treasure.candidates
    hexes = state.engine.hexes_of(after)
    if before.bit_count() > state.rules.markers:
        return hexes, []
    gone = state.engine.hexes_of(before & ~after)
    if sheet.is_located or not gone:
        return hexes, gone
    return [], gone


def markers_page(
    state: TobagoState, number: int, before: int, keys: Sequence[Text], page: int
) -> Screen:
    """Page ``page`` of the map with a map's markers blinking a few at a time: those to
    place, or those to take away crossed; its words say them all."""
    sheet = state.sheet(number)
    hexes = state.engine.hexes_of(sheet.treasure.candidates)
    place, take = marker_change(state, number, before)
    said: list[Text] = []  # the map's number comes first, with the page: "Map 1 1/3"
    if sheet.is_located:
        said.append(T("Treasure at {hex}!", hex=state.names.name(hexes[0])))
    else:
        said.append(plural("{n} marker", "{n} markers", len(hexes)))
    if take:
        said.append(plural("take {n} away (x)", "take {n} away (x)", len(take)))
    elif before.bit_count() > state.rules.markers:
        said.append(T("place them all"))
    said.append(T("Markers: {names}", names=" ".join(state.names.names(hexes))))
    if take:
        said.append(T("Take away: {names}", names=" ".join(state.names.names(take))))
    what: list[Text] = []
    if sheet.is_located:
        what = [T("Treasure!")]
    elif take:
        what = [plural("remove {n}", "remove {n}", len(take))]
    elif before != sheet.treasure.candidates:
        what = [plural("place {n}", "place {n}", len(place))]
    # Two words under the overview, so the map's title may take two rows ("Mapa 2" over
    # "1/3"): what to do with the markers, or else the key to the next page.
    panel = what or [T("UP: more")]
    lines = [*said, *keys]
    return marker_screen(
        state.island, place, take, page, lines, panel, state.blink_on, map_number=number
    )


def marker_page_count(state: TobagoState, number: int, before: int) -> int:
    """How many pages of the map :func:`markers_page` shows."""
    place, take = marker_change(state, number, before)
    return max(1, len(marker_pages(state.island, [*place, *take])))


NAME_ROWS_PER_PAGE = 3
WAYS_PER_PAGE = 1  # a way takes up to four rows in Portuguese
WAYS_TITLE = mark("Map {map}: finding them {mark}")
"""The title of the pages that lead to each marker from something on the board."""


def names_pages(state: TobagoState, keys: Text) -> list[Screen]:
    """The names of the markers (and those to take away), in words, a few rows a page:
    every name is on some page, each page marked "1/2"; then the way to each of them
    from a landmark or an end of a row (the board has no coordinates), two a page. On a
    wide panel the island is beside them, the markers lit and those to take away crossed."""
    pages, after, gone = _names(state)
    looks = {h: Look.SOLID for h in after} | {h: Look.CROSS for h in gone}
    number = state.shown.map_number
    screens = []
    for i in range(pages.count):
        title = T("Markers on map {map} ({mark})", map=number, mark=pages.mark(i))
        screens.append(island_words(state.island, looks, (title, *pages.on(i), keys)))
    ways = _ways(state, after, gone)
    for i in range(ways.count):
        title = T(WAYS_TITLE, map=number, mark=ways.mark(i))
        screens.append(island_words(state.island, looks, (title, *ways.on(i), keys)))
    return screens


def names_page_count(state: TobagoState) -> int:
    """How many pages :func:`names_pages` has."""
    pages, after, gone = _names(state)
    return pages.count + _ways(state, after, gone).count


def _ways(state: TobagoState, after: list[Hex], gone: list[Hex]) -> Pages[Text]:
    """The way to each marker, "top hut, 2 right", and to each to take away, "top hut,
    2 right (x)", in reading order."""
    rows = []
    for h in sorted([*after, *gone], key=lambda h: (h[1], h[0])):
        way = way_text(way_to(state.island, h))
        rows.append(T("{way} (x)", way=way) if h in gone else way)
    return Pages(rows, WAYS_PER_PAGE)


def _names(state: TobagoState) -> tuple[Pages, list[Hex], list[Hex]]:
    """The rows of names in pages, the markers, and those to take away."""
    sheet = state.sheet(state.shown.map_number)
    before, after = state.shown.before, sheet.treasure.candidates
    hexes = state.engine.hexes_of(after)
    gone = (
        state.engine.hexes_of(before & ~after) if before.bit_count() <= state.rules.markers else []
    )
    rows: list[Text] = [T("{names}", names=line) for line in name_lines(state.names.names(hexes))]
    if gone:
        names = name_lines(state.names.names(gone))
        rows += [T("Take away:"), *(T("{names}", names=line) for line in names)]
    return Pages(rows, NAME_ROWS_PER_PAGE), hexes, gone


# Keying in a clue.


def clue_screen(state: TobagoState) -> Screen:
    """The step of the clue being keyed in."""
    draft = state.draft
    assert draft is not None
    return CLUE_STEPS[draft.step](state)


def _whose(state: TobagoState) -> Text:
    draft = state.draft
    assert draft is not None
    if draft.map_number is None and draft.purpose is Purpose.START:
        return T("{seat}'s starting clue", seat=seat_name(state.colours, draft.player))
    if draft.map_number is None:
        return T("{seat}: extra clue", seat=seat_name(state.colours, draft.player))
    return T("Map {map}, {seat}", map=draft.map_number, seat=seat_name(state.colours, draft.player))


def _map_step(state: TobagoState) -> Screen:
    draft = state.draft
    assert draft is not None
    keys = [T("CLEAR: back")]
    if draft.purpose is Purpose.START and state.starts:
        keys = [
            T("UP: take back {seat}'s clue", seat=seat_name(state.colours, (draft.player or 2) - 1))
        ]
    return words(_whose(state), T("On which map?"), T("Press 1 to 4"), *keys)


def _relation_step(state: TobagoState) -> Screen:
    title, back = _whose(state), T("CLEAR: back")
    items = [choice(key, relation_text(relation)) for key, relation in RELATION_KEYS.items()]
    # Six rows of 10 px (Japanese glyphs need 10 px a row, a seventh would not fit); the
    # title and CLEAR beside the shortest relations, "in" and "next to" (beside "not in"
    # the Japanese "〜の中でない" ran into CLEAR).
    shapes: list[Shape] = [Label(0, ROW * i, item) for i, item in enumerate(items)]
    shapes += [Label(WIDTH - 1, 0, title, align="right")]
    shapes += [Label(WIDTH - 1, ROW, back, align="right")]
    return Screen((title, *items, back), tuple(shapes))


def _target_step(state: TobagoState) -> Screen:
    draft = state.draft
    assert draft is not None and draft.relation is not None
    title = T("{relation} ...", relation=T(RELATION_NAMES[draft.relation]))
    items = [choice(key, menu_name(target)) for key, target in TARGET_KEYS.items()]
    return menu(title, items, rows=5, second_column=TARGET_COLUMN)


#: Where the target menu's second column starts: clear of "4 scrubland".
TARGET_COLUMN = 68


def _confirm_step(state: TobagoState) -> Screen:
    draft = state.draft
    assert draft is not None and draft.relation is not None and draft.target is not None
    clue = Clue(draft.relation, draft.target)
    lines = [_whose(state), *clue_rows(clue)]
    if draft.target.terrain is not None:
        switch = (
            mark("$: any {terrain}")
            if draft.target.is_largest
            else mark("$: the largest {terrain}")
        )
        lines.append(T(switch, terrain=menu_name(draft.target)))
    return words(*lines, T("AIR: play  CLEAR: back"))


CLUE_STEPS: dict[Step, Callable[[TobagoState], Screen]] = {
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
    keys = [T("AIR: another clue")]
    if draft.purpose in (Purpose.TURN, Purpose.EXTRA):
        keys.append(T("CLEAR: cancel"))
    relation, target = clue_rows(clue)
    return words(relation, target, T("Refused: {reason}", reason=reason), *keys)


def verdict_screen(state: TobagoState) -> Screen:
    """An accepted clue (or a marker taken away): the candidates and the markers."""
    number = state.shown.map_number
    sheet = state.sheet(number)
    if sheet.count > state.rules.markers:
        return words(
            T("Map {map}: accepted", map=number),
            plural("{n} candidate is left,", "{n} candidates are left,", sheet.count),
            plural(
                "too many for the {n} marker.", "too many for the {n} markers.", state.rules.markers
            ),
            T("AIR: go on"),
            *_take_back_key(state),
        )
    maps = marker_page_count(state, number, state.shown.before)
    page = state.shown.page % (maps + names_page_count(state))
    if page >= maps:  # then their names page by page; UP turns the page
        return names_pages(state, T("UP: more  AIR: go on"))[page - maps]
    keys = (T("UP: more"), T("AIR: go on"), *_take_back_key(state))
    return markers_page(state, number, state.shown.before, keys, page)


def marker_maps_on_show(state: TobagoState) -> bool:
    """Whether a verdict's page on show is a map with markers blinking."""
    number = state.shown.map_number
    if state.phase is not Phase.VERDICT or state.sheet(number).count > state.rules.markers:
        return False
    maps = marker_page_count(state, number, state.shown.before)
    return state.shown.page % (maps + names_page_count(state)) < maps


def _take_back_key(state: TobagoState) -> tuple[Text, ...]:
    draft = state.draft
    if draft is not None and draft.purpose is Purpose.START:
        return (T("CLEAR: undo"),)
    return ()


CLUE_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.CLUE: clue_screen,
    Phase.REFUSED: refused_screen,
    Phase.VERDICT: verdict_screen,
}
