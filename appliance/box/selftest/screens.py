"""What the self-test shows: its screens and the LEDs lit one at a time."""

from __future__ import annotations

from drivers.pins.panel import COMPASS_LEDS, GAUGE_LEDS
from games.effects import Effect, Lights
from games.screen import Rect, Screen, Segment, T, Text, mark

LEDS = (*COMPASS_LEDS, *GAUGE_LEDS)
QUESTION_SECONDS = 60.0  # a question left unanswered this long counts as no
MISSING_PER_LINE = 9
SUMMARY_LINES = 5  # rows of 128 x 64 in Japanese (6 in Latin): the last items give way

QUESTIONS = {
    "screen": T("Did you see a frame and a cross?"),
    "sounds": T("Did you hear every sound?"),
}
# Where each LED is, as the maker finds it on the panel.
PLACES = {
    "N": mark("top"),
    "S": mark("bottom"),
    "E": mark("right"),
    "W": mark("left"),
    "C": mark("centre"),
}


def short(key: str) -> str:
    """A key's name as the self-test writes it: NSg for N-S gold."""
    return key.replace("_GOLD", "g").replace("_SILVER", "s")


def question_screen(
    question: Text, yes: tuple[str, str], no: tuple[str, str], title: Text | None = None
) -> Screen:
    """A question with its two yes keys and two no keys."""
    return Screen(
        (
            title or T("Self-test"),
            question,
            T("Yes: {first} or {second}", first=yes[0], second=yes[1]),
            T("No: {first} or {second}", first=no[0], second=no[1]),
        )
    )


def pattern_screen() -> Screen:
    """A frame and a cross over the whole screen."""
    shapes = (Rect(0, 0, 128, 64), Segment(0, 0, 127, 63), Segment(0, 63, 127, 0))
    return Screen((T("Self-test"), T("The screen: a frame and a cross.")), shapes)


def led_effects(index: int, yes: tuple[str, str], no: tuple[str, str]) -> list[Effect]:
    """The ``index``-th LED lit alone, and the question whether it is, by its name."""
    name = LEDS[index]
    if name in COMPASS_LEDS:
        lights = Lights(name, "000000")
        asked = T("Is LED {name} ({place}) lit?", name=name, place=T(PLACES[name]))
    else:
        lit = GAUGE_LEDS.index(name)
        lights = Lights(None, "0" * lit + "1" + "0" * (5 - lit))
        asked = T("Is gauge LED {name} lit?", name=name)
    return [question_screen(asked, yes, no, T("Self-test: LEDs")), lights]


def keys_screen(number: int, total: int, key: str, note: tuple[Text, ...]) -> Screen:
    """The key asked for, what the last key said, and how to skip."""
    asked = T("Key {number} of {total}: press {key}.", number=number, total=total, key=key)
    return Screen((asked, *note, T("Hold another key: skip.")))


def pair_screen(first: str, second: str) -> Screen:
    """Two keys to hold at once."""
    return Screen(
        (
            T("Self-test: two keys at once"),
            T("Hold {first} and {second} together.", first=first, second=second),
            T("Hold one key: skip."),
        )
    )


def sound_screen(cue: str, index: int, total: int) -> Screen:
    """The sound cue playing, with its game."""
    owner, _, name = cue.rpartition("/")
    return Screen(
        (
            T("Self-test: sounds"),
            T("Sound {number} of {total}:", number=index + 1, total=total),
            T("{game} {cue}", game=owner, cue=name),
        )
    )


def key_rows(title: Text, names: list[str]) -> tuple[Text, ...]:
    """A count of keys, then their names on one row ("..." for more than fit)."""
    shown = " ".join(names[:MISSING_PER_LINE])
    more = "" if len(names) <= MISSING_PER_LINE else " ..."
    return (title, T("{keys}", keys=shown + more))


def summary_screen(*, failed: list[str], items: list[tuple[Text, ...]], leave: bool) -> Screen:
    """The verdict, then as many of ``items`` (each a few rows, the first the most
    telling) as the screen shows whole, then how to leave."""
    verdict = (
        T("Self-test done: all good.")
        if not failed
        else T("Not confirmed: {parts}", parts=part_list(failed))
    )
    body: list[Text] = []
    for rows in items:
        if len(body) + len(rows) <= SUMMARY_LINES - 2:
            body += rows
    leaving = T("AIR or MENU: leave.") if leave else T("MENU: leave.")
    return Screen((verdict, *body, leaving))


def part_list(names: list[str]) -> Text:
    """ "screen, LEDs": each name translated, the separator the translator's own."""
    listed = T(names[-1])
    for name in reversed(names[:-1]):
        # TRANSLATORS: a list of the self-test's parts, "screen, LEDs, keys".
        listed = T("{first}, {rest}", first=T(name), rest=listed)
    return listed
