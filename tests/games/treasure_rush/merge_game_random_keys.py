"""Random keys: 10,000 per seed over 100 seeds, with power cuts mixed in.

Every event goes through the game as the box would deliver it (presses, holds,
releases, the notice's timer when its time comes), and the game is saved to JSON and
restored from it every few hundred keys. After every event the rules of the game
hold: no exception, no score below 0 or above the goal, every map of the deck
accounted for (in the pile, face up, held by a seat or set aside), a refused key
changes nothing, and the waiting seats are seats still in the round.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest

from games.effects import CancelWake, Effect, Sound, WakeAt
from games.events import Event, Hold, Press, Release, Wake
from games.keys import KEYS
from games.treasure_rush import GAME
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.position import position, table_from_position
from games.treasure_rush.settings import TreasureRushSettings
from games.treasure_rush.state import Phase, TreasureRushState

SEEDS = 100
SEEDS_PER_TEST = 10  # ten tests of ten seeds: each names its seeds, and they can run apart
KEYS_PER_SEED = 10_000
REFUSED = [Sound("bad_key")]
PAUSES = (0.05, 0.3, 1.0, 2.0, 4.0)  # seconds between keys; the notice lasts 2.5


def settings_for(seed: int) -> TreasureRushSettings:
    """Small decks and long goals often, so piles run out and decks are reshuffled."""
    choose = random.Random(f"settings {seed}")
    return TreasureRushSettings(
        deck_size=choose.choice([1, 2, 3, 5, 8, 50]),
        maps_to_win=choose.choice([1, 3, 5, 12, 20]),
        verdict=choose.choice(["table", "box"]),
        seats=choose.randint(2, 4),
        teams=choose.random() < 0.3,
    )


def maps_of(table: TreasureRushState) -> set[int]:
    """Every map the table holds, wherever it is, each map card by its identity.

    Maps move between the pile, the face-up place, the seats and the set-aside pile as
    the same objects, so a map that is lost or comes twice shows here (a restore makes
    new objects: the deck is taken again after each, once it is known to be the same).
    """
    held = [id(m) for maps in table.won for m in maps]
    face_up = [id(table.map)] if table.map is not None else []
    every = [*map(id, table.pile), *map(id, table.aside), *held, *face_up]
    found = set(every)
    assert len(found) == len(every), "a map is in two places at once"
    return found


def fingerprint(table: TreasureRushState) -> tuple:
    """What any move of the game changes, cheaply compared: the phase, the map face up,
    how many maps each pile holds, the seats out, claiming, waiting, the cards keyed."""
    return (
        table.phase,
        table.seats,
        table.teams,
        table.judge,
        table.map,
        table.turned,
        len(table.pile),
        tuple(map(len, table.won)),
        len(table.aside),
        len(table.out),
        table.claimant,
        tuple(table.queue),
        tuple(table.keyed),
        table.result,
    )


@dataclass
class Seen:
    """What the run went through, so a run that missed a rule fails."""

    phases: set[str] = field(default_factory=set)
    waits: int = 0
    waited_claims: int = 0
    reshuffles: int = 0
    fresh_decks: int = 0
    notices: int = 0
    restores: int = 0


class Run:
    """One seed's game, its timer, its deck, and the checks after every event."""

    def __init__(self, seed: int, seen: Seen) -> None:
        self.rng = random.Random(seed)
        self.settings = settings_for(seed)
        self.game: TreasureRushGame = GAME.new(random.Random(seed), self.settings, 0.0)
        self.now = 0.0
        self.wake_at: float | None = None
        self.deck: set[int] = set()
        self.held: set[int] = set()  # the maps on the table after the last event
        self.seen = seen

    def step(self) -> None:
        self.now += self.rng.choice(PAUSES)
        if self.wake_at is not None and self.wake_at <= self.now:
            self.send(Wake("notice"), self.wake_at)
        key = self.rng.choice(KEYS)
        roll = self.rng.random()
        event: Event = Press(key) if roll < 0.9 else Hold(key) if roll < 0.95 else Release(key)
        self.send(event, self.now)
        if self.rng.random() < 1 / 300:
            self.power_cut()

    def send(self, event: Event, now: float) -> None:
        before = fingerprint(self.game.table)
        if isinstance(event, Wake):
            self.wake_at = None
            self.seen.notices += 1
        effects = self.game.handle(event, now)
        self.follow_timer(effects)
        if effects == REFUSED or not effects:
            assert fingerprint(self.game.table) == before, f"{event} changed the game unseen"
        else:
            self.check(before)

    def follow_timer(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, WakeAt):
                assert effect.tag == "notice" and effect.at > self.now - 1e-9
                self.wake_at = effect.at
            elif isinstance(effect, CancelWake):
                self.wake_at = None

    def check(self, before: tuple) -> None:
        """The rules after an event that did something (``before``: the fingerprint)."""
        table, held_before = self.game.table, self.held
        phase, pile, aside, claimant = before[0], before[6], before[8], before[10]  # sizes
        self.seen.phases.add(table.phase)
        scores = table.scores()
        assert all(0 <= score <= table.to_win for score in scores), scores
        if table.phase is Phase.OVER:
            assert table.winner is not None and table.score(table.winner) == table.to_win
        assert all(seat in table.in_play() and seat != table.claimant for seat in table.queue)
        assert len(set(table.queue)) == len(table.queue)
        if table.queue:
            self.seen.waits += 1
        if phase is Phase.CLAIM and table.phase is Phase.CLAIM and table.claimant != claimant:
            self.seen.waited_claims += 1
        now_held = self.held = maps_of(table)
        if phase is Phase.SETUP and table.phase is Phase.HUNT:
            self.deck = now_held  # a new game: the deck just dealt
        elif table.phase is Phase.SETUP:
            self.deck = set()
        elif now_held != held_before:
            fresh = now_held - held_before
            assert not pile and not aside and len(fresh) == self.settings.deck_size, (
                "maps appear only as a fresh deck when nothing is left to reshuffle"
            )
            assert held_before <= now_held
            self.deck |= fresh
            self.seen.fresh_decks += 1
        if phase is Phase.RESULT and table.phase is Phase.HUNT and not pile and aside:
            self.seen.reshuffles += 1
        assert now_held == self.deck, "a map was lost or came twice"

    def power_cut(self) -> None:
        data = json.loads(json.dumps(self.game.snapshot(self.now)))
        back = GAME.restore(data, random.Random(), self.settings, self.now)
        assert isinstance(back, TreasureRushGame)
        assert position(back.table) == position(self.game.table)
        table_from_position(position(back.table))  # a saved position is a possible one
        self.game = back
        self.deck = self.held = maps_of(back.table)
        self.wake_at = None  # the notice is not kept over a power cut
        self.game.redraw(self.now)
        self.seen.restores += 1


@pytest.mark.parametrize("first", range(0, SEEDS, SEEDS_PER_TEST), ids=lambda n: f"seeds {n}+")
def test_ten_thousand_random_keys_per_seed_keep_the_rules(first):
    seen = Seen()
    for seed in range(first, first + SEEDS_PER_TEST):
        run = Run(seed, seen)
        for number in range(KEYS_PER_SEED):
            try:
                run.step()
            except AssertionError as error:
                raise AssertionError(f"seed {seed}, key {number + 1}: {error}") from error
    assert seen.phases == {str(phase) for phase in Phase}
    assert min(seen.waits, seen.waited_claims, seen.reshuffles, seen.fresh_decks) > 0, seen
    assert seen.notices > 0 and seen.restores > 100, seen
