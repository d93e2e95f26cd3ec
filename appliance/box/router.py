"""The box: routes keys and timers to the menu or the current game, applies effects.

Everything here runs on the event loop's thread. After every key or timer the game's
effects go out first (the LEDs, the speaker, then the display) and its state is saved
at once after them, on the same thread, before the loop takes the next key: a key
answers without waiting for the card, and no later key can act on a state that is not
on the card. A power cut can take at most the key whose effects were going out in that
moment (a few milliseconds, one fsync), never one before it.
"""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from appliance.box.i18n import LANGUAGES, SOURCE_LANGUAGE, Translator
from appliance.box.loop import EventLoop, Timer
from appliance.box.menu import (
    CONFIRM_KEY,
    SPEECH_CHOICES,
    Menu,
    MenuItem,
    box_menu,
    confirm_screen,
    game_menu,
    language_menu,
    new_game_question,
    speech_menu,
)
from appliance.box.output import SPEECH_LEVELS, Output
from appliance.box.placeholder import placeholder_info
from appliance.box.state_store import StateStore
from appliance.screen.render import Translate
from games.base import Game, GameInfo, Pausable, allows_menu, takes_menu_key
from games.effects import CancelWake, Effect, Lights, Say, Sound, WakeAt
from games.errors import StateError
from games.events import Event, Hold, Press, Release, Wake
from games.keys import CLEAR, MENU
from games.screen import Screen, T, Text

log = logging.getLogger(__name__)

Action = Callable[[], None]
# A damaged saved game: StateError from a careful restore, the built-in errors from one
# that trips over a value it did not expect. Either way it is kept aside, never a crash.
RESTORE_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)
# Run from the box menu, never remembered as the game to come back to after power-on.
TRANSIENT_GAMES = frozenset({"selftest"})
# Short lines, each a whole sentence: a notice's lines must fit a 128 x 64 screen.
FAILED = (T("The game failed."), T("Back at its last save."))
FAILED_AGAIN = (T("It failed again."), T("Kept aside; new game."))
NOT_SAVED = (T("Not saved: card full."), T("Trying again."))
SAVED_AGAIN = (T("Saved again."),)
NO_VOICE = (T("No speech engine."), T("Speech is off."))

Method = TypeVar("Method", bound=Callable[..., None])


