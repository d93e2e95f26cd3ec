"""A bench for Atlantis tests: a game in a position written as notation, keys in, effects out.

A test reads like a position and a key script::

    bench = bench_at("lifting", decks="beach=Wd forest=S mountain=V", hands="1:- 2:x")
    bench.play("press 2")
    assert bench.last_row() == "Beaches first: 2 left"

Virtual time: the wakes the game asks for are delivered in order as ``wait`` passes.
"""

from __future__ import annotations

import json
import random
from typing import Any

from games.atlantis import GAME
from games.atlantis.decks import Decks
from games.atlantis.game import AtlantisGame
from games.atlantis.hands import Hands
from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState, Phase
from games.effects import Effect, Lights, Sound, WakeAt
from games.events import Event, Press, Release, Wake
from games.screen import Screen, plain

PRESS_SECONDS = 0.1
FULL_DECKS = "beach=WWWSSSBdddnneswx forest=WWSSBBBOOdeswxyy mountain=SOOOOVxy"
"""All 40 backs of the default file, unshuffled (16 beach, 16 forest, 8 mountain)."""
EXPLORERS = (1, 1, 1, 2, 2, 3, 3, 4, 5, 6)


class Bench:
    """A game with a virtual clock, its pending wakes, and everything it showed."""

    def __init__(self, game: Any, now: float = 0.0) -> None:
        self.game = game
        self.now = now
        self.pending: dict[str, float] = {}
        self.log: list[Effect] = []
        self._record(game.redraw(now))

    @property
    def table(self) -> AtlantisState:
        """The game's state."""
        return self.game.table

    def send(self, event: Event) -> list[Effect]:
        """One event now; returns its effects."""
        effects = self.game.handle(event, self.now)
        self._record(effects)
        return effects

    def press(self, key: str) -> list[Effect]:
        """Down, then up 0.1 s later (wakes due meanwhile are delivered)."""
        effects = self.send(Press(key))
        self.wait(PRESS_SECONDS)
        self.send(Release(key))
        return effects

    def wait(self, seconds: float) -> None:
        """Let time pass, delivering the wakes that fall due."""
        end = self.now + seconds
        while self.pending and min(self.pending.values()) <= end:
            tag, at = min(self.pending.items(), key=lambda item: item[1])
            del self.pending[tag]
            self.now = at
            self.send(Wake(tag))
        self.now = end

    def play(self, script: str) -> None:
        """Key-script commands separated by ``/`` or new lines: press KEY, wait SECONDS."""
        for command in script.replace("/", "\n").splitlines():
            words = command.split()
            if not words:
                continue
            if words[0] == "press":
                self.press(words[1])
            elif words[0] == "wait":
                self.wait(float(words[1]))
            else:
                raise ValueError(f"unknown bench command {command!r}")

    def _record(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, WakeAt):
                self.pending[effect.tag] = effect.at
        self.log += effects

    # What the table saw and heard.

    def screens(self) -> list[list[str]]:
        """Every screen shown, as English rows."""
        return [[plain(t) for t in e.lines] for e in self.log if isinstance(e, Screen)]

    def screen(self) -> list[str]:
        """The screen shown last."""
        return self.screens()[-1]

    def last_row(self) -> str:
        """The last row of the last screen: the keys that work, or why a key was refused."""
        return self.screen()[-1]

    def sounds(self) -> list[str]:
        """Every cue played."""
        return [e.cue for e in self.log if isinstance(e, Sound)]

    def lights(self) -> Lights:
        """The LEDs as shown last."""
        return [e for e in self.log if isinstance(e, Lights)][-1]

    def snapshot(self) -> dict[str, Any]:
        """The saved state, through JSON as the box stores it."""
        return json.loads(json.dumps(self.game.snapshot(self.now)))

    def forget(self) -> None:
        """Forget what was shown so far (to look at what comes next)."""
        self.log = []


def bench_at(
    phase: str = "hand",
    *,
    players: int = 2,
    current: int = 1,
    decks: str = FULL_DECKS,
    hands: str | None = None,
    seed: int = 1,
    settings: AtlantisSettings | None = None,
    **fields: Any,
) -> Bench:
    """A game in a position: the phase, whose turn, the decks and hands in notation."""
    table = AtlantisState(
        rng=random.Random(seed),
        decks=Decks.from_notation(decks),
        explorers=EXPLORERS,
        proposed_players=players,
        players=players,
        first=1,
        current=current,
        phase=Phase(phase),
        hands=Hands.from_notation(hands or " ".join(f"{s}:-" for s in range(1, players + 1))),
        **fields,
    )
    table.check()
    return Bench(AtlantisGame(table, settings or AtlantisSettings()))


def new_bench(seed: int = 1, settings: AtlantisSettings | None = None) -> Bench:
    """A new game as the box deals it."""
    return Bench(GAME.new(random.Random(seed), settings or AtlantisSettings(), 0.0))
