"""A player's turn on the box: a clue, the ATV, amulets, raising a treasure, the maps.

A turn is one action, a clue, a move or a pass, and amulets at any time before or after
it. Keys on the turn screen: 1-4 play a clue on that map (the turn's action); AIR says
the ATV moved, and once the action is taken AIR ends the turn; picking up an amulet is
part of the move, so it is the turn's action too (a clue then needs an amulet's power);
CLEAR, for a player with no amulet and before any action, passes the turn to exchange
the whole hand (CLEAR again takes the pass back); $ raises a located treasure (the
player whose turn it is; it ends the turn); UP opens the amulets; N-S gold shows the
maps. After an amulet's 3-step move the turn screen waits for AIR (the move is done)
and allows no amulet pick-up meanwhile. CLEAR goes back from every other screen.
"""

from __future__ import annotations

from collections.abc import Callable

from games.dispatch import Refused
from games.effects import Effect, Sound
from games.screen import T, mark, plural
from games.seats.colours import seat_name
from games.tobago.flows import KeyAction, Table
from games.tobago.flows.clue import begin_clue, no_map, refuse_if_located, refuse_unless_player
from games.tobago.flows.split import start_split
from games.tobago.island.hexgrid import Hex
from games.tobago.state import Action, Phase, Purpose, TobagoState
from games.tobago.treasure.amulets import AmuletUse
from games.tobago.views.paging import Pages

MAP_KEYS = "1234"
AMULETS_PER_PAGE = 8


def go_to(phase: Phase) -> KeyAction:
    def go(game: Table, key: str, now: float) -> list[Effect]:
        return _show(game.state, phase)

    return go


def _show(state: TobagoState, phase: Phase) -> list[Effect]:
    state.phase, state.shown.page = phase, 0
    return [Sound("key")]


def _refuse_unless_map(key: str) -> None:
    if key not in MAP_KEYS:
        raise Refused(*no_map(key))


# The turn screen.


