"""The menus over the game: opened and closed on the box's stack of layers, and what a
chosen item does (its typed action, dispatched here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from appliance.box.actions import (
    BoxAction,
    ChooseLanguage,
    ChooseSpeech,
    Languages,
    NewGame,
    PlayGame,
    Speech,
)
from appliance.box.layers import (
    MenuLayer,
    QuestionLayer,
    ResumedLayer,
    question_screen,
)
from appliance.box.menu import (
    Menu,
    MenuItem,
    box_menu,
    game_menu,
    language_menu,
    new_game_item,
    speech_menu,
)
from appliance.box.words.i18n import LANGUAGES
from appliance.box.words.language import choose_language
from appliance.box.words.speech_choice import choose_speech
from games.base import Pausable
from games.effects import Effect
from games.screen import Screen, T

if TYPE_CHECKING:
    from appliance.box.router import Box


class Menus:
    """The box's menus and their questions: at most one menu, and its question, at a time."""

    def __init__(self, box: Box) -> None:
        self.box = box

    @property
    def is_open(self) -> bool:
        """True while a menu (or a menu's question) covers the game."""
        return any(isinstance(layer, MenuLayer | QuestionLayer) for layer in self.box.layers)

    def toggle(self) -> None:
        """MENU tapped: the game chooser, or back to the game if a menu is up."""
        if self.is_open:
            self.close()
        else:
            box = self.box
            titles = {name: box.games[name].title for name in box.menu_names}
            self.open(game_menu(titles, phones="phones" in box.actions))

    def open_box_menu(self) -> None:
        """MENU held: the box menu."""
        self.open(box_menu(self.box.games[self.box.current].title))

    def open(self, menu: Menu) -> None:
        """Show ``menu`` over the game (a Pausable game pauses under the first one)."""
        box = self.box
        covering = not self.is_open
        self.take_away()
        box.push(MenuLayer(self, menu))
        if covering and isinstance(box.game, Pausable):
            self._game_effects(box.game.pause(box.loop.now()))
        current = (PlayGame(box.current), ChooseLanguage(box.language))
        box.output.show_screen(menu.screen(current))

    def close(self) -> None:
        """Back to the game (a Pausable game resumes), drawn again."""
        box = self.box
        self.take_away()
        assert box.game is not None
        if isinstance(box.game, Pausable):
            self._game_effects(box.game.resume(box.loop.now()))
        box.apply(box.game.redraw(box.loop.now()))

    def take_away(self) -> None:
        """Take every menu and question off the stack (nothing drawn)."""
        self.box.remove(MenuLayer, QuestionLayer)

    def _game_effects(self, effects: list[Effect]) -> None:
        self.box.save_now()
        self.box.apply(effects)

    def ask(self, item: MenuItem, menu: Menu | None) -> None:
        """Ask ``item``'s question over ``menu`` (None: straight over the game)."""
        self.box.push(QuestionLayer(self, item, menu))
        self.box.output.show_screen(question_screen(item))

    def ask_new_game(self) -> None:
        """MENU held on the "resumed" screen: straight to the question of a new game."""
        box = self.box
        box.remove(ResumedLayer)
        box.menu_key.held = True  # MENU comes up on the question: it closes nothing
        self.ask(new_game_item(box.games[box.current].title), None)

    def run(self, item: MenuItem) -> None:
        """Do what a chosen (and confirmed) menu item says."""
        box = self.box
        match item.action:
            case PlayGame(name) if name == box.current:
                self.close()
            case PlayGame(name):
                box.switch_game(name)
            case NewGame():
                box.new_game()
            case Languages():
                self.open(language_menu(LANGUAGES))
            case ChooseLanguage(code):
                choose_language(box, code)
            case Speech():
                self.open(speech_menu(box.output.speech_level))
            case ChooseSpeech(level):
                choose_speech(box, level)
            case BoxAction(name) if name in box.actions:
                self.take_away()
                box.actions[name]()
            case _:
                box.output.show_screen(Screen((item.label, T("Not available on this box."))))
