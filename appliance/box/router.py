"""The box: its stack of layers (a key goes down it, top first), its game slot, its
menus and notices, put together; and what the box's plug-ins (the companion) are handed.

Everything here runs on the event loop's thread. A key goes from :meth:`Box.press` down
the stack (appliance.box.stack) to the layer that takes it; the game's layer hands it to
the slot (appliance.box.slot), which applies the game's effects and saves its state.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from appliance.box.layers import GameLayer, KeysLayer, MenuKeyLayer, ResumedLayer, resumed_screen
from appliance.box.loop.event_loop import EventLoop
from appliance.box.loop.wakes import Wakes
from appliance.box.menu import new_game_item
from appliance.box.menu_items.evenings import Evenings
from appliance.box.menu_items.help import SaysWhatNow
from appliance.box.menu_items.volume import Volume
from appliance.box.menus import COVERING, Menus
from appliance.box.notices import NoticesLayer
from appliance.box.output import Output
from appliance.box.slot import GameSlot
from appliance.box.stack import Stack
from appliance.box.start.boot import read_back
from appliance.box.state.history import History
from appliance.box.state.recovery import contained, recover
from appliance.box.state.saving import TRANSIENT_GAMES, Saving
from appliance.box.state.snapshot import card_state
from appliance.box.state.state_store import StateStore
from appliance.box.words.i18n import SOURCE_LANGUAGE, Translator
from appliance.box.words.language import Language
from appliance.box.words.speech_choice import speech_choice, use_speech
from appliance.screen.render import Translate
from games.base import Game, GameInfo, allows_menu, takes_menu_key
from games.effects import Sound
from games.screen import Screen

Action = Callable[[], None]
VOLUME = "volume"  # the box menu's Volume
HISTORY = "history"  # the box menu's History


@dataclass(frozen=True)
class Parts:
    """What a plug-in of the box (the companion) is handed: never the box itself."""

    slot: GameSlot
    menus: Menus
    notices: NoticesLayer
    output: Output
    call_soon: Callable[[Callable[[], None]], Any]


class PlugIn(Protocol):
    """A part plugged into the box when it is made: its box-menu actions, and told of
    every game dealt (restored False) or put back (True)."""

    @property
    def actions(self) -> Mapping[str, Action]: ...

    def game_loaded(self, name: str, restored: bool) -> None: ...


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
        volume: float = 0.8,
        history: History | None = None,
        wall: Callable[[], datetime] = datetime.now,
        plug_ins: Sequence[Callable[[Parts], PlugIn]] = (),
        notices: Sequence[Screen] = (),
    ) -> None:
        self.loop = loop
        self.output = output
        self.actions = dict(actions or {})
        self.menu_names = [name for name in games if name not in TRANSIENT_GAMES]
        self._language = Language(
            language,
            fixed=language_fixed,
            translation=translation,
            use_translation=output.use_translation,
        )
        self.speech_setting = speech  # the settings' speech level
        self.notices = NoticesLayer(
            output.show_screen, self._show_game_screen, hold_below=self._hold_on_game
        )
        self.saving = Saving(store, self.notices.post)
        self.stack = Stack(top=self.notices)
        covered = functools.partial(self.stack.holds, *COVERING)  # a menu over the game
        self.slot = GameSlot(
            games=games,
            game_settings=game_settings,
            rng=rng,
            now=loop.now,
            wakes=Wakes(loop),
            saving=self.saving,
            output=output,
            covered=covered,
            post_notice=self.notices.post,
            show_notice=self.notices.show_first,
            failed=self.game_failed,
            loaded=[self._game_loaded],
            played=[self._played],
        )
        self.game_layer = GameLayer(self.slot.send, covered)
        self.menus = Menus(
            stack=self.stack,
            slot=self.slot,
            output=output,
            language=self._language,
            actions=self.actions,
            menu_names=self.menu_names,
            switch_game=self.switch_game,
            new_game=self.new_game,
        )
        self.volume = Volume(
            output=output,
            cover=self._cover,
            close=self.menus.close,
            keep=self.slot.keep,
            state=self.saved_state,
            setting=volume,
        )
        self.evenings = Evenings(
            history=history or History.open(store.directory),
            output=output,
            state=self.saved_state,
            set_state=functools.partial(setattr, self.saving, "state"),
            titles=lambda: {name: info.title for name, info in self.games.items()},
            cover=self._cover,
            close=self.menus.close,
            post_notice=self.notices.post,
            wall=wall,
        )
        self.actions.update({VOLUME: self.volume.open, HISTORY: self.evenings.open})
        self.menu_key = MenuKeyLayer(
            game=lambda: self.slot.game,
            covered=covered,
            refuse=self._menu_refused,
            game_keys=self.game_layer.keys,
            tapped=self._menu_tapped,
            held=self._menu_held,
        )
        self.stack.push(self.game_layer)  # the bottom of the stack
        self.stack.push(self.menu_key)
        parts = Parts(self.slot, self.menus, self.notices, output, loop.call_soon)
        self._plug_ins = [plug_in(parts) for plug_in in plug_ins]
        for plugged in self._plug_ins:
            self.actions.update(plugged.actions)
        for screen in notices:  # what start-up found wrong: shown at boot
            self.notices.post(screen)

    # -- what others read of the box ----------------------------------------------

    @property
    def game(self) -> Game | None:
        """The game being played."""
        return self.slot.game

    @property
    def current(self) -> str:
        """The name of the game being played."""
        return self.slot.current

    @property
    def games(self) -> dict[str, GameInfo]:
        """Every game of the box by name (a broken one as its stand-in)."""
        return self.slot.games

    @property
    def language(self) -> str:
        """The language the box speaks now."""
        return self._language.code

    @property
    def store(self) -> StateStore:
        """Where the state is saved."""
        return self.saving.store

    @store.setter
    def store(self, store: StateStore) -> None:
        self.saving.store = store

    # -- start ------------------------------------------------------------------

    def boot(self, first_game: str, switch_to: str | None = None) -> None:
        """Load the saved state (or start ``first_game``), beep, and show the game; then
        ``switch_to`` that game if it is another one (a command line's choice)."""
        read_back(self.saving, self.slot.games, self._language, self.notices.post)
        level = speech_choice(self.saving.state, self.speech_setting)
        use_speech(self.output, level, self.notices.post)
        self.volume.restore(self.saving.state)
        self.evenings.tell()
        current = self.saving.state["current"]
        name = next(n for n in (current, first_game, *self.games) if n in self.games)
        beeped: list[bool] = []
        self._start_first_game(name, beeped)
        if not beeped:
            self.output.play([Sound("power_on")])  # the game failed before its beep
        self.notices.show_first()
        if switch_to and switch_to != self.current:
            self.switch_game(switch_to)

    @contained
    def _start_first_game(self, name: str, beeped: list[bool]) -> None:
        restored = self.slot.load(name)
        self.output.play([Sound("resumed" if restored else "power_on")])
        beeped.append(True)
        self.slot.show()
        if restored:
            # The game goes on; the screen says so until the first key (which is not lost).
            screen = resumed_screen(self.games[name].title)
            self.stack.push(ResumedLayer(screen, self.put_resumed_screen_away, self._new_game))
            self.output.show_screen(screen)

    @contained
    def switch_game(self, name: str, *, fresh: bool = False) -> None:
        """Make ``name`` the current game: its saved state, or a new deal."""
        self.slot.load(name, fresh=fresh)
        self.slot.show()

    def load_game(self, name: str, *, fresh: bool = False) -> bool:
        """Restore ``name`` from its saved state (True) or deal it anew (False)."""
        return self.slot.load(name, fresh=fresh)

    def show_game(self) -> None:
        """Save the game, draw it, and show a notice that came meanwhile."""
        self.slot.show()

    def new_game(self) -> None:
        """Deal the current game anew (the box menu's "New game"), with the power-on beep
        of a box just switched on."""
        self.output.play([Sound("power_on")])
        self.switch_game(self.current, fresh=True)

    def _game_loaded(self, name: str, restored: bool) -> None:
        """A game dealt or put back: no menu, question or key of the old one stays; then
        the plug-ins are told."""
        self.menus.take_away()
        self.stack.remove(ResumedLayer)
        self.game_layer.keys.clear()
        self.evenings.loaded(name, self.slot.game, restored)
        for plugged in self._plug_ins:
            plugged.game_loaded(name, restored)

    def _played(self, name: str, game: Game | None) -> None:
        self.evenings.played(name, game)

    def _cover(self, layer: KeysLayer, screen: Screen) -> None:
        """A screen of the box menu over the game (a menu paused the game already)."""
        self.menus.cover(layer, screen, pause=False)

    # -- inputs: down the stack, top first ---------------------------------------

    @contained
    def press(self, key: str) -> None:
        """A key went down."""
        self.stack.press(key)

    @contained
    def release(self, key: str) -> None:
        """A key came up."""
        self.stack.release(key)

    @contained
    def hold(self, key: str) -> None:
        """A key has been held for the hold time."""
        self.stack.hold(key)

    def _hold_on_game(self, key: str) -> bool:
        return self.game_layer.hold(key)  # a game key held down from before a notice came

    def _menu_refused(self) -> None:
        """MENU while the game refuses the chooser (a dive, the compass spinning): its
        "What now?" instead, its clocks running on; the bad-key sound from a game that
        cannot say."""
        if isinstance(self.game, SaysWhatNow):
            self.menus.what_now()
        else:
            self.output.play([Sound("bad_key")])

    def _menu_held(self) -> None:
        """MENU held: the box menu, unless the game refuses menus now (its "What now?"
        may be up over a dive: the box menu never is)."""
        if allows_menu(self.game) or takes_menu_key(self.game):
            self.menus.open_box_menu()
        else:
            self.output.play([Sound("bad_key")])

    def _menu_tapped(self) -> None:
        self.put_resumed_screen_away()
        self.menus.toggle()

    def _new_game(self) -> None:
        """MENU held on the "resumed" screen: straight to the question of a new game."""
        self.stack.remove(ResumedLayer)
        self.menu_key.held = True  # MENU comes up on the question: it closes nothing
        self.menus.ask(new_game_item(self.games[self.current].title), None)

    # -- saving -------------------------------------------------------------------

    def saved_state(self) -> dict[str, Any]:
        """The state as last saved: what a restart comes back to."""
        return self.saving.state

    def state_on_card(self) -> Any:
        """What the card holds (its snapshot with its journal put on; an error said if it
        cannot be read); with no card, the current game as it is now."""
        directory = self.store.directory
        if directory is not None:
            try:
                return card_state(directory)
            except (OSError, ValueError, RecursionError) as error:
                return {"error": f"cannot read {self.store.path}: {error}"}
        assert self.game is not None
        return {
            "current": self.current,
            "games": {self.current: self.game.snapshot(self.loop.now())},
        }

    @contained
    def save(self) -> None:
        """Save the current game now, whole (before a shutdown, so its timers resume from
        here and the card holds one file)."""
        self.slot.save_whole()

    def game_failed(self, error: BaseException) -> None:
        """A game raised (at a key, a timer, a redraw, a snapshot or its drawing): log it,
        put the game back to its last saved state and say so; a game that fails again
        from that state is kept aside like a damaged save and dealt anew."""
        recover(self.slot, error)

    # -- the screens over the game ------------------------------------------------

    def put_resumed_screen_away(self) -> None:
        """The "Game resumed" screen goes; the game's screen comes back."""
        if self.stack.holds(ResumedLayer):
            self.stack.remove(ResumedLayer)
            self.slot.show_game_screen()

    # -- notices ----------------------------------------------------------------

    def refuses_menu(self) -> bool:
        """True, with the MENU key's refusal sound, while the game refuses the menu (a
        dive, the compass spinning) or takes MENU as its own key."""
        game = self.game
        if not self.menus.is_open and (takes_menu_key(game) or not allows_menu(game)):
            self.output.play([Sound("bad_key")])
            return True
        return False

    def tell(self, screen: Screen) -> None:
        """A notice on the screen until a key is pressed (after any notice already there)."""
        alone = not self.notices.screens
        self.notices.post(screen)
        if alone:
            self.notices.show_first()

    def post_notice(self, screen: Screen) -> None:
        """Queue a notice: it shows when the box next shows its notices."""
        self.notices.post(screen)

    def show_notice(self) -> None:
        """Show the first notice waiting, if any."""
        self.notices.show_first()

    def _show_game_screen(self) -> None:
        self.slot.show_game_screen()
