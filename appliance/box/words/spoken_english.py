"""English made sayable by espeak-ng's English voice, which reads every number and most
letters as an English speaker says them, but a hex name's "A" as the article: Tobago's
"Treasure at A3!" is heard "at a three". The letter of a hex name is said by its name.

Written by hand: one letter, one spelling that the voice says as its name.
"""

from __future__ import annotations

import re

HEX_NAME = re.compile(r"(?<![A-Za-z0-9-])([A-Z])(\d{1,2})(?![A-Za-z0-9-])")  # Tobago's "A3", "L12"
# The letters the voice reads as a word before a number, spelled as said: "eh" is "ay".
LETTER_NAMES = {"A": "eh"}


def sayable_english(text: str) -> str:
    """``text`` with the letter of each hex name said by its name."""
    return HEX_NAME.sub(lambda m: f"{LETTER_NAMES.get(m[1], m[1])} {m[2]}", text)
