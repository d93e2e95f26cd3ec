"""One rule for every game: each seat is named by the colour of its pieces.

A game's seats take its pieces' colours in the game's own order (:data:`GAME_COLOURS`)
when it is dealt; at setup the table may give a seat another colour (:func:`recolour`,
shown by :func:`colours_screen`). The colours are kept in the game's saved state as a
list of names (:func:`colours_to_dict`); a state saved before seats had colours comes
back with the game's own (:func:`colours_from`). Screens and speech name a seat with
:func:`seat_name`: "Red", "Vermelho", "赤".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.dispatch import Refused, digit
from games.effects import Effect, Say, Sound
from games.errors import StateError
from games.screen import WIDTH, Label, Screen, T, Text, mark

MOST_SEATS = 4

COLOUR_NAMES: dict[str, str] = {
    # TRANSLATORS: a seat named by its pieces' colour, alone and as a noun ("Red wins
    # the map!", "Vez do Vermelho", "赤の番"); Portuguese: masculine, o Vermelho.
    "red": mark("Red"),
    "yellow": mark("Yellow"),
    "green": mark("Green"),
    "blue": mark("Blue"),
    "white": mark("White"),
    "black": mark("Black"),
    "orange": mark("Orange"),
    "purple": mark("Purple"),
}
"""Every colour a seat may take, in the order a seat key steps through them."""

Colours = tuple[str, ...]

GAME_COLOURS: dict[str, Colours] = {
    # The rulebook's diagram names the red and the white boat; the box names no seat
    # (the dive control centre is handed round), so these are for the table's record.
    "lost-treasure": ("red", "white", "yellow", "blue"),
    # The rulebook: "6 Adventurer Cards of their chosen color" (not named): the set's.
    "treasure-rush": ("red", "blue", "green", "yellow"),
    # The rulebook: "cada jogador escolhe uma cor" (not named): the explorers' set.
    "atlantis": ("red", "yellow", "green", "blue"),
    # The rulebook: "自分の色の羅針盤トークン" (not named): the ATVs' set.
    "tobago": ("red", "yellow", "blue", "green"),
}
"""Each game's seats' colours, seat 1 first, as the game's pieces come."""


def game_colours(game: str) -> Colours:
    """The colours of ``game``'s seats when it is dealt, seat 1 first."""
    return GAME_COLOURS[game]


def seat_name(colours: Sequence[str], seat: int | None) -> Text:
    """A seat's name: its colour ("Red"); a seat of no colour (none, or not at the
    table) by its number ("Seat 5")."""
    if seat is None or not 1 <= seat <= len(colours):
        return T("Seat {seat}", seat="?" if seat is None else seat)
    return T(COLOUR_NAMES[colours[seat - 1]])


def next_colour(colours: Colours, seat: int) -> Colours:
    """``colours`` with ``seat``'s the next colour no other seat holds."""
    others = {c for n, c in enumerate(colours, 1) if n != seat}
    names = list(COLOUR_NAMES)
    at = names.index(colours[seat - 1])
    free = [names[(at + step) % len(names)] for step in range(1, len(names))]
    chosen = next(c for c in free if c not in others)
    return tuple(chosen if n == seat else c for n, c in enumerate(colours, 1))


def recolour(colours: Colours, seats: int, key: str) -> tuple[Colours, list[Effect]]:
    """A seat key at the colours step: that seat's next colour, with the key's sound and
    the new colour said (Refused for a key of no seat at the table)."""
    seat = digit(key)
    if not 1 <= seat <= seats:
        raise Refused()
    changed = next_colour(colours, seat)
    said = T("Seat {seat}: {colour}", seat=seat, colour=seat_name(changed, seat))
    return changed, [Sound("key"), Say(said)]


def colours_screen(colours: Sequence[str], seats: int, go_on: Text) -> Screen:
    """The colours step: each seat's colour, the keys that change them, and ``go_on``
    (the key to the next step of the game's setup)."""
    title, change = T("Seat colours"), T("Keys 1-{n}: change", n=seats)
    named = [
        T("{seat} {colour}", seat=n, colour=seat_name(colours, n)) for n in range(1, seats + 1)
    ]
    labels = [Label(WIDTH // 2, 0, title, align="center")]
    for n, text in enumerate(named):
        labels.append(Label((n % 2) * WIDTH // 2 + 4, 13 + 13 * (n // 2), text))
    labels += [Label(0, 39, change), Label(0, 52, go_on)]
    return Screen((title, *named, change, go_on), tuple(labels))


def colours_said() -> Say:
    """What the table hears on coming to the colours step."""
    return Say(T("Seat colours"), "prompt")


def colours_to_dict(colours: Colours) -> dict[str, Any]:
    """The colours as saved in the game's state."""
    return {"colours": list(colours)}


def colours_from(data: Mapping[str, Any], game: str) -> Colours:
    """The colours saved in ``data`` (:func:`colours_to_dict`), or ``game``'s own when it
    was saved before seats had colours; StateError when they are not four different
    colours the box knows."""
    saved = data.get("colours")
    if saved is None:
        return game_colours(game)
    if (
        not isinstance(saved, list)
        or len(saved) != MOST_SEATS
        or not all(isinstance(c, str) and c in COLOUR_NAMES for c in saved)
        or len(set(saved)) != MOST_SEATS
    ):
        raise StateError(f"the saved seat colours are unreadable: {saved!r:.80}")
    return tuple(saved)