def contained(method: Method) -> Method:
    """Run a Box entry point so that a game's failure never leaves it: the game goes back
    to its last saved state instead (see ``Box.game_failed``)."""

    @functools.wraps(method)
    def run(self: Box, *args: Any, **kwargs: Any) -> None:
        try:
            method(self, *args, **kwargs)
        except Exception as error:  # the boundary between the box and a game
            self.game_failed(error)

    return run  # type: ignore[return-value]


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
        self.store = store
        self.games = dict(games)
        self.game_settings = dict(game_settings)
        self.actions = dict(actions or {})
        self.notices: list[Screen] = []
        self.current = ""
        self.game: Game | None = None
        self._rng = rng
        self._state: dict[str, Any] = {"current": "", "games": {}}
        self._menu: Menu | None = None
        self._question: MenuItem | None = None
        self._menu_held = False
        self._menu_refused = False
        self._resumed_screen: Screen | None = None
        self._game_keys: set[str] = set()
        self._wakes: dict[str, Timer] = {}
        self._game_screen: Screen | None = None
        self._keys_on_notice: set[str] = set()
        self._recovered: str | None = None  # the game just put back, until it moves on
        self.unsaved: str | None = None  # why the last save failed, while it fails
        self.on_unsaved: Callable[[str | None], None] | None = None  # told when that changes
        self.menu_names = [name for name in self.games if name not in TRANSIENT_GAMES]
        self.language = language  # the settings' language, until one is chosen on the box
        self._language_fixed = language_fixed  # the command line's: over the saved one
        self._translation = translation
        self._speech_setting = speech

    # -- start ------------------------------------------------------------------

    def boot(self, first_game: str) -> None:
        """Load the saved state (or start ``first_game``), beep, and show the game."""
        saved = self.store.load()
        if self.store.messages:
            self.notices.append(
                notice_screen(T("The saved game could not be read. It was kept aside."))
            )
        if saved:
            self._state = {"current": saved.get("current", ""), "games": saved.get("games", {})}
            if saved.get("language") in LANGUAGES:
                self._state["language"] = saved["language"]
                if not self._language_fixed:
                    self.speak(saved["language"])
            if isinstance(saved.get("box"), dict):
                self._state["box"] = saved["box"]
        self._use_speech(self.speech_choice)
        name = next(n for n in (self._state["current"], first_game, *self.games) if n in self.games)
        if not self._boot_game(name):
            self.output.play([Sound("power_on")])  # the game failed before its beep
        self._show_notice()

    def _boot_game(self, name: str) -> bool:
        """Restore or deal the first game and show it; False if it failed (contained)."""
        beeped: list[bool] = []
        self._start_first_game(name, beeped)
        return bool(beeped)

    @contained
    def _start_first_game(self, name: str, beeped: list[bool]) -> None:
        restored = self._load_game(name)
        self.output.play([Sound("resumed" if restored else "power_on")])
        beeped.append(True)
        self._show_game()
        if restored:
            # The game goes on; the screen says so until the first key (which is not lost).
            self._resumed_screen = resumed_screen(self.games[name].title)
            self.output.show_screen(self._resumed_screen)

    @contained
    def switch_game(self, name: str, *, fresh: bool = False) -> None:
        """Make ``name`` the current game: its saved state, or a new deal."""
        self._load_game(name, fresh=fresh)
        self._show_game()

    def _load_game(self, name: str, *, fresh: bool = False) -> bool:
        """Restore ``name`` from its saved state (True) or deal it anew (False)."""
        if self.game is not None:
            self._remember_game()
        self._cancel_wakes()
        self.current = name
        info = self.games[name]
        now = self.loop.now()
        settings = self.game_settings.get(name)
        saved = None if fresh else self._state["games"].get(name)
        self.game = None
        if saved is not None:
            try:
                self.game = info.restore(saved, self._new_rng(), settings, now)
            except RESTORE_ERRORS as error:
                if not isinstance(error, StateError):
                    log.exception("the %s game broke its contract restoring a saved state", name)
                self._keep_bad_game_aside(name, error)
        restored = self.game is not None
        if self.game is None:
            self.game = info.new(self._new_rng(), settings, now)
        self.current = name
        self._menu = None
        self._question = None
        self._resumed_screen = None
        self._game_keys.clear()
        return restored

    def _show_game(self) -> None:
        assert self.game is not None
        self._save()
        self._apply(self.game.redraw(self.loop.now()))
        self._show_notice()

    # -- inputs -----------------------------------------------------------------

    @contained
    def press(self, key: str) -> None:
        """A key went down."""
        if self.notices:
            self._keys_on_notice.add(key)
            return
        if self._resumed_screen is not None and key != MENU:
            self._put_resumed_screen_away()
        if key == MENU:
            self._menu_held = False
            self._menu_refused = False
            if not self._wants_menu_key():
                if self._menu is None and not allows_menu(self.game):
                    self._menu_refused = True  # mid-dive: the dive goes on
                    self.output.play([Sound("bad_key")])
                return
        if self._menu is not None:
            self._menu_key(key)
            return
        self._game_keys.add(key)
        self._game_event(Press(key))

    @contained
    def release(self, key: str) -> None:
        """A key came up."""
        if self.notices:
            # Only a key pressed on the notice puts it away, not the key that brought it.
            if key in self._keys_on_notice:
                self._keys_on_notice.clear()
                self._dismiss_notice()
            return
        if key == MENU and key not in self._game_keys:
            if not self._menu_held and not self._menu_refused:
                self._put_resumed_screen_away()
                self._toggle_game_menu()
            return
        if key in self._game_keys:
            self._game_keys.discard(key)
            self._game_event(Release(key))

    @contained
    def hold(self, key: str) -> None:
        """A key has been held for the hold time."""
        if key == MENU and self._resumed_screen is not None and not self.notices:
            self._ask_new_game()
        elif key == MENU and not self.notices and not self._menu_refused:
            self._menu_held = True
            self._open_menu(box_menu(self.games[self.current].title))
        elif key in self._game_keys and self._menu is None:
            self._game_event(Hold(key))

    # -- the game ---------------------------------------------------------------

    def _wants_menu_key(self) -> bool:
        # A game may take MENU as an ordinary key for a while (the self-test does).
        return self._menu is None and takes_menu_key(self.game)

    def _game_event(self, event: Event) -> None:
        assert self.game is not None
        now = self.loop.now()
        effects = self.game.handle(event, now)
        try:
            self._apply(effects)  # the player's answer first: the save waits for no key
        finally:
            if self._save():  # and a state is saved even if its drawing failed
                self._recovered = None
        self._show_notice()  # one the save brought up (the card full, or saving again)

    def _apply(self, effects: list[Effect]) -> None:
        # Lights and sound first: they are quick, and the screen takes longest to draw.
        screens = []
        for effect in effects:
            if isinstance(effect, Lights):
                self.output.show_lights(effect)
            elif isinstance(effect, Screen):
                screens.append(effect)
            elif isinstance(effect, WakeAt):
                self._wake_at(effect.at, effect.tag)
            elif isinstance(effect, CancelWake):
                self._cancel_wake(effect.tag)
        self.output.play([e for e in effects if isinstance(e, Sound)], self.current)
        self.output.say([e for e in effects if isinstance(e, Say)])
        if screens:
            self._game_screen = screens[-1]
            if self._menu is None:
                self.output.show_screen(screens[-1])

    def _wake_at(self, at: float, tag: str) -> None:
        self._cancel_wake(tag)
        game = self.game
        self._wakes[tag] = self.loop.call_at(at, lambda: self._wake(game, tag))

    @contained
    def _wake(self, game: Game | None, tag: str) -> None:
        if game is self.game:
            self._wakes.pop(tag, None)
            self._game_event(Wake(tag))

    def _cancel_wake(self, tag: str) -> None:
        timer = self._wakes.pop(tag, None)
        if timer:
            timer.cancel()

    def _cancel_wakes(self) -> None:
        for timer in self._wakes.values():
            timer.cancel()
        self._wakes.clear()

    def _new_rng(self) -> random.Random:
        return random.Random(self._rng.getrandbits(64))

    def _remember_game(self) -> None:
        assert self.game is not None
        if self.current in TRANSIENT_GAMES:
            return
        snapshot = self.game.snapshot(self.loop.now())
        self._state = {**self._state, "games": {**self._state["games"], self.current: snapshot}}

    def _save(self) -> bool:
        """Save the state if it changed (True then); a card that refuses is said once, the
        game plays on unsaved, and every later save tries again."""
        if self.current in TRANSIENT_GAMES:
            return False
        before = self._state
        try:
            self._remember_game()
            self._state["current"] = self.current
            written = self.store.save(self._state)
        except OSError as error:
            self._save_failed(error)
            return True
        except Exception:
            self._state = before  # a snapshot that cannot be written is no state to go back to
            raise
        if self.unsaved is not None:
            log.warning("the game is saved again in %s", self.store.directory)
            self.unsaved = None
            self._tell(*SAVED_AGAIN)
            if self.on_unsaved:
                self.on_unsaved(None)
        return written

    def _save_failed(self, error: OSError) -> None:
        if self.unsaved is None:
            log.error("cannot save the game (%s); it plays on unsaved and tries again", error)
            self._tell(*NOT_SAVED)
        first = self.unsaved is None
        self.unsaved = str(error)
        if first and self.on_unsaved:
            self.on_unsaved(self.unsaved)

    def _tell(self, *lines: Text) -> None:
        self.notices.append(notice_screen(*lines))

    def _keep_bad_game_aside(self, name: str, error: Exception) -> None:
        self.store.keep_aside(f"the saved {name} game cannot be restored ({error})")
        self._state["games"].pop(name, None)
        self.notices.append(
            notice_screen(T("The saved game could not be read. It was kept aside."))
        )

    def saved_state(self) -> dict[str, Any]:
        """The state as last saved: what a restart comes back to."""
        return self._state

    @contained
    def save(self) -> None:
        """Save the current game now (before a shutdown, so its timers resume from here)."""
        self._save()

    # -- a game that fails ------------------------------------------------------

    def game_failed(self, error: BaseException) -> None:
        """A game raised (at a key, a timer, a redraw, a snapshot or its drawing): log it,
        put the game back to its last saved state and say so; a game that fails again
        from that state is kept aside like a damaged save and dealt anew."""
        name = self.current
        log.error("the %s game failed; it goes back to its last saved state", name, exc_info=error)
        try:
            self._put_back(name)
        except Exception:  # the last net: the box stays up even if the game cannot start
            log.exception("the %s game cannot be put back; it is taken off the menu", name)
            self._take_off(name)

    def _put_back(self, name: str) -> None:
        self._cancel_wakes()
        self._menu = None
        self._question = None
        self._game_keys.clear()
        now = self.loop.now()
        info = self.games[name]
        settings = self.game_settings.get(name)
        saved = self._state["games"].get(name)
        if self._recovered != name and saved is not None:
            try:
                self._start(info.restore(saved, self._new_rng(), settings, now), now)
                self._recovered = name
                self._tell(*FAILED)
                self._show_notice()
                return
            except Exception:
                log.exception("the %s game fails again from its last saved state", name)
        self._recovered = None
        if saved is not None:
            self.store.keep_aside(f"the saved {name} game failed twice; dealt a new one")
            self._state["games"].pop(name, None)
        self._start(info.new(self._new_rng(), settings, now), now)
        self._tell(*FAILED_AGAIN)
        self._save()
        self._show_notice()

    def _start(self, game: Game, now: float) -> None:
        self.game = game
        self._apply(game.redraw(now))

    def _take_off(self, name: str) -> None:
        if name not in self.games:
            name = self.current = next(iter(self.games))
        info = placeholder_info(name, self.games[name].title, broken=True)
        self.games[name] = info
        self._cancel_wakes()
        kept = self._state["games"].get(name) or {}  # saved for a box that can play it
        self.game = info.restore(kept, self._new_rng(), None, self.loop.now())
        self._recovered = None
        try:
            self._apply(self.game.redraw(self.loop.now()))
        except Exception:  # even the stand-in cannot be drawn: nothing more to try
            log.exception("the screen cannot be drawn")

    def new_game(self) -> None:
        """Deal the current game anew (the box menu's "New game"), with the power-on beep
        of a box just switched on."""
        self.output.play([Sound("power_on")])
        self.switch_game(self.current, fresh=True)

    def _put_resumed_screen_away(self) -> None:
        if self._resumed_screen is not None:
            self._resumed_screen = None
            if self._game_screen is not None:
                self.output.show_screen(self._game_screen)

    def _ask_new_game(self) -> None:
        """MENU held on the "resumed" screen: straight to the question of a new game."""
        self._resumed_screen = None
        self._menu_held = True
        title = self.games[self.current].title
        item = MenuItem(T("New game"), "new-game", new_game_question(title))
        self._menu = Menu(T("New game"), ())
        self._question = item
        self.output.show_screen(confirm_screen(new_game_question(title)))

    # -- menus ------------------------------------------------------------------

    def _toggle_game_menu(self) -> None:
        if self._menu is not None:
            self._close_menu()
        else:
            titles = {name: self.games[name].title for name in self.menu_names}
            self._open_menu(game_menu(titles))

    def _open_menu(self, menu: Menu) -> None:
        covering = self._menu is None
        self._menu = menu
        self._question = None
        if covering and isinstance(self.game, Pausable):
            self._game_effects(self.game.pause(self.loop.now()))
        current = (f"game:{self.current}", f"language:{self.language}")
        self.output.show_screen(menu.screen(current))

    def _close_menu(self) -> None:
        self._menu = None
        self._question = None
        assert self.game is not None
        if isinstance(self.game, Pausable):
            self._game_effects(self.game.resume(self.loop.now()))
        self._apply(self.game.redraw(self.loop.now()))

    def _game_effects(self, effects: list[Effect]) -> None:
        self._save()
        self._apply(effects)

    def _menu_key(self, key: str) -> None:
        assert self._menu is not None
        if self._question is not None:
            if key == CONFIRM_KEY:
                self._run(self._question)
            elif key == CLEAR and self._menu.items:
                self._open_menu(self._menu)
            elif key == CLEAR:  # asked straight from the "resumed" screen: back to the game
                self._close_menu()
            return
        if key == CLEAR:
            self._close_menu()
            return
        item = self._menu.item_for(key)
        if item is None:
            return
        if item.question is not None:
            self._question = item
            self.output.show_screen(confirm_screen(item.question))
        else:
            self._run(item)

    def _run(self, item: MenuItem) -> None:
        if item.action.startswith("game:"):
            name = item.action.removeprefix("game:")
            if name == self.current:
                self._close_menu()
            else:
                self.switch_game(name)
        elif item.action == "new-game":
            self.new_game()
        elif item.action == "languages":
            self._open_menu(language_menu(LANGUAGES))
        elif item.action.startswith("language:"):
            self.choose_language(item.action.removeprefix("language:"))
        elif item.action == "speech":
            self._open_menu(speech_menu(self.output.speech_level))
        elif item.action.startswith("speech:"):
            self._choose_speech(item.action.removeprefix("speech:"))
        elif item.action in self.actions:
            self._menu = None
            self.actions[item.action]()
        else:
            self.output.show_screen(Screen((item.label, T("Not available on this box."))))

    # -- language ---------------------------------------------------------------

    def choose_language(self, language: str) -> None:
        """Speak ``language`` from now on, and after every power-on: the menu closes on
        the game as it was, in the new words."""
        self.speak(language)
        self._keep({**self._state, "language": language})
        self._close_menu()
        self._show_notice()

    def _keep(self, state: dict[str, Any]) -> None:
        """Take on and save a choice made in the box menu (also over a transient game)."""
        self._state = state
        if self.current not in TRANSIENT_GAMES:
            self._save()
        else:
            try:
                self.store.save(self._state)
            except OSError as error:
                self._save_failed(error)

    def speak(self, language: str) -> None:
        """Speak ``language`` now (for this run: the box menu also keeps the choice)."""
        if language != self.language:
            self.language = language
            self.output.use_translation(self._translation(language))

    # -- speech -----------------------------------------------------------------

    @property
    def speech_choice(self) -> str:
        """The ``speech`` level: as last chosen in the box menu (kept with the saved
        state), else the setting."""
        chosen = self._state.get("box", {}).get("speech")
        return chosen if chosen in SPEECH_LEVELS else self._speech_setting

    def _use_speech(self, level: str) -> None:
        if level != "off" and not self.output.can_speak:
            log.warning("speech is %r but no speech engine (espeak-ng) is installed: off", level)
            self._tell(*NO_VOICE)
            level = "off"
        self.output.use_speech(level)

    def _choose_speech(self, level: str) -> None:
        """The speech menu's choice: kept across power cycles, said aloud when on."""
        if level != "off" and not self.output.can_speak:
            self.output.show_screen(Screen((T("Speech"), *NO_VOICE)))
            return
        self.output.use_speech(level)
        self._close_menu()
        self._keep({**self._state, "box": {**self._state.get("box", {}), "speech": level}})
        label = SPEECH_CHOICES[level]
        self.output.say([Say(T("Speech: {choice}", choice=label), "result")])

    # -- notices ----------------------------------------------------------------

    def _show_notice(self) -> None:
        if self.notices:
            self.output.show_screen(self.notices[0])

    def _dismiss_notice(self) -> None:
        self.notices.pop(0)
        if self.notices:
            self._show_notice()
        elif self._game_screen is not None:
            self.output.show_screen(self._game_screen)


def resumed_screen(game_title: Text) -> Screen:
    """After power-on with a game in progress: it goes on, and how to start anew."""
    return Screen(
        (
            T("Game resumed"),
            T("{game} goes on.", game=game_title),
            T("Any key: play on"),
            T("Hold MENU: new game"),
        )
    )


def notice_screen(*lines: Text) -> Screen:
    """A notice that stays on the screen until any key is pressed."""
    return Screen((T("Notice"), *lines, T("Press any key.")))
