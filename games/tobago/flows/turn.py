"""A player's turn on the box: a clue, the ATV, amulets, raising a treasure, the maps.

A turn is one action, a clue or a move, and amulets at any time before or after it.
Keys on the turn screen: 1-4 play a clue on that map (the turn's action); AIR says the
ATV moved (or the hand was exchanged), and once the action is taken AIR ends the turn;
$ raises a located treasure (the player whose turn it is; it ends the turn); UP opens
the amulets; N-S gold shows the maps. After an amulet's 3-step move the turn screen
waits for AIR (the move is done) and allows no amulet pick-up meanwhile. CLEAR goes back
from every other screen.
"""

from __future__ import annotations

from collections.abc import Callable

from games.effects import Effect, Sound
from games.keys import AIR, CLEAR, NS_GOLD, UP, VALUE
from games.screen import M, N, T
from games.tobago.flows.clue import begin_clue, located_refusal, no_map, player_refusal
from games.tobago.flows.split import start_split
from games.tobago.island.hexgrid import Hex
from games.tobago.state import Action, Phase, Purpose, TobagoState
from games.tobago.treasure.amulets import AmuletUse
from games.tobago.views.paging import Pages

Handler = Callable[[TobagoState, str], list[Effect]]
MAP_KEYS = "1234"
AMULETS_PER_PAGE = 8


def _to(phase: Phase) -> Handler:
    def go(state: TobagoState, key: str) -> list[Effect]:
        state.phase, state.shown.page = phase, 0
        return [Sound("key")]

    return go


def _map_refusal(state: TobagoState, key: str) -> list[Effect] | None:
    if key in MAP_KEYS:
        return None
    return state.refuse(*no_map(key))


# The turn screen.


def _clue(state: TobagoState, key: str) -> list[Effect]:
    refused = (
        _map_refusal(state, key)
        or _moving_refusal(state)
        or _acted_refusal(state)
        or located_refusal(state, int(key))
    )
    if refused is not None:
        return refused
    begin_clue(state, Purpose.TURN, map_number=int(key), player=state.turn)
    return [Sound("key")]


def _moving_refusal(state: TobagoState) -> list[Effect] | None:
    if not state.extra_move:
        return None
    return state.refuse(T("The amulet's move is on:"), T("AIR when the ATV stops."))


def _acted_refusal(state: TobagoState) -> list[Effect] | None:
    if state.acted is None:
        return None
    done = {
        Action.CLUE: M("P{player} played a clue this turn:"),
        Action.MOVE: M("P{player} moved this turn:"),
    }
    return state.refuse(T(done[state.acted], player=state.turn), T("one action a turn."))


def _air(state: TobagoState, key: str) -> list[Effect]:
    """AIR: the amulet's move is done; or the ATV moved; or, after the action, the turn
    ends."""
    if state.extra_move:
        state.extra_move = False
        state.record(f"player {state.turn} finished the amulet's move")
    elif state.acted is None:
        state.acted = Action.MOVE
        state.record(f"player {state.turn} moved")
    else:
        state.record(f"player {state.turn} ended the turn")
        state.end_turn()
    return [Sound("key")]


def _raise(state: TobagoState, key: str) -> list[Effect]:
    if not any(sheet.is_located for sheet in state.maps):
        return state.refuse(T("No treasure is located yet."))
    if state.acted is Action.CLUE and not state.extra_move:
        return state.refuse(
            T("P{player} played a clue:", player=state.turn), T("raising needs a move.")
        )
    return _to(Phase.RAISE_MAP)(state, key)


# The maps.


def _see_map(state: TobagoState, key: str) -> list[Effect]:
    refused = _map_refusal(state, key)
    if refused is not None:
        return refused
    sheet = state.sheet(int(key))
    state.shown.map_number, state.shown.before, state.shown.page = (
        int(key),
        sheet.treasure.candidates,
        0,
    )
    state.phase = Phase.MAP_VIEW
    return [Sound("key")]


def _next_page(state: TobagoState, key: str) -> list[Effect]:
    state.shown.page += 1
    return [Sound("key")]


# Amulets.


def amulet_pages(state: TobagoState) -> Pages[Hex]:
    """The amulets lying on the island, a page at a time; digits pick on the page shown.
    The amulets screen shows the island picture after the last page."""
    return Pages(state.amulets.lying, AMULETS_PER_PAGE)


def amulets_on_page(state: TobagoState) -> list[Hex]:
    """The amulets on the page on show (none on the island picture)."""
    pages = amulet_pages(state)
    page = state.shown.page % (pages.count + 1)
    return pages.on(page) if page < pages.count else []


def _pick_up(state: TobagoState, key: str) -> list[Effect]:
    if state.extra_move:
        return state.refuse(T("The amulet's move allows"), T("no amulet pick-up."))
    if state.acted is Action.CLUE:
        return state.refuse(
            T("P{player} played a clue:", player=state.turn), T("no move, no pick-up.")
        )
    shown = amulets_on_page(state)
    if int(key) > len(shown):
        return state.refuse(
            T("There is no amulet {key} here:", key=key),
            N("{n} amulet is on this page.", "{n} amulets are on this page.", len(shown)),
        )
    spot = shown[int(key) - 1]
    state.amulets.pick_up(state.turn, spot)
    state.record(f"player {state.turn} picked up the amulet at {state.names.name(spot)}")
    return [Sound("amulet")]


def _use(state: TobagoState, key: str) -> list[Effect]:
    if state.amulets.held.get(state.turn, 0) < 1:
        return state.refuse(T("Player {player} has no amulet.", player=state.turn))
    return _to(Phase.AMULET_USE)(state, key)


