"""The box's own tests' two games on a mock box: the counter, and Tobago as a placeholder
(a game the box lists but does not load)."""

from __future__ import annotations

from typing import Any

from boxkit import Record, run_script
from counter_game import COUNTER

from appliance.box.start.placeholder import placeholder_info
from games.screen import T

GAMES = {"counter": COUNTER, "tobago": placeholder_info("tobago", T("Tobago"))}


def box_run(script: str, **options: Any) -> list[Record]:
    """The records of ``script`` played on a mock box of the two games."""
    return run_script(script, games=GAMES, **options)
