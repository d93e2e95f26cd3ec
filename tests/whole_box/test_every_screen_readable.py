"""The drawn pixels of every screen the box shows in a tour, a whole game, a spoken
whole game, runs of random keys, the self-test and the box's menus, in every language and
on the 128x64 and 256x64 displays: nothing outside the frame, no text over text or a
shape, no word cut, no line the layout shortened with "…"."""

from __future__ import annotations

import re

import pytest
from pixel_check import screen_problems
from screenkit import drawn_screens, every_run

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.render import ScreenRenderer
from games.screen import Text, plain

RUNS = list(every_run())


def pseudo_japanese(text: Text) -> str:
    """A stand-in catalogue: every letter a kana (Japanese has no spaces to break at)."""
    english = plain(text)
    return "".join(
        chr(0x3042 + (ord(c.lower()) - 97) * 2) if c.isalpha() and c.isascii() else c
        for c in english
        if c != " "
    )


def pseudo_portuguese(text: Text) -> str:
    """A stand-in catalogue a third longer, with the accents Portuguese uses."""
    return " ".join(word + ("ção" if len(word) > 3 else "ã") for word in plain(text).split())


@pytest.fixture(scope="module")
def screens() -> dict[str, list]:
    return {
        name: drawn_screens(script, game, seed, settings)
        for name, game, script, settings, seed in RUNS
    }


# Every language of the box (English until a catalogue is compiled), and stand-ins: a
# longer Portuguese and a Japanese of wide glyphs without spaces, whatever the catalogues.
TRANSLATIONS = [(code, Translator(code)) for code in LANGUAGES]
TRANSLATIONS += [("pt-stand-in", pseudo_portuguese), ("ja-stand-in", pseudo_japanese)]
CASES = [
    pytest.param(name, translate, "stand-in" not in language, id=f"{language}-{name}")
    for name, *_ in RUNS
    for language, translate in TRANSLATIONS
    if not (name.startswith("random") and "stand-in" in language)
]


#: Lines still shortened, a known fault left for its own change: the panel beside
#: Tobago's map on the wide display (long lists of markers, key hints on one row).
KNOWN_CUTS = ((re.compile(r"a shortened line "), "tobago", 256),)


def known(problem: str, name: str, size: tuple[int, int]) -> bool:
    """Whether ``problem`` is one of :data:`KNOWN_CUTS` (on a display at least as wide as
    its own, in the runs of its game)."""
    return any(
        pattern.match(problem) and game in name and size[0] >= width
        for pattern, game, width in KNOWN_CUTS
    )


@pytest.mark.parametrize(("name", "translate", "real"), CASES)
@pytest.mark.parametrize("size", [(128, 64), (256, 64)], ids=["128x64", "256x64"])
def test_every_screen_is_drawn_whole_and_readable(screens, name, translate, real, size):
    renderer = ScreenRenderer(translate, size)
    assert len(screens[name]) > 3
    problems = {
        problem: [plain(line) for line in screen.lines]
        for screen in screens[name]
        for problem in screen_problems(renderer, screen, whole_lines=real)
        if not known(problem, name, size)
    }
    assert problems == {}
