"""What now?, for every step of every game the tours and the whole-game scripts reach:
the help names the step and exactly the keys that act in it (each pressed on a copy of
the game: a listed key does something the table notices, an unlisted one is refused or
does nothing), it never tells a secret, asking leaves the game as it was, and every page
is drawn whole in every language."""

from __future__ import annotations

import copy
import json
import random
import tempfile
from functools import cache, partial
from pathlib import Path
from typing import Any

import pytest
from atlantis_positions import bench_at, new_bench
from boxkit import mock_box, play
from pixel_check import screen_problems
from screenkit import TOBAGO_SETTINGS, tours, whole_games
from tobago_positions import new_table

from appliance.box.menu_items.help import fits, help_pages
from appliance.box.words.i18n import Translator
from appliance.screen.layout import MORE
from appliance.screen.render import ScreenRenderer, TextRun
from games.effects import Lights, Sound
from games.events import Press
from games.help import TRIED
from games.screen import Screen, T, plain
from games.tobago.flows.board import settle
from games.tobago.island.generate import generate_setup

GAMES = ("lost-treasure", "treasure-rush", "atlantis", "tobago")
LANGUAGES = ("en", "pt", "pt_BR", "ja")


def step_of(game: Any) -> tuple[str, ...]:
    """What tells one step from another: the phase, the screen over it, the digits
    entered, a dive begun, a key held, an undo to take back."""
    state = game.state
    dive = getattr(state, "dive", None)
    return (
        str(state.phase),
        str(getattr(state, "overlay", "")),
        str(len(getattr(state, "entry", ""))),
        str(dive is not None and dive.is_started),
        str(bool(getattr(game, "held", ()))),
        str(game.undo_note is None),
    )


@cache
def steps(name: str) -> list[tuple[Any, float]]:
    """A copy of the game, and the time, at the first moment of each step the tours and
    whole-game scripts of ``name`` reach, and the positions the scripts do not."""
    found: dict[tuple[str, ...], tuple[Any, float]] = {}
    for _, game, script in [*tours(), *whole_games()]:
        if game == name:
            _play_and_watch(name, script, found)
    for position in POSITIONS.get(name, lambda: [])():
        found.setdefault(step_of(position), (position, 0.0))
    return list(found.values())


def _play_and_watch(name: str, script: str, found: dict) -> None:
    """Play ``script`` on a mock box, keeping a copy of the game at each new step."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.toml"
        path.write_text(TOBAGO_SETTINGS if name == "tobago" else "", encoding="utf-8")
        with mock_box(game=name, settings_path=path) as (running, _):
            box = running.box

            def seen(record: dict[str, Any]) -> None:
                if box.current == name and step_of(box.game) not in found:
                    found[step_of(box.game)] = (copy.deepcopy(box.game), box.loop.now())

            running.output.listeners.append(seen)  # told of each thing the box shows
            play(running, script)


def _tobago_building_row_by_row() -> list[Any]:
    """A game saved by an earlier box while it built a generated island row by row."""
    table = new_table(seed=3)
    settle(table.game.state, generate_setup(random.Random(3)))
    table.game.state.generated = True
    return [table.press("2").game]


POSITIONS = {
    "atlantis": lambda: [new_bench().game, bench_at("roll").game],
    "tobago": _tobago_building_row_by_row,
}
"""Steps the scripts do not reach, from the games' position helpers."""


def shown(game: Any, now: float) -> Screen:
    """The screen the game shows now."""
    return [e for e in copy.deepcopy(game).redraw(now) if isinstance(e, Screen)][-1]


def noticed(game: Any, key: str, now: float) -> bool:
    """Whether the table notices ``key`` pressed now (on a copy): a sound but the refusal
    cue, another screen or lights, or another state; a refusal is not noticed."""
    before, screen = json.dumps(game.snapshot(now)), shown(game, now)
    twin = copy.deepcopy(game)
    effects = twin.handle(Press(key), now)
    cues = {e.cue for e in effects if isinstance(e, Sound)}
    if game.REFUSAL_CUE in cues or twin.was_refused:
        return False
    screens = [e for e in effects if isinstance(e, Screen)]
    lights = [e for e in effects if isinstance(e, Lights)]
    changed = json.dumps(twin.snapshot(now)) != before
    return bool(cues) or any(s != screen for s in screens) or bool(lights) or changed


@pytest.mark.parametrize("name", GAMES)
def test_the_help_names_the_step_and_exactly_the_keys_that_act(name):
    reached = steps(name)
    assert len(reached) >= 4, f"{name}: the scripts reach too few steps"
    for game, now in reached:
        before, undo = json.dumps(game.snapshot(now)), len(game.earlier)
        told = game.what_now(now)
        assert json.dumps(game.snapshot(now)) == before and len(game.earlier) == undo
        assert plain(told.step).strip(), f"{name}: no step named"
        listed = set(told.keys)
        for key in TRIED:
            acts = noticed(game, key, now)
            where = f"{name} at {plain(told.step)!r}: {key}"
            assert (key in listed) == acts, f"{where} {'acts' if acts else 'is refused'}"


@pytest.mark.parametrize("name", GAMES)
def test_the_help_of_a_secret_says_only_who_looks(name):
    for game, now in steps(name):
        screen = shown(game, now)
        if screen.shared is None:
            continue
        told = game.what_now(now)
        secret = {plain(line) for line in screen.lines} - {plain(x) for x in screen.shared.lines}
        said = " ".join(plain(line) for line in (told.step, *told.lines))
        assert not [line for line in secret if line and line in said], said
        card = {use.label for use in type(game).CARD.uses}
        assert all(use.does in card or use.does == T("go on") for use in told.uses)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_of_the_help_is_drawn_whole_in_every_language(language):
    renderer = ScreenRenderer(Translator(language))
    for name in GAMES:
        for game, now in steps(name):
            told = game.what_now(now)
            pages = help_pages(told, partial(fits, renderer))
            on_pages = [line for page in pages for line in page.lines[1:-1]]
            assert on_pages == list(told.lines), f"{name}: every use once, in order"
            for page in pages:
                assert page.lines[0] == told.step
                assert not screen_problems(renderer, page), (name, language, page)
                runs = [i for i in renderer.plan(page) if isinstance(i, TextRun)]
                assert not [r.text for r in runs if MORE in r.text], (name, language, page)
