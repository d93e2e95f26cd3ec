"""Saving a game and bringing it back after a power cut.

The appliance saves the game's snapshot (:func:`to_dict`) after every event and restores
it (:func:`from_dict`) at the next start. Times are stored relative to the moment of
saving. A restart never hides new treasure; what was going on settles like this:

- the compass was spinning: its answer is shown, lit;
- the tank was filling: it is full, the diver is ready at the surface;
- the diver was under water: the dive ends as if the air ran out (what he carried lies
  in the last area pressed) and the screen says the dive was cut off;
- anything else (a location half entered, an answer or a haul on show) stays as it was.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.base import saved_version
from games.errors import StateError
from games.lost_treasure.compass import Answer, answer
from games.lost_treasure.diving.dive import Dive
from games.lost_treasure.notice import VALUE_HIGH, VALUE_LOW, Notice
from games.lost_treasure.ocean import Metal, Ocean
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.state import LOCATION_DIGITS, LostTreasureState, Phase
from games.randomness import restore_rng, rng_state

VERSION = 1


def to_dict(game: LostTreasureState, now: float) -> dict[str, Any]:
    """The whole game as JSON-ready data, times relative to ``now``."""
    return {
        "version": VERSION,
        "rng": rng_state(game.rng),
        "ocean": game.ocean.to_notation(),
        "phase": str(game.phase),
        "entry": game.entry,
        "notice": game.notice.to_dict(),
        "history": {str(m): [given.to_notation() for given in game.history[m]] for m in Metal},
        "last_haul": game.last_haul,
        "question": None if game.question is None else game.question.to_notation(),
        "steps": game.steps,
        "steps_started_at": game.steps_started_at - now,
        "metal": None if game.metal is None else str(game.metal),
        "dive": None if game.dive is None else game.dive.to_dict(now),
    }


def from_dict(
    data: Mapping[str, Any], rng: random.Random, settings: LostTreasureSettings, now: float
) -> LostTreasureState:
    """A game from :func:`to_dict`, settled after the restart (StateError if unreadable).

    ``rng`` takes the saved generator's state, so the game goes on exactly as it would
    have without the restart.
    """
    saved_version(data, "Lost Treasure", VERSION)
    try:
        game = _rebuild(data, rng, settings, now)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise StateError(f"the saved Lost Treasure game is unreadable: {error!r}") from None
    _settle(game)
    return game


def _rebuild(
    data: Mapping[str, Any],
    rng: random.Random,
    settings: LostTreasureSettings,
    now: float,
) -> LostTreasureState:
    restore_rng(rng, data["rng"])
    game = LostTreasureState(Ocean.from_notation(data["ocean"]), rng, settings)
    game.phase = Phase(data["phase"])
    game.entry = _entry(data["entry"])
    game.notice = Notice.from_dict(data["notice"])
    game.history = {
        metal: _answers(data["history"][str(metal)], metal, game.ocean.site(metal).location)
        for metal in Metal
    }
    game.last_haul = _haul(data["last_haul"])
    question = data["question"]
    game.question = None if question is None else Answer.from_notation(question)
    game.steps = int(data["steps"])
    game.steps_started_at = float(data["steps_started_at"]) + now
    game.metal = None if data["metal"] is None else Metal(data["metal"])
    if data["dive"] is not None and game.metal is not None:
        depths = game.ocean.site(game.metal).depths
        game.dive = Dive.from_dict(data["dive"], depths, settings.timing(), now)
    _check_phase(game)
    return game


def _entry(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 2 or set(value) - set(LOCATION_DIGITS):
        raise ValueError(f"the saved location entry {value!r} is impossible")
    return value


def _answers(values: Any, metal: Metal, hidden: int) -> list[Answer]:
    """The compass answers given about ``metal``, each the one its treasure at ``hidden``
    gives (a treasure moved on the card would no longer fit them)."""
    answers = [Answer.from_notation(value) for value in values]
    if any(given.metal is not metal for given in answers):
        raise ValueError(f"the saved {metal} history holds answers about the other metal")
    for given in answers:
        if answer(given.axis, given.location, hidden) != given.point:
            raise ValueError(f"the saved answer {given.to_notation()!r} does not fit the {metal}")
    return answers


def _haul(value: Any) -> int | None:
    """The last dive's haul: None before any dive, 0 for a dive that brought nothing."""
    if value is None or value == 0:
        return value
    if not isinstance(value, int) or not VALUE_LOW <= value <= VALUE_HIGH:
        raise ValueError(f"the saved haul {value!r} is not 0 or 100 to 350 thousand")
    return value


def _check_phase(game: LostTreasureState) -> None:
    needs_dive = game.phase in (Phase.FILLING, Phase.DIVING)
    if needs_dive and (game.dive is None or game.metal is None):
        raise ValueError(f"the saved game is {game.phase} but has no dive")
    if game.phase is Phase.SPINNING and game.question is None:
        raise ValueError("the saved game is spinning the compass but has no question")


def _settle(game: LostTreasureState) -> None:
    """Finish what a restart interrupted (see the module's docstring)."""
    if game.phase is Phase.SPINNING:
        game.notice = Notice("answer", answer=game.question)
        game.phase, game.question = Phase.IDLE, None
    elif game.phase is Phase.FILLING and game.metal is not None:
        game.phase = Phase.DIVING
        game.dive = Dive(game.ocean.site(game.metal).depths, game.settings.timing())
    elif game.phase is Phase.DIVING and game.dive is not None and game.dive.is_started:
        dive, metal = game.dive, game.metal
        dropped = dive.carried > 0 and dive.area is not None
        if dropped and dive.area is not None and metal is not None:
            game.ocean.drop(metal, dive.area, dive.carried)
        game.notice = Notice("cut_off", number=dive.area, dropped=dropped)
        game.last_haul = 0
        game.phase, game.dive, game.metal = Phase.IDLE, None, None
