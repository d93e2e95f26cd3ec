"""The terrain tiles: three kinds, removed in order, and what the back of each one says.

Each back has a one-letter code for decks, hands and saved games: upper case for a green
border (resolved at once), lower case for a red one (kept in the hand)::

    W whale appears   S shark appears   B boat appears   O whirlpool   V volcano
    d dolphin         n winds           e move a sea serpent
    s move a shark    w move a whale    x shark defence  y whale defence

``x`` and ``y`` are the red tiles with an X, kept to cancel an attack out of turn.
"""

from __future__ import annotations

from enum import Enum, StrEnum


class Kind(StrEnum):
    """The three kinds of terrain tile, in the order they leave the island."""

    BEACH = "beach"
    FOREST = "forest"
    MOUNTAIN = "mountain"

    @property
    def key(self) -> str:
        """The digit key that names this kind: 1 beach, 2 forest, 3 mountain."""
        return str(KINDS.index(self) + 1)

    @property
    def earlier(self) -> tuple[Kind, ...]:
        """The kinds that must all be gone before this one may be lifted."""
        return KINDS[: KINDS.index(self)]


KINDS: tuple[Kind, ...] = tuple(Kind)


def kind_for_key(key: str) -> Kind | None:
    """The kind a digit key names, or None."""
    return next((kind for kind in KINDS if kind.key == key), None)


class Border(StrEnum):
    """The border of a back: when its effect happens."""

    GREEN = "green"
    RED = "red"
    RED_X = "red-x"


class Back(Enum):
    """What is printed on the back of a terrain tile."""

    WHALE = "W"
    SHARK = "S"
    BOAT = "B"
    WHIRLPOOL = "O"
    VOLCANO = "V"
    DOLPHIN = "d"
    WINDS = "n"
    MOVE_SERPENT = "e"
    MOVE_SHARK = "s"
    MOVE_WHALE = "w"
    SHARK_DEFENCE = "x"
    WHALE_DEFENCE = "y"

    @property
    def code(self) -> str:
        """The one-letter code of this back."""
        return self.value

    @property
    def label(self) -> str:
        """The name in the tile-backs file: ``"move_shark"``."""
        return self.name.lower()

    @property
    def border(self) -> Border:
        """Green (at once), red (kept for step 1) or red with an X (kept for defence)."""
        if self.code.isupper():
            return Border.GREEN
        return Border.RED_X if self in DEFENCES else Border.RED

    @property
    def is_kept(self) -> bool:
        """True for a red back: it goes into the hand of the player who lifted it."""
        return self.border is not Border.GREEN

    @classmethod
    def from_code(cls, code: str) -> Back:
        """The back with this one-letter code (ValueError naming the codes)."""
        try:
            return cls(code)
        except ValueError:
            codes = "".join(back.code for back in cls)
            raise ValueError(f"{code!r} is not a tile back; the codes are {codes}") from None

    @classmethod
    def from_label(cls, label: str) -> Back:
        """The back named ``label`` in the tile-backs file (ValueError naming the names)."""
        for back in cls:
            if back.label == label:
                return back
        names = ", ".join(back.label for back in cls)
        raise ValueError(f"{label!r} is not a tile back; the names are {names}")


DEFENCES: frozenset[Back] = frozenset({Back.SHARK_DEFENCE, Back.WHALE_DEFENCE})


def backs_to_text(backs: list[Back] | tuple[Back, ...]) -> str:
    """Backs as their codes, ``-`` for none: ``"WSd"``."""
    return "".join(back.value for back in backs) or "-"


def backs_from_text(text: str) -> list[Back]:
    """Backs from their codes (``-`` for none), the inverse of :func:`backs_to_text`."""
    return [] if text == "-" else [Back.from_code(code) for code in text]
