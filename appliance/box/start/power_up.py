"""Power-up: the order in which ``tabletop run`` brings the box up from the process's
start, each step importing only what it needs, so that the power-on beep comes as early
as the Pi allows (docs/service.md, "Power to beep").

1. The beep (:func:`beep`): the settings file's ``[audio]`` read alone, the speaker
   built with that one cue, pygame's mixer opened on the speaker's own thread and the
   beep played. Imported by then: the command line, the start options, the speaker's
   driver (its cue cache and synthesiser) and pygame; not the games, luma, gpiozero,
   PIL or the box's layers (tests/appliance/box/start/test_power_up.py).
2. The box (:func:`build`, appliance.box.start.startup): the whole settings, the pin
   map, the drivers, the games, the box; booted: its first screen drawn, its first cue
   asked for. The speaker keeps the beep: it is not heard twice, and a game that goes
   on adds only the beep's falling echo ("resumed").
3. Ready: the front end runs the box (the service tells systemd READY=1); the rest of
   the cues are made on the speaker's thread.
"""

from __future__ import annotations

import os
from dataclasses import replace
from typing import TYPE_CHECKING

from appliance.box.sounds import BOX_CUES, BOX_SOUNDS, cue_key
from appliance.box.start.first_settings import read_first_settings
from appliance.box.start.options import StartOptions, cue_cache_dir
from drivers.sound.cue_cache import CueCache
from drivers.sound.speaker import Speaker

if TYPE_CHECKING:
    from appliance.box.loop.clock import Clock
    from appliance.box.start.startup import Running

POWER_ON = cue_key(BOX_SOUNDS, "power_on")
# A device slower than this to open does not hold the box: it is built meanwhile, and
# the beep sounds when the device is there (or the box's own first cue does).
BEEP_WAIT_SECONDS = 3.0


def beep(options: StartOptions) -> StartOptions:
    """Step 1: the power-on beep, before anything else of the box is imported. Gives the
    options with the speaker it was played on, for the box to keep."""
    audio = read_first_settings(options.settings_path).audio
    if options.mute:
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    speaker = Speaker(
        {POWER_ON: BOX_CUES["power_on"]},
        enabled=audio.enabled,
        volume=audio.volume,
        cache=CueCache(cue_cache_dir(options)),
        opened=False,
        whole=False,
    )
    speaker.sound_first(POWER_ON)
    speaker.open_later()
    speaker.wait_open(BEEP_WAIT_SECONDS)
    return replace(options, speaker=speaker)


def build(options: StartOptions, clock: Clock) -> Running:
    """Step 2: the box built and booted; its modules are imported only now."""
    from appliance.box.start.startup import start

    return start(options, clock)
