"""The box: routes keys down its stack of layers and timers to the current game, and
applies the game's effects.

Everything here runs on the event loop's thread. After every key pressed on the game
its effects go out first (the LEDs, the speaker, then the display) and its state is
saved at once after them, on the same thread, before the loop takes the next key: a key
answers without waiting for the card, and no later key can act on a state that is not
on the card. A power cut can take at most the key whose effects were going out in that
moment (a few milliseconds, one fsync), never one before it.

Saves follow what players do, for the card's sake: a key coming up or held, an
animation step or a timer tick is not saved (a restart mid-animation resumes to its
result from the state saved at the key that started it), unless the game asks for it
with a ``Save`` effect (a dive's end).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from typing import Any, Literal

from appliance.box.layers import (
    GameLayer,
    Layer,
    MenuKeyLayer,
    ResumedLayer,
)
from appliance.box.loop import EventLoop
from appliance.box.menus import Menus
from appliance.box.notices import DAMAGED_GAME, NoticesLayer, notice_screen
from appliance.box.output import Output
from appliance.box.start.boot import power_on
from appliance.box.state.recovery import contained, recover
from appliance.box.state.saving import TRANSIENT_GAMES, Saving
from appliance.box.state.state_store import StateStore
from appliance.box.wakes import Wakes
from appliance.box.words.i18n import SOURCE_LANGUAGE, Translator
from appliance.screen.render import Translate
from games.base import CountedRandom, Game, GameInfo
from games.effects import (
    CancelWake,
    Chart,
    Effect,
    Lights,
    Save,
    Say,
    Secret,
    Sound,
    WakeAt,
)
from games.errors import StateError
from games.events import Event, Press, Wake
from games.screen import Screen, T

log = logging.getLogger(__name__)

Action = Callable[[], None]
# A damaged saved game: StateError from a careful restore, the built-in errors from one
# that trips over a value it did not expect. Either way it is kept aside, never a crash.
RESTORE_ERRORS = (
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    RecursionError,
    ArithmeticError,
)


class Box:
    """The menu and the games behind the keys."""

    def __init__(
        self,
        *,
        loop: EventLoop,
        output: Output,
        store: StateStore,
        games: Mapping[str, GameInfo],
        game_settings: Mapping[str, Any],
        rng: random.Random,
        actions: Mapping[str, Action] | None = None,
        language: str = SOURCE_LANGUAGE,
        language_fixed: bool = False,
        translation: Callable[[str], Translate] = Translator,
        speech: str = "off",
    ) -> None:
        self.loop = loop
        self.output = output
        self.games = dict(games)
        self.game_settings = dict(game_settings)
        self.actions = dict(actions or {})
        self.current = ""
        self.game: Game | None = None
        self._rng = rng
        self.wakes = Wakes(loop)
        self._game_screen: Screen | None = None
        self.recovered: str | None = None  # the game just put back, until it moves on
        self.menu_names = [name for name in self.games if name not in TRANSIENT_GAMES]
        self.language = language  # the settings' language, until one is chosen on the box
        self.language_fixed = language_fixed  # the command line's: over the saved one
        self._translation = translation
        self.speech_setting = speech  # the settings' speech level
        self.game_layer = GameLayer(self)
        self.notices = NoticesLayer(
            self.output.show_screen, self._show_game_screen, hold_below=self.game_layer.hold
        )
        self.menu_key = MenuKeyLayer(self)
        self.layers: list[Layer] = [self.game_layer, self.menu_key, self.notices]
        self.menus = Menus(self)
        # Told of every game dealt (restored False) or put back (True): the companion's.
        self.game_loaded: list[Callable[[str, bool], None]] = []
        self.saving = Saving(store, self.post_notice)

    @property
    def store(self) -> StateStore:
        """Where the state is saved."""
        return self.saving.store

    @store.setter
    def store(self, store: StateStore) -> None:
        self.saving.store = store

    # -- start ------------------------------------------------------------------

    def boot(self, first_game: str) -> None:
        """Load the saved state (or start ``first_game``), beep, and show the game."""
        power_on(self, first_game)

    @contained
    def switch_game(self, name: str, *, fresh: bool = False) -> None:
        """Make ``name`` the current game: its saved state, or a new deal."""
        self.load_game(name, fresh=fresh)
        self.show_game()

    def load_game(self, name: str, *, fresh: bool = False) -> bool:
        """Restore ``name`` from its saved state (True) or deal it anew (False)."""
        if self.game is not None:
            self.saving.remember(self.current, self.game, self.loop.now)
        self.wakes.cancel_all()
        self.current = name
        info = self.games[name]
        now = self.loop.now()
        settings = self.game_settings.get(name)
        saved = None if fresh else self.saving.state["games"].get(name)
        self.game = None
        if saved is not None:
            try:
                self.game = info.restore(saved, self.new_rng(), settings, now)
            except RESTORE_ERRORS as error:
                if not isinstance(error, StateError):
                    log.exception("the %s game broke its contract restoring a saved state", name)
                why = f"it cannot be restored ({error})"
                self.saving.keep_game_aside(name, why)  # alone, as one failing its check
                self.post_notice(notice_screen(T(DAMAGED_GAME, game=info.title)))
        restored = self.game is not None
        if self.game is None:
            self.game = info.new(self.new_rng(), settings, now)
        self.menus.take_away()
        self.remove(ResumedLayer)
        self.game_layer.keys.clear()
        for hook in self.game_loaded:
            hook(name, restored)
        return restored

    def show_game(self) -> None:
        """Save the game, draw it, and show a notice that came meanwhile."""
        assert self.game is not None
        self.save_now()
        self.apply(self.game.redraw(self.loop.now()))
        self.show_notice()

    def new_game(self) -> None:
        """Deal the current game anew (the box menu's "New game"), with the power-on beep
        of a box just switched on."""
        self.output.play([Sound("power_on")])
        self.switch_game(self.current, fresh=True)

    # -- inputs: down the stack, top first ---------------------------------------

    @contained
    def press(self, key: str) -> None:
        """A key went down."""
        self._down_the_stack("press", key)

    @contained
    def release(self, key: str) -> None:
        """A key came up."""
        self._down_the_stack("release", key)

    @contained
    def hold(self, key: str) -> None:
        """A key has been held for the hold time."""
        self._down_the_stack("hold", key)

    def _down_the_stack(self, what: Literal["press", "release", "hold"], key: str) -> None:
        for layer in reversed(self.layers):
            if getattr(layer, what)(key):
                return

    def push(self, layer: Layer) -> None:
        """Put ``layer`` on the stack, under the notices (they stay on top)."""
        self.layers.insert(len(self.layers) - 1, layer)

    def remove(self, *kinds: type) -> None:
        """Take every layer of these kinds off the stack."""
        self.layers = [layer for layer in self.layers if not isinstance(layer, kinds)]

    # -- the game ---------------------------------------------------------------

    def game_event(self, event: Event) -> None:
        """Hand ``event`` to the game, apply its effects, then save after a key pressed
        or where the game asks (see the module's docstring)."""
        assert self.game is not None
        now = self.loop.now()
        effects = self.game.handle(event, now)
        try:
            self.apply(effects)  # the player's answer first: the save waits for no key
        finally:
            worth_saving = isinstance(event, Press) or any(isinstance(e, Save) for e in effects)
            if worth_saving and self.save_now():  # saved even if its drawing failed
                self.recovered = None
        self.show_notice()  # one the save brought up (the card full, or saving again)

    def apply(self, effects: list[Effect]) -> None:
        """Send a game's effects out: lights and sound first (they are quick), then the
        screen, which takes longest to draw (kept back while a menu is up)."""
        screens = []
        for effect in effects:
            if isinstance(effect, Lights):
                self.output.show_lights(effect)
            elif isinstance(effect, Screen):
                screens.append(effect)
            elif isinstance(effect, WakeAt):
                self._wake_at(effect.at, effect.tag)
            elif isinstance(effect, CancelWake):
                self.wakes.cancel(effect.tag)
            elif isinstance(effect, Secret):
                self.output.tell_secret(effect)
            elif isinstance(effect, Chart):
                self.output.show_chart(effect)
        self.output.play([e for e in effects if isinstance(e, Sound)], self.current)
        self.output.say([e for e in effects if isinstance(e, Say)])
        if screens:
            self._game_screen = screens[-1]
            if not self.menus.is_open:
                self.output.show_screen(screens[-1])

    def _wake_at(self, at: float, tag: str) -> None:
        game = self.game
        self.wakes.set(at, tag, lambda: self._wake(game, tag))

    @contained
    def _wake(self, game: Game | None, tag: str) -> None:
        if game is self.game:
            self.wakes.fired(tag)
            self.game_event(Wake(tag))

    def new_rng(self) -> random.Random:
        """A random source of its own for a game about to be dealt or restored."""
        return CountedRandom(self._rng.getrandbits(64))  # saved as its seed and its draws

    # -- saving -------------------------------------------------------------------

    def save_now(self) -> bool:
        """Save the state if it changed (True then, or when the card refused it)."""
        return self.saving.save(self.current, self.game, self.loop.now)

    def keep(self, state: dict[str, Any]) -> None:
        """Take on and save a choice made in the box menu."""
        self.saving.keep(state, self.current, self.game, self.loop.now)

    def saved_state(self) -> dict[str, Any]:
        """The state as last saved: what a restart comes back to."""
        return self.saving.state

    @contained
    def save(self) -> None:
        """Save the current game now, whole (before a shutdown, so its timers resume from
        here and the card holds one file)."""
        self.saving.save(self.current, self.game, self.loop.now, whole=True)

    def game_failed(self, error: BaseException) -> None:
        """A game raised (at a key, a timer, a redraw, a snapshot or its drawing): log it,
        put the game back to its last saved state and say so; a game that fails again
        from that state is kept aside like a damaged save and dealt anew."""
        recover(self, error)

    # -- the screens over the game ------------------------------------------------

    def put_resumed_screen_away(self) -> None:
        """The "Game resumed" screen goes; the game's screen comes back."""
        if any(isinstance(layer, ResumedLayer) for layer in self.layers):
            self.remove(ResumedLayer)
            self._show_game_screen()

    def use_language(self, language: str) -> None:
        """Speak ``language`` now (for this run: the box menu also keeps the choice)."""
        if language != self.language:
            self.language = language
            self.output.use_translation(self._translation(language))

    # -- notices ----------------------------------------------------------------

    def post_notice(self, screen: Screen) -> None:
        """Queue a notice: it shows when the box next shows its notices."""
        self.notices.post(screen)

    def show_notice(self) -> None:
        """Show the first notice waiting, if any."""
        self.notices.show_first()

    def _show_game_screen(self) -> None:
        if self._game_screen is not None:
            self.output.show_screen(self._game_screen)
