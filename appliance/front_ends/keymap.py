"""Which keyboard key presses which box key, for the terminal and window front ends.

The labels are the keys' names as the screens write them: the direction keys are
message ids (translated where shown), the others as printed on the box."""

from games.screen import mark

KEYBOARD: dict[str, str] = {
    **{digit: digit for digit in "123456789"},
    "q": "NS_GOLD",
    "w": "EW_GOLD",
    "a": "NS_SILVER",
    "s": "EW_SILVER",
    "i": "AIR",
    "u": "UP",
    "v": "VALUE",
    "$": "VALUE",
    "c": "CLEAR",
    "\x7f": "CLEAR",
    "m": "MENU",
}
HOLD_KEY = " "
LABELS: dict[str, str] = {
    "NS_GOLD": mark("N-S gold"),
    "EW_GOLD": mark("E-W gold"),
    "NS_SILVER": mark("N-S silver"),
    "EW_SILVER": mark("E-W silver"),
    "AIR": "AIR",
    "UP": "UP",
    "VALUE": "$ VALUE",
    "CLEAR": "CLEAR",
    "MENU": "MENU",
}


def keyboard_key(box_key: str) -> str:
    """The keyboard key that presses ``box_key`` (the first one listed)."""
    return next(k for k, v in KEYBOARD.items() if v == box_key)
