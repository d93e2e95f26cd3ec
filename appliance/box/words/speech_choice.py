"""How much the box says aloud: the setting, or the level last chosen in the box menu
(kept with the saved state); never more than the speech engine it has can say."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from appliance.box.notices import notice_screen
from appliance.box.output import Output
from appliance.box.words.speech_levels import SPEECH_LEVELS
from games.effects import Say
from games.screen import Screen, T

log = logging.getLogger(__name__)

NO_VOICE = (T("No speech engine."), T("Speech is off."))


def speech_choice(state: dict[str, Any], setting: str) -> str:
    """The level last chosen in the box menu (kept in ``state``), else the setting."""
    chosen = state.get("box", {}).get("speech")
    return chosen if chosen in SPEECH_LEVELS else setting


def use_speech(output: Output, level: str, post_notice: Callable[[Screen], None]) -> None:
    """At boot: speak at ``level``, or say there is no speech engine and stay silent."""
    if level != "off" and not output.can_speak:
        log.warning("speech is %r but no speech engine (espeak-ng) is installed: off", level)
        post_notice(notice_screen(*NO_VOICE))
        level = "off"
    output.use_speech(level)


def choose_speech(
    output: Output,
    level: str,
    keep: Callable[[dict[str, Any]], None],
    state: Callable[[], dict[str, Any]],
    close: Callable[[], None],
) -> None:
    """The speech menu's choice: kept (``keep``, with the saved ``state``) across power
    cycles, said aloud when on; ``close`` puts the menu away."""
    if level != "off" and not output.can_speak:
        output.show_screen(Screen((T("Speech"), *NO_VOICE)))
        return
    output.use_speech(level)
    close()
    saved = state()  # after the menu closed (a paused game saved as it resumed)
    keep({**saved, "box": {**saved.get("box", {}), "speech": level}})
    label = SPEECH_LEVELS[level].label
    output.say([Say(T("Speech: {choice}", choice=label), "result")])
