"""A compact text notation for a whole :class:`~games.treasure_rush.state.TreasureRushState`.

One fact a line, in this order (lines with nothing to say are left out)::

    phase hunt
    seats 3 players          (or: seats 3 teams)
    judge table
    colours red blue green yellow   (left out while they are the game's own)
    to_win 5
    turned 4
    map Diamond Book~ Compass
    pile Wagon Tablet / Anchor Key~ Palm
    won 1 Crown Key
    won 2
    won 3 Book Wagon / Skull Palm Diamond
    aside Compass Tablet
    out 2
    claimant 2
    queue 3 1
    keyed Diamond Book
    result right

``aside`` holds the maps everyone failed, for the next reshuffle; ``queue`` the seats
waiting to claim, first come first.

Maps are written by icon name with an icon set, by code ("1F 3B~") without one; both
read back. Tests build positions with it; saved games keep it (by code).
"""

from __future__ import annotations

from collections.abc import Callable

from games.seats.colours import colours_from, game_colours
from games.treasure_rush.maps.deck import deck_from_notation, deck_notation
from games.treasure_rush.maps.icon_set import CARDS, IconSet
from games.treasure_rush.maps.treasure_map import LONGEST, TreasureMap
from games.treasure_rush.state import (
    FEWEST_SEATS,
    MOST_SEATS,
    Judge,
    Phase,
    Result,
    TreasureRushState,
)

GAME = "treasure-rush"
SEAT_KINDS = {"players": False, "teams": True}
CARD_KEYS = range(1, CARDS + 1)
Won = dict[int, list[TreasureMap]]


def position(table: TreasureRushState, icons: IconSet | None = None) -> str:
    """The table in the notation above."""
    kind = "teams" if table.teams else "players"
    lines = [
        f"phase {table.phase}",
        f"seats {table.seats} {kind}",
        f"judge {table.judge}",
        f"to_win {table.to_win}",
        f"turned {table.turned}",
    ]
    if table.colours != game_colours(GAME):
        lines.insert(3, "colours " + " ".join(table.colours))
    if table.map is not None:
        lines.append(f"map {table.map.to_notation(icons)}")
    lines.append(f"pile {deck_notation(table.pile, icons)}".rstrip())
    for seat, maps in enumerate(table.won, 1):
        lines.append(f"won {seat} {deck_notation(maps, icons)}".rstrip())
    if table.aside:
        lines.append(f"aside {deck_notation(table.aside, icons)}")
    if table.out:
        lines.append("out " + " ".join(str(seat) for seat in sorted(table.out)))
    if table.claimant is not None:
        lines.append(f"claimant {table.claimant}")
    if table.queue:
        lines.append("queue " + " ".join(str(seat) for seat in table.queue))
    if table.keyed:
        keyed = TreasureMap.from_notation(" ".join(ref.code for ref in table.keyed))
        lines.append(f"keyed {keyed.to_notation(icons)}")
    if table.result is not None:
        lines.append(f"result {table.result}")
    return "\n".join(lines)


def table_from_position(text: str, icons: IconSet | None = None) -> TreasureRushState:
    """The table a position describes (ValueError naming the bad line)."""
    table = TreasureRushState()
    won: Won = {}
    for number, line in enumerate(text.strip().splitlines(), 1):
        word, _, rest = line.strip().partition(" ")
        if not word:
            continue
        if word not in _READERS:
            raise ValueError(f"position line {number}: unknown fact {word!r}")
        try:
            _READERS[word](table, rest.strip(), icons, won)
        except (ValueError, KeyError) as error:
            raise ValueError(f"position line {number} ({line.strip()!r}): {error}") from None
    if won or table.phase not in (Phase.SETUP, Phase.COLOURS):
        table.won = [won.get(seat, []) for seat in range(1, table.seats + 1)]
    _check(table)
    return table


Reader = Callable[[TreasureRushState, str, IconSet | None, Won], None]


