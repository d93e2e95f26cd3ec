"""The MENU key's menus, as data: the game chooser, the box menu (hold MENU 3 s) and
its language and speech menus.

Digits choose an item; an item with a question asks for confirmation (1: yes,
CLEAR: no); CLEAR or MENU closes the menu.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from appliance.box.actions import (
    BoxAction,
    ChooseLanguage,
    ChooseSpeech,
    Languages,
    MenuAction,
    NewGame,
    PlayGame,
    Speech,
    WhatNow,
)
from appliance.box.selftest.selftest import NAME as SELFTEST
from appliance.box.words.speech_levels import SPEECH_LEVELS
from games.screen import Screen, T, Text, mark

CONFIRM_KEY = "1"


@dataclass(frozen=True)
class MenuItem:
    """One line of a menu and what choosing it does."""

    label: Text
    action: MenuAction
    question: tuple[Text, ...] | None = None


@dataclass(frozen=True)
class Menu:
    """A titled list of items, chosen with the digit keys."""

    title: Text
    items: tuple[MenuItem, ...]
    mark: str = mark("{number} {label} (playing)")

    def item_for(self, key: str) -> MenuItem | None:
        """The item a digit key chooses, if any."""
        if key.isdigit() and 1 <= int(key) <= len(self.items):
            return self.items[int(key) - 1]
        return None

    def screen(self, current: Collection[MenuAction] = ()) -> Screen:
        """The menu as a screen (the box shares it out in pages the display shows whole:
        :func:`appliance.box.menu_items.help.menu_pages`); an item whose action is in ``current`` is
        marked."""
        lines = [self.title]
        for number, item in enumerate(self.items, 1):
            if item.action in current:
                lines.append(T(self.mark, number=number, label=item.label))
            else:
                lines.append(T("{number} {label}", number=number, label=item.label))
        return Screen(tuple(lines))


def game_menu(titles: dict[str, Text], phones: bool = False) -> Menu:
    """The game chooser: one item per game; with the table companion on, its phones menu
    after them (the box menu has no row left on the OLED); then "What now?"."""
    items = tuple(MenuItem(title, PlayGame(name)) for name, title in titles.items())
    companion = (MenuItem(T("Phones"), BoxAction("phones")),) if phones else ()
    return Menu(T("Choose a game"), (*items, *companion, MenuItem(T("What now?"), WhatNow())))


def box_menu(game_title: Text) -> Menu:
    """The menu of a held MENU key: new game, shut down, self-test, language, speech,
    volume, the history of the evenings."""
    return Menu(
        T("Box menu"),
        (
            new_game_item(game_title),
            MenuItem(T("Shut down"), BoxAction("shutdown"), (T("Shut the box down now?"),)),
            MenuItem(T("Self-test"), BoxAction(SELFTEST)),
            MenuItem(T("Language"), Languages()),
            MenuItem(T("Speech"), Speech()),
            MenuItem(T("Volume"), BoxAction("volume")),
            MenuItem(T("History"), BoxAction("history")),
        ),
    )


def language_menu(names: Mapping[str, str]) -> Menu:
    """The languages of the box, each named in its own words."""
    # TRANSLATORS: a language's name in its own words ("日本語"): keep it as it is.
    items = tuple(
        MenuItem(T("{language}", language=name), ChooseLanguage(code))
        for code, name in names.items()
    )
    return Menu(T("Language"), items, mark=mark("{number} {label} (now)"))


def speech_menu(level: str) -> Menu:
    """How much the box says aloud; the level in force is marked."""
    items = tuple(
        MenuItem(
            T("{choice} (now)", choice=choice.label) if name == level else choice.label,
            ChooseSpeech(name),
        )
        for name, choice in SPEECH_LEVELS.items()
    )
    return Menu(T("Speech"), items)


def new_game_item(game_title: Text) -> MenuItem:
    """The box menu's "New game", with its question."""
    return MenuItem(T("New game"), NewGame(), new_game_question(game_title))


def new_game_question(game_title: Text) -> tuple[Text, ...]:
    """The question before a new game, a short line each so that it fits the OLED."""
    return (T("New {game}?", game=game_title), T("The game now is lost."))


def confirm_screen(question: tuple[Text, ...]) -> Screen:
    """Asks to confirm an item, one short line of question a row."""
    return Screen((*question, T("1: yes    CLEAR: no")))
