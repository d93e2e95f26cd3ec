"""The box's layers: what a key goes to, top of the stack (appliance.box.stack) first.

Each layer takes a key going down, coming up or held, and says whether it handled it
(True) or lets it through to the layer under it (False). From the bottom up: the game,
the MENU key, a menu, a menu's question, the "Game resumed" screen, the notices. Each is
handed only the verbs it needs (send an event to the game, close itself, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from appliance.box.menu import CONFIRM_KEY, Menu, MenuItem, confirm_screen
from games.base import Game, allows_menu, takes_menu_key
from games.events import Event, Hold, Press, Release
from games.keys import CLEAR, MENU, UP
from games.screen import Screen, T, Text


class GameLayer:
    """The bottom: the current game gets the keys that went down on it."""

    def __init__(self, send: Callable[[Event], None], covered: Callable[[], bool]) -> None:
        self.keys: set[str] = set()  # down on the game, until they come up
        self._send = send
        self._covered = covered  # a menu over the game: a held key waits

    def press(self, key: str) -> bool:
        self.keys.add(key)
        self._send(Press(key))
        return True

    def release(self, key: str) -> bool:
        if key in self.keys:
            self.keys.discard(key)
            self._send(Release(key))
        return True

    def hold(self, key: str) -> bool:
        if key in self.keys and not self._covered():
            self._send(Hold(key))
        return True


class MenuKeyLayer:
    """The MENU key: tapped it opens (or closes) the game chooser, held the box menu;
    a game may take it as its own key, or refuse the menu (the dive goes on)."""

    def __init__(
        self,
        *,
        game: Callable[[], Game | None],
        covered: Callable[[], bool],
        refuse: Callable[[], None],
        game_keys: Collection[str],
        tapped: Callable[[], None],
        held: Callable[[], None],
    ) -> None:
        self.held = False  # this press opened a menu by holding: its release does not
        self.refused = False  # this press was refused: neither hold nor release opens one
        self._game = game
        self._covered = covered  # a menu is open: MENU closes it whatever the game says
        self._refuse = refuse  # the bad-key sound
        self._game_keys = game_keys  # down on the game: MENU is the game's own key
        self._tapped = tapped
        self._held = held

    def press(self, key: str) -> bool:
        if key != MENU:
            return False
        self.held = False
        self.refused = False
        covered = self._covered()
        if not covered and takes_menu_key(self._game()):
            return False  # an ordinary key for the game (the self-test takes it)
        if not covered and not allows_menu(self._game()):
            self.refused = True
            self._refuse()
        return True

    def release(self, key: str) -> bool:
        if key != MENU or key in self._game_keys:
            return False
        if not self.held and not self.refused:
            self._tapped()
        return True

    def hold(self, key: str) -> bool:
        if key != MENU or self.refused:
            return False
        self.held = True
        self._held()
        return True


class MenuLayer:
    """A menu on the screen: digits choose, CLEAR closes it, UP turns its page (a menu
    longer than the display shows whole)."""

    def __init__(
        self,
        menu: Menu,
        chosen: Callable[[MenuItem, Menu], None],
        close: Callable[[], None],
        pages: Sequence[Screen] = (),
        show: Callable[[Screen], None] | None = None,
    ) -> None:
        self.menu = menu
        self.pages = pages
        self.page = 0
        self._chosen = chosen
        self._close = close
        self._show = show

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        if key == CLEAR:
            self._close()
            return True
        if key == UP and len(self.pages) > 1 and self._show is not None:
            self.page = (self.page + 1) % len(self.pages)
            self._show(self.pages[self.page])
            return True
        item = self.menu.item_for(key)
        if item is not None:
            self._chosen(item, self.menu)
        return True

    def release(self, key: str) -> bool:
        return False  # a key that went down on the game comes up on it

    def hold(self, key: str) -> bool:
        return key != MENU


class QuestionLayer:
    """A question over the game or a menu: 1 pops it with True (yes), CLEAR with False;
    the one that pushed it gets the answer."""

    def __init__(self, pop: Callable[[Any, Any], None]) -> None:
        self._pop = pop  # the stack's: this layer off, its answer handed back

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        if key in (CONFIRM_KEY, CLEAR):
            self._pop(self, key == CONFIRM_KEY)
        return True

    def release(self, key: str) -> bool:
        return False

    def hold(self, key: str) -> bool:
        return key != MENU


class KeysLayer(QuestionLayer):
    """A screen of the box menu held over the game like a question (the volume, the
    evenings): ``keys`` says what each of its keys does; CLEAR puts it away."""

    def __init__(self, keys: Mapping[str, Callable[[], None]], close: Callable[[], None]) -> None:
        super().__init__(lambda layer, result: close())
        self._keys = keys
        self._close = close

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        if key == CLEAR:
            self._close()
        elif key in self._keys:
            self._keys[key]()
        return True


class ResumedLayer:
    """After power-on with a game in progress: the first key only puts this screen away,
    so the table sees the game as it stood (a claim under judgement, a dive cut off)
    before any key acts on it; MENU held asks for a new game."""

    def __init__(
        self, screen: Screen, put_away: Callable[[], None], new_game: Callable[[], None]
    ) -> None:
        self.screen = screen
        self._put_away = put_away
        self._new_game = new_game

    def press(self, key: str) -> bool:
        if key == MENU:
            return False
        self._put_away()
        return True  # its release finds no layer that took it down: the game never sees it

    def release(self, key: str) -> bool:
        return False

    def hold(self, key: str) -> bool:
        if key != MENU:
            return False
        self._new_game()
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
