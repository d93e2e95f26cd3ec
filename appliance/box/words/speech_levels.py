"""The ``speech`` levels: how much the box says aloud, each with its menu label."""

from __future__ import annotations

from dataclasses import dataclass

from games.screen import T, Text


@dataclass(frozen=True)
class SpeechLevel:
    """A level as the speech menu names it, and the kinds of :class:`Say` it speaks."""

    label: Text
    spoken: tuple[str, ...]


SPEECH_LEVELS: dict[str, SpeechLevel] = {
    "off": SpeechLevel(T("Off"), ()),
    "results": SpeechLevel(T("Results"), ("result",)),
    "all": SpeechLevel(T("Results and turns"), ("result", "prompt")),
}
"""Every ``speech`` setting's value, in the speech menu's order."""
