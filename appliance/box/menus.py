"""The menus over the game: opened and closed on the box's stack of layers, and what a
chosen item does (its typed action, dispatched here)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

from appliance.box.actions import (
    BoxAction,
    ChooseLanguage,
    ChooseSpeech,
    Languages,
    NewGame,
    PlayGame,
    Speech,
    WhatNow,
)
from appliance.box.layers import MenuLayer, QuestionLayer, question_screen
from appliance.box.menu import (
    Menu,
    MenuItem,
    box_menu,
    game_menu,
    language_menu,
    speech_menu,
)
from appliance.box.menu_items.help import HelpLayer, fits, help_of, help_pages, menu_pages
from appliance.box.output import Output
from appliance.box.slot import GameSlot
from appliance.box.stack import Layer, Stack
from appliance.box.words.i18n import LANGUAGES
from appliance.box.words.language import Language
from appliance.box.words.speech_choice import choose_speech
from games.base import Pausable
from games.effects import Effect
from games.screen import Screen, T

Action = Callable[[], None]
COVERING = (MenuLayer, QuestionLayer, HelpLayer)  # they cover the game: its screens wait


class Menus:
    """The box's menus and their questions: at most one menu, and its question, at a time."""

    def __init__(
        self,
        *,
        stack: Stack,
        slot: GameSlot,
        output: Output,
        language: Language,
        actions: Mapping[str, Action],
        menu_names: list[str],
        switch_game: Callable[[str], None],
        new_game: Action,
    ) -> None:
        self._stack = stack
        self._slot = slot
        self._output = output
        self._language = language
        self._actions = actions  # the box's own and its plug-ins' (the companion's)
        self._menu_names = menu_names
        self._switch_game = switch_game
        self._new_game = new_game

    @property
    def is_open(self) -> bool:
        """True while a menu (or a menu's question) covers the game."""
        return self._stack.holds(*COVERING)

    def toggle(self) -> None:
        """MENU tapped: the game chooser, or back to the game if a menu is up."""
        if self.is_open:
            self.close()
        else:
            titles = {name: self._slot.games[name].title for name in self._menu_names}
            self.open(game_menu(titles, phones="phones" in self._actions))

    def open_box_menu(self) -> None:
        """MENU held: the box menu."""
        self.open(box_menu(self._slot.games[self._slot.current].title))

    def open(self, menu: Menu) -> None:
        """Show ``menu`` over the game (a Pausable game pauses under the first one)."""
        slot = self._slot
        covering = not self.is_open
        self.take_away()
        current = (PlayGame(slot.current), ChooseLanguage(self._language.code))
        first = self._push_menu(menu, menu.screen(current))
        if covering and isinstance(slot.game, Pausable):
            self._game_effects(slot.game.pause(slot.now()))
        self._output.show_screen(first)

    def show_over(self, menu: Menu) -> None:
        """Show ``menu`` over what covers the game already (a menu chose it)."""
        self._output.show_screen(self._push_menu(menu, menu.screen()))

    def _push_menu(self, menu: Menu, shown: Screen) -> Screen:
        """``menu`` on the stack, in pages that fit the display whole (UP: more): its
        first page to show."""
        output = self._output
        screens = menu_pages(shown, output.renderer)
        self._stack.push(MenuLayer(menu, self._chosen, self.close, screens, output.show_screen))
        return screens[0]

    def cover(self, layer: Layer, screen: Screen, *, pause: bool) -> None:
        """Cover the game with ``layer`` (held like a menu's question) showing ``screen``;
        ``pause`` a Pausable game under it."""
        slot = self._slot
        self.take_away()
        self._stack.push(layer)
        if pause and isinstance(slot.game, Pausable):
            self._game_effects(slot.game.pause(slot.now()))
        self._output.show_screen(screen)

    def close(self) -> None:
        """Back to the game (a Pausable game resumes), drawn again."""
        slot = self._slot
        self.take_away()
        assert slot.game is not None
        if isinstance(slot.game, Pausable):
            self._game_effects(slot.game.resume(slot.now()))
        slot.apply(slot.game.redraw(slot.now()))

    def take_away(self) -> None:
        """Take every menu, question and help off the stack (nothing drawn)."""
        self._stack.remove(*COVERING)

    def what_now(self) -> None:
        """The "What now?" screen over the game, in place of any menu (see
        appliance.box.menu_items.help): a game the menu paused stays paused, nothing else is."""
        slot, output = self._slot, self._output
        told = help_of(slot.game, slot.now(), slot.games[slot.current].title)
        layer = HelpLayer(
            help_pages(told, functools.partial(fits, output.renderer)),
            output.show_screen,
            output.say,
            self.close,
        )
        self.take_away()
        self._stack.push(layer)
        layer.open()

    def _game_effects(self, effects: list[Effect]) -> None:
        self._slot.save_now()
        self._slot.apply(effects)

    def ask(self, item: MenuItem, menu: Menu | None) -> None:
        """Ask ``item``'s question over ``menu`` (None: straight over the game); the
        answer comes back when the question is popped."""
        self._question(item, menu)
        self._output.show_screen(question_screen(item))

    def _question(self, item: MenuItem, menu: Menu | None) -> None:
        self._stack.push(
            QuestionLayer(self._stack.pop), lambda yes: self._answered(item, menu, yes)
        )

    def _answered(self, item: MenuItem, menu: Menu | None, yes: bool) -> None:
        if not yes and menu is not None and menu.items:
            self.open(menu)
        elif not yes:
            self.close()
        elif not self.run(item):
            self._question(item, menu)  # not on this box: still asked (1 again, CLEAR back)

    def _chosen(self, item: MenuItem, menu: Menu) -> None:
        if item.question is not None:
            self.ask(item, menu)
        else:
            self.run(item)

    def run(self, item: MenuItem) -> bool:
        """Do what a chosen (and confirmed) menu item says (False: not on this box)."""
        slot = self._slot
        match item.action:
            case PlayGame(name) if name == slot.current:
                self.close()
            case PlayGame(name):
                self._switch_game(name)
            case NewGame():
                self._new_game()
            case Languages():
                self.open(language_menu(LANGUAGES))
            case ChooseLanguage(code):
                self._language.choose(code, slot.keep, slot.saving.state)
                self.close()
                slot.show_notice()
            case WhatNow():
                self.what_now()
            case Speech():
                self.open(speech_menu(self._output.speech_level))
            case ChooseSpeech(level):
                choose_speech(self._output, level, slot.keep, slot.saved_state, self.close)
            case BoxAction(name) if name in self._actions:
                self.take_away()
                self._actions[name]()
            case _:
                self._output.show_screen(Screen((item.label, T("Not available on this box."))))
                return False
        return True
