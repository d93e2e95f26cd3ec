"""The MENU key's menus, as data: the game chooser, the box menu (hold MENU 3 s) and the
speech menu under it.

Digits choose an item; an item with a question asks for confirmation (1: yes,
CLEAR: no); CLEAR or MENU closes the menu.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.screen import Screen, T, Text

CONFIRM_KEY = "1"


@dataclass(frozen=True)
class MenuItem:
    """One line of a menu and what choosing it does."""

    label: Text
    action: str
    question: tuple[Text, ...] | None = None


@dataclass(frozen=True)
class Menu:
    """A titled list of items, chosen with the digit keys."""

    title: Text
    items: tuple[MenuItem, ...]

    def item_for(self, key: str) -> MenuItem | None:
        """The item a digit key chooses, if any."""
        if key.isdigit() and 1 <= int(key) <= len(self.items):
            return self.items[int(key) - 1]
        return None

    def screen(self, current: str | None = None) -> Screen:
        """The menu as a screen; the item whose action is ``current`` is marked."""
        lines = [self.title]
        for number, item in enumerate(self.items, 1):
            if item.action == current:
                lines.append(T("{number} {label} (playing)", number=number, label=item.label))
            else:
                lines.append(T("{number} {label}", number=number, label=item.label))
        return Screen(tuple(lines))


def game_menu(titles: dict[str, Text]) -> Menu:
    """The game chooser: one item per game, action ``game:NAME``."""
    items = tuple(MenuItem(title, f"game:{name}") for name, title in titles.items())
    return Menu(T("Choose a game"), items)


def box_menu(game_title: Text) -> Menu:
    """The menu of a held MENU key: new game, shut down, self-test."""
    return Menu(
        T("Box menu"),
        (
            MenuItem(T("New game"), "new-game", new_game_question(game_title)),
            MenuItem(T("Shut down"), "shutdown", (T("Shut the box down now?"),)),
            MenuItem(T("Self-test"), "selftest"),
            MenuItem(T("Speech"), "speech"),
        ),
    )


SPEECH_CHOICES: dict[str, Text] = {
    "off": T("Off"),
    "results": T("Results"),
    "all": T("Results and turns"),
}
"""The ``speech`` setting's values, as the speech menu names them."""


def speech_menu(level: str) -> Menu:
    """How much the box says aloud; the level in force is marked."""
    items = tuple(
        MenuItem(T("{choice} (now)", choice=label) if name == level else label, f"speech:{name}")
        for name, label in SPEECH_CHOICES.items()
    )
    return Menu(T("Speech"), items)


def new_game_question(game_title: Text) -> tuple[Text, ...]:
    """The question before a new game, a short line each so that it fits the OLED."""
    return (T("New {game}?", game=game_title), T("The game now is lost."))


def confirm_screen(question: tuple[Text, ...]) -> Screen:
    """Asks to confirm an item, one short line of question a row."""
    return Screen((*question, T("1: yes    CLEAR: no")))
