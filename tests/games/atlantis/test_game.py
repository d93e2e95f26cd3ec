"""Whole games played on the game over many seeds, and random keys (with power cuts).

The whole game's key script on the mock box is in test_on_the_box.py.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from atlantis_positions import new_bench
from harness import Harness

from games.atlantis import GAME
from games.atlantis.game import AtlantisGame
from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState, Overlay, Phase
from games.atlantis.tiles.tiles import KINDS, Back, Kind
from games.effects import CancelWake, Effect, Sound, WakeAt
from games.events import Press, Wake
from games.keys import AIR, CLEAR, EW_SILVER, KEYS, MENU, NS_SILVER, UP


def play_a_game(seed: int, players: int) -> tuple[Harness, list[tuple[Kind, Back]]]:
    """A table that always lifts in order, plays its red tiles and rolls, to the volcano.

    Returns the bench at the eruption and every lift, in order.
    """
    bench = new_bench(seed, AtlantisSettings(roll_seconds=0.5))
    bench.play(f"press {players} / press AIR")
    lifts: list[tuple[Kind, Back]] = []
    while bench.game.state.phase is not Phase.ERUPTED:
        table = bench.game.state
        assert table.phase is Phase.HAND
        if table.hands.playable(table.current):
            bench.play("press UP / press 1")
        bench.play("press AIR / press AIR")
        bench.press(table.decks.in_order().key)
        lifts.append(table.lifted)
        bench.play("press AIR / press AIR")
        if table.phase is Phase.LIFTED:
            bench.play("press AIR / press NS_SILVER / wait 1 / press AIR")
    return bench, lifts


def test_games_over_many_seeds_end_on_a_mountain_volcano_in_order() -> None:
    for seed in range(60):
        players = 2 + seed % 3
        bench, lifts = play_a_game(seed, players)
        kinds = [kind for kind, _ in lifts]
        assert kinds == sorted(kinds, key=KINDS.index)
        assert lifts[-1] == (Kind.MOUNTAIN, Back.VOLCANO)
        assert kinds.count(Kind.BEACH) == 16 and kinds.count(Kind.FOREST) == 16
        assert len(lifts) >= 33
        bench.play("press AIR" + " / press AIR" * players)
        assert bench.game.state.phase is Phase.RANKING
        assert bench.screen[0].startswith(("Player", "A tie"))


# A table pressing keys at random: no key sequence stops the game or breaks its tiles.
#
# 100,000 random keys in all: each of ten seeds deals a game and presses 10,000, with
# the die's timers, saves and restores (as after a power cut) and the box's menu opening
# and closing mixed in.
# After every step the tiles are checked:
#
# - a deck only ever loses its top back: what is left is the end of the deck as it was
#   dealt, so no back changes after the deal and every tile lifted got the next back;
# - a tile joins a hand only when its owner lifts it, or when CLEAR puts back a play;
#   it leaves only when it is played in step 1 or as a defence; nothing else moves one;
# - a restored game saves exactly as the game it was saved from.
SEEDS = range(10)
KEYS_PER_SEED = 10_000
PRESSABLE = tuple(key for key in KEYS if key != MENU)  # the box keeps MENU for its menu
# Every key, and the keys that lead on (AIR, CLEAR out of a screen over the turn, the
# die, the kinds, UP to a hand) a few times more, so that most games reach the volcano.
WEIGHTED = (*PRESSABLE, *(AIR, CLEAR) * 3, NS_SILVER, EW_SILVER, UP, "1", "2", "3")
SETTINGS = AtlantisSettings()


class RandomTable:
    """One game, a virtual clock, its pending timers, and the decks as they were dealt."""

    def __init__(self, seed: int) -> None:
        game = GAME.new(random.Random(seed), SETTINGS, 0.0)
        assert isinstance(game, AtlantisGame)
        self.game = game
        self.now = 0.0
        self.pending: dict[str, float] = {}
        self.dealt = {kind: game.state.decks.backs(kind) for kind in KINDS}
        self.hands = self._hands()

    @property
    def state(self) -> AtlantisState:
        return self.game.state

    def step(self, rng: random.Random) -> None:
        """One random thing a table or the box does, then every tile checked."""
        self.now += rng.choice((0.05, 0.1, 0.3))
        self._deliver_due_wakes()
        roll = rng.random()
        if roll < 0.01:
            self._power_cut()
        elif roll < 0.02:
            self._menu_opens_and_closes(rng)
        else:
            self._apply(self.game.handle(Press(rng.choice(WEIGHTED)), self.now))

    def _apply(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, WakeAt):
                self.pending[effect.tag] = effect.at
            elif isinstance(effect, CancelWake):
                self.pending.pop(effect.tag, None)
        self._check(effects)

    def _deliver_due_wakes(self) -> None:
        while self.pending and min(self.pending.values()) <= self.now:
            tag = min(self.pending, key=self.pending.__getitem__)
            del self.pending[tag]
            self._apply(self.game.handle(Wake(tag), self.now))

    def _power_cut(self) -> None:
        saved = json.loads(json.dumps(self.game.snapshot(self.now)))
        self.now += 5.0
        game = GAME.restore(saved, random.Random(0), SETTINGS, self.now)
        assert isinstance(game, AtlantisGame)
        again = json.loads(json.dumps(game.snapshot(self.now)))
        assert again.pop("next_frame_in") == pytest.approx(saved.pop("next_frame_in"))
        # A secret on show goes back to its owner: the back to "look alone", the hand shut.
        if saved["phase"] == "seen":
            assert again["phase"] == "look"
            saved["phase"] = "look"
        hidden = {"hand": "none", "defence-hand": "defence-tile"}
        if saved["overlay"] in hidden:
            assert again["overlay"] == hidden[saved["overlay"]]
            saved["overlay"] = hidden[saved["overlay"]]
        assert again == saved
        self.game = game
        self.pending = {}
        self._apply(game.redraw(self.now))

    def _menu_opens_and_closes(self, rng: random.Random) -> None:
        self._apply(self.game.pause(self.now))
        assert not self.pending, "a timer ran on behind the menu"
        self.now += rng.choice((0.5, 3.0))
        self._apply(self.game.resume(self.now))
        self._apply(self.game.redraw(self.now))

    def _hands(self) -> dict[int, tuple[Back, ...]]:
        return {seat: self.state.hands.backs(seat) for seat in self.state.hands.seats}

    def _check(self, effects: list[Effect]) -> None:
        table = self.state
        for kind in KINDS:
            left = table.decks.left(kind)
            dealt = self.dealt[kind]
            assert table.decks.backs(kind) == dealt[len(dealt) - left :], kind
        if table.lifted is not None:
            kind, back = table.lifted
            assert back == self.dealt[kind][len(self.dealt[kind]) - table.decks.left(kind) - 1]
        hands = self._hands()
        if hands == self.hands:
            return
        if set(hands) == set(self.hands):
            for seat in hands:
                now, before = Counter(hands[seat]), Counter(self.hands[seat])
                self._check_hand_change(seat, now - before, effects, joined=True)
                self._check_hand_change(seat, before - now, effects, joined=False)
        self.hands = hands
        held = Counter(back for backs in hands.values() for back in backs)
        lifted = Counter(back for kind in KINDS for back in self._lifted(kind))
        assert held <= lifted and all(back.is_kept for back in held)

    def _lifted(self, kind: Kind) -> tuple[Back, ...]:
        dealt = self.dealt[kind]
        return dealt[: len(dealt) - self.state.decks.left(kind)]

    def _check_hand_change(
        self, seat: int, moved: Counter[Back], effects: list[Effect], *, joined: bool
    ) -> None:
        if not moved:
            return
        assert sum(moved.values()) == 1, f"seat {seat}: {moved} at once"
        (back,) = moved
        table = self.state
        if Sound("undo") in effects:
            return
        if joined:
            assert table.phase is Phase.LOOK and seat == table.current
            assert table.lifted is not None and table.lifted[1] == back
        elif table.overlay is Overlay.DEFENDED:
            assert seat == table.defender != table.current and table.defended == back
        else:
            assert table.phase is Phase.PLAYED and seat == table.current
            assert table.played == back


@pytest.mark.parametrize("seed", SEEDS)
def test_ten_thousand_random_keys_keep_every_tile_and_never_crash(seed: int) -> None:
    rng = random.Random(seed)
    bench = RandomTable(seed)
    phases = set()
    for _ in range(KEYS_PER_SEED):
        bench.step(rng)
        phases.add(bench.game.state.phase)
    # The run went deep into the game: tiles seen alone, shown to the table, dice rolled.
    assert {Phase.SEEN, Phase.LIFTED, Phase.ROLLED} <= phases
    lifted = sum(len(bench.dealt[kind]) - bench.game.state.decks.left(kind) for kind in KINDS)
    assert Phase.ERUPTED in phases or lifted >= 20
