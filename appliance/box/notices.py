"""Notices: what the box must say before play goes on (a damaged save, a full card).

They queue on top of everything, shown one at a time; a key pressed on a notice puts it
away when it comes up, never the key that was down when the notice came.
"""

from __future__ import annotations

from collections.abc import Callable

from games.screen import Screen, T, Text, mark, mark_plural

UNREADABLE = T("The saved game could not be read. It was kept aside.")
# The journal of the last moves damaged: the game itself goes on, from before them.
MOVES_UNREADABLE = T("The last moves saved could not be read. Play goes on from before them.")
# The same, saying how many moves it cost (``plural(*MOVES_LOST, n)``), or at most how many.
MOVES_LOST = mark_plural(
    "{n} saved move could not be read. Play goes on without it.",
    "{n} saved moves could not be read. Play goes on without them.",
)
MOVES_LOST_AT_MOST = mark_plural(
    "Up to {n} saved move could not be read. Play goes on without it.",
    "Up to {n} saved moves could not be read. Play goes on without them.",
)
# A game whose saved state failed its check (``T(DAMAGED_GAME, game=title)``).
DAMAGED_GAME = mark("The saved {game} game was damaged and set aside.")
# A game whose restore failed in its own code: the software's fault, not the card's.
SOFTWARE_FAULT = mark("A software fault set the saved {game} game aside.")


def notice_screen(*lines: Text) -> Screen:
    """A notice that stays on the screen until any key is pressed."""
    return Screen((T("Notice"), *lines, T("Press any key.")))


class NoticesLayer:
    """The top of the box's layers: while a notice is up it takes every key."""

    def __init__(
        self,
        show: Callable[[Screen], None],
        put_away: Callable[[], None],
        *,
        hold_below: Callable[[str], bool],
    ) -> None:
        self.screens: list[Screen] = []
        self._keys: set[str] = set()  # pressed on the notice shown now
        self._show = show
        self._put_away = put_away  # the last notice is gone: the screen under it again
        self._hold_below = hold_below  # a game key held down from before the notice

    def post(self, screen: Screen) -> None:
        """Queue a notice (shown when :meth:`show_first` is called)."""
        self.screens.append(screen)

    def show_first(self) -> None:
        """Show the first notice waiting, if any."""
        if self.screens:
            self._show(self.screens[0])

    def press(self, key: str) -> bool:
        if not self.screens:
            return False
        self._keys.add(key)
        return True

    def release(self, key: str) -> bool:
        if not self.screens:
            return False
        if key in self._keys:
            self._keys.clear()
            self.screens.pop(0)
            if self.screens:
                self.show_first()
            else:
                self._put_away()
        return True

    def hold(self, key: str) -> bool:
        if not self.screens:
            return False
        # A game key held down from before the notice came is still the game's.
        self._hold_below(key)
        return True
