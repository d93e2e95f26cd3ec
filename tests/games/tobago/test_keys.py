"""The key tables of Tobago: every phase has one, they name only the box's keys, and a
key a phase does not take is refused with the bad-key sound, changing nothing."""

from __future__ import annotations

import json
import random

import pytest

from games.effects import Sound
from games.events import Press
from games.keys import KEYS as BOX_KEYS
from games.tobago import GAME
from games.tobago.keys import KEYS
from games.tobago.sounds import BAD_KEY_CUE, CUES, REFUSAL_CUE
from games.tobago.state import Phase


def test_every_phase_has_a_key_table() -> None:
    assert set(KEYS) == set(Phase)


@pytest.mark.parametrize("phase", list(Phase), ids=str)
def test_a_table_names_only_keys_on_the_box(phase: Phase) -> None:
    assert set(KEYS[phase]) <= set(BOX_KEYS)


def test_the_refusal_cues_are_cues_of_the_game() -> None:
    assert {REFUSAL_CUE, BAD_KEY_CUE} <= set(CUES)


def saved(game) -> str:
    return json.dumps(game.snapshot(0.0), sort_keys=True)


@pytest.mark.parametrize("key", ["VALUE", "7"], ids=["not in the table", "refused digit"])
def test_a_key_the_phase_does_not_take_sounds_bad_key_and_changes_nothing(key: str) -> None:
    game = GAME.new(random.Random(1), None, 0.0)
    before = saved(game)
    effects = game.handle(Press(key), 0.0)
    assert [e for e in effects if isinstance(e, Sound)] == [Sound(BAD_KEY_CUE)]
    assert saved(game) == before
