"""Every screen fits the 128 x 64 OLED in English, and says in words what it draws."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from atlantis_positions import bench_at
from pixel_check import screen_problems

from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from games.atlantis.die import Creature
from games.atlantis.screens import OVERLAY_SCREENS, PHASE_SCREENS
from games.atlantis.state import Overlay, Phase
from games.atlantis.tiles import Back, Kind
from games.screen import Label, Screen, plain

RICH_HANDS = "1:dnesswxyy 2:x 3:- 4:nn"


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
    for first in ("beach=W forest=S mountain=V", "beach=- forest=- mountain=V"):
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


SCREENS = list(every_screen())
RENDERER = ScreenRenderer(Translator())


@pytest.mark.parametrize(("name", "screen"), SCREENS, ids=[name for name, _ in SCREENS])
def test_every_screen_fits_the_display(name: str, screen: Screen) -> None:
    assert screen_problems(RENDERER, screen) == []


@pytest.mark.parametrize(("name", "screen"), SCREENS, ids=[name for name, _ in SCREENS])
def test_the_words_say_what_the_drawing_shows(name: str, screen: Screen) -> None:
    words = {plain(line) for line in screen.lines}
    for label in (s for s in screen.shapes if isinstance(s, Label)):
        shown = plain(label.text)
        assert shown in words or shown in {"Serpent"}, shown


def test_a_screen_renders_without_error() -> None:
    for _, screen in SCREENS:
        assert RENDERER.render(screen).size == (128, 64)
