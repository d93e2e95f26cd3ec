"""Small islands in text notation, the board's section data, and a candidates picture."""

from __future__ import annotations

import copy
import json
import textwrap
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import games.tobago.island.board
from games.screen import plain
from games.tobago.clues.clue import Clue, ClueSettings
from games.tobago.clues.engine import ClueEngine
from games.tobago.island.island import Island
from games.tobago.island.notation import hexes_to_text, island_from_text

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
