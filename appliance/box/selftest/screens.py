"""What the self-test shows: its screens and the LEDs lit one at a time."""

from __future__ import annotations

from drivers.pins.panel import COMPASS_LEDS, GAUGE_LEDS
from games.effects import Effect, Lights
from games.screen import Rect, Screen, Segment, T, Text

LEDS = (*COMPASS_LEDS, *GAUGE_LEDS)
QUESTION_SECONDS = 60.0  # a question left unanswered this long counts as no
MISSING_PER_LINE = 9
FINDINGS_SHOWN = 2
SUMMARY_LINES = 6  # what a 128 x 64 screen shows whole; the count of sounds gives way

QUESTIONS = {
    "screen": T("Did you see a frame and a cross?"),
    "leds": T("Did every LED light in turn?"),
    "sounds": T("Did you hear every sound?"),
}


def short(key: str) -> str:
    """A key's name as the self-test writes it: NSg for N-S gold."""
    return key.replace("_GOLD", "g").replace("_SILVER", "s")


def question_screen(asking: str, yes: tuple[str, str], no: tuple[str, str]) -> Screen:
    """A question with its two yes keys and two no keys."""
    return Screen(
        (
            T("Self-test"),
            QUESTIONS[asking],
            T("Yes: {first} or {second}", first=yes[0], second=yes[1]),
            T("No: {first} or {second}", first=no[0], second=no[1]),
        )
    )


def pattern_screen() -> Screen:
    """A frame and a cross over the whole screen."""
    shapes = (Rect(0, 0, 128, 64), Segment(0, 0, 127, 63), Segment(0, 63, 127, 0))
    return Screen((T("Self-test"), T("The screen: a frame and a cross.")), shapes)


def led_effects(index: int) -> list[Effect]:
    """The ``index``-th LED lit alone, and its name on the screen."""
    name = LEDS[index]
    if name in COMPASS_LEDS:
        lights = Lights(name, "000000")
    else:
        lit = GAUGE_LEDS.index(name)
        lights = Lights(None, "0" * lit + "1" + "0" * (5 - lit))
    screen = Screen((T("Self-test: LEDs"), T("LED {name} should be lit.", name=name)))
    return [screen, lights]


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


def summary_screen(
    *,
    failed: list[str],
    total: int,
    missing: list[str],
    findings: list[Text],
    sounds: int,
    leave: bool,
) -> Screen:
    """The verdict, the keys never seen, what they say of the wires, how to leave."""
    keys = [T("Keys: all {total} work.", total=total)]
    if missing:
        names = " ".join(missing[:MISSING_PER_LINE])
        more = "" if len(missing) <= MISSING_PER_LINE else " ..."
        keys = [T("Keys not seen: {count}", count=len(missing)), T("{keys}", keys=names + more)]
    verdict = (
        T("Self-test done: all good.")
        if not failed
        else T("Not confirmed: {parts}", parts=part_list(failed))
    )
    lines = [verdict, *keys, *findings[:FINDINGS_SHOWN]]
    if len(lines) < SUMMARY_LINES - 1:
        lines.append(T("Sounds: {count} played.", count=sounds))
    lines.append(T("AIR or MENU: leave.") if leave else T("MENU: leave."))
    return Screen(tuple(lines))


def part_list(names: list[str]) -> Text:
    """ "screen, LEDs": each name translated, the separator the translator's own."""
    listed = T(names[-1])
    for name in reversed(names[:-1]):
        # TRANSLATORS: a list of the self-test's parts, "screen, LEDs, keys".
        listed = T("{first}, {rest}", first=T(name), rest=listed)
    return listed
