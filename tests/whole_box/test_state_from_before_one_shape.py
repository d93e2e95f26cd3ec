"""A state file saved by the box before its code took one shape (every game package the
same files, Tobago in rooms, the box a stack of layers) still loads: each of the four
games comes back exactly where it was, on the screen the old box showed last."""

from __future__ import annotations

import shutil
from pathlib import Path

from boxkit import mock_box, play, screens, sounds

SAVED = Path(__file__).parent / "data" / "state_before_one_shape.json"
# What the old box showed last in each game of that state (its tours, seed 1).
LAST_SCREENS = {
    "1": ["Out of air!", "Dropped in area 3", "End of turn"],
    "2": ["Map 2", "Path: Tablet, Compass, Diamond (faded), Palm", "Key 1: claim"],
    "3": [
        "Yellow · step 4 of 4",
        "Sea serpent",
        "Moves 1 sea space",
        "None out? No move",
        "AIR: end of turn",
    ],
    "4": [
        "Place the landmarks",
        "4 huts, 3 palm trees, 3 statues",
        "AIR: where the box says",
        "2: we place, then show",
        "CLEAR: back",
    ],
}


def test_a_state_saved_before_the_one_shape_resumes_every_game_where_it_was(tmp_path):
    shutil.copy(SAVED, tmp_path / "state.json")
    with mock_box(state_dir=tmp_path) as (running, records):
        assert sounds(records)[0] == "resumed"
        assert screens(records)[-1][0] == "Game resumed"
        for key, screen in LAST_SCREENS.items():
            play(running, f"press MENU\npress {key}\nwait 1\n")
            assert screens(records)[-1] == screen
        assert "The saved game could not be read. It was kept aside." not in str(screens(records))
    assert not list(tmp_path.glob("state.json.broken-*")), "nothing was kept aside as unreadable"
