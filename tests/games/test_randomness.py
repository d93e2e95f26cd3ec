"""The box's random generator in a save: its seed and a count of its draws (a few
bytes, not its 3.3 KB state), and a game restored from its save draws exactly what it
would have drawn without the restart, as it would have with no save at all."""

from __future__ import annotations

import copy
import json
import random

import pytest
from harness import Harness

from drivers.pins.panel import KEY_NAMES
from games.catalog import GAME_MODULES, find_game
from games.errors import StateError
from games.events import Press, Release
from games.keys import MENU
from games.randomness import CountedRandom, restore_rng, rng_from_state, rng_state

KEYS = [key for key in KEY_NAMES if key != MENU]


def draws(rng: random.Random) -> list:
    """A bit of everything a game draws."""
    deck = list(range(30))
    rng.shuffle(deck)
    return [rng.random(), rng.randint(1, 6), rng.choice("abc"), rng.getrandbits(70), deck]


def test_a_counted_generator_draws_what_a_plain_one_with_its_seed_draws():
    assert draws(CountedRandom(11)) == draws(random.Random(11))


def test_a_generator_saved_as_its_seed_and_draws_goes_on_as_without_the_save():
    rng, plain = CountedRandom(5), random.Random(5)
    draws(rng), draws(plain)
    saved = json.loads(json.dumps(rng_state(rng)))
    assert len(json.dumps(saved)) < 60
    restored, taken = rng_from_state(saved), random.Random(0)
    restore_rng(taken, saved)  # as a game puts its generator back
    assert draws(restored) == draws(taken) == draws(rng) == draws(plain)


def test_a_generator_saved_whole_by_an_older_box_still_loads():
    rng = random.Random(7)
    version, internal, gauss = rng.getstate()
    old = rng_from_state([version, list(internal), gauss])
    assert old.random() == random.Random(7).random()


@pytest.mark.parametrize(
    "saved", [{"seed": -1, "words": 0}, {"seed": 1, "words": 10**12}, {"seed": "1", "words": 0}]
)
def test_a_saved_seed_out_of_range_is_refused_not_drawn_for_ever(saved):
    with pytest.raises(StateError):
        rng_from_state(saved)


def play_keys(table: Harness, rng: random.Random, count: int) -> None:
    for number in range(count):
        key = rng.choice(KEYS)
        table.send(Press(key))
        table.wait(rng.uniform(0.05, 0.4))
        table.send(Release(key))
        table.wait(rng.uniform(0.0, 3.0))
        if number % 7 == 0:
            table.snapshot()  # a save now and then


def rounded(value):
    """Times to the microsecond: a restored clock's sums differ in the last bits."""
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, dict):
        return {key: rounded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [rounded(item) for item in value]
    return value


@pytest.mark.parametrize("name", GAME_MODULES)
def test_a_game_restored_from_its_save_draws_what_it_would_have_drawn(name):
    game = find_game(name)
    assert game is not None
    settings = game.settings() if game.settings else None
    table = Harness(game.new(CountedRandom(1), settings, 0.0))  # as the box deals it
    play_keys(table, random.Random(name), 300)
    saved = table.snapshot()
    assert len(json.dumps(saved["rng"])) < 60, "the generator saved whole"
    # A power cut here, and on again: restored on a generator of its own, as the box does.
    twin = Harness(game.restore(saved, CountedRandom(99), settings, 0.0))
    play_keys(table, random.Random("after"), 300)
    play_keys(twin, random.Random("after"), 300)
    assert rounded(twin.snapshot()) == rounded(table.snapshot())
    assert twin.screen == table.screen


def test_a_generator_kept_for_undo_is_still_saved_as_its_seed_and_draws():
    rng = CountedRandom(7)
    rng.random()
    twin = copy.deepcopy(rng)
    assert rng_state(twin) == rng_state(rng) == {"seed": 7, "words": 2}
    assert draws(twin) == draws(rng)
