"""An Atlantis game as JSON and back: :func:`to_dict` (times relative to ``now``) and
:func:`from_dict`, which raises StateError on anything it cannot trust. A game saved by
the first version of the box (version 1) is read too.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import AtlantisState, Overlay, Phase
from games.atlantis.tiles.decks import Decks
from games.atlantis.tiles.die import Creature
from games.atlantis.tiles.hands import Hands
from games.atlantis.tiles.tile_backs import TileBacksError, load_tile_backs
from games.atlantis.tiles.tiles import KINDS, Back, Kind
from games.errors import StateError
from games.randomness import rng_from_state, rng_state
from games.seats.colours import colours_from, colours_to_dict

VERSION = 2
READABLE_VERSIONS = (1, 2)
MOST_TAKE_BACKS = 8  # a turn has fewer keys CLEAR may take back one after another


def to_dict(state: AtlantisState, now: float) -> dict[str, Any]:
    """The state as JSON-ready data; the die's next frame relative to ``now``."""
    if state.paused_left is not None:
        next_frame_in = state.paused_left
    else:
        next_frame_in = max(0.0, state.next_frame_at - now) if state.frames_left else 0.0
    return {
        "version": VERSION,
        "proposed_players": state.proposed_players,
        "players": state.players,
        "first": state.first,
        "current": state.current,
        "phase": state.phase.value,
        "played": state.played.code if state.played else None,
        "lifted": [state.lifted[0].value, state.lifted[1].code] if state.lifted else None,
        "creature": state.creature.value if state.creature else None,
        "frames_left": state.frames_left,
        "next_frame_in": next_frame_in,
        "overlay": state.overlay.value,
        "defender": state.defender,
        "defended": state.defended.code if state.defended else None,
        "decks": state.decks.to_notation(),
        "hands": state.hands.to_notation(),
        "explorers": list(state.explorers),
        "scores": {str(seat): list(values) for seat, values in state.scores.items()},
        "scoring": state.scoring,
        "rng": rng_state(state.rng),
        **colours_to_dict(state.colours),
    }


def earlier_to_dict(earlier: Sequence[tuple[str, AtlantisState]]) -> dict[str, Any]:
    """What CLEAR may take back (games.base.GameBase.earlier), kept over a power cut as
    the first box kept it: each table kept as :func:`to_dict` gives it, the one kept
    before it inside, under ``"undo"``."""
    kept: dict[str, Any] | None = None
    for _, table in earlier:
        kept = {**to_dict(table, 0.0), "undo": kept}
    return {"undo": kept}


def from_dict(
    data: Any, rng: random.Random, settings: AtlantisSettings | None, now: float
) -> AtlantisState:
    """A state from :func:`to_dict` (StateError if it is malformed or newer). The saved
    generator is made again as it was saved (``rng``, the box's, is not drawn from)."""
    if not isinstance(data, dict) or data.get("version") not in READABLE_VERSIONS:
        version = data.get("version") if isinstance(data, dict) else None
        raise StateError(f"an Atlantis game of version {version!r}; this box reads {VERSION}")
    try:
        table = _read(data, now)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise StateError(f"the saved Atlantis game is unreadable: {error!r}") from None
    table.check()
    return table


def check_within_the_set(table: AtlantisState) -> None:
    """StateError when a saved game's decks and hands hold a tile the game's set does not
    (a game dealt from the set never does; test positions may): a deck
    a back more often than its kind has it, or decks and hands together more of a back
    than the island's tiles carry."""
    try:
        backs = load_tile_backs()
    except TileBacksError:
        return  # no game can be dealt either: a new one says what is wrong with the file
    in_set: Counter[Back] = Counter()
    held: Counter[Back] = Counter()
    for kind in KINDS:
        deck, kept = Counter(table.decks.backs(kind)), Counter(backs.deck(kind))
        if deck - kept:
            raise StateError(
                f"the saved Atlantis game breaks its rules: the {kind} tiles left hold "
                f"{_counted(deck - kept)} more than the set has"
            )
        in_set += kept
        held += deck
    for seat in table.hands.seats:
        held.update(table.hands.backs(seat))
    if held - in_set:
        raise StateError(
            f"the saved Atlantis game breaks its rules: the tiles left and the hands hold "
            f"{_counted(held - in_set)} more than the set has"
        )


def _counted(backs: Counter[Back]) -> str:
    return ", ".join(f"{count} {back.name.lower()}" for back, count in sorted(backs.items()))


def _read(data: dict[str, Any], now: float) -> AtlantisState:
    lifted = data["lifted"]
    return AtlantisState(
        rng=rng_from_state(data["rng"]),
        decks=Decks.from_notation(data["decks"]),
        explorers=tuple(int(v) for v in data["explorers"]),
        proposed_players=int(data["proposed_players"]),
        players=int(data["players"]),
        first=int(data["first"]),
        current=int(data["current"]),
        phase=Phase(data["phase"]),
        played=_back(data["played"]),
        lifted=(Kind(lifted[0]), Back.from_code(lifted[1])) if lifted else None,
        creature=Creature(data["creature"]) if data["creature"] else None,
        frames_left=int(data["frames_left"]),
        next_frame_at=now + float(data["next_frame_in"]),
        overlay=Overlay(data["overlay"]),
        defender=int(data["defender"]),
        defended=_back(data["defended"]),
        hands=Hands.from_notation(data["hands"]),
        scores={int(seat): [int(v) for v in vs] for seat, vs in data["scores"].items()},
        scoring=int(data["scoring"]),
        colours=colours_from(data, "atlantis"),
    )


def after_power_cut(table: AtlantisState) -> None:
    """A secret that was on the screen when the power went is hidden again, for its owner
    alone to show: a tile back goes back to "look alone" (AIR shows it again), the
    player's own list of tiles closes (UP opens it again), a defender's list goes back to
    "look alone"."""
    if table.phase is Phase.SEEN:
        table.phase = Phase.LOOK
    if table.overlay is Overlay.HAND:
        table.overlay = Overlay.NONE
    if table.overlay is Overlay.DEFENCE_HAND:
        table.overlay = Overlay.DEFENCE_TILE


def _back(code: Any) -> Back | None:
    return Back.from_code(code) if code else None


def earlier_from_dict(data: Any, now: float) -> list[tuple[str, AtlantisState]]:
    """What CLEAR may take back, from :func:`earlier_to_dict` (nothing from the first
    box, which kept none), checked now so that CLEAR cannot fail later (StateError)."""
    chain: list[dict[str, Any]] = []
    inner = data.get("undo") if isinstance(data, dict) and data.get("version") != 1 else None
    while inner is not None:
        if not isinstance(inner, dict) or len(chain) > MOST_TAKE_BACKS:
            raise StateError(f"the saved Atlantis game's take-backs are unreadable: {inner!r:.60}")
        chain.append(inner)
        inner = inner.get("undo")
    kept = [from_dict(table, random.Random(), None, now) for table in chain]
    return [("", table) for table in reversed(kept)]
