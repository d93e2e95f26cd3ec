"""The screens of choosing the island: how, each piece's face, how they join, laying the
pieces, and turning the picture to match the table.

The pictures draw hexes as small cells (see :mod:`games.tobago.views.minimap`): a piece's face
as solid cells; a whole island with section 1 as dots, section 2 solid and section 3 as
rings, so a table sees where the pieces meet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.screen import HEIGHT, Label, Screen, Shape, T, Text, plural
from games.tobago.island.board_choice import BoardChoice
from games.tobago.island.hexgrid import Hex
from games.tobago.island.sections import Assembly
from games.tobago.state import Phase, TobagoState
from games.tobago.views.minimap import Look, frame, hex_map
from games.tobago.views.parts import ROW, picture_beside, words

#: How each section is drawn in a picture of the whole island.
SECTION_LOOKS = (Look.DOT, Look.SOLID, Look.RING)
PIECES = 3


def how_screen(state: TobagoState) -> Screen:
    """Ask whether the table says which island it has, or the box picks one."""
    return words(
        T("The island on the table:"),
        T("1: we show the box"),
        T("2: the box picks one"),
        T("CLEAR: back"),
    )


def side_screen(state: TobagoState) -> Screen:
    """One piece's two faces drawn side by side: which is up?"""
    choice = _choice(state)
    number = len(choice.sides) + 1
    letter = "abc"[number - 1]
    title = T("Piece {n} of 3: face up?", n=number)
    keys = T("1 or 2   CLEAR: back")
    shapes: list[Shape] = [Label(0, 0, title), Label(0, HEIGHT - ROW, keys)]
    for column, side in enumerate((letter, letter.upper())):
        hexes = choice.sections.side(side)
        left = 12 + 64 * column
        shapes.append(Label(left - 10, 26, T("{key}", key=column + 1)))
        shapes.append(hex_map(hexes, dict.fromkeys(hexes, Look.SOLID), x=left, y=13))
    said = T("1: side {first}  2: side {second}", first=letter, second=letter.upper())
    return Screen((title, said, keys), tuple(shapes))


def join_screen(state: TobagoState) -> Screen:
    """One of the four islands the chosen faces make; UP for the next."""
    choice = _choice(state)
    assembly = choice.joins()[choice.join]
    if not choice.makes_island(assembly):
        return words(
            T("Island {n} of 4:", n=choice.join + 1),
            T("these pieces cannot"),
            T("join this way."),
            join_words(assembly),
            T("UP: next  CLEAR: back"),
        )
    panel = [T("Island {n} of 4", n=choice.join + 1), T("like yours?")]
    keys = [T("UP: next"), T("AIR: yes"), T("CLEAR: back")]
    said = [join_words(assembly)]
    return _island_beside(choice.parts(assembly), SECTION_LOOKS, panel, keys, said)


def join_words(assembly: Assembly) -> Text:
    """How the pieces join, in the box's language: "sides A,b,C, order bc, shift 0"."""
    return T(
        "sides {sides}, order {order}, shift {shift}",
        sides=",".join(assembly.sides),
        order=assembly.order,
        shift=assembly.shift,
    )


def lay_screen(state: TobagoState) -> Screen:
    """The box's island, one piece at a time: where it goes and which face is up."""
    choice = _choice(state)
    assembly = choice.assembly
    parts = choice.parts()
    number = state.page + 1
    side = (assembly.sides[0], *assembly.second_and_third)[state.page] if assembly else "?"
    panel = [
        T("Piece {n} of 3:", n=number),
        T("side {side} up,", side=side),
        T("lay it as"),
        T("drawn"),
    ]
    keys = [T("AIR: next"), T("CLEAR: back")]
    looks = [Look.DOT] * state.page + [Look.SOLID] + [Look.HIDDEN] * (PIECES - number)
    return _island_beside(parts, looks, panel, keys, [])


def turn_screen(state: TobagoState) -> Screen:
    """The island turned; UP turns it until it looks like the table from the box."""
    choice = _choice(state)
    panel = [T("Is this the board from the box?")]
    keys = [T("UP: turn it"), T("AIR: yes")]
    turned = (
        plural("Turned {n} time", "Turned {n} times", choice.turns)
        if choice.turns
        else T("As drawn first")
    )
    said = [turned, T("CLEAR: back")]
    return _island_beside(choice.parts(), SECTION_LOOKS, panel, keys, said)


def _island_beside(
    parts: Sequence[frozenset[Hex]],
    looks: Sequence[Look],
    panel: Sequence[Text],
    keys: Sequence[Text],
    said: Sequence[Text],
) -> Screen:
    """The island's sections drawn with ``looks`` (one per section), words to the right."""
    every = frozenset().union(*parts)
    cells = {hex_: look for part, look in zip(parts, looks, strict=True) for hex_ in part}
    box = frame(every, 1, 1)
    return picture_beside(hex_map(every, cells, x=box.x, y=box.y), box, panel, keys=keys, said=said)


def _choice(state: TobagoState) -> BoardChoice:
    if state.board is None:
        raise ValueError("this game's island is not chosen from the board")
    return state.board


BOARD_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.SETUP_BOARD: how_screen,
    Phase.SETUP_SIDE: side_screen,
    Phase.SETUP_JOIN: join_screen,
    Phase.SETUP_LAY: lay_screen,
    Phase.SETUP_TURN: turn_screen,
}
