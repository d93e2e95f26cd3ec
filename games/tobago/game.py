"""The Tobago referee as a state machine: ``handle(event, now) -> effects``.

Each phase has a table of keys (:mod:`games.tobago.keys`) and a screen
(:mod:`games.tobago.screens`). A key the phase does not take, or an action that raises
:class:`~games.dispatch.Refused` without a reason, gets the short bad-key sound and
changes nothing; a refusal with a reason gets the refusal cue and says why on the
screen until the next key. The compass light shows the seat of the player the box is
waiting for; the gauge shows how much of the treasure deck is left. The state is saved
and restored by :mod:`games.tobago.saved`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from typing import Any

from games.base import GameBase, Result, Seat
from games.dispatch import Refused, action_for
from games.effects import GAUGE_SIZE, Effect, Lights, Say, Sound, WakeAt, gauge_bar
from games.errors import GameError
from games.events import Event, Press, Wake
from games.phones import looked_said, on_a_phone, shared_screen
from games.screen import Screen, T, Text
from games.tobago import saved
from games.tobago.card import CARD
from games.tobago.chart import chart_for
from games.tobago.clues.engine import ClueEngine
from games.tobago.flows import KeyAction
from games.tobago.flows.setup import choose_players
from games.tobago.island.board_choice import BoardChoice
from games.tobago.island.generate import place_landmarks
from games.tobago.island.island import Island
from games.tobago.island.sections import Assembly, assemble, retail_sections
from games.tobago.keys import KEYS
from games.tobago.screens import blinks, screen
from games.tobago.secrets import private_seat, secrets_for
from games.tobago.settings import BOARD, GENERATE, TobagoSettings
from games.tobago.sounds import BAD_KEY_CUE, REFUSAL_CUE
from games.tobago.state import Phase, TobagoState
from games.tobago.treasure.deck import DeckRecipe, TreasureDeckError, Treasury, load_recipe
from games.tobago.treasure.split import Split
from games.tobago.views.clue import WAYS_TITLE
from games.tobago.views.map_view import MAP_PAGE


class TobagoGame(GameBase[TobagoState]):
    """The referee for one game of Tobago."""

    REFUSAL_CUE = REFUSAL_CUE
    CARD = CARD

    def __init__(self, state: TobagoState) -> None:
        super().__init__(state)
        self.phones: frozenset[int] = frozenset()  # the seats with a paired phone

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
        choose_players(state, settings.players)
        state.notice = trouble
        return cls(state)

    @classmethod
    def restore(
        cls, data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
    ) -> TobagoGame:
        """A game from :meth:`snapshot` (StateError if unreadable or from a newer box)."""
        sections = settings.board_sections if settings is not None else retail_sections()
        state = saved.from_dict(data, rng, sections)
        try:
            recipe = load_recipe()
        except TreasureDeckError:  # no game can be dealt either: a new one says why
            return cls(state)
        saved.check_rules(state, recipe)
        return cls(state)

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights and the table's chart, from scratch."""
        return [*self._view(), *self._blink(now), *self._for_the_table()]

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
        return [*self._press(event, now), *self._blink(now), *self._for_the_table()]

    def _press(self, event: Press, now: float) -> list[Effect]:
        state = self.state
        state.notice, state.blink_on = (), True
        before = (state.phase, state.turn, screen(state).lines[0])
        looking = self._on_a_phone()
        try:
            effects = self.press(event.key, now)
        except GameError as error:  # a rule the flows did not catch first: refuse it
            effects = self.refused(Refused(T("Not allowed:"), T("{why}", why=str(error))), now)
        said = looked_said(self.state.colours, looking, self._on_a_phone())
        return [*effects, *self._view(), *self._spoken(*before), *said]

    def key_action(self, key: str) -> KeyAction | None:
        """The key's action in the table of the phase."""
        return action_for(KEYS[self.state.phase], key)

    def refused(self, refused: Refused, now: float) -> list[Effect]:
        """A refusal's cue (the short bad-key sound without a reason); its reason (a line
        or two) stays on the screen until the next key and is said aloud."""
        if not refused.lines:
            return [Sound(BAD_KEY_CUE)]
        self.state.notice = refused.lines
        return [Sound(REFUSAL_CUE), *(Say(line) for line in refused.lines)]

    def result(self) -> Result | None:
        """Once the treasure deck has run out: every player's gold, the most gold first."""
        state = self.state
        if state.phase is not Phase.END:
            return None
        totals = {player: state.treasury.total(player) for player in state.treasury.gold}
        best = max(totals.values(), default=0)
        seats = tuple(Seat(n, state.colours[n - 1]) for n in range(1, state.players + 1))
        return Result(seats, tuple(p for p in sorted(totals) if totals[p] == best), totals)

    @property
    def setting_up(self) -> bool:
        """True while the table chooses the seats, before the game is played."""
        return self.state.phase.startswith("setup-")

    @property
    def seat_colours(self) -> tuple[str, ...]:
        """Each seat's colour, seat 1 first (:class:`games.base.ColouredSeats`)."""
        return self.state.colours

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data (see games.tobago.saved)."""
        return saved.to_dict(self.state)

    def _view(self) -> list[Effect]:
        return [self.table_screen(), self.lights()]

    def _for_the_table(self) -> list[Effect]:
        """The table companion's chart and each seat's secret (not on a blink: only the
        screen changes then)."""
        return [chart_for(self.state), *secrets_for(self.state)]

    def phones_at(self, seats: frozenset[int], now: float) -> list[Effect]:
        """The seats with a paired phone (:class:`games.base.SeatPhones`): the screen anew.
        A player who loses their phone while looking on it is asked to look again, on the
        box, the others looking away."""
        looking = self._on_a_phone()
        self.phones = seats
        if looking is not None and looking not in seats and self.state.split is not None:
            self.state.split.showing = False
        return [self.table_screen(), *secrets_for(self.state)]

    def table_screen(self) -> Screen:
        """The OLED's screen: the phase's, or while a player with a phone looks at their
        cards, only that they looked (and the key that works now); a player with no phone
        sees them on the OLED, the phones only that they are looking."""
        return shared_screen(
            screen(self.state), private_seat(self.state), self.phones, self.state.colours
        )

    def _on_a_phone(self) -> int | None:
        """The seat whose secret is on its phone now, not on the OLED."""
        return on_a_phone(private_seat(self.state), self.phones)

    def _spoken(self, phase: Phase, turn: int, first: Text) -> list[Effect]:
        """What the table hears, in the screen's words: a clue's verdict (its first two
        lines: "Map 2", "13 markers", and a sentence they leave open, whole: "76 candidates
        are left," "too many for the 16 markers."), the ways to the markers as their pages come up,
        and whose turn it is now."""
        state, lines = self.state, screen(self.state).lines
        if lines[0].msgid == WAYS_TITLE and lines[0] != first:
            return [Say(line) for line in lines[1:-1]]
        if state.phase is Phase.VERDICT and phase is not Phase.VERDICT:
            first, *rest = lines[: _sentence_end(lines, 2)]
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


def _sentence_end(lines: tuple[Text, ...], count: int) -> int:
    """How many of ``lines`` to say for the first ``count``: a line that ends with a
    comma goes on in the next one, which is said too."""
    while count < len(lines) and lines[count - 1].msgid.endswith(","):
        count += 1
    return count
