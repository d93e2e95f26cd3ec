"""What the box shows when the tile-backs file cannot be used: the problem, for its owner.

The game does not start; the box's menu still works. The problem text comes from the
file check in English (it is for whoever edits the file, like the settings errors), cut
into rows the screen can hold.
"""

from __future__ import annotations

import textwrap
from typing import Any

from games.atlantis.sounds import REFUSAL_CUE
from games.dispatch import refusal
from games.effects import Effect, Lights
from games.events import Event, Press
from games.screen import Screen, T

ROW_CHARACTERS = 24
PROBLEM_ROWS = 3


class FileProblem:
    """A stand-in game that says the tile-backs file is wrong; every key re-sounds it."""

    def __init__(self, problem: str) -> None:
        self.problem = problem

    def redraw(self, now: float) -> list[Effect]:
        """The problem on the screen, the lights off."""
        rows = textwrap.wrap(self.problem, ROW_CHARACTERS)
        shown = rows[:PROBLEM_ROWS]
        if len(rows) > PROBLEM_ROWS:
            shown[-1] = shown[-1][: ROW_CHARACTERS - 3] + "..."
        problem = tuple(T("{problem}", problem=row) for row in shown)
        return [Screen((T("Tile backs file error"), *problem, T("MENU: another game"))), Lights()]

    def handle(self, event: Event, now: float) -> list[Effect]:
        """Any key: the problem again, with the refusal cue."""
        if isinstance(event, Press):
            return [*self.redraw(now), *refusal(REFUSAL_CUE)]
        return []

    def snapshot(self, now: float) -> dict[str, Any]:
        """Only the problem: a restore reads the file again."""
        return {"version": 1, "file_problem": self.problem}
