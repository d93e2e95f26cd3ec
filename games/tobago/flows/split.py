"""The treasure split on the box, then the next clue, the amulets and the game's end.

Keys: AIR shows and hides each contributor's secret cards; $ takes the card on offer and
UP passes it on; at a curse, $ gives up an amulet and UP loses the best gold card. After
the split AIR goes on: to the first clue on the emptied map, or to the final scores when
the treasure deck has run out.
"""

from __future__ import annotations

from collections.abc import Callable

from games.dispatch import Refused
from games.effects import Effect, Sound
from games.screen import T
from games.tobago.flows import Table
from games.tobago.flows.clue import begin_clue
from games.tobago.state import Phase, Purpose, TobagoState
from games.tobago.treasure.maps import MapSheet
from games.tobago.treasure.split import Split, Stage

CARDS_PER_PAGE = 5
STAGE_PHASES: dict[Stage, Phase] = {
    Stage.LOOK: Phase.LOOK,
    Stage.OFFER: Phase.OFFER,
    Stage.CURSE: Phase.CURSE,
    Stage.OVER: Phase.SPLIT_OVER,
}


def start_split(state: TobagoState, map_number: int, finder: int) -> list[Effect]:
    """The finder raises map ``map_number``'s treasure: deal the cards, start the looks."""
    sheet = state.sheet(map_number)
    count = len(sheet.players) + 2
    dealt = state.treasury.deal(count, state.rng, reshuffle=state.reshuffle)
    state.split = Split.start(map_number, finder, sheet.players, dealt)
    state.record(f"player {finder} raised map {map_number}: {len(dealt)} cards dealt")
    state.phase = Phase.LOOK
    return [Sound("key")]


def _split(state: TobagoState) -> Split:
    assert state.split is not None, "no split is going on"
    return state.split


def _step(state: TobagoState, action: Callable[[Split], object], sound: str) -> list[Effect]:
    """Do one step of the split and move to the phase of its stage; the curse sounds as
    it strikes; the raised map is emptied when the split is over."""
    split = _split(state)
    struck = split.curse_struck
    action(split)
    effects: list[Effect] = [Sound(sound)]
    if split.curse_struck and not struck:
        effects.append(Sound("curse"))
    phase = STAGE_PHASES[split.stage]
    if phase is not state.phase:
        state.shown.page = 0
    if phase is Phase.SPLIT_OVER:
        state.maps[split.map_number - 1] = MapSheet.empty(state.engine)
        state.record(f"split of map {split.map_number} over: {split.discarded} discarded")
    state.phase = phase
    return effects


def look(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    split = _split(state)
    state.shown.page = 0
    if not split.showing:
        split.show_look()
        return [Sound("key")]
    return _step(state, lambda s: s.hide_look(state.rng, state.treasury, state.amulets.held), "key")


def hide(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    if not _split(state).showing:
        raise Refused()
    return look(game, key, now)


def more_cards(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    split = _split(state)
    if not split.showing or len(split.looks[split.look_index][1]) <= CARDS_PER_PAGE:
        raise Refused()
    state.shown.page += 1
    return [Sound("key")]


def more_report(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.shown.page += 1
    return [Sound("key")]


def take(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.record(f"player {_split(state).offered_to} took a card")
    return _step(state, lambda s: s.take(state.treasury, state.amulets.held), "take")


def pass_card(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    return _step(state, lambda s: s.pass_card(state.treasury, state.amulets.held), "key")


def give_amulet(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.record(f"player {_split(state).deciding} gave up an amulet against the curse")
    return _step(state, lambda s: s.give_amulet(state.treasury, state.amulets.held), "amulet")


def lose_gold(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    state.record(f"player {_split(state).deciding} lost their best gold card to the curse")
    return _step(state, lambda s: s.keep_amulet(state.treasury, state.amulets.held), "key")


def no_offer(game: Table, key: str, now: float) -> list[Effect]:
    raise Refused(T("Every token is served:"), T("no card is on offer."))


def after_split(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    split = _split(state)
    if not state.treasury.deck:
        state.phase = Phase.END
        state.record("the treasure deck has run out")
        return [Sound("end")]
    player = split.last_taker or split.finder
    begin_clue(state, Purpose.NEXT, map_number=split.map_number, player=player)
    return [Sound("key")]


def after_washing(game: Table, key: str, now: float) -> list[Effect]:
    state = game.state
    split = _split(state)
    state.turn = split.finder
    state.end_turn()
    state.split, state.washed, state.phase = None, [], Phase.TURN
    return [Sound("key")]
