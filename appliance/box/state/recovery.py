"""A game that fails: the box stays up, the game goes back to its last saved state; a
game that fails again from there is dealt anew, and one that cannot even start is taken
off the menu (a stand-in says so)."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from appliance.box.notices import notice_screen
from appliance.box.start.placeholder import placeholder_info
from games.base import Game
from games.screen import T

if TYPE_CHECKING:
    from appliance.box.slot import GameSlot

log = logging.getLogger(__name__)

# Short lines, each a whole sentence: a notice's lines must fit a 128 x 64 screen.
FAILED = (T("The game failed."), T("Back at its last save."))
FAILED_AGAIN = (T("It failed again."), T("Kept aside; new game."))

Method = TypeVar("Method", bound=Callable[..., None])


class Contained(Protocol):
    """What ``contained`` needs of the object whose entry points it guards."""

    def game_failed(self, error: BaseException) -> None: ...


def contained(method: Method) -> Method:
    """Run an entry point so that a game's failure never leaves it: the game goes back
    to its last saved state instead (see ``recover``)."""

    @functools.wraps(method)
    def run(self: Contained, *args: Any, **kwargs: Any) -> None:
        try:
            method(self, *args, **kwargs)
        except Exception as error:  # the boundary between the box and a game
            self.game_failed(error)

    return run  # type: ignore[return-value]


def recover(slot: GameSlot, error: BaseException) -> None:
    """Log the failure, put the game back (or take it off the menu) and say so."""
    name = slot.current
    log.error("the %s game failed; it goes back to its last saved state", name, exc_info=error)
    try:
        _put_back(slot, name)
    except Exception:  # the last net: the box stays up even if the game cannot start
        log.exception("the %s game cannot be put back; it is taken off the menu", name)
        _take_off(slot, name)


def _put_back(slot: GameSlot, name: str) -> None:
    saved = slot.saving.state["games"].get(name)
    if slot.recovered != name and saved is not None:
        try:
            _start(slot, name, slot.restore(name, saved), restored=True)
            slot.recovered = name
            slot.post_notice(notice_screen(*FAILED))
            slot.show_notice()
            return
        except Exception:
            log.exception("the %s game fails again from its last saved state", name)
    slot.recovered = None
    if saved is not None:
        slot.saving.keep_aside(name, f"the saved {name} game failed twice; dealt a new one")
    _start(slot, name, slot.deal(name), restored=False)
    slot.post_notice(notice_screen(*FAILED_AGAIN))
    slot.save_now()
    slot.show_notice()


def _start(slot: GameSlot, name: str, game: Game, *, restored: bool) -> None:
    slot.put(name, game)
    slot.announce(name, restored)
    slot.apply(game.redraw(slot.now()))


def _take_off(slot: GameSlot, name: str) -> None:
    if name not in slot.games:
        name = next(iter(slot.games))
    info = placeholder_info(name, slot.games[name].title, broken=True)
    slot.games[name] = info
    kept = slot.saving.state["games"].get(name) or {}  # saved for a box that can play it
    game = slot.restore(name, kept)  # the stand-in keeps it as it is
    slot.recovered = None
    try:
        _start(slot, name, game, restored=False)
    except Exception:  # even the stand-in cannot be drawn: nothing more to try
        log.exception("the screen cannot be drawn")
