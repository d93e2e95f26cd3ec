"""The box's layers: what a key goes to, top of the stack first.

Each layer takes a key going down, coming up or held, and says whether it handled it
(True) or lets it through to the layer under it (False). From the bottom up: the game,
the MENU key, a menu, a menu's question, the "Game resumed" screen, the notices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from appliance.box.menu import CONFIRM_KEY, Menu, MenuItem, confirm_screen
from games.base import allows_menu, takes_menu_key
from games.effects import Sound
from games.events import Hold, Press, Release
from games.keys import CLEAR, MENU
from games.screen import Screen, T, Text

if TYPE_CHECKING:
    from appliance.box.menus import Menus
    from appliance.box.router import Box


class Layer(Protocol):
    """One layer of the box: True when it handled the key."""

    def press(self, key: str) -> bool: ...

    def release(self, key: str) -> bool: ...

    def hold(self, key: str) -> bool: ...


class GameLayer:
    """The bottom: the current game gets the keys that went down on it."""

    def __init__(self, box: Box) -> None:
        self.box = box
        self.keys: set[str] = set()  # down on the game, until they come up

    def press(self, key: str) -> bool:
        self.keys.add(key)
        self.box.game_event(Press(key))
        return True

    def release(self, key: str) -> bool:
        if key in self.keys:
            self.keys.discard(key)
            self.box.game_event(Release(key))
        return True

    def hold(self, key: str) -> bool:
        if key in self.keys and not self.box.menus.is_open:
            self.box.game_event(Hold(key))
        return True


class MenuKeyLayer:
    """The MENU key: tapped it opens (or closes) the game chooser, held the box menu;
    a game may take it as its own key, or refuse the menu (the dive goes on)."""

    def __init__(self, box: Box) -> None:
        self.box = box
        self.held = False  # this press opened a menu by holding: its release does not
        self.refused = False  # this press was refused: neither hold nor release opens one

    def press(self, key: str) -> bool:
        if key != MENU:
            return False
        self.held = False
        self.refused = False
        box = self.box
        if not box.menus.is_open and takes_menu_key(box.game):
            return False  # an ordinary key for the game (the self-test takes it)
        if not box.menus.is_open and not allows_menu(box.game):
            self.refused = True
            box.output.play([Sound("bad_key")])
        return True

    def release(self, key: str) -> bool:
        if key != MENU or key in self.box.game_layer.keys:
            return False
        if not self.held and not self.refused:
            self.box.put_resumed_screen_away()
            self.box.menus.toggle()
        return True

    def hold(self, key: str) -> bool:
        if key != MENU or self.refused:
            return False
        self.held = True
        self.box.menus.open_box_menu()
        return True


class MenuLayer:
    """A menu on the screen: digits choose, CLEAR closes it."""

    def __init__(self, menus: Menus, menu: Menu) -> None:
        self.menus = menus
        self.menu = menu

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        if key == CLEAR:
            self.menus.close()
            return True
        item = self.menu.item_for(key)
        if item is not None and item.question is not None:
            self.menus.ask(item, self.menu)
        elif item is not None:
            self.menus.run(item)
        return True

    def release(self, key: str) -> bool:
        return False  # a key that went down on the game comes up on it

    def hold(self, key: str) -> bool:
        return key != MENU


class QuestionLayer:
    """An item's question: 1 says yes, CLEAR goes back (to its menu, or the game)."""

    def __init__(self, menus: Menus, item: MenuItem, menu: Menu | None) -> None:
        self.menus = menus
        self.item = item
        self.menu = menu  # the menu it was asked from; None: asked from "Game resumed"

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        if key == CONFIRM_KEY:
            self.menus.run(self.item)
        elif key == CLEAR and self.menu is not None and self.menu.items:
            self.menus.open(self.menu)
        elif key == CLEAR:
            self.menus.close()
        return True

    def release(self, key: str) -> bool:
        return False

    def hold(self, key: str) -> bool:
        return key != MENU


class ResumedLayer:
    """After power-on with a game in progress: the first key only puts this screen away,
    so the table sees the game as it stood (a claim under judgement, a dive cut off)
    before any key acts on it; MENU held asks for a new game."""

    def __init__(self, box: Box, screen: Screen) -> None:
        self.box = box
        self.screen = screen

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        self.box.put_resumed_screen_away()
        return True  # its release finds no layer that took it down: the game never sees it

    def release(self, key: str) -> bool:
        return False

    def hold(self, key: str) -> bool:
        if key != MENU:
            return False
        self.box.menus.ask_new_game()
        return True


def resumed_screen(game_title: Text) -> Screen:
    """After power-on with a game in progress: it goes on, and how to start anew."""
    return Screen(
        (
            T("Game resumed"),
            T("{game} goes on.", game=game_title),
            T("Any key: see the game"),
            T("Hold MENU: new game"),
        )
    )


def question_screen(item: MenuItem) -> Screen:
    """The screen of an item's question."""
    assert item.question is not None
    return confirm_screen(item.question)
