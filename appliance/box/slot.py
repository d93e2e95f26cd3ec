"""The game slot: the one place a game is dealt, restored, put back after a failure and
announced to whoever listens (the box's own layers, the companion); and the way between
the game and the world: a key's event in, its effects out, its state saved.

After every key pressed on the game its effects go out first (the LEDs, the speaker,
then the display) and its state is saved at once after them, on the same thread, before
the loop takes the next key: a key answers without waiting for the card, and no later key
can act on a state that is not on the card. A power cut can take at most the key whose
effects were going out in that moment (a few milliseconds, one fsync), never one before.

Saves follow what players do, for the card's sake: a key coming up or held, an animation
step or a timer tick is not saved (a restart mid-animation resumes to its result from the
state saved at the key that started it), unless the game asks for it with a ``Save``
effect (a dive's end).
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from appliance.box.loop.wakes import Wakes
from appliance.box.notices import DAMAGED_GAME, SOFTWARE_FAULT, notice_screen
from appliance.box.output import Output
from appliance.box.state.saving import Saving
from games.base import Game, GameInfo
from games.effects import CancelWake, Chart, Effect, Lights, Save, Say, Secret, Sound, WakeAt
from games.errors import StateError
from games.events import Event, Press, Wake
from games.randomness import CountedRandom
from games.screen import Screen, T

log = logging.getLogger(__name__)

# A saved game that is damaged: not a table, refused by the game's careful restore
# (StateError), or data that cannot even be read as JSON or is nested too deep. Anything
# else raised by a game's restore is a fault of the box's software, not of the card.
DAMAGED_DATA = (StateError, json.JSONDecodeError, RecursionError)

Loaded = Callable[[str, bool], None]  # told the name of each game dealt (False) or restored
Played = Callable[[str, Game | None], None]  # told of the game after each event, saved


class GameSlot:
    """The current game: dealt, restored, handed events, its effects applied and saved."""

    def __init__(
        self,
        *,
        games: Mapping[str, GameInfo],
        game_settings: Mapping[str, Any],
        rng: random.Random,
        now: Callable[[], float],
        wakes: Wakes,
        saving: Saving,
        output: Output,
        covered: Callable[[], bool],
        post_notice: Callable[[Screen], None],
        show_notice: Callable[[], None],
        failed: Callable[[BaseException], None],
        loaded: Sequence[Loaded] = (),
        played: Sequence[Played] = (),
    ) -> None:
        self.games = dict(games)
        self.game_settings = dict(game_settings)
        self.current = ""
        self.game: Game | None = None
        self.recovered: str | None = None  # the game just put back, until it moves on
        self.now = now
        self.wakes = wakes
        self.saving = saving
        self._rng = rng
        self._output = output
        self._covered = covered  # a menu over the game: its screens wait
        self.post_notice = post_notice
        self.show_notice = show_notice
        self._failed = failed  # a game that failed at a timer: put it back
        self._loaded = tuple(loaded)
        self._played = tuple(played)
        self._game_screen: Screen | None = None

    # -- dealt, restored, put back ----------------------------------------------

    def load(self, name: str, *, fresh: bool = False) -> bool:
        """Restore ``name`` from its saved state (True) or deal it anew (False); a saved
        state that cannot be restored is kept aside and said, and a new game dealt."""
        if self.game is not None:
            self.saving.remember(self.current, self.game, self.now)
        saved = None if fresh else self.saving.state["games"].get(name)
        game = self._restored(name, saved) if saved is not None else None
        restored = game is not None
        self.put(name, game if game is not None else self.deal(name))
        self.announce(name, restored)
        return restored

    def _restored(self, name: str, saved: Any) -> Game | None:
        info = self.games[name]
        try:
            if not isinstance(saved, Mapping):  # its shape checked before a game reads it
                raise StateError(f"a saved {name} game is a table, not {type(saved).__name__}")
            return self.restore(name, saved)
        except DAMAGED_DATA as error:
            self.saving.keep_game_aside(name, f"it cannot be restored ({error})")
            self.post_notice(notice_screen(T(DAMAGED_GAME, game=info.title)))
        except Exception as error:  # the game's own restore code failed: not the card
            log.exception("the %s game broke its contract restoring a saved state", name)
            self.saving.keep_game_aside(name, f"restoring it failed in the software ({error!r})")
            self.post_notice(notice_screen(T(SOFTWARE_FAULT, game=info.title)))
        return None

    def restore(self, name: str, saved: Any) -> Game:
        """``name``'s game from its saved state (raising what its restore raises)."""
        settings = self.game_settings.get(name)
        return self.games[name].restore(saved, self.new_rng(), settings, self.now())

    def deal(self, name: str) -> Game:
        """A new deal of ``name``."""
        settings = self.game_settings.get(name)
        return self.games[name].new(self.new_rng(), settings, self.now())

    def put(self, name: str, game: Game) -> None:
        """Make ``game`` the current one (its timers from before cancelled)."""
        self.wakes.cancel_all()
        self.current = name
        self.game = game

    def announce(self, name: str, restored: bool) -> None:
        """Tell whoever listens that ``name`` was dealt (False) or restored (True)."""
        for loaded in self._loaded:
            loaded(name, restored)

    def new_rng(self) -> random.Random:
        """A random source of its own for a game about to be dealt or restored."""
        return CountedRandom(self._rng.getrandbits(64))  # saved as its seed and its draws

    # -- the game ---------------------------------------------------------------

    def show(self) -> None:
        """Save the game, draw it, and show a notice that came meanwhile."""
        assert self.game is not None
        self.save_now()
        self.apply(self.game.redraw(self.now()))
        self.show_notice()

    def send(self, event: Event) -> None:
        """Hand ``event`` to the game, apply its effects, then save after a key pressed
        or where the game asks (see the module's docstring)."""
        assert self.game is not None
        effects = self.game.handle(event, self.now())
        try:
            self.apply(effects)  # the player's answer first: the save waits for no key
        finally:
            worth_saving = isinstance(event, Press) or any(isinstance(e, Save) for e in effects)
            if worth_saving and self.save_now():  # saved even if its drawing failed
                self.recovered = None
        for played in self._played:
            played(self.current, self.game)
        self.show_notice()  # one the save brought up (the card full, or saving again)

    def apply(self, effects: list[Effect]) -> None:
        """Send a game's effects out: lights and sound first (they are quick), then the
        screen, which takes longest to draw (kept back while a menu is up)."""
        output = self._output
        screens = []
        for effect in effects:
            if isinstance(effect, Lights):
                output.show_lights(effect)
            elif isinstance(effect, Screen):
                screens.append(effect)
            elif isinstance(effect, WakeAt):
                self._wake_at(effect.at, effect.tag)
            elif isinstance(effect, CancelWake):
                self.wakes.cancel(effect.tag)
            elif isinstance(effect, Secret):
                output.tell_secret(effect)
            elif isinstance(effect, Chart):
                output.show_chart(effect)
        output.play([e for e in effects if isinstance(e, Sound)], self.current)
        output.say([e for e in effects if isinstance(e, Say)])
        if screens:
            self._game_screen = screens[-1]
            if not self._covered():
                output.show_screen(screens[-1])

    def show_game_screen(self) -> None:
        """The game's last screen again (a notice or a screen over it gone)."""
        if self._game_screen is not None:
            self._output.show_screen(self._game_screen)

    def _wake_at(self, at: float, tag: str) -> None:
        game = self.game
        self.wakes.set(at, tag, lambda: self._wake(game, tag))

    def _wake(self, game: Game | None, tag: str) -> None:
        if game is not self.game:
            return
        try:
            self.wakes.fired(tag)
            self.send(Wake(tag))
        except Exception as error:  # the boundary between the box and a game
            self._failed(error)

    # -- saving -------------------------------------------------------------------

    def save_now(self) -> bool:
        """Save the state if it changed (True then, or when the card refused it)."""
        return self.saving.save(self.current, self.game, self.now)

    def save_whole(self) -> None:
        """Save the current game now, whole (before a shutdown)."""
        self.saving.save(self.current, self.game, self.now, whole=True)

    def saved_state(self) -> dict[str, Any]:
        """The state as last saved: what a restart comes back to."""
        return self.saving.state

    def keep(self, state: dict[str, Any]) -> None:
        """Take on and save a choice made in the box menu."""
        self.saving.keep(state, self.current, self.game, self.now)
