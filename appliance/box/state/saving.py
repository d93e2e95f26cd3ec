"""Saving: the state as last saved, written after every key pressed; a card that
refuses is said once (full, read-only, not allowed, or an error: the journal has the
whole reason), the game plays on unsaved, and every later save tries again."""

from __future__ import annotations

import errno
import logging
from collections.abc import Callable
from typing import Any

from appliance.box.notices import notice_screen
from appliance.box.selftest.selftest import NAME as SELFTEST
from appliance.box.state.state_store import StateStore
from games.base import Game
from games.screen import Screen, T

log = logging.getLogger(__name__)

# Run from the box menu, never remembered as the game to come back to after power-on.
TRANSIENT_GAMES = frozenset({SELFTEST})
# Short lines, each a whole sentence: a notice's lines must fit a 128 x 64 screen.
NOT_SAVED = (T("Not saved: card full."), T("Trying again."))  # only when the card is full
NOT_SAVED_WHY = {
    errno.ENOSPC: NOT_SAVED,
    errno.EDQUOT: NOT_SAVED,
    errno.EROFS: (T("Not saved: card read-only."), T("Trying again.")),
    errno.EACCES: (T("Not saved: not allowed."), T("Trying again.")),
    errno.EPERM: (T("Not saved: not allowed."), T("Trying again.")),
}
NOT_SAVED_OTHERWISE = (T("Not saved: card error."), T("Trying again."))  # the log says which
SAVED_AGAIN = (T("Saved again."),)
REMADE = (T("The save folder was gone."), T("Saved whole again."))
# After "Saved again.", a card that refuses again is told again only past this many saves
# (a nearly full card would otherwise have both notices wait for a key in turn).
CALM_SAVES = 20


class Saving:
    """The saved state (``current``, ``games``, the box's ``language`` and ``box``
    choices) and the store it goes to."""

    def __init__(self, store: StateStore, post_notice: Callable[[Screen], None]) -> None:
        self.store = store
        self.state: dict[str, Any] = {"current": "", "games": {}}
        self.unsaved: str | None = None  # why the last save failed, while it fails
        self.on_unsaved: Callable[[str | None], None] | None = None  # told when that changes
        self._post_notice = post_notice
        self._told = False  # "Not saved" is on the screen or was, with no "Saved again" yet
        self._saves_since_told = CALM_SAVES  # saves gone through since "Saved again."

    def remember(self, name: str, game: Game | None, now: Callable[[], float]) -> None:
        """Take the game's snapshot into the state (not yet written)."""
        assert game is not None
        if name in TRANSIENT_GAMES:
            return
        snapshot = game.snapshot(now())
        self.state = {**self.state, "games": {**self.state["games"], name: snapshot}}

    def save(
        self, name: str, game: Game | None, now: Callable[[], float], whole: bool = False
    ) -> bool:
        """Save the state if it changed (True then, or when the card refused it); ``whole``
        (at a stop): as one snapshot, the journal folded in, even if it did not change."""
        if name in TRANSIENT_GAMES:
            return False
        before = self.state
        try:
            self.remember(name, game, now)
            self.state["current"] = name
            written = self.store.save(self.state, whole=whole)
        except OSError as error:
            self._failed(error)
            return True
        except Exception:
            self.state = before  # a snapshot that cannot be written is no state to go back to
            raise
        self._saves_since_told += 1
        if self.store.remade is not None:
            self.store.remade = None
            self._post_notice(notice_screen(*REMADE))
        if self.unsaved is not None:
            log.warning("the game is saved again in %s", self.store.directory)
            self.unsaved = None
            if self._told:
                self._post_notice(notice_screen(*SAVED_AGAIN))
                self._told, self._saves_since_told = False, 0
            if self.on_unsaved:
                self.on_unsaved(None)
        return written

    def keep(
        self, state: dict[str, Any], name: str, game: Game | None, now: Callable[[], float]
    ) -> None:
        """Take on and save a choice made in the box menu (also over a transient game)."""
        self.state = state
        if name not in TRANSIENT_GAMES:
            self.save(name, game, now)
        else:
            try:
                self.store.save(self.state)
            except OSError as error:
                self._failed(error)

    def keep_aside(self, name: str, why: str) -> None:
        """Keep the saved state aside (``why`` goes with it) and forget ``name``'s game."""
        self.store.keep_aside(why)
        self.state["games"].pop(name, None)

    def keep_game_aside(self, name: str, why: str) -> None:
        """Keep ``name``'s saved game aside alone (``why`` goes with it) and forget it;
        the other games keep theirs."""
        saved = self.state["games"].pop(name, None)
        if saved is not None and self.store.directory is not None:
            self.store.keep_game_aside(name, saved, why)

    def _failed(self, error: OSError) -> None:
        if self.unsaved is None:
            log.error("cannot save the game (%s); it plays on unsaved and tries again", error)
            if not self._told and self._saves_since_told >= CALM_SAVES:
                said = NOT_SAVED_WHY.get(error.errno or 0, NOT_SAVED_OTHERWISE)
                self._post_notice(notice_screen(*said))
                self._told = True
        first = self.unsaved is None
        self.unsaved = str(error)
        if first and self.on_unsaved:
            self.on_unsaved(self.unsaved)
