"""Power-on: the saved state read back (the language chosen on the box with it), and a
notice for whatever of it could not be read. The box (appliance.box.router) then beeps
and shows the first game, with "Game resumed" over a game in progress."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping

from appliance.box.notices import (
    DAMAGED_GAME,
    MOVES_LOST,
    MOVES_LOST_AT_MOST,
    MOVES_UNREADABLE,
    UNREADABLE,
    notice_screen,
)
from appliance.box.state.saving import Saving
from appliance.box.state.shape import BOX_CHOICES, shape_problem
from appliance.box.words.language import Language
from games.base import GameInfo
from games.screen import Screen, T, plural

log = logging.getLogger(__name__)


def read_back(
    saving: Saving,
    games: Mapping[str, GameInfo],
    language: Language,
    post_notice: Callable[[Screen], None],
) -> None:
    """Load the saved state into ``saving`` (the language chosen with it into
    ``language``), and post a notice for each part of it that could not be read."""
    store = saving.store
    saved = store.load()
    damaged = store.damaged_games
    known = [name for name in damaged if name in games]  # a name itself damaged: not
    journal = store.damaged_journal
    if set(store.messages) - {damaged[name] for name in known} - {journal}:
        post_notice(notice_screen(UNREADABLE))
    elif journal is not None:
        post_notice(_moves_lost(store.lost_moves))
    for name in known:
        post_notice(notice_screen(T(DAMAGED_GAME, game=games[name].title)))
    if saved:
        state = {"current": saved.get("current", ""), "games": saved.get("games", {})}
        saving.state = state
        language.restore(saved, state)
        problem = shape_problem(saved.get("box", {}), BOX_CHOICES, "'box'")
        if problem is not None:
            log.warning("the box's own choices are passed over: %s", problem)
        elif "box" in saved:
            state["box"] = saved["box"]


def _moves_lost(lost: tuple[int, bool] | None) -> Screen:
    """The notice of a damaged journal, with how many moves it cost when that is known."""
    if lost is None:  # the whole journal could not be read: how many, the box cannot say
        return notice_screen(MOVES_UNREADABLE)
    moves, exact = lost
    return notice_screen(plural(*(MOVES_LOST if exact else MOVES_LOST_AT_MOST), moves))
