"""Power-on: the saved state read back (the language and speech chosen on the box with
it), the beep, the first game shown, and "Game resumed" over a game in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from appliance.box.layers import ResumedLayer, resumed_screen
from appliance.box.notices import (
    DAMAGED_GAME,
    MOVES_LOST,
    MOVES_LOST_AT_MOST,
    MOVES_UNREADABLE,
    UNREADABLE,
    notice_screen,
)
from appliance.box.state.recovery import contained
from appliance.box.words.language import restore_language
from appliance.box.words.speech_choice import speech_choice, use_speech
from games.effects import Sound
from games.screen import Screen, T, plural

if TYPE_CHECKING:
    from appliance.box.router import Box


def power_on(box: Box, first_game: str) -> None:
    """Load the saved state (or start ``first_game``), beep, and show the game."""
    saved = box.store.load()
    damaged = box.store.damaged_games
    known = [name for name in damaged if name in box.games]  # a name itself damaged: not
    journal = box.store.damaged_journal
    if set(box.store.messages) - {damaged[name] for name in known} - {journal}:
        box.post_notice(notice_screen(UNREADABLE))
    elif journal is not None:
        box.post_notice(_moves_lost(box.store.lost_moves))
    for name in known:
        box.post_notice(notice_screen(T(DAMAGED_GAME, game=box.games[name].title)))
    if saved:
        state = {"current": saved.get("current", ""), "games": saved.get("games", {})}
        box.saving.state = state
        restore_language(box, saved)
        if isinstance(saved.get("box"), dict):
            state["box"] = saved["box"]
    use_speech(box, speech_choice(box.saving.state, box.speech_setting))
    current = box.saving.state["current"]
    name = next(n for n in (current, first_game, *box.games) if n in box.games)
    beeped: list[bool] = []
    _start_first_game(box, name, beeped)
    if not beeped:
        box.output.play([Sound("power_on")])  # the game failed before its beep
    box.show_notice()


def _moves_lost(lost: tuple[int, bool] | None) -> Screen:
    """The notice of a damaged journal, with how many moves it cost when that is known."""
    if lost is None:  # the whole journal could not be read: how many, the box cannot say
        return notice_screen(MOVES_UNREADABLE)
    moves, exact = lost
    return notice_screen(plural(*(MOVES_LOST if exact else MOVES_LOST_AT_MOST), moves))


@contained
def _start_first_game(box: Box, name: str, beeped: list[bool]) -> None:
    restored = box.load_game(name)
    box.output.play([Sound("resumed" if restored else "power_on")])
    beeped.append(True)
    box.show_game()
    if restored:
        # The game goes on; the screen says so until the first key (which is not lost).
        layer = ResumedLayer(box, resumed_screen(box.games[name].title))
        box.push(layer)
        box.output.show_screen(layer.screen)
