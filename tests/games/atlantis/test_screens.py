"""Every screen fits the 128 x 64 OLED in English, and says in words what it draws."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from atlantis_positions import bench_at
from pixel_check import screen_problems

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.render import ScreenRenderer
from games.atlantis.screens import OVERLAY_SCREENS, PHASE_SCREENS
from games.atlantis.state import Overlay, Phase
from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.tiles import Back, Kind
from games.keys import AIR, CLEAR, KEYS, MENU, NS_SILVER, UP
from games.screen import Label, Screen, plain

RICH_HANDS = "1:dnesswxyy 2:x 3:- 4:nn"
WEIGHTED = (*(key for key in KEYS if key != MENU), *(AIR, CLEAR) * 3, NS_SILVER, UP, "1", "2")
"""Random keys, those that lead on a few times more, so that a walk reaches the end."""


def every_screen() -> Iterator[tuple[str, Screen]]:
    """Each phase and overlay at its widest: four players, full decks, full hands."""
    base = {"players": 4, "current": 4, "hands": RICH_HANDS}
    for phase in Phase:
        extra: dict = {}
        if phase in (Phase.LOOK, Phase.SEEN, Phase.LIFTED, Phase.ERUPTED):
            extra["lifted"] = (Kind.MOUNTAIN, Back.VOLCANO)
        if phase in (Phase.ROLLING, Phase.ROLLED):
            extra["creature"] = Creature.SERPENT
        if phase is Phase.ROLLING:
            extra["frames_left"] = 3
        if phase is Phase.PLAYED:
            extra["played"] = Back.MOVE_SERPENT
        bench = bench_at(phase.value, **base, **extra)
        bench.game.state.scores = {1: [1, 1, 1, 2, 2, 3, 3, 4, 5, 6], 2: [6], 3: [], 4: [6]}
        yield phase.value, PHASE_SCREENS[phase](bench.game.state)
    for first in (
        "beach=W forest=S mountain=V",
        "beach=- forest=S mountain=V",
        "beach=- forest=- mountain=V",
    ):
        bench = bench_at("lifting", **base, decks=first)
        yield first, PHASE_SCREENS[Phase.LIFTING](bench.game.state)
    for back in Back:
        for phase in (Phase.SEEN, Phase.LIFTED):
            bench = bench_at(phase.value, **base, lifted=(Kind.FOREST, back))
            yield f"{phase.value} {back.name}", PHASE_SCREENS[phase](bench.game.state)
    for hands in (RICH_HANDS, "1:- 2:- 3:- 4:xyy", "1:- 2:- 3:- 4:-"):
        bench = bench_at("hand", **{**base, "hands": hands})
        yield f"hand {hands}", PHASE_SCREENS[Phase.HAND](bench.game.state)
        yield f"own hand {hands}", OVERLAY_SCREENS[Overlay.HAND](bench.game.state)
    for creature in Creature:
        bench = bench_at("rolled", **base, creature=creature)
        yield creature.value, PHASE_SCREENS[Phase.ROLLED](bench.game.state)
    for overlay in Overlay:
        if overlay is Overlay.NONE:
            continue
        bench = bench_at("moving", **base, defender=1, defended=Back.WHALE_DEFENCE)
        yield overlay.value, OVERLAY_SCREENS[overlay](bench.game.state)
    yield from every_tile_and_step(base)
    yield from random_walks()


def every_tile_and_step(base: dict) -> Iterator[tuple[str, Screen]]:
    """Every red tile played, every defence, both lists of one's own, every step with
    CLEAR able to step back, and the longest scores."""
    for back in (back for back in Back if back.is_kept):
        bench = bench_at("played", **base, played=back)
        yield f"played {back.name}", PHASE_SCREENS[Phase.PLAYED](bench.game.state)
        if back.name.endswith("DEFENCE"):
            bench = bench_at("moving", **base, defender=1, defended=back)
            yield f"defended {back.name}", OVERLAY_SCREENS[Overlay.DEFENDED](bench.game.state)
    for hands in ("1:dnesswxyy 2:- 3:- 4:-", "1:dxyy 2:- 3:- 4:-", "1:- 2:- 3:- 4:-"):
        bench = bench_at("moving", **{**base, "hands": hands, "current": 2}, defender=1)
        yield f"defence hand {hands}", OVERLAY_SCREENS[Overlay.DEFENCE_HAND](bench.game.state)
        bench = bench_at("hand", **{**base, "hands": hands, "current": 1})
        yield f"own hand 1 {hands}", OVERLAY_SCREENS[Overlay.HAND](bench.game.state)
    for phase in (Phase.HAND, Phase.MOVING, Phase.LIFTING, Phase.ROLL):
        bench = bench_at(phase.value, **base)
        bench.game.keep()
        yield f"{phase.value} with a step back", bench.game.table_screen()


def random_walks(seeds: int = 4, keys: int = 1500) -> Iterator[tuple[str, Screen]]:
    """Every distinct screen of a few games of random keys, refusals' reasons included."""
    seen: set[tuple[str, ...]] = set()
    for seed in range(seeds):
        rng = random.Random(seed)
        bench = bench_at("players", players=0, seed=seed)
        for number in range(keys):
            start = bench.mark()
            bench.press(rng.choice(WEIGHTED))
            bench.wait(rng.choice((0.05, 0.5)))
            for screen in bench.all_screens(start):
                lines = tuple(plain(line) for line in screen.lines)
                if lines not in seen:
                    seen.add(lines)
                    yield f"walk {seed} key {number}", screen


SCREENS = list(every_screen())
RENDERER = ScreenRenderer(Translator())
RENDERERS = {language: ScreenRenderer(Translator(language)) for language in LANGUAGES}


@pytest.mark.parametrize("language", RENDERERS)
def test_every_line_of_every_screen_is_drawn_whole(language: str) -> None:
    renderer = RENDERERS[language]
    problems = {
        name: found for name, screen in SCREENS if (found := screen_problems(renderer, screen))
    }
    assert problems == {}


@pytest.mark.parametrize(("name", "screen"), SCREENS, ids=[name for name, _ in SCREENS])
def test_the_words_say_what_the_drawing_shows(name: str, screen: Screen) -> None:
    words = {plain(line) for line in screen.lines}
    for label in (s for s in screen.shapes if isinstance(s, Label)):
        shown = plain(label.text)
        assert shown in words or shown in {"Serpent"}, shown


def test_a_screen_renders_without_error() -> None:
    for _, screen in SCREENS:
        assert RENDERER.render(screen).size == (128, 64)
