"""Keying in a clue, and the box's verdict on it.

A clue is chosen in steps: (the map, for a starting clue or an amulet's extra clue;)
the relation (1-6), the target (1-9, UP for statues), then a check screen where $
switches a terrain to "the largest" and AIR plays it. CLEAR goes back a step.
An accepted clue shows the new candidates (and the markers once they fit); a refused
one shows the reason and nothing changes.

At setup each player in turn places one starting clue on a map of their choice. The
clue just placed can be taken back before the next one is placed: CLEAR on its verdict,
or UP (or CLEAR) when the next player is asked for a map. It comes back to be keyed
again; nothing is ever played twice.
"""

from __future__ import annotations

from collections.abc import Callable

from games.dispatch import Refused
from games.effects import Effect, Say, Sound
from games.keys import UP
from games.screen import T, Text
from games.tobago.clues.clue import Clue, Relation, Target
from games.tobago.flows import Table
from games.tobago.sounds import REFUSAL_CUE
from games.tobago.state import MAPS, Action, ClueDraft, Phase, Purpose, Step, TobagoState
from games.tobago.treasure.amulets import turn_statues
from games.tobago.treasure.maps import PlayedClue
from games.tobago.words import verdict_reason

RELATION_KEYS: dict[str, Relation] = dict(zip("123456", Relation, strict=True))
TARGET_KEYS: dict[str, Target] = {
    "1": Target.JUNGLE,
    "2": Target.MOUNTAIN,
    "3": Target.BEACH,
    "4": Target.SCRUBLAND,
    "5": Target.RIVER,
    "6": Target.LAKE,
    "7": Target.SEA,
    "8": Target.HUT,
    "9": Target.PALM,
    UP: Target.STATUE,
}
CHOICES = (Step.RELATION, Step.TARGET, Step.CONFIRM)
PATHS: dict[Purpose, tuple[Step, ...]] = {
    Purpose.START: (Step.MAP, *CHOICES),
    Purpose.TURN: CHOICES,
    Purpose.EXTRA: (Step.MAP, *CHOICES),
    Purpose.NEXT: CHOICES,
}


def begin_clue(
    state: TobagoState,
    purpose: Purpose,
    *,
    map_number: int | None = None,
    player: int | None = None,
) -> None:
    """Start keying in a clue for ``purpose``."""
    state.draft = ClueDraft(purpose, PATHS[purpose][0], player, map_number)
    state.phase = Phase.CLUE


def largest(target: Target) -> Target:
    """A terrain's largest area, and back: jungle <-> largest-jungle."""
    if target.is_largest:
        return Target(target.removeprefix("largest-"))
    return Target(f"largest-{target}")


def refuse_if_located(state: TobagoState, number: int) -> None:
    """Refuse a clue on a map whose treasure is located."""
    sheet = state.sheet(number)
    if not sheet.is_located:
        return
    spot = state.names.name(state.engine.hexes_of(sheet.treasure.candidates)[0])
    raise Refused(
        T("Map {map} is located at {hex}:", map=number, hex=spot), T("raise its treasure first.")
    )


def no_map(key: str) -> tuple[Text, Text]:
    """Why a map number is refused."""
    return T("There is no map {n}:", n=key), T("maps are 1 to 4.")


def refuse_unless_player(state: TobagoState, key: str) -> None:
    """Refuse a player number out of range."""
    if key.isdigit() and 1 <= int(key) <= state.players:
        return
    raise Refused(
        T("There is no player {n}:", n=key), T("players are 1 to {players}.", players=state.players)
    )


def _draft(state: TobagoState) -> ClueDraft:
    assert state.draft is not None, "no clue is being keyed in"
    return state.draft


