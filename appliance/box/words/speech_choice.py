"""How much the box says aloud: the setting, or the level last chosen in the box menu
(kept with the saved state); never more than the speech engine it has can say."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from appliance.box.notices import notice_screen
from appliance.box.words.speech_levels import SPEECH_LEVELS
from games.effects import Say
from games.screen import Screen, T

if TYPE_CHECKING:
    from appliance.box.router import Box

log = logging.getLogger(__name__)

NO_VOICE = (T("No speech engine."), T("Speech is off."))


def speech_choice(state: dict[str, Any], setting: str) -> str:
    """The level last chosen in the box menu (kept in ``state``), else the setting."""
    chosen = state.get("box", {}).get("speech")
    return chosen if chosen in SPEECH_LEVELS else setting


def use_speech(box: Box, level: str) -> None:
    """At boot: speak at ``level``, or say there is no speech engine and stay silent."""
    if level != "off" and not box.output.can_speak:
        log.warning("speech is %r but no speech engine (espeak-ng) is installed: off", level)
        box.post_notice(notice_screen(*NO_VOICE))
        level = "off"
    box.output.use_speech(level)


def choose_speech(box: Box, level: str) -> None:
    """The speech menu's choice: kept across power cycles, said aloud when on."""
    if level != "off" and not box.output.can_speak:
        box.output.show_screen(Screen((T("Speech"), *NO_VOICE)))
        return
    box.output.use_speech(level)
    box.menus.close()
    state = box.saving.state
    box.keep({**state, "box": {**state.get("box", {}), "speech": level}})
    label = SPEECH_LEVELS[level].label
    box.output.say([Say(T("Speech: {choice}", choice=label), "result")])