def _seats(table: TreasureRushState, rest: str, icons: IconSet | None, won: Won) -> None:
    count, kind = rest.split()
    table.seats, table.teams = int(count), SEAT_KINDS[kind]


def _map(table: TreasureRushState, rest: str, icons: IconSet | None, won: Won) -> None:
    (table.map,) = deck_from_notation(rest, icons)


def _pile(table: TreasureRushState, rest: str, icons: IconSet | None, won: Won) -> None:
    table.pile = deck_from_notation(rest, icons)


def _aside(table: TreasureRushState, rest: str, icons: IconSet | None, won: Won) -> None:
    table.aside = deck_from_notation(rest, icons)


def _won(table: TreasureRushState, rest: str, icons: IconSet | None, won: Won) -> None:
    seat, _, maps = rest.partition(" ")
    won[int(seat)] = deck_from_notation(maps, icons)


def _keyed(table: TreasureRushState, rest: str, icons: IconSet | None, won: Won) -> None:
    table.keyed = list(TreasureMap.from_notation(rest, icons).icons)


_READERS: dict[str, Reader] = {
    "phase": lambda table, rest, icons, won: setattr(table, "phase", Phase(rest)),
    "seats": _seats,
    "judge": lambda table, rest, icons, won: setattr(table, "judge", Judge(rest)),
    "colours": lambda table, rest, icons, won: setattr(
        table, "colours", colours_from({"colours": rest.split()}, GAME)
    ),
    "to_win": lambda table, rest, icons, won: setattr(table, "to_win", int(rest)),
    "turned": lambda table, rest, icons, won: setattr(table, "turned", int(rest)),
    "map": _map,
    "pile": _pile,
    "won": _won,
    "aside": _aside,
    "out": lambda table, rest, icons, won: setattr(table, "out", {int(s) for s in rest.split()}),
    "claimant": lambda table, rest, icons, won: setattr(table, "claimant", int(rest)),
    "queue": lambda table, rest, icons, won: setattr(
        table, "queue", [int(s) for s in rest.split()]
    ),
    "keyed": _keyed,
    "result": lambda table, rest, icons, won: setattr(table, "result", Result(rest)),
}


def _check(table: TreasureRushState) -> None:
    """Reject positions no game can reach (ValueError saying what is wrong)."""
    seats = range(1, table.seats + 1)
    if not FEWEST_SEATS <= table.seats <= MOST_SEATS:
        raise ValueError(f"{table.seats} seats; a game has {FEWEST_SEATS} to {MOST_SEATS}")
    if table.to_win < 1 or table.turned < 0:
        raise ValueError("to_win must be at least 1 and turned at least 0")
    if not table.out <= set(seats) or (table.claimant is not None and table.claimant not in seats):
        raise ValueError("a seat out or claiming is not at the table")
    needs = {
        Phase.HUNT: table.map is not None and table.claimant is None,
        Phase.CLAIM: table.map is not None and table.claimant not in (None, *table.out),
        Phase.RESULT: table.map is None and table.result is not None,
        Phase.OVER: table.claimant is not None and table.score(table.claimant) >= table.to_win,
        Phase.SETUP: True,
        Phase.COLOURS: True,
    }
    if not needs[table.phase]:
        raise ValueError(f"the {table.phase} phase does not fit the rest of the position")
    if table.queue and (
        table.phase is not Phase.CLAIM
        or len(set(table.queue)) != len(table.queue)
        or not set(table.queue) <= set(table.in_play()) - {table.claimant}
    ):
        raise ValueError("only seats still in the round wait to claim, each once, during a claim")
    if table.keyed and table.phase is not Phase.CLAIM:
        raise ValueError("icons are keyed only during a claim")
    cards = [ref.card for ref in table.keyed]
    if len(set(cards)) != len(cards) or len(cards) > LONGEST or not set(cards) <= set(CARD_KEYS):
        raise ValueError("the keyed icons hold two sides of one card, or too many cards")
