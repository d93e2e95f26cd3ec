"""The game: many games played by a simulated table with the rules checked at every key;
the examples in the docstrings and the Tobago guides still hold."""

from __future__ import annotations

import doctest
import json
import random
import re
from pathlib import Path
from types import ModuleType

import pytest
from tobago_players import Players
from tobago_positions import clue, set_up

from games.effects import Say
from games.events import Press
from games.screen import plain
from games.tobago import GAME
from games.tobago.clues import clue as clues
from games.tobago.clues import engine
from games.tobago.island import ways
from games.tobago.settings import TobagoSettings
from games.tobago.state import Phase
from games.tobago.views import paging


@pytest.mark.parametrize("module", [clues, engine, paging, ways], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0


DOCS = Path(__file__).resolve().parents[3] / "docs"
LINK = re.compile(r"\]\(([^)]*)\)")


@pytest.mark.parametrize("page", ["tobago.md", "reference/tobago.md", "tobago-engine.md"])
def test_the_tobago_guides_stand_on_their_own(page: str) -> None:
    """Every link and picture is a file in the repository; nothing leads outside it."""
    text = (DOCS / page).read_text(encoding="utf-8")
    targets = LINK.findall(text)
    assert targets or page == "tobago-engine.md"
    root = DOCS.parent.resolve()
    for target in targets:
        assert "://" not in target, target
        path = ((DOCS / page).parent / target.split("#")[0]).resolve()
        assert path.is_relative_to(root) and path.exists(), target
    assert "../shared" not in text


@pytest.mark.parametrize("seed", range(12))
def test_simulated_games_keep_the_rules_at_every_key(seed: int) -> None:
    game = GAME.new(random.Random(seed), TobagoSettings(island="seed-07"), 0.0)
    table = Players(seed)
    noise = random.Random(seed)
    for _ in range(3000):
        keys, _why = table.next_keys(game.state)
        if not keys:
            break
        if noise.random() < 0.1:  # now and then a stray key
            keys = [noise.choice(["1", "5", "9", "UP", "CLEAR", "VALUE", "EW_GOLD", "AIR"])]
        for key in keys:
            game.handle(Press(key), 0.0)
            check_rules(game)
    assert game.state.phase is Phase.END


def check_rules(game) -> None:
    """What must hold after every key: gold conserved, the state saved and restored."""
    state = game.state
    added = state.treasury.added  # cards dealt beyond the deck in a last split run short
    if state.split is None or state.phase in (Phase.SPLIT_OVER, Phase.WASHED):
        assert state.treasury.gold_cards_held() == 39 + added
    assert (
        sum(state.treasury.total(p) for p in state.treasury.gold)
        + sum(card.value for card in state.treasury.discards)
        <= 150 + 6 * added
    )
    if state.phase is Phase.TURN:
        data = json.loads(json.dumps(game.snapshot(0.0)))
        assert GAME.restore(data, random.Random(0), None, 0.0).snapshot(0.0) == data


def test_a_verdict_s_sentence_left_open_by_a_comma_is_said_whole() -> None:
    table = set_up()
    mark = len(table.log)
    clue(table, "not-in lake", map_number=2)
    said = [plain(e.text) for _, e in table.log[mark:] if isinstance(e, Say)]
    assert said == ["Map 2: accepted", "66 candidates are left,", "too many for the 17 markers."]


def test_a_verdict_that_ends_its_sentence_says_its_two_lines() -> None:
    table = set_up(players=4)
    mark = len(table.log)
    clue(table, "in-sight-of largest-beach", map_number=4)
    said = [plain(e.text) for _, e in table.log[mark:] if isinstance(e, Say)]
    assert said == ["Map 4", "4 markers"]