def digit_step(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft = _draft(state)
    return DIGIT_STEPS[draft.step](state, draft, key)


def _map(state: TobagoState, draft: ClueDraft, key: str) -> list[Effect]:
    if not 1 <= int(key) <= MAPS:
        raise Refused(*no_map(key))
    refuse_if_located(state, int(key))
    draft.map_number, draft.step = int(key), Step.RELATION
    return [Sound("key")]


def _relation(state: TobagoState, draft: ClueDraft, key: str) -> list[Effect]:
    if key not in RELATION_KEYS:
        raise Refused()
    draft.relation, draft.step = RELATION_KEYS[key], Step.TARGET
    return [Sound("key")]


def _target(state: TobagoState, draft: ClueDraft, key: str) -> list[Effect]:
    if draft.step is not Step.TARGET or key not in TARGET_KEYS:
        raise Refused()
    draft.target, draft.step = TARGET_KEYS[key], Step.CONFIRM
    return [Sound("key")]


def _ignore(state: TobagoState, draft: ClueDraft, key: str) -> list[Effect]:
    raise Refused()


DIGIT_STEPS: dict[Step, Callable[[TobagoState, ClueDraft, str], list[Effect]]] = {
    Step.MAP: _map,
    Step.RELATION: _relation,
    Step.TARGET: _target,
    Step.CONFIRM: _ignore,
}


def up(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft = _draft(state)
    if draft.purpose is Purpose.START and draft.step is Step.MAP:
        return take_back_start(state)
    return _target(state, draft, key)


def toggle_largest(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft = _draft(state)
    if draft.step is not Step.CONFIRM or draft.target is None or draft.target.terrain is None:
        raise Refused()
    draft.target = largest(draft.target)
    return [Sound("key")]


def back(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft = _draft(state)
    path = PATHS[draft.purpose]
    if draft.step is not path[0]:
        draft.step = path[path.index(draft.step) - 1]
        return [Sound("key")]
    return CANCEL[draft.purpose](state)


def _cancel_to_turn(state: TobagoState) -> list[Effect]:
    state.draft, state.phase = None, Phase.TURN
    return [Sound("key")]


def _cancel_start(state: TobagoState) -> list[Effect]:
    if not state.starts:
        state.draft, state.phase = None, Phase.SETUP_LANDMARKS
        return [Sound("key")]
    return take_back_start(state)


def take_back_start(state: TobagoState) -> list[Effect]:
    """The starting clue placed last comes off its map (popped: the map is not replayed)
    and back to be keyed again (at its check screen); with none placed yet, refused with
    the reason."""
    if not state.starts:
        raise Refused(T("Nothing to take back:"), T("no starting clue is placed."))
    number = state.starts[-1]
    sheet, last = state.sheet(number).pop()
    assert isinstance(last, PlayedClue), "a starting clue is the last step of its map"
    state.starts.pop()
    state.maps[number - 1] = sheet
    state.draft = ClueDraft(
        Purpose.START, Step.CONFIRM, last.player, number, last.clue.relation, last.clue.target
    )
    state.phase = Phase.CLUE
    state.record(f"start clue taken back: player {last.player} map {number} {last.clue}")
    return [Sound("key")]


def _keep_next(state: TobagoState) -> list[Effect]:
    """The first clue on a map emptied by a split cannot be left."""
    raise Refused()


CANCEL: dict[Purpose, Callable[[TobagoState], list[Effect]]] = {
    Purpose.START: _cancel_start,
    Purpose.TURN: _cancel_to_turn,
    Purpose.EXTRA: _cancel_to_turn,
    Purpose.NEXT: _keep_next,
}


def play(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft = _draft(state)
    if draft.step is not Step.CONFIRM:
        raise Refused()
    assert draft.map_number and draft.player and draft.relation and draft.target
    refuse_if_located(state, draft.map_number)
    clue = Clue(draft.relation, draft.target)
    before = state.sheet(draft.map_number)
    verdict, after = before.play(state.engine, draft.player, clue)
    if not verdict.legal:
        state.shown.refusal = verdict.refusal
        state.phase = Phase.REFUSED
        return [Sound(REFUSAL_CUE), Say(T("Refused: {reason}", reason=verdict_reason(verdict)))]
    if draft.purpose is Purpose.EXTRA:
        state.amulets.spend(draft.player)
    if draft.purpose is Purpose.START:
        state.starts.append(draft.map_number)
    state.maps[draft.map_number - 1] = after
    state.shown.map_number, state.shown.before, state.shown.page = (
        draft.map_number,
        before.treasure.candidates,
        0,
    )
    state.record(f"{draft.purpose} clue: player {draft.player} map {draft.map_number} {clue}")
    state.phase = Phase.VERDICT
    return [Sound("accept"), *([Sound("located")] if after.is_located else [])]


def retry(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    _draft(state).step = Step.RELATION
    state.phase = Phase.CLUE
    return [Sound("key")]


def give_up(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft = _draft(state)
    if draft.purpose in (Purpose.TURN, Purpose.EXTRA):
        return _cancel_to_turn(state)
    return retry(game, key, now)


def names_page(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.shown.page += 1
    return [Sound("key")]


def after_verdict(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    draft, state.draft = state.draft, None
    state.shown.page = 0
    if draft is None or draft.purpose is Purpose.EXTRA:
        state.phase = Phase.TURN
    elif draft.purpose is Purpose.TURN:
        state.acted, state.phase = Action.CLUE, Phase.TURN
    elif draft.purpose is Purpose.START:
        if len(state.starts) < state.players:
            begin_clue(state, Purpose.START, player=len(state.starts) + 1)
        else:
            state.turn, state.acted, state.phase = 1, None, Phase.TURN
            state.starts = []  # placed for good: no taking back once play begins
    else:
        return wash_up(state)
    return [Sound("key")]


def verdict_clear(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR on a starting clue's verdict takes it back; on any other, it goes on."""
    state = game.state
    draft = state.draft
    if draft is not None and draft.purpose is Purpose.START:
        return take_back_start(state)
    return after_verdict(game, key, now)


def wash_up(state: TobagoState) -> list[Effect]:
    """Each statue washes an amulet up and turns right; the box shows where."""
    state.washed = state.amulets.wash_up(state.island)
    state.island = turn_statues(state.island)
    state.record("amulets washed up: " + " ".join(state.names.names(state.washed)))
    state.phase = Phase.WASHED
    return [Sound("amulet")]