def _power(state: TobagoState, key: str) -> list[Effect]:
    return POWERS.get(key, _no_power)(state)


def _no_power(state: TobagoState) -> list[Effect]:
    return [Sound("bad_key")]


def _extra_clue(state: TobagoState) -> list[Effect]:
    begin_clue(state, Purpose.EXTRA, player=state.turn)
    return [Sound("key")]


def _extra_move(state: TobagoState) -> list[Effect]:
    state.amulets.spend(state.turn)
    state.extra_move = True
    state.record(f"player {state.turn} used an amulet: {AmuletUse.EXTRA_MOVE}")
    state.phase = Phase.TURN
    return [Sound("amulet")]


def _new_hand(state: TobagoState) -> list[Effect]:
    state.amulets.spend(state.turn)
    state.record(f"player {state.turn} used an amulet: {AmuletUse.NEW_HAND}")
    state.phase = Phase.TURN
    state.notice = (
        T("Player {player}: exchange your", player=state.turn),
        T("whole hand of clue cards."),
    )
    return [Sound("amulet")]


POWERS: dict[str, Callable[[TobagoState], list[Effect]]] = {
    "1": _extra_clue,
    "2": lambda state: _to(Phase.MARKER_MAP)(state, "2"),
    "3": _extra_move,
    "4": _new_hand,
}


def _marker_map(state: TobagoState, key: str) -> list[Effect]:
    refused = _map_refusal(state, key) or _no_marker_to_take(state, int(key))
    if refused is not None:
        return refused
    state.shown.map_number, state.shown.cursor = int(key), 0
    state.phase = Phase.MARKER_PICK
    return [Sound("key")]


def _no_marker_to_take(state: TobagoState, number: int) -> list[Effect] | None:
    """The refusal when a map has no marker an amulet may take away, else None."""
    sheet = state.sheet(number)
    if sheet.count > state.rules.markers:
        return state.refuse(T("Map {map} has no markers", map=number), T("on the island yet."))
    if sheet.is_located:
        return state.refuse(
            T("Map {map}'s last marker stays:", map=number), T("it is the treasure.")
        )
    if state.amulets.held.get(state.turn, 0) < 1:
        return state.refuse(T("Player {player} has no amulet.", player=state.turn))
    return None


def _next_marker(state: TobagoState, key: str) -> list[Effect]:
    count = state.sheet(state.shown.map_number).count
    state.shown.cursor = (state.shown.cursor + 1) % count
    return [Sound("key")]


def _remove_marker(state: TobagoState, key: str) -> list[Effect]:
    number = state.shown.map_number
    refused = _no_marker_to_take(state, number)
    if refused is not None:
        return refused
    before = state.sheet(number)
    hexes = state.engine.hexes_of(before.treasure.candidates)
    spot = hexes[state.shown.cursor % len(hexes)]
    state.amulets.spend(state.turn)
    state.maps[number - 1] = after = before.remove_marker(state.engine, spot)
    state.shown.before, state.shown.page = before.treasure.candidates, 0
    state.record(
        f"player {state.turn} used an amulet: removed {state.names.name(spot)} on map {number}"
    )
    state.draft, state.phase = None, Phase.VERDICT
    return [Sound("amulet"), *([Sound("located")] if after.is_located else [])]


# Raising a treasure.


def _raise_map(state: TobagoState, key: str) -> list[Effect]:
    refused = _map_refusal(state, key)
    if refused is not None:
        return refused
    sheet = state.sheet(int(key))
    if not sheet.is_located:
        return state.refuse(
            T("Map {map} is not located:", map=key),
            N("{n} candidate is left.", "{n} candidates are left.", sheet.count),
        )
    state.shown.map_number = int(key)
    state.phase = Phase.RAISE_WHO
    return [Sound("key")]


def _raise_who(state: TobagoState, key: str) -> list[Effect]:
    refused = player_refusal(state, key)
    if refused is not None:
        return refused
    if int(key) != state.turn:
        return state.refuse(
            T("It is player {player}'s turn:", player=state.turn),
            T("only player {player} may raise.", player=state.turn),
        )
    return start_split(state, state.shown.map_number, state.turn)


KEYS: dict[Phase, dict[str, Handler]] = {
    Phase.TURN: {
        "digit": _clue,
        AIR: _air,
        VALUE: _raise,
        UP: _to(Phase.AMULETS),
        NS_GOLD: _to(Phase.MAPS),
    },
    Phase.MAPS: {"digit": _see_map, CLEAR: _to(Phase.TURN), AIR: _to(Phase.TURN)},
    Phase.MAP_VIEW: {UP: _next_page, CLEAR: _to(Phase.MAPS), AIR: _to(Phase.TURN)},
    Phase.AMULETS: {"digit": _pick_up, VALUE: _use, UP: _next_page, CLEAR: _to(Phase.TURN)},
    Phase.AMULET_USE: {"digit": _power, CLEAR: _to(Phase.AMULETS)},
    Phase.MARKER_MAP: {"digit": _marker_map, CLEAR: _to(Phase.AMULET_USE)},
    Phase.MARKER_PICK: {UP: _next_marker, AIR: _remove_marker, CLEAR: _to(Phase.MARKER_MAP)},
    Phase.RAISE_MAP: {"digit": _raise_map, CLEAR: _to(Phase.TURN)},
    Phase.RAISE_WHO: {"digit": _raise_who, CLEAR: _to(Phase.RAISE_MAP)},
}
