"""The screen of the phase on show: every phase has one, and a notice goes on top."""

from __future__ import annotations

import random

from games.screen import T
from games.tobago import GAME
from games.tobago.screens import SCREENS, screen
from games.tobago.state import Phase


def test_every_phase_has_a_screen() -> None:
    assert set(SCREENS) == set(Phase)


def test_a_notice_is_on_top_and_the_screen_below_it_five_lines_in_all() -> None:
    state = GAME.new(random.Random(1), None, 0.0).state
    own = screen(state).lines
    state.notice = (T("These pieces cannot"), T("join this way."))
    lines = screen(state).lines
    assert lines[:2] == state.notice
    assert lines[2:] == own[:3]
