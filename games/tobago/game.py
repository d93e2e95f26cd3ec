"""The Tobago referee as a state machine: ``handle(event, now) -> effects``.

Each phase has a table of keys (see the flow modules) and a screen; a key with no
entry in the phase's table gets the short bad-key sound and changes nothing. A refused
action says why on the screen until the next key. The compass light shows the seat of
the player the box is waiting for; the gauge shows how much of the treasure deck is
left.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from games.effects import GAUGE_SIZE, Effect, Lights, Say, Sound, WakeAt, gauge_bar
from games.errors import GameError
from games.events import Event, Press, Wake
from games.keys import DIGITS
from games.screen import T, Text
from games.tobago.clues.engine import ClueEngine
from games.tobago.flows import clue as clue_flow
from games.tobago.flows import setup as setup_flow
from games.tobago.flows import split as split_flow
from games.tobago.flows import turn as turn_flow
from games.tobago.island.board_choice import BoardChoice
from games.tobago.island.generate import place_landmarks
from games.tobago.island.island import Island
from games.tobago.island.sections import Assembly, assemble
from games.tobago.screens import blinks, screen
from games.tobago.settings import BOARD, GENERATE, TobagoSettings
from games.tobago.state import Phase, TobagoState
from games.tobago.treasure.deck import DeckRecipe, TreasureDeckError, Treasury, load_recipe
from games.tobago.treasure.split import Split
from games.tobago.views.map_view import MAP_PAGE

Handler = Callable[[TobagoState, str], list[Effect]]
KEYS: dict[Phase, dict[str, Handler]] = {
    **setup_flow.KEYS,
    **clue_flow.KEYS,
    **turn_flow.KEYS,
    **split_flow.KEYS,
}


class TobagoGame:
    """The referee for one game of Tobago."""

    def __init__(self, state: TobagoState) -> None:
        self.state = state

    @classmethod
    def new(cls, rng: random.Random, settings: Any, now: float) -> TobagoGame:
        """A new game: the island (one of the board's 32, or the settings' file), a
        shuffled deck."""
        settings = settings or TobagoSettings()
        recipe, trouble = _recipe()
        island = _island(settings, rng)
        board = None
        if settings.island in (BOARD, GENERATE):  # generate: the box picks one of the 32
            board = BoardChoice(settings.board_sections, by_box=settings.island == GENERATE)
        state = TobagoState(
            rng=rng,
            island=island,
            engine=ClueEngine(island, settings.clue_settings()),
            treasury=Treasury.new(recipe, settings.players, rng),
            players=settings.players,
            rules=settings.clue_settings(),
            reshuffle=settings.reshuffle_discards_for_last_split,
            deck_size=recipe.gold_cards + recipe.curses,
            board=board,
        )
        setup_flow.choose_players(state, settings.players)
        state.notice = trouble
        return cls(state)

    def redraw(self, now: float) -> list[Effect]:
        """The screen and the lights, from scratch."""
        return [*self._view(), *self._blink(now)]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """A key going down does something; the blink timer turns blinking hexes; key
        releases and holds do nothing."""
        if isinstance(event, Wake) and event.tag == BLINK:
            if not blinks(self.state):
                return []
            self.state.blink_on = not self.state.blink_on
            return [*self._view(), *self._blink(now)]
        if not isinstance(event, Press):
            return []
        return [*self._press(event), *self._blink(now)]

    def _press(self, event: Press) -> list[Effect]:
        state = self.state
        state.notice, state.blink_on = (), True
        before = (state.phase, state.turn)
        keys = KEYS[state.phase]
        handler = keys.get(event.key) or (keys.get("digit") if event.key in DIGITS else None)
        if handler is None:
            return [Sound("bad_key"), *self._view()]
        try:
            effects = handler(state, event.key)
        except GameError as error:  # a rule the flows did not catch first: refuse it
            effects = state.refuse(T("Not allowed:"), T("{why}", why=str(error)))
        return [*effects, *self._view(), *self._spoken(*before)]

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data (see games.tobago.saved)."""
        from games.tobago.saved import snapshot

        return snapshot(self.state)

    def _view(self) -> list[Effect]:
        return [screen(self.state), self.lights()]

    def _spoken(self, phase: Phase, turn: int) -> list[Effect]:
        """What the table hears, in the screen's words: a clue's verdict (its first two
        lines: "Map 2", "13 markers"), and whose turn it is now."""
        state, lines = self.state, screen(self.state).lines
        if state.phase is Phase.VERDICT and phase is not Phase.VERDICT:
            first, *rest = lines[:2]
            if first.msgid == MAP_PAGE:  # the marker map: its page is not said
                first = T("Map {map}", map=first.param("map"))
            return [Say(first), *(Say(line) for line in rest)]
        new_turn = turn != state.turn or phase.startswith("setup-")
        if state.phase is Phase.TURN and state.acted is None and new_turn:
            return [Say(lines[0], "prompt")]  # "Player 3's turn"
        return []

    def _blink(self, now: float) -> list[Effect]:
        """Ask for the next turn of the blink while the screen has hexes blinking."""
        return [WakeAt(now + BLINK_SECONDS, BLINK)] if blinks(self.state) else []

    def lights(self) -> Lights:
        """The waiting player's seat on the compass; the deck left on the gauge."""
        state = self.state
        left = len(state.treasury.deck)
        lit = math.ceil(GAUGE_SIZE * left / state.deck_size) if state.deck_size else 0
        return Lights(compass=state.seat(_waiting_for(state)), gauge=gauge_bar(lit))


#: Who the box waits for during the split, by phase.
SPLIT_WAITS: dict[Phase, Callable[[Split], int | None]] = {
    Phase.LOOK: lambda split: split.looker,
    Phase.OFFER: lambda split: split.offered_to,
    Phase.CURSE: lambda split: split.deciding,
    Phase.SPLIT_OVER: lambda split: split.last_taker or split.finder,
}
NOBODY = frozenset({*(p for p in Phase if p.startswith("setup-")), Phase.END})
#: The wake that turns blinking hexes on and off, and how often.
BLINK, BLINK_SECONDS = "blink", 0.5


def _waiting_for(state: TobagoState) -> int | None:
    if state.phase in NOBODY:
        return None
    if state.split is not None and state.phase in SPLIT_WAITS:
        return SPLIT_WAITS[state.phase](state.split)
    if state.draft is not None and state.draft.player is not None:
        return state.draft.player
    return state.turn


def _recipe() -> tuple[DeckRecipe, tuple[Text, ...]]:
    try:
        return load_recipe(), ()
    except TreasureDeckError as error:
        why = T("{why}", why=str(error))
        return DeckRecipe(), (
            T("The treasure deck file is wrong:"),
            T("the box uses its own."),
            why,
        )


def _island(settings: TobagoSettings, rng: random.Random) -> Island:
    island = settings.loaded_island
    if island is None:  # until the table says which, or the box picks: the first of the 32
        return assemble(settings.board_sections, Assembly())
    if not island.landmarks:
        return place_landmarks(island, rng)
    return island
