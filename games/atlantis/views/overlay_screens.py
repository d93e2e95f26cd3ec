"""What the OLED shows over the turn: the overview, a player's own tiles, a defence.

A player's tiles are listed only on screens for that player's eyes, opened by their own
request: UP in their step 1, AIR once they defend and the others look away. Every
other screen says only what the table may know (how many tiles each one holds).
"""

from __future__ import annotations

from collections.abc import Callable

from games.atlantis import words
from games.atlantis.state import AtlantisState, Overlay
from games.atlantis.tiles.tiles import KINDS, Back
from games.atlantis.views.screen_parts import header, row_y, tight_screen, words_screen
from games.screen import WIDTH, Label, Screen, Shape, T, Text, plural
from games.seats.colours import seat_name

MOST_ROWS_WITH_HEADER = 4
"""Tiles listed under the header on the player's own list; five kinds fill the screen."""


def _listed(tiles: tuple[tuple[Back, int], ...], name: Callable[[Back], Text]) -> list[Text]:
    """ "1 Dolphin", "2 Move shark x2": each kind of tile numbered for its digit key."""
    return [
        plural("{key} {tile}", "{key} {tile} x{n}", count, key=key, tile=name(back))
        for key, (back, count) in enumerate(tiles, 1)
    ]


def own_hand_screen(table: AtlantisState) -> Screen:
    """Step 1 for the player's eyes only: the tiles they may play, numbered for the digits,
    one a row (a move tile says "Move", so it is never taken for a green tile)."""
    playable = table.hands.playable(table.current)
    if not playable:
        defences = len(table.hands.defences(table.current))
        held = plural("{n} defence tile kept", "{n} defence tiles kept", defences)
        return words_screen(header(table), T("No tile to play now"), held, T("Any key: hide"))
    tiles = _listed(playable, words.hand_name)
    hint = T("Digit: play · other: hide")
    if len(tiles) > MOST_ROWS_WITH_HEADER:
        return tight_screen(*tiles, hint)
    return tight_screen(header(table), *tiles, hint)


def overview_screen(table: AtlantisState) -> Screen:
    """The tiles left of each kind (left) and how many tiles each player holds (right),
    under one title: two short columns that fit side by side in every language."""
    kinds = [
        T("{kind} {left}", kind=words.kind_name(kind), left=table.decks.left(kind))
        for kind in KINDS
    ]
    hands = [
        T("{seat}: {n}", seat=seat_name(table.colours, seat), n=table.hands.size(seat))
        for seat in table.seats
    ]
    title, hint = T("Tiles left · in hands"), T("Any key: back")
    right = WIDTH - 1
    shapes: list[Shape] = [Label(0, 0, title)]
    shapes += [Label(0, row_y(i + 1), text) for i, text in enumerate(kinds)]
    shapes += [Label(right, row_y(i + 1), text, align="right") for i, text in enumerate(hands)]
    shapes.append(Label(0, row_y(5), hint))
    return Screen((title, *kinds, *hands, hint), tuple(shapes))


def defender_screen(table: AtlantisState) -> Screen:
    """Who plays a defence tile against the shark or whale attacking now."""
    return words_screen(
        T("Who defends?"),
        T("A shark or whale attacks"),
        T("Keys 1 to {n}: player", n=table.players),
        T("CLEAR: back to the turn"),
    )


def defence_tile_screen(table: AtlantisState) -> Screen:
    """The defender is chosen: they alone look at their defence tiles (none are listed)."""
    return words_screen(
        T("{seat} defends", seat=seat_name(table.colours, table.defender)),
        T("{seat}: look alone", seat=seat_name(table.colours, table.defender)),
        T("AIR: your defence tiles"),
        T("CLEAR: back"),
    )


def defence_hand_screen(table: AtlantisState) -> Screen:
    """For the defender's eyes only: their defence tiles, numbered for the digits."""
    title = T("{seat} defends", seat=seat_name(table.colours, table.defender))
    held = table.hands.defences(table.defender)
    if not held:
        return words_screen(title, T("No defence tile"), T("Any key: hide"))
    return words_screen(title, *_listed(held, words.back_name), T("Digit: play · other: hide"))


def defended_screen(table: AtlantisState) -> Screen:
    """The defence played: the attacking creature leaves the board."""
    assert table.defended is not None
    return words_screen(
        T(
            "{seat}: {tile}!",
            seat=seat_name(table.colours, table.defender),
            tile=words.back_name(table.defended),
        ),
        T(words.DEFENDED[table.defended]),
        T("It does no harm"),
        T("AIR: back to the turn"),
        T("CLEAR: take it back"),
    )


OVERLAY_SCREENS: dict[Overlay, Callable[[AtlantisState], Screen]] = {
    Overlay.OVERVIEW: overview_screen,
    Overlay.HAND: own_hand_screen,
    Overlay.DEFENDER: defender_screen,
    Overlay.DEFENCE_TILE: defence_tile_screen,
    Overlay.DEFENCE_HAND: defence_hand_screen,
    Overlay.DEFENDED: defended_screen,
}
