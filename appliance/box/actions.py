"""What choosing a menu item does, as data the box dispatches with ``match``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayGame:
    """Play the game ``name`` (its saved state, or a new deal)."""

    name: str


@dataclass(frozen=True)
class NewGame:
    """Deal the current game anew."""


@dataclass(frozen=True)
class Languages:
    """Open the language menu."""


@dataclass(frozen=True)
class ChooseLanguage:
    """Speak the language ``code`` from now on."""

    code: str


@dataclass(frozen=True)
class Speech:
    """Open the speech menu."""


@dataclass(frozen=True)
class ChooseSpeech:
    """Say aloud what the speech level ``level`` lets through."""

    level: str


@dataclass(frozen=True)
class WhatNow:
    """Show the step the game is in and the keys that act in it."""


@dataclass(frozen=True)
class BoxAction:
    """Run the box's action ``name`` (shut down, self-test), if this box has it."""

    name: str


MenuAction = (
    PlayGame | NewGame | Languages | ChooseLanguage | Speech | ChooseSpeech | WhatNow | BoxAction
)
