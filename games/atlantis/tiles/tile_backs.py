"""The tile-backs file: how many of each back every kind of tile hides, per edition.

The box ships ``tile_backs.json`` with the distribution of the rules page; owners of
another edition edit the counts (docs/reference/atlantis.md describes the format). It is read
once per new game and checked here; :class:`TileBacksError` names the file and what to
change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.atlantis.tiles.tiles import KINDS, Back, Kind
from games.data_files import read_json
from games.errors import GameError

FILE_NAME = "tile_backs.json"
FORMAT = 1
HIGHEST_VALUE = 9
MOST_EXPLORERS = 20


class TileBacksError(GameError, ValueError):
    """The tile-backs file is missing, unreadable or describes impossible decks."""


@dataclass(frozen=True)
class TileBacks:
    """The backs of one edition: per kind, each back with its count; the explorers' values."""

    counts: tuple[tuple[Kind, tuple[tuple[Back, int], ...]], ...]
    explorer_values: tuple[int, ...]
    edition: str = ""

    def deck(self, kind: Kind) -> list[Back]:
        """Every back of one kind, unshuffled."""
        return [back for back, count in dict(self.counts)[kind] for _ in range(count)]

    def size(self, kind: Kind) -> int:
        """How many tiles of one kind the island has."""
        return len(self.deck(kind))


def load_tile_backs() -> TileBacks:
    """The tile backs in the package's ``tile_backs.json`` (TileBacksError if wrong)."""
    return parse_tile_backs(read_json("games.atlantis", FILE_NAME, TileBacksError), FILE_NAME)


def parse_tile_backs(data: Any, source: str = FILE_NAME) -> TileBacks:
    """Tile backs from the parsed JSON of a tile-backs file, checked."""
    if not isinstance(data, Mapping):
        raise TileBacksError(f'{source}: should be an object with "backs" and "explorer_values"')
    if data.get("format", FORMAT) != FORMAT:
        raise TileBacksError(
            f"{source}: format {data.get('format')!r} is not known; this box reads format {FORMAT}"
        )
    backs = data.get("backs")
    if not isinstance(backs, Mapping) or set(backs) != set(KINDS):
        names = ", ".join(f'"{kind}"' for kind in KINDS)
        raise TileBacksError(f'{source}: "backs" should be an object with exactly {names}')
    counts = tuple((kind, _kind_counts(backs[kind], kind, source)) for kind in KINDS)
    _check_volcano(dict(counts), source)
    values = _explorer_values(data.get("explorer_values"), source)
    edition = data.get("edition", "")
    return TileBacks(counts, values, edition if isinstance(edition, str) else "")


def _kind_counts(entry: Any, kind: Kind, source: str) -> tuple[tuple[Back, int], ...]:
    where = f'{source}: "backs" -> "{kind}"'
    if not isinstance(entry, Mapping):
        raise TileBacksError(f'{where} should be an object like {{"whale": 3, "shark": 2}}')
    counts = []
    for label, count in entry.items():
        try:
            back = Back.from_label(label)
        except ValueError as error:
            raise TileBacksError(f"{where}: {error}") from None
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise TileBacksError(
                f'{where} -> "{label}": {count!r} should be a whole number, 0 or more'
            )
        counts.append((back, count))
    if sum(count for _, count in counts) == 0:
        raise TileBacksError(f"{where} has no tiles; give this kind at least one back")
    return tuple(counts)


def _check_volcano(counts: dict[Kind, tuple[tuple[Back, int], ...]], source: str) -> None:
    volcanoes = {kind: dict(counts[kind]).get(Back.VOLCANO, 0) for kind in KINDS}
    if volcanoes[Kind.MOUNTAIN] != 1 or sum(volcanoes.values()) != 1:
        raise TileBacksError(
            f'{source}: there must be exactly one "volcano", among the mountains; '
            f"the file has {volcanoes[Kind.BEACH]} beach, {volcanoes[Kind.FOREST]} forest "
            f"and {volcanoes[Kind.MOUNTAIN]} mountain volcanoes"
        )


def _explorer_values(values: Any, source: str) -> tuple[int, ...]:
    good = (
        isinstance(values, list)
        and 1 <= len(values) <= MOST_EXPLORERS
        and all(type(v) is int and 1 <= v <= HIGHEST_VALUE for v in values)
    )
    if not good:
        raise TileBacksError(
            f'{source}: "explorer_values" should list each explorer\'s value (1 to '
            f"{HIGHEST_VALUE}), like [1, 1, 1, 2, 2, 3, 3, 4, 5, 6]; it is {values!r}"
        )
    return tuple(sorted(values))
