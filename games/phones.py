"""A seat's secret on its own phone (the table companion), and what the shared screen
shows instead: only that the player looked, and the keys that work now.

The box tells a game which seats have a paired phone (:class:`games.base.SeatPhones`);
a game keeps them out of its saved state, since every pairing ends with a restart. A
seat with no phone plays as before, its secret on the box's own screen for its eyes,
and every phone at the table shows only that the player is looking (the screen's
``shared``): one rule here for every game, which says only whose secret is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from games.effects import Say
from games.screen import Screen, T, Text
from games.seats.colours import seat_name


def looked(colours: Sequence[str], seat: int) -> Text:
    """ "Red looked": all the table learns of a secret shown on that seat's phone (the
    seats named by ``colours``, :mod:`games.seats.colours`)."""
    return T("{seat} looked", seat=seat_name(colours, seat))


def looked_screen(colours: Sequence[str], seat: int, *rows: Text) -> Screen:
    """The shared screen while ``seat``'s secret is on its phone: who looked, where the
    secret is, then ``rows`` (the keys that work now)."""
    return Screen((looked(colours, seat), T("The secret is on their phone."), *rows))


def looked_said(colours: Sequence[str], before: int | None, after: int | None) -> list[Say]:
    """What the table hears when a seat's secret has just gone to its phone (``after``,
    and not already ``before``): only that the player looked."""
    return [Say(looked(colours, after))] if after is not None and after != before else []


def on_a_phone(looking: int | None, phones: frozenset[int]) -> int | None:
    """The seat whose secret is on its phone now: the seat ``looking`` at a secret, if
    it has a paired phone (one of ``phones``)."""
    return looking if looking in phones else None


def looking_screen(colours: Sequence[str], seat: int) -> Screen:
    """What every phone shows while ``seat`` looks at a secret on the box's OLED."""
    looking = T("{seat} is looking", seat=seat_name(colours, seat))
    return Screen((looking, T("Everyone else: look away!")))


def shared_screen(
    shown: Screen, looking: int | None, phones: frozenset[int], colours: Sequence[str]
) -> Screen:
    """The OLED's screen while the seat ``looking`` (if any) has a secret on it: on its
    paired phone (one of ``phones``), only that the player looked (and ``shown``'s last
    row: the keys that work); with no phone, ``shown`` for their eyes, the phones showing
    only that they are looking."""
    if looking is None:
        return shown
    if looking in phones:
        return looked_screen(colours, looking, shown.lines[-1])
    return replace(shown, shared=looking_screen(colours, looking))
