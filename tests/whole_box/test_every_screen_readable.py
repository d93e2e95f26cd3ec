"""The drawn pixels of every screen the box shows in a tour, a whole game or a run of
random keys: nothing outside the frame, no text over text or a shape, no word cut."""

from __future__ import annotations

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
        name: drawn_screens(script, game, settings=settings)
        for name, game, script, settings in RUNS
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


@pytest.mark.parametrize(("name", "translate", "real"), CASES)
@pytest.mark.parametrize("size", [(128, 64), (256, 64)], ids=["128x64", "256x64"])
def test_every_screen_is_drawn_whole_and_readable(screens, name, translate, real, size):
    renderer = ScreenRenderer(translate, size)
    assert len(screens[name]) > 3
    problems = {
        problem: [plain(line) for line in screen.lines]
        for screen in screens[name]
        for problem in screen_problems(renderer, screen, whole_lines=real)
    }
    assert problems == {}
