"""The words of Guide Dice, each one whole message for the translators."""

from __future__ import annotations

from games.screen import T, Text, plural


def dice_text(dice: int) -> Text:
    """ "2 dice"."""
    return plural("{n} die", "{n} dice", dice)


def roll_text(roll: tuple[int, ...]) -> Text:
    """ "Rolled 9" (or the hint before a roll)."""
    if not roll:
        return T("$: roll")
    return T("Rolled {total}", total=sum(roll))


KEYS_HINT = T("Keys 1-3: how many")