def clue(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    _refuse_unless_map(key)
    _refuse_while_moving(state)
    _refuse_if_acted(state)
    refuse_if_located(state, int(key))
    begin_clue(state, Purpose.TURN, map_number=int(key), player=state.turn)
    return [Sound("key")]


def _refuse_while_moving(state: TobagoState) -> None:
    if state.extra_move:
        raise Refused(T("The amulet's move is on:"), T("AIR when the ATV stops."))


def _refuse_if_acted(state: TobagoState) -> None:
    if state.acted is None:
        return
    done = {
        Action.CLUE: mark("{seat} played a clue this turn:"),
        Action.MOVE: mark("{seat} moved this turn:"),
        Action.PASS: mark("{seat} passed this turn:"),
    }
    raise Refused(
        T(done[state.acted], seat=seat_name(state.colours, state.turn)), T("one action a turn.")
    )


def air(game: Table, key: str, now: float) -> list[Effect]:
    """AIR: the amulet's move is done; or the ATV moved; or, after the action, the turn
    ends."""
    state = game.state
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


def pass_turn(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR: a player with no amulet passes the turn to exchange the whole hand (the
    rulebook's "yes, I pass my turn"); CLEAR again takes the pass back."""
    state = game.state
    if state.acted is Action.PASS:
        state.acted = None
        state.record(f"player {state.turn} took the pass back")
        return [Sound("key")]
    _refuse_while_moving(state)
    _refuse_if_acted(state)
    if state.amulets.held.get(state.turn, 0) > 0:
        raise Refused(
            T("{seat} has an amulet:", seat=seat_name(state.colours, state.turn)),
            T("its power 4 is a new hand."),
        )
    state.acted = Action.PASS
    state.record(f"player {state.turn} passed to exchange the whole hand")
    return [Sound("key")]


def raise_treasure(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if not any(sheet.is_located for sheet in state.maps):
        raise Refused(T("No treasure is located yet."))
    if state.acted is Action.PASS:
        raise Refused(
            T("{seat} passed this turn:", seat=seat_name(state.colours, state.turn)),
            T("no move, no raising."),
        )
    if state.acted is Action.CLUE and not state.extra_move:
        raise Refused(
            T("{seat} played a clue:", seat=seat_name(state.colours, state.turn)),
            T("raising needs a move."),
        )
    return go_to(Phase.RAISE_MAP)(game, key, now)


# The maps.


def see_map(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    _refuse_unless_map(key)
    sheet = state.sheet(int(key))
    state.shown.map_number, state.shown.before, state.shown.page = (
        int(key),
        sheet.treasure.candidates,
        0,
    )
    state.phase = Phase.MAP_VIEW
    return [Sound("key")]


def next_page(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
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


def pick_up(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.extra_move:
        raise Refused(T("The amulet's move allows"), T("no amulet pick-up."))
    if state.acted is Action.CLUE:
        raise Refused(
            T("{seat} played a clue:", seat=seat_name(state.colours, state.turn)),
            T("no move, no pick-up."),
        )
    if state.acted is Action.PASS:
        raise Refused(
            T("{seat} passed this turn:", seat=seat_name(state.colours, state.turn)),
            T("no move, no pick-up."),
        )
    shown = amulets_on_page(state)
    if int(key) > len(shown):
        raise Refused(
            T("No amulet {key} here:", key=key),
            plural("{n} on this page.", "{n} on this page.", len(shown)),
        )
    spot = shown[int(key) - 1]
    state.amulets.pick_up(state.turn, spot)
    if state.acted is None:
        state.acted = Action.MOVE  # the ATV moved onto it: that was the turn's move
    state.record(f"player {state.turn} picked up the amulet at {state.names.name(spot)}")
    return [Sound("amulet")]


def use(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if state.amulets.held.get(state.turn, 0) < 1:
        raise Refused(T("{seat} has no amulet.", seat=seat_name(state.colours, state.turn)))
    return go_to(Phase.AMULET_USE)(game, key, now)


def power(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    return POWERS.get(key, _no_power)(state)


def _no_power(state: TobagoState) -> list[Effect]:
    raise Refused()


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
        T("{seat}: exchange your", seat=seat_name(state.colours, state.turn)),
        T("whole hand of clue cards."),
    )
    return [Sound("amulet")]


POWERS: dict[str, Callable[[TobagoState], list[Effect]]] = {
    "1": _extra_clue,
    "2": lambda state: _show(state, Phase.MARKER_MAP),
    "3": _extra_move,
    "4": _new_hand,
}


def marker_map(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    _refuse_unless_map(key)
    _refuse_unless_marker_to_take(state, int(key))
    state.shown.map_number, state.shown.cursor = int(key), 0
    state.phase = Phase.MARKER_PICK
    return [Sound("key")]


def _refuse_unless_marker_to_take(state: TobagoState, number: int) -> None:
    """Refuse when a map has no marker an amulet may take away."""
    sheet = state.sheet(number)
    if sheet.count > state.rules.markers:
        raise Refused(T("Map {map} has no markers", map=number), T("on the island yet."))
    if sheet.is_located:
        raise Refused(T("Map {map} is located:", map=number), T("its marker stays."))
    if state.amulets.held.get(state.turn, 0) < 1:
        raise Refused(T("{seat} has no amulet.", seat=seat_name(state.colours, state.turn)))
    return None


def next_marker(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    count = state.sheet(state.shown.map_number).count
    state.shown.cursor = (state.shown.cursor + 1) % count
    return [Sound("key")]


def remove_marker(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    number = state.shown.map_number
    _refuse_unless_marker_to_take(state, number)
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


def raise_map(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    _refuse_unless_map(key)
    sheet = state.sheet(int(key))
    if not sheet.is_located:
        raise Refused(
            T("Map {map} is not located:", map=key),
            plural("{n} candidate is left.", "{n} candidates are left.", sheet.count),
        )
    state.shown.map_number = int(key)
    state.phase = Phase.RAISE_WHO
    return [Sound("key")]


def raise_who(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    refuse_unless_player(state, key)
    if int(key) != state.turn:
        raise Refused(
            T("It is {seat}'s turn:", seat=seat_name(state.colours, state.turn)),
            T("only {seat} may raise.", seat=seat_name(state.colours, state.turn)),
        )
    return start_split(state, state.shown.map_number, state.turn)
