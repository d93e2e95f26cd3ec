"""What the OLED shows: the dice and the last roll, in words."""

from __future__ import annotations

from games.screen import Screen
from guide_dice.state import GuideDiceState
from guide_dice.words import KEYS_HINT, dice_text, roll_text


def screen_for(state: GuideDiceState) -> Screen:
    """The one screen of the game."""
    return Screen((dice_text(state.dice), roll_text(state.roll), KEYS_HINT))
