"""Saving a game of Tobago and bringing it back after a power cut: the state as JSON.

The box saves :func:`to_dict` after every key and brings the game back with
:func:`from_dict` at the next start (see :meth:`games.tobago.game.TobagoGame.restore`).
The game keeps its own rules (clue geometry, markers, the reshuffle rule) and its
island, so changing the settings file never changes a game under way. Nothing is
timed, so a restart lands on the same screen with one exception: a secret look that
was on show comes back hidden (the contributor presses AIR to see the cards again), so
a power cut never shows anyone's cards to the whole table.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from games.base import saved_version, settings_from
from games.errors import StateError
from games.randomness import restore_rng, rng_state
from games.seats.colours import colours_from, colours_to_dict
from games.tobago.clues.clue import ClueSettings, Relation, Target
from games.tobago.clues.engine import ClueEngine, Refusal
from games.tobago.flows.clue import PATHS
from games.tobago.flows.split import STAGE_PHASES
from games.tobago.island.board_choice import BoardChoice
from games.tobago.island.island import Island, Landmark, LandmarkKind
from games.tobago.island.sections import Sections
from games.tobago.state import MAPS, Action, ClueDraft, Phase, Purpose, Shown, Step, TobagoState
from games.tobago.treasure.amulets import Amulets
from games.tobago.treasure.deck import CURSE, Card, DeckRecipe, Treasury
from games.tobago.treasure.maps import MapSheet, PlayedClue
from games.tobago.treasure.split import Split, Stage

VERSION = 2
NAME = "Tobago"
#: Version 1 placed the four starting clues on maps 1 to 4 with a player chosen for each
#: and passed the turn at once after a clue or a move; version 2 lets each player place
#: one starting clue on a map of their choice and keeps the turn open for amulets.


def to_dict(state: TobagoState) -> dict[str, Any]:
    """The whole game as JSON-ready data."""
    return {
        "version": VERSION,
        "rng": rng_state(state.rng),
        "island": state.island.to_dict(),
        "rules": dataclasses.asdict(state.rules),
        "reshuffle": state.reshuffle,
        "generated": state.generated,
        "players": state.players,
        "phase": str(state.phase),
        "turn": state.turn,
        "acted": None if state.acted is None else str(state.acted),
        "extra_move": state.extra_move,
        "starts": list(state.starts),
        "maps": [sheet.notation() for sheet in state.maps],
        "treasury": state.treasury.notation(),
        "deck_size": state.deck_size,
        "amulets": state.amulets.to_dict(),
        "split": None if state.split is None else state.split.to_dict(),
        "draft": None if state.draft is None else _draft_dict(state.draft),
        "shown": _shown_dict(state.shown),
        "page": state.page,
        "washed": [list(spot) for spot in state.washed],
        "history": list(state.history),
        "board": None if state.board is None else state.board.to_dict(),
        "spot": None if state.spot is None else list(state.spot),
        "pointed": [_landmark_dict(mark) for mark in state.pointed],
        "facing": state.facing,
        **colours_to_dict(state.colours),
    }


def from_dict(data: Mapping[str, Any], rng: random.Random, sections: Sections) -> TobagoState:
    """A game from :func:`to_dict` (StateError if unreadable or from a newer box).

    A version 1 game goes on under the new rules from where it was, with the turn's
    action still to come; one saved while its starting clues were being placed cannot
    (they were placed the old way) and is refused with a message saying so."""
    version = saved_version(data, NAME, VERSION)
    if version == 1:
        data = _from_version_1(data)
    try:
        state = _rebuild(data, rng, sections)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise StateError(f"the saved {NAME} game is unreadable: {error!r}") from None
    if state.split is not None:
        state.split.showing = False
    return state


def _from_version_1(data: Mapping[str, Any]) -> dict[str, Any]:
    draft = data.get("draft")
    if isinstance(draft, Mapping) and draft.get("purpose") == str(Purpose.START):
        raise StateError(
            f"the saved {NAME} game was left while its starting clues were placed the old "
            "way (four, on maps 1 to 4); the box now asks each player for one: start a "
            "new game from the menu"
        )
    return {**data, "acted": None, "extra_move": False, "starts": []}


def _rebuild(data: Mapping[str, Any], rng: random.Random, sections: Sections) -> TobagoState:
    restore_rng(rng, data["rng"])
    island = Island.from_dict(data["island"])
    rules = settings_from(ClueSettings, data["rules"])
    engine = ClueEngine(island, rules)
    players = int(data["players"])
    if not 2 <= players <= 4:
        raise ValueError(f"{players} players cannot play")
    maps = [_map_from(engine, entry) for entry in data["maps"]]
    if len(maps) != MAPS:
        raise ValueError(f"the game has {len(maps)} maps, not {MAPS}")
    treasury = Treasury.from_notation(data["treasury"])
    if sorted(treasury.gold) != list(range(1, players + 1)):
        raise ValueError(f"the treasury's players {sorted(treasury.gold)} do not match {players}")
    state = TobagoState(
        rng=rng,
        island=island,
        engine=engine,
        treasury=treasury,
        players=players,
        rules=rules,
        reshuffle=bool(data["reshuffle"]),
        generated=bool(data["generated"]),
        phase=Phase(data["phase"]),
        turn=int(data["turn"]),
        acted=None if data["acted"] is None else Action(data["acted"]),
        extra_move=bool(data["extra_move"]),
        starts=[int(number) for number in data["starts"]],
        maps=maps,
        amulets=Amulets.from_dict(data["amulets"], island),
        split=None if data["split"] is None else Split.from_dict(data["split"]),
        draft=None if data["draft"] is None else _draft_from(data["draft"]),
        shown=_shown_from(data["shown"]),
        page=int(data["page"]),
        washed=[(int(q), int(r)) for q, r in data["washed"]],
        deck_size=int(data["deck_size"]),
        history=[str(line) for line in data["history"]],
        board=_board_from(data.get("board"), sections),  # games saved before 14 have none
        spot=_spot_from(data.get("spot")),
        pointed=[_landmark_from(entry) for entry in data.get("pointed", [])],
        facing=None if data.get("facing") is None else int(data["facing"]) % 6,
        colours=colours_from(data, "tobago"),  # games saved before seats had colours: the game's
    )
    _check(state)
    return state


def _landmark_dict(mark: Landmark) -> dict[str, Any]:
    return {"kind": str(mark.kind), "q": mark.hex[0], "r": mark.hex[1], "facing": mark.facing}


def _map_from(engine: ClueEngine, data: Any) -> MapSheet:
    if not isinstance(data, str):
        raise ValueError(f"a saved map is its notation, not {data!r}")
    return MapSheet.from_notation(engine, data)


def _landmark_from(data: Any) -> Landmark:
    facing = None if data["facing"] is None else int(data["facing"])
    return Landmark(LandmarkKind(data["kind"]), (int(data["q"]), int(data["r"])), facing)


def _spot_from(data: Any) -> tuple[int, int] | None:
    return None if data is None else (int(data[0]), int(data[1]))


def _board_from(data: Any, sections: Sections) -> BoardChoice | None:
    return None if data is None else BoardChoice.from_dict(data, sections)


def _check(state: TobagoState) -> None:
    if not 1 <= state.turn <= state.players:
        raise ValueError(f"turn {state.turn} is not a player's")
    if len(state.starts) > state.players or not all(1 <= n <= MAPS for n in state.starts):
        raise ValueError(f"the starting clues {state.starts} are not one a player on the maps")
    for number in set(state.starts):
        steps = state.sheet(number).steps[-state.starts.count(number) :]
        if len(steps) < state.starts.count(number) or not all(
            isinstance(step, PlayedClue) for step in steps
        ):
            raise ValueError(f"map {number} does not hold the starting clues said to be on it")
    needs_split = {Phase.LOOK, Phase.OFFER, Phase.CURSE, Phase.SPLIT_OVER, Phase.WASHED}
    if state.phase in needs_split and state.split is None:
        raise ValueError(f"the saved game is at {state.phase} but has no split")
    if state.phase in needs_split and state.split is not None:
        stage = state.split.stage
        if STAGE_PHASES[stage] is not state.phase and stage is not Stage.OVER:
            raise ValueError(f"the saved game is at {state.phase} but its split at {stage}")
        if stage is Stage.OVER and state.phase not in (Phase.SPLIT_OVER, Phase.WASHED):
            raise ValueError(f"the saved game is at {state.phase} but its split is over")
    if state.phase is Phase.SETUP_POINT and (state.spot is None or len(state.pointed) >= 10):
        raise ValueError("the saved game points out landmarks but has no cursor or too many")
    choosing = {Phase.SETUP_BOARD, Phase.SETUP_SIDE, Phase.SETUP_JOIN, Phase.SETUP_LAY}
    if state.phase in choosing | {Phase.SETUP_TURN} and state.board is None:
        raise ValueError(f"the saved game is at {state.phase} but chooses no island")
    board = state.board
    if board is not None and state.phase in {Phase.SETUP_LAY, Phase.SETUP_TURN}:
        board.parts()  # an island must be chosen by then (ValueError if not)
    if board is not None and state.phase is Phase.SETUP_SIDE and len(board.sides) > 2:
        raise ValueError(f"the saved game asks for a piece's face but has {board.sides}")
    if board is not None and state.phase is Phase.SETUP_JOIN and len(board.sides) != 3:
        raise ValueError(f"the saved game asks how pieces join but has {board.sides!r}")
    if state.phase in (Phase.CLUE, Phase.REFUSED) and state.draft is None:
        raise ValueError(f"the saved game is at {state.phase} but has no clue being keyed in")


def _draft_dict(draft: ClueDraft) -> dict[str, Any]:
    return {
        "purpose": str(draft.purpose),
        "step": str(draft.step),
        "player": draft.player,
        "map": draft.map_number,
        "relation": None if draft.relation is None else str(draft.relation),
        "target": None if draft.target is None else str(draft.target),
    }


def _draft_from(data: Mapping[str, Any]) -> ClueDraft:
    draft = ClueDraft(
        Purpose(data["purpose"]),
        Step(data["step"]),
        None if data["player"] is None else int(data["player"]),
        None if data["map"] is None else int(data["map"]),
        None if data["relation"] is None else Relation(data["relation"]),
        None if data["target"] is None else Target(data["target"]),
    )
    path = PATHS[draft.purpose]
    if draft.step not in path:
        raise ValueError(f"a {draft.purpose} clue has no {draft.step} step")
    chosen = path.index(draft.step)
    needed = {
        "relation": (draft.relation, chosen > path.index(Step.RELATION)),
        "target": (draft.target, chosen > path.index(Step.TARGET)),
        "player": (draft.player, True),
        "map": (draft.map_number, draft.step is not Step.MAP),
    }
    for name, (value, wanted) in needed.items():
        if wanted and value is None:
            raise ValueError(f"a {draft.purpose} clue at its {draft.step} step has no {name}")
    return draft


def _shown_dict(shown: Shown) -> dict[str, Any]:
    return {
        "map": shown.map_number,
        "before": format(shown.before, "x"),
        "page": shown.page,
        "cursor": shown.cursor,
        "refusal": None if shown.refusal is None else shown.refusal.value,
    }


def _shown_from(data: Mapping[str, Any]) -> Shown:
    number = int(data["map"])
    if not 1 <= number <= MAPS:
        raise ValueError(f"map {number} is not one of the four")
    return Shown(
        number,
        int(data["before"], 16),
        int(data["page"]),
        int(data["cursor"]),
        None if data["refusal"] is None else Refusal(data["refusal"]),
    )


def check_rules(state: TobagoState, recipe: DeckRecipe) -> None:
    """StateError when a saved game breaks what its rules keep: no more gold cards of a
    value in the deck, the discards and the players' hands than the treasure deck has
    (and the copies a last split dealt beyond it), no more curses in the deck than it
    has, and the amulets washed up on the island's own hexes."""
    treasury = state.treasury
    cards = Counter(card for card in treasury.deck)
    cards.update(treasury.discards)
    cards.update(card for held in treasury.gold.values() for card in held)
    deck = Counter({Card(value): count + treasury.added for value, count in recipe.gold})
    deck[CURSE] = recipe.curses
    if cards - deck:
        extra = ", ".join(f"{count} x {card}" for card, count in sorted((cards - deck).items()))
        raise StateError(f"the saved {NAME} game breaks its rules: {extra} beyond the deck")
    off = [spot for spot in state.washed if spot not in state.island.terrain]
    if off:
        raise StateError(f"the saved {NAME} game breaks its rules: amulets off the island {off}")
