"""Helpers for the speech tests: settings files, what was said, scripts of whole games."""

from __future__ import annotations

import ctypes.util
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from drivers.speech import espeak_library
from drivers.speech.espeak_library import find_library
from drivers.speech.speech import LibraryEngine, find_engine

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
GAMES = TESTS / "games"
Record = dict[str, Any]
# A whole game of each kind: (game, key script, settings it needs, seed).
WHOLE_GAMES = {
    "lost-treasure": (TESTS / "whole_box" / "spoken_scripts" / "lost-treasure.txt", "", 1),
    "treasure-rush": (TESTS / "whole_box" / "spoken_scripts" / "treasure-rush.txt", "", 11),
    "atlantis": (GAMES / "atlantis" / "data" / "whole_game.txt", "", 1),
    "tobago": (GAMES / "tobago" / "data" / "whole_game.keys", '[tobago]\nisland = "seed-07"\n', 1),
}

needs_engine = pytest.mark.skipif(
    find_library() is None,
    reason="no libespeak-ng: pip installs espeakng-loader where PyPI has a wheel",
)


def engine() -> LibraryEngine:
    """The real libespeak-ng (a test marked ``needs_engine`` has one)."""
    found = find_engine()
    assert found is not None
    return found


def hide_the_speech_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine with neither the espeakng-loader wheel nor the system's libespeak-ng."""
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)  # import fails
    monkeypatch.setattr(espeak_library, "SYSTEM_LIBRARY", "libno-such-espeak.so.1")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)


def settings_file(folder: Path, speech: str, language: str = "en", more: str = "") -> Path:
    """A settings file with ``[box] speech`` and ``language``, and any more tables."""
    path = folder / f"settings-{speech}-{language}.toml"
    path.write_text(f'[box]\nspeech = "{speech}"\nlanguage = "{language}"\n{more}', "utf-8")
    return path


def said(records: list[Record]) -> list[str]:
    """What the box said aloud, in order."""
    return [r["text"] for r in records if r["type"] == "speech"]


PAGE_MARK = re.compile(r" \d+/\d+$")


def unshown_speech(records: list[Record]) -> list[str]:
    """Phrases said that are not made of lines of the screens shown up to that moment
    (the screen's words, one after the other), at most a second later."""
    wrong = []
    for record in records:
        if record["type"] != "speech":
            continue
        lines = {
            said
            for r in records
            if r["type"] == "screen" and r["t"] <= record["t"] + 1.0
            for line in r["lines"]
            for said in (line, PAGE_MARK.sub("", line))  # "Map 1 1/3" is said "Map 1"
        }
        if not _made_of(record["text"], lines):
            wrong.append(record["text"])
    return wrong


def _made_of(text: str, lines: set[str]) -> bool:
    if text in lines:
        return True
    return any(
        text.startswith(line + " ") and _made_of(text[len(line) + 1 :], lines) for line in lines
    )
