"""What the OLED shows now: the screen of the phase on show, built from the state.

Every screen is a :class:`games.screen.Screen` whose ``lines`` say in words what is on
show and what each key does now; the screens of each part of the game are in
:mod:`games.tobago.views`. A refusal or a notice goes on top until the next key.
"""

from __future__ import annotations

from collections.abc import Callable

from games.screen import Screen
from games.tobago.state import Phase, TobagoState
from games.tobago.views.board import BOARD_SCREENS
from games.tobago.views.clue import CLUE_SCREENS, marker_maps_on_show
from games.tobago.views.setup import SETUP_SCREENS
from games.tobago.views.split import SPLIT_SCREENS
from games.tobago.views.turn import TURN_SCREENS, map_view_markers_on_show

SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    **SETUP_SCREENS,
    **BOARD_SCREENS,
    **CLUE_SCREENS,
    **TURN_SCREENS,
    **SPLIT_SCREENS,
}


def blinks(state: TobagoState) -> bool:
    """Whether the screen on show has hexes blinking (the game then asks for a timer)."""
    return (
        (state.phase is Phase.SETUP_LANDMARKS and state.page > 0)
        or state.phase is Phase.SETUP_POINT
        or marker_maps_on_show(state)
        or map_view_markers_on_show(state)
    )


def screen(state: TobagoState) -> Screen:
    """The screen of the phase, with a refusal or notice on top when there is one."""
    shown = SCREENS[state.phase](state)
    if not state.notice:
        return shown
    return Screen((*state.notice, *shown.lines[: 5 - len(state.notice)]))
