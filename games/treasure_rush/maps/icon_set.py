"""The icons of the Adventurer Cards: five double-sided cards, ten icons, their pictures.

The set lives in a data file an owner may edit (``icons.json`` in this package, described
in docs/reference/treasure-rush.md): the cards in key order 1 to 5, the icon on each side, and a
24 x 24 pictogram for every icon. An icon is named in two ways: its name ("Diamond") and
its code, the card and the side ("1F" front of card 1, "1B" its back). Codes never
change when an owner renames an icon, so saved games use codes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from games.base import Value
from games.data_files import read_json
from games.errors import GameError

CARDS = 5
PICTOGRAM_SIZE = 24
ICON_FILE = "icons.json"
LIT, DARK = "#", "."
_NAME = re.compile(r"^[^\W\d_][\w'-]*$")
_CODE = re.compile(r"^([1-9])([FB])$")


class IconSetError(GameError, ValueError):
    """The icon data file is missing, malformed or inconsistent."""


class Side(StrEnum):
    """The side of an Adventurer Card."""

    FRONT = "F"
    BACK = "B"

    @property
    def other(self) -> Side:
        """The side on the other face of the card."""
        return Side.BACK if self is Side.FRONT else Side.FRONT


@dataclass(frozen=True, order=True)
class IconRef(Value):
    """One side of one card: ``IconRef(3, Side.BACK)`` is written ``3B``."""

    card: int
    side: Side

    @classmethod
    def from_code(cls, code: str) -> IconRef:
        """``IconRef.from_code("3B")`` (ValueError if it is not a card and a side)."""
        match = _CODE.match(code)
        if not match:
            raise ValueError(f"{code!r} is not an icon code like 1F or 3B")
        return cls(int(match[1]), Side(match[2]))

    @property
    def code(self) -> str:
        """``3B``."""
        return f"{self.card}{self.side}"

    def flipped(self) -> IconRef:
        """The icon on the other side of the same card."""
        return IconRef(self.card, self.side.other)

    def __repr__(self) -> str:
        return f"IconRef.from_code({self.code!r})"


@dataclass(frozen=True)
class Icon:
    """An icon: where it is (card and side), its name, and its pictogram rows."""

    ref: IconRef
    name: str
    pictogram: tuple[str, ...]


@dataclass(frozen=True)
class IconSet:
    """The ten icons of one player's five Adventurer Cards."""

    icons: tuple[Icon, ...]

    def __post_init__(self) -> None:
        names = [icon.name for icon in self.icons]
        refs = {icon.ref for icon in self.icons}
        expected = {IconRef(card, side) for card in range(1, CARDS + 1) for side in Side}
        if len(set(names)) != len(names) or refs != expected:
            raise IconSetError("an icon set needs ten icons with different names, two per card")

    def __iter__(self) -> Iterator[Icon]:
        return iter(self.icons)

    def icon(self, word: str | IconRef) -> Icon:
        """The icon with this name, code ("3B") or reference (KeyError if there is none)."""
        for icon in self.icons:
            if word in (icon.ref, icon.name, icon.ref.code):
                return icon
        raise KeyError(f"no icon is called {word!r}; icons are {', '.join(self.names())}")

    def name(self, ref: IconRef) -> str:
        """The name of the icon on this side of this card."""
        return self.icon(ref).name

    def ref(self, word: str) -> IconRef:
        """The card and side of an icon given by name or code."""
        return self.icon(word).ref

    def names(self) -> list[str]:
        """Every icon's name, card by card, front first."""
        return [icon.name for icon in sorted(self.icons, key=lambda icon: icon.ref)]


def load_icon_set(file_name: str = ICON_FILE) -> IconSet:
    """The icon set from a data file of this package (IconSetError naming what to fix)."""
    return icon_set_from_data(read_json("games.treasure_rush", file_name, IconSetError), file_name)


def icon_set_from_data(data: Any, source: str = ICON_FILE) -> IconSet:
    """An icon set from the data file's contents (IconSetError naming what to fix)."""
    if not isinstance(data, Mapping):
        raise IconSetError(f"{source}: the file must hold one JSON object with cards")
    cards = _cards(data.get("cards"), source)
    pictograms = _pictograms(data.get("pictograms"), source)
    icons = []
    for number, (front, back) in enumerate(cards, 1):
        for side, name in ((Side.FRONT, front), (Side.BACK, back)):
            if name not in pictograms:
                raise IconSetError(f"{source}: {name!r} has no pictogram; add one under pictograms")
            icons.append(Icon(IconRef(number, side), name, pictograms[name]))
    unused = sorted(set(pictograms) - {icon.name for icon in icons})
    if unused:
        raise IconSetError(
            f"{source}: the pictograms {', '.join(unused)} are on no card; "
            "put them on a card or delete them"
        )
    return IconSet(tuple(icons))


def _cards(value: Any, source: str) -> list[tuple[str, str]]:
    if not isinstance(value, list) or len(value) != CARDS:
        raise IconSetError(
            f"{source}: cards must be a list of {CARDS} cards, each a front and a back"
        )
    cards = []
    for number, card in enumerate(value, 1):
        if not isinstance(card, Mapping) or set(card) != {"front", "back"}:
            raise IconSetError(
                f'{source}: card {number} must be {{"front": NAME, "back": NAME}}, not {card!r}'
            )
        cards.append((_name(card["front"], source), _name(card["back"], source)))
    names = [name for card in cards for name in card]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise IconSetError(f"{source}: {', '.join(twice)} is on more than one side; use ten names")
    return cards


def _name(value: Any, source: str) -> str:
    if not isinstance(value, str) or not _NAME.match(value):
        raise IconSetError(
            f"{source}: icon name {value!r} must be one word starting with a letter "
            "(letters, digits, - and ' allowed; no spaces)"
        )
    return value


def _pictograms(value: Any, source: str) -> dict[str, tuple[str, ...]]:
    if not isinstance(value, Mapping):
        raise IconSetError(f"{source}: pictograms must be an object from icon name to rows")
    pictograms = {}
    for name, rows in value.items():
        size = PICTOGRAM_SIZE
        if (
            not isinstance(rows, list)
            or len(rows) != size
            or not all(isinstance(row, str) and len(row) == size for row in rows)
        ):
            raise IconSetError(
                f"{source}: the pictogram of {name!r} must be {size} rows of {size} characters"
            )
        bad = {char for row in rows for char in row} - {LIT, DARK}
        if bad:
            raise IconSetError(
                f"{source}: the pictogram of {name!r} uses {''.join(sorted(bad))!r}; "
                f"draw with {LIT} (lit) and {DARK} (dark) only"
            )
        pictograms[name] = tuple(rows)
    return pictograms
