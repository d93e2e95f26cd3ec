"""Tobago positions for the tests: games on the one :class:`harness.Harness`, small islands
in text notation, the board's section data.

A test reads like a session at the table::

    table = set_up(players=3)                # seed-07, a starting clue from each player
    clue(table, "in-sight-of statue")        # relation and target keys, then AIR
    assert table.sounds()[-1] == "accept"

or starts from a position written in the notations of the model::

    table = in_play(maps=["1 in jungle; 2 in-sight-of statue; 3 next-to river"],
                    treasury="deck: 5 4 C 3 6 2; player 1: ; player 2: ; player 3: ")
"""

from __future__ import annotations

import copy
import json
import random
import textwrap
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from harness import Harness

import games.tobago.island.board
from games.screen import plain
from games.tobago import GAME
from games.tobago.clues.clue import Clue, ClueSettings
from games.tobago.clues.engine import ClueEngine
from games.tobago.flows.clue import RELATION_KEYS, TARGET_KEYS, largest
from games.tobago.game import TobagoGame
from games.tobago.island.island import Island
from games.tobago.island.notation import hexes_to_text, island_from_text
from games.tobago.settings import TobagoSettings, read_island
from games.tobago.state import Phase, TobagoState
from games.tobago.treasure.amulets import Amulets
from games.tobago.treasure.deck import Treasury
from games.tobago.treasure.maps import MapSheet

ISLAND = "seed-07"
#: Each player's starting clue, in seat order: the map, then the clue.
START_CLUES = ("1 in jungle", "2 not-next-to beach", "3 in mountain", "4 next-to sea")
LANDMARKS = 10


class Unshuffled(random.Random):
    """A random generator whose shuffle leaves the cards as dealt, so a test's deck is
    the order the split turns them up in."""

    def shuffle(self, x: Any) -> None:  # type: ignore[override]
        return None


def clue_keys(text: str) -> list[str]:
    """The keys of a clue after its map is chosen: relation, target ($ for the largest),
    AIR to play it."""
    clue = Clue.from_notation(text)
    relation = {v: k for k, v in RELATION_KEYS.items()}[clue.relation]
    targets = {v: k for k, v in TARGET_KEYS.items()}
    if clue.target.is_largest:
        return [relation, targets[largest(clue.target)], "VALUE", "AIR"]
    return [relation, targets[clue.target], "AIR"]


def played(game: Any) -> Harness:
    """The game on the harness, each key down and up at the same instant (time stands
    still: the blinking markers' timer never comes unless a test waits)."""
    return Harness(game, press_seconds=0.0)


def clue(table: Harness, text: str, map_number: int | None = None) -> Harness:
    """Key in a clue (on ``map_number`` first, from the turn screen)."""
    keys = [] if map_number is None else [str(map_number)]
    return table.press(" ".join(keys + clue_keys(text)))


def restart(table: Harness, seed: int = 99) -> Harness:
    """Power off and on: the game restored from what was saved."""
    return table.restart(GAME, None, seed)


def new_table(*, seed: int = 1, island: str = ISLAND, **settings: Any) -> Harness:
    """A new game on the setup screen."""
    chosen = TobagoSettings(island=island, **settings)
    return played(GAME.new(random.Random(seed), chosen, 0.0))


def set_up(players: int = 3, start: tuple[str, ...] | None = None, **options: Any) -> Harness:
    """A game past its setup: players chosen, landmarks placed, each player's starting
    clue (``start``: "map clue" for each player in turn; the first ones of START_CLUES
    unless told)."""
    table = new_table(**options)
    table.press(f"{players} " + "AIR " * (LANDMARKS + 1))
    for entry in start or START_CLUES[:players]:
        number, _, clue = entry.partition(" ")
        table.press(number).press(" ".join(clue_keys(clue))).press("AIR")
    assert table.game.state.phase is Phase.TURN, table.text
    return table


def in_play(
    *,
    maps: tuple[str, ...] | list[str] = ("", "", "", ""),
    treasury: str = "deck: 5 4 3 6 2 2 3 4 5 6; player 1: ; player 2: ; player 3: ",
    amulets: dict[int, int] | None = None,
    lying: list[tuple[int, int]] | None = None,
    turn: int = 1,
    seed: int = 1,
    shuffle: bool = False,
    reshuffle: bool = True,
    island: str = ISLAND,
) -> Harness:
    """A game in play at the turn screen, written in the model's notations. Unless
    ``shuffle`` is set the split turns the cards up in the order they were dealt."""
    land = read_island(island)
    engine = ClueEngine(land)
    bank = Treasury.from_notation(treasury)
    players = len(bank.gold)
    held = {p: 0 for p in range(1, players + 1)} | (amulets or {})
    state = TobagoState(
        rng=random.Random(seed) if shuffle else Unshuffled(seed),
        island=land,
        engine=engine,
        treasury=bank,
        players=players,
        rules=engine.settings,
        reshuffle=reshuffle,
        phase=Phase.TURN,
        turn=turn,
        maps=[MapSheet.from_notation(engine, text) for text in [*maps, "", "", ""][:4]],
        amulets=Amulets(list(lying or []), held),
        deck_size=41,
    )
    return played(TobagoGame(state))


# Small islands in text notation, the board's section data, and a candidates picture.
#: The product's own sections file (the retail board), shipped with the box.
SECTIONS_FILE = Path(games.tobago.island.board.__file__).parent / "retail-sections.json"
#: The shared test data beside the repository (only the comparison test reads it).
SHARED_SECTIONS_FILE = (
    Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "tobago" / "board-sides.json"
)

#: A hexagon of 19 hexes: jungle around one lake hex, a statue on the lake facing east.
LAGOON = island_from_text(
    """
      J J J
     J J J J
    J J L J J
     J J J J
      J J J
    """,
    """
      . . .
     . . . .
    . . 0 . .
     . . . .
      . . .
    """,
)


#: Three rows of land with a sea gap, for hex names and the small map.
BAY = island_from_text(
    """
      J J M
     B L   M M
    B B S S R
    """
)


@cache
def _sections() -> dict[str, Any]:
    return json.loads(SECTIONS_FILE.read_text(encoding="utf-8"))


def sections() -> dict[str, Any]:
    """The product's section data of the retail board, as parsed JSON (a fresh copy)."""
    return copy.deepcopy(_sections())


def shared_sections() -> dict[str, Any]:
    """The shared test data, or skip the test when ../shared is not beside the repo."""
    if not SHARED_SECTIONS_FILE.is_file():
        pytest.skip(f"the shared Tobago section data is not at {SHARED_SECTIONS_FILE.resolve()}")
    return json.loads(SHARED_SECTIONS_FILE.read_text(encoding="utf-8"))


def board(text: str) -> str:
    """A picture written in a test, in the form the notation module draws."""
    lines = textwrap.dedent(text).strip("\n").splitlines()
    return "\n".join(line.rstrip() for line in lines) + "\n"


def candidates(island: Island, *clues: str, **settings: Any) -> str:
    """The picture of the candidates left after playing ``clues`` in turn on a new map."""
    engine = ClueEngine(island, ClueSettings(**settings))
    treasure_map, _ = engine.replay(Clue.from_notation(c) for c in clues)
    return hexes_to_text(island, engine.hexes_of(treasure_map.candidates))


def verdicts(island: Island, *clues: str, **settings: Any) -> list[tuple[bool, str]]:
    """Whether each clue in turn was legal, and the reason in English."""
    engine = ClueEngine(island, ClueSettings(**settings))
    _, judged = engine.replay(Clue.from_notation(c) for c in clues)
    return [(v.legal, plain(v.reason)) for v in judged]
