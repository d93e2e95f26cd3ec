"""The deck: every map valid over many seeds, the mix of lengths and fading as set; when
the draw pile runs out, the maps set aside are reshuffled."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from boxkit import mock_box, play, screens

from games.events import Press, Wake
from games.randomness import rng_state
from games.screen import plain
from games.treasure_rush import GAME
from games.treasure_rush.maps.deck import (
    DeckRecipe,
    all_paths,
    deal,
    deck_from_notation,
    deck_notation,
)
from games.treasure_rush.maps.position import position
from games.treasure_rush.maps.treasure_map import TreasureMap
from games.treasure_rush.settings import TreasureRushSettings


def test_every_map_of_every_deck_is_valid_over_many_seeds():
    for seed in range(300):
        deck = deal(random.Random(seed), DeckRecipe())
        assert len(deck) == 50
        assert all(m.is_valid for m in deck), seed
        assert len(set(deck)) == 50, f"seed {seed}: a map came twice in one deck"


def test_every_map_is_valid_for_any_recipe():
    # 300 random recipes (size 1-300, any shares, any fading): size, mix and fading exact.
    for seed in range(300):
        pick = random.Random(seed)
        shares = {length: pick.choice((0, 1, 5, 20, 100)) for length in (2, 3, 4, 5)}
        shares[pick.choice((2, 3, 4, 5))] += 1
        recipe = DeckRecipe(pick.randint(1, 300), shares, pick.randint(0, 100))
        deck = deal(random.Random(seed), recipe)
        assert all(m.is_valid for m in deck), seed
        assert Counter(len(m) for m in deck) == {k: v for k, v in recipe.counts().items() if v}
        steps = [step for m in deck for step in m.steps]
        assert sum(s.faded for s in steps) == round(len(steps) * recipe.faded_percent / 100)


def test_the_default_mix_is_exact():
    deck = deal(random.Random(1), DeckRecipe())
    assert Counter(len(m) for m in deck) == {2: 10, 3: 15, 4: 15, 5: 10}
    icons = [step for m in deck for step in m.steps]
    assert (len(icons), sum(step.faded for step in icons)) == (175, 35)


@pytest.mark.parametrize(
    ("size", "shares", "counts"),
    [
        (50, {2: 20, 3: 30, 4: 30, 5: 20}, {2: 10, 3: 15, 4: 15, 5: 10}),
        (7, {2: 20, 3: 30, 4: 30, 5: 20}, {2: 2, 3: 2, 4: 2, 5: 1}),
        (10, {2: 0, 3: 0, 4: 0, 5: 1}, {2: 0, 3: 0, 4: 0, 5: 10}),
        (3, {2: 1, 3: 1, 4: 1, 5: 0}, {2: 1, 3: 1, 4: 1, 5: 0}),
    ],
)
def test_the_lengths_follow_the_shares(size, shares, counts):
    recipe = DeckRecipe(size, shares, 0)
    assert recipe.counts() == counts
    deck = deal(random.Random(5), recipe)
    assert Counter(len(m) for m in deck) == {k: v for k, v in counts.items() if v}
    assert not any(step.faded for m in deck for step in m.steps)


def test_the_maps_are_shuffled_not_sorted_by_length():
    lengths = [len(m) for m in deal(random.Random(2), DeckRecipe())]
    assert lengths != sorted(lengths)


def test_faded_icons_are_spread_over_the_deck():
    # 1000 decks: each icon place is faded about 20% of the time (tolerance 3 points).
    by_place = Counter()
    for seed in range(1000):
        deck = deal(random.Random(seed), DeckRecipe(10, {5: 1}, 20))
        for m, treasure_map in enumerate(deck):
            for i, step in enumerate(treasure_map.steps):
                by_place[m * 5 + i] += step.faded
    assert all(170 <= count <= 230 for count in by_place.values()), by_place


def test_every_icon_faded():
    assert all(
        s.faded for m in deal(random.Random(1), DeckRecipe(20, faded_percent=100)) for s in m.steps
    )


def test_the_same_seed_deals_the_same_deck_and_another_seed_another():
    assert deal(random.Random(9), DeckRecipe()) == deal(random.Random(9), DeckRecipe())
    assert deal(random.Random(9), DeckRecipe()) != deal(random.Random(10), DeckRecipe())


def test_a_big_deck_repeats_maps_only_when_every_path_was_used():
    deck = deal(random.Random(4), DeckRecipe(200, {2: 1}, 0))
    assert len(all_paths(2)) == 80
    assert all(m.is_valid for m in deck)
    assert max(Counter(deck).values()) - min(Counter(deck).values()) <= 1
    assert len(set(deck)) == 80


def test_how_many_paths_there_are():
    # Ordered choice of cards times a side for each: 20*4, 60*8, 120*16, 120*32.
    assert [len(all_paths(n)) for n in (2, 3, 4, 5)] == [80, 480, 1920, 3840]


def test_deck_notation_round_trips_by_code_and_by_name(icons):
    deck = deal(random.Random(3), DeckRecipe(6))
    assert deck_from_notation(deck_notation(deck)) == deck
    assert deck_from_notation(deck_notation(deck, icons), icons) == deck


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("Diamond", "a path has 2 to 5 icons, not 1"),
        ("Diamond Crown", "a path never shows two icons of one card"),
        ("Diamond Book Compass Wagon Tablet Key", "a path has 2 to 5 icons, not 6"),
    ],
)
def test_an_invalid_map_is_named(icons, text, problem):
    assert TreasureMap.from_notation(text, icons).problem() == problem
    with pytest.raises(ValueError, match=f"map 2 .* is invalid: {problem}"):
        deck_from_notation(f"Palm Tablet / {text}", icons)


def test_a_map_rebuilds_from_its_repr():
    treasure_map = TreasureMap.from_notation("1F 3B~ 2F")
    assert eval(repr(treasure_map)) == treasure_map
    assert repr(treasure_map) == "TreasureMap.from_notation('1F 3B~ 2F')"


# When the draw pile runs out: the maps set aside are reshuffled, not new maps dealt.
#
# The box holds one deck, as the table held 50 cards: every map of it comes up once
# before any comes again, a map a seat holds never comes up while held, and a map given
# back goes under the pile as the rulebook says.
EVERYONE_FAILS = "press 1\npress CLEAR\npress 2\npress CLEAR\nwait 3\npress VALUE"


def settings(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(f"[treasure-rush]\n{text}\n", encoding="utf-8")
    return path


def maps_shown(records) -> dict[int, str]:
    """Each map turned up, by its number, as the screen says its path."""
    return {int(s[0].split()[1]): s[1] for s in screens(records) if s[0].startswith("Map ")}


def test_after_the_whole_deck_the_same_maps_come_again_each_once(tmp_path):
    small_deck = settings(tmp_path, "deck_size = 8\nseats = 2")
    with mock_box(game="treasure-rush", seed=4, settings_path=small_deck) as (running, records):
        play(running, "press VALUE\n" + "\n".join([EVERYONE_FAILS] * 20))
    shown = maps_shown(records)
    assert len(shown) == 21
    first, second = ([shown[n] for n in range(start, start + 8)] for start in (1, 9))
    third = [shown[n] for n in range(17, 22)]
    assert len(set(first)) == 8, "a deck of 8 different maps"
    assert sorted(second) == sorted(first), "each map of the deck once more, none twice"
    assert second != first, "reshuffled, not the same order again"
    assert len(set(third)) == 5 and set(third) <= set(first)


def test_a_map_held_by_a_seat_stays_out_of_the_reshuffle_until_given_back(tmp_path):
    small_deck = settings(tmp_path, "deck_size = 4\nseats = 2")
    wins = "press {seat}\npress VALUE\nwait 1\npress VALUE"
    script = [
        EVERYONE_FAILS,  # map 1 is set aside
        wins.format(seat=1),  # map 2: seat 1 holds it to the end
        wins.format(seat=2),  # map 3
        wins.format(seat=1),  # map 4; the pile is empty: map 1 is reshuffled as map 5
        EVERYONE_FAILS,  # seat 1 gives map 4 back under the pile, seat 2 map 3
        wins.format(seat=2),  # map 6
        wins.format(seat=2),  # map 7; map 1 again, the only map set aside
    ]
    with mock_box(game="treasure-rush", seed=9, settings_path=small_deck) as (running, records):
        play(running, "press VALUE\n" + "\n".join(script))
        table = running.box.game.state
        assert [len(maps) for maps in table.won] == [1, 2] and table.turned == 8
    shown = maps_shown(records)
    assert len(set(shown[n] for n in range(1, 5))) == 4
    assert [shown[n] for n in (5, 6, 7, 8)] == [shown[1], shown[4], shown[3], shown[1]]
    assert shown[2] not in [shown[n] for n in range(3, 9)], "a map held never comes up"


def test_with_every_map_held_a_fresh_deck_is_dealt():
    game = GAME.new(random.Random(2), TreasureRushSettings(deck_size=1, seats=2), 0.0)
    for number, key in enumerate(("VALUE", "1", "VALUE")):  # seat 1 wins the only map
        game.handle(Press(key), float(number))
    held = game.state.won[0][0]
    assert game.state.pile == [] and game.state.aside == []
    game.handle(Press("VALUE"), 4.0)
    assert game.state.turned == 2 and game.state.map is not None
    assert game.state.map is not held and game.state.won[0] == [held], "a new map; held stays"


VERSION_1 = {
    "version": 1,
    "position": "\n".join(
        [
            "phase claim",
            "seats 3 players",
            "judge box",
            "to_win 5",
            "turned 51",
            "map 1F 3B~ 2F",
            "pile",
            "won 1 4F 5F",
            "won 2",
            "won 3 2B 3F",
            "out 1",
            "claimant 2",
            "keyed 1F",
        ]
    ),
}


def test_a_game_saved_by_the_previous_box_goes_on(tmp_path):
    saved = json.loads(json.dumps({**VERSION_1, "rng": rng_state(random.Random(3))}))
    game = GAME.restore(saved, random.Random(), TreasureRushSettings(), 0.0)
    shown = [plain(line) for line in game.redraw(0.0)[0].lines]
    assert shown[:2] == ["Blue: key your path", "Path: Diamond"]
    for number, key in enumerate(("7", "7", "6", "VALUE")):  # the card keys are 5-9 now
        effects = game.handle(Press(key), 1.0 + number)
    assert effects[0].cue == "right" and game.state.score(2) == 1
    game.handle(Press("VALUE"), 6.0)  # the pile was empty and nothing was set aside
    assert game.state.map is not None and len(game.state.pile) == 49, "a fresh deck of 50"
    assert "aside" not in position(game.state) and game.snapshot(7.0)["version"] == 2


def test_a_saved_game_keeps_the_maps_set_aside_and_the_seats_waiting():
    game = GAME.new(random.Random(5), TreasureRushSettings(seats=3), 0.0)
    for number, key in enumerate(("VALUE", "1", "CLEAR", "2", "3", "CLEAR")):
        game.handle(Press(key), float(number))
    game.handle(Wake("notice"), 8.5)  # Player 3's claim is on the screen
    game.handle(Press("CLEAR"), 9.0)
    game.handle(Press("VALUE"), 10.0)
    game.handle(Press("1"), 11.0)
    game.handle(Press("3"), 12.0)
    data = json.loads(json.dumps(game.snapshot(13.0)))
    assert "\naside " in data["position"] and "\nqueue 3" in data["position"]
    back = GAME.restore(data, random.Random(), TreasureRushSettings(seats=3), 20.0)
    assert position(back.state) == position(game.state)
