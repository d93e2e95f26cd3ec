"""The "What now?" screen: the step the game is in and the keys that act in it, over
the game, in pages that fit the display whole in the box's language.

It is opened from the game chooser (its "What now?" item), or by MENU where the game
refuses the chooser (a Lost Treasure dive). It covers the game as a menu does but pauses
nothing: the rules' clocks (a dive's air) run on behind it, so no one gains time by
reading. UP turns the page, CLEAR (or MENU) closes it; other keys do nothing. The game is
only asked (:meth:`games.base.GameBase.what_now`, which tries keys on a copy of it):
closing the help leaves it as it was, with no save and no undo step.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from appliance.screen.layout import MORE
from appliance.screen.render import ScreenRenderer, TextRun
from games.effects import Say
from games.help import Help
from games.keys import CLEAR, MENU, UP
from games.screen import Screen, T, Text

MORE_PAGES = T("UP: more  CLEAR: back")
LAST_PAGE = T("CLEAR: back")


@runtime_checkable
class SaysWhatNow(Protocol):
    """A game that tells its step and keys (every :class:`games.base.GameBase`)."""

    def what_now(self, now: float) -> Help: ...


def help_of(game: object, now: float, title: Text) -> Help:
    """What ``game`` says of its step now; for a game that cannot say (a stand-in for a
    broken one), its title and no keys."""
    if isinstance(game, SaysWhatNow):
        return game.what_now(now)
    return Help(T("Now: {step}", step=title), ())


def fits(renderer: ScreenRenderer, screen: Screen) -> bool:
    """True when every line of ``screen`` is drawn whole on its own rows."""
    lines = {renderer.translate(line) for line in screen.lines}
    runs = [item for item in renderer.plan(screen) if isinstance(item, TextRun)]
    return all(run.source in lines and MORE not in run.text for run in runs)


Fit = Callable[[Screen], bool]


def help_pages(help: Help, fit: Fit) -> list[Screen]:
    """The help in pages: each the step, as many key lines as ``fit`` lets whole, and
    how to go on ("UP: more  CLEAR: back", or "CLEAR: back" on the last)."""
    return pages(Pages((help.step,), help.lines, MORE_PAGES, LAST_PAGE), fit)


@dataclass(frozen=True)
class Pages:
    """Lines to show in pages: ``head`` on each, then ``body`` shared out, then ``more``
    under every page but the last, which has ``last`` (None: no line)."""

    head: tuple[Text, ...]
    body: Sequence[Text]
    more: Text
    last: Text | None = None

    def page(self, start: int, end: int) -> Screen:
        """The page of ``body[start:end]``."""
        foot = self.more if end < len(self.body) else self.last
        return Screen((*self.head, *self.body[start:end], *([foot] if foot else [])))


def pages(lines: Pages, fit: Fit) -> list[Screen]:
    """``lines`` in as few pages as ``fit`` takes whole (a body line a page at least)."""
    found: list[Screen] = []
    start, size = 0, len(lines.body)
    while True:
        end = size
        while end > start + 1 and not fit(lines.page(start, end)):
            end -= 1
        found.append(lines.page(start, end))
        if end >= size:
            return found
        start = end


def menu_pages(shown: Screen, renderer: ScreenRenderer) -> list[Screen]:
    """A menu's screen in pages the display shows whole: its title on each, its items
    shared out, "UP: more" under each page but the last."""
    items = Pages(shown.lines[:1], shown.lines[1:], T("UP: more"))
    return pages(items, functools.partial(fits, renderer))


class HelpLayer:
    """The help over the game: UP the next page, CLEAR closes it, other keys wait."""

    def __init__(
        self,
        screens: list[Screen],
        show: Callable[[Screen], None],
        say: Callable[[list[Say]], None],
        close: Callable[[], None],
    ) -> None:
        self.screens = screens
        self.page = 0
        self._show = show
        self._say = say
        self._close = close

    def open(self) -> None:
        """Show and say the first page."""
        self.page = 0
        self._show_page()

    def press(self, key: str) -> bool:
        if key == MENU:
            return False  # the MENU key's layer closes it, as it closes a menu
        if key == CLEAR:
            self._close()
        elif key == UP and len(self.screens) > 1:
            self.page = (self.page + 1) % len(self.screens)
            self._show_page()
        return True

    def release(self, key: str) -> bool:
        return False  # a key that went down on the game comes up on it

    def hold(self, key: str) -> bool:
        return key != MENU

    def _show_page(self) -> None:
        screen = self.screens[self.page]
        self._show(screen)
        self._say([Say(line) for line in screen.lines])
