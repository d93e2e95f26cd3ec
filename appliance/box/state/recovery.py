"""A game that fails: the box stays up, the game goes back to its last saved state; a
game that fails again from there is dealt anew, and one that cannot even start is taken
off the menu (a stand-in says so)."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from appliance.box.notices import notice_screen
from appliance.box.start.placeholder import placeholder_info
from games.base import Game
from games.screen import T

if TYPE_CHECKING:
    from appliance.box.router import Box

log = logging.getLogger(__name__)

# Short lines, each a whole sentence: a notice's lines must fit a 128 x 64 screen.
FAILED = (T("The game failed."), T("Back at its last save."))
FAILED_AGAIN = (T("It failed again."), T("Kept aside; new game."))

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


def recover(box: Box, error: BaseException) -> None:
    """Log the failure, put the game back (or take it off the menu) and say so."""
    name = box.current
    log.error("the %s game failed; it goes back to its last saved state", name, exc_info=error)
    try:
        _put_back(box, name)
    except Exception:  # the last net: the box stays up even if the game cannot start
        log.exception("the %s game cannot be put back; it is taken off the menu", name)
        _take_off(box, name)


def _put_back(box: Box, name: str) -> None:
    box.wakes.cancel_all()
    box.menus.take_away()
    box.game_layer.keys.clear()
    now = box.loop.now()
    info = box.games[name]
    settings = box.game_settings.get(name)
    saved = box.saving.state["games"].get(name)
    if box.recovered != name and saved is not None:
        try:
            _start(box, info.restore(saved, box.new_rng(), settings, now), now)
            box.recovered = name
            box.post_notice(notice_screen(*FAILED))
            box.show_notice()
            return
        except Exception:
            log.exception("the %s game fails again from its last saved state", name)
    box.recovered = None
    if saved is not None:
        box.saving.keep_aside(name, f"the saved {name} game failed twice; dealt a new one")
    _start(box, info.new(box.new_rng(), settings, now), now)
    box.post_notice(notice_screen(*FAILED_AGAIN))
    box.save_now()
    box.show_notice()


def _start(box: Box, game: Game, now: float) -> None:
    box.game = game
    box.apply(game.redraw(now))


def _take_off(box: Box, name: str) -> None:
    if name not in box.games:
        name = box.current = next(iter(box.games))
    info = placeholder_info(name, box.games[name].title, broken=True)
    box.games[name] = info
    box.wakes.cancel_all()
    kept = box.saving.state["games"].get(name) or {}  # saved for a box that can play it
    box.game = info.restore(kept, box.new_rng(), None, box.loop.now())
    box.recovered = None
    try:
        box.apply(box.game.redraw(box.loop.now()))
    except Exception:  # even the stand-in cannot be drawn: nothing more to try
        log.exception("the screen cannot be drawn")
