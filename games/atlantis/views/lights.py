"""What the LEDs show: the compass points at whoever acts, the gauge counts the step.

The seats go round the compass clockwise, as in every game (:mod:`games.seats.lights`:
4 players N, E, S, W; 3 players N, E, W; 2 players N, S). While the die tumbles the
compass light goes round; while scores are keyed in the gauge is the player's points as
a bar; at the end it is full.
"""

from __future__ import annotations

from collections.abc import Callable

from games.atlantis.flows.scores import winners
from games.atlantis.state import STEPS, AtlantisState, Overlay, Phase
from games.effects import GAUGE_SIZE, Lights, gauge_bar
from games.seats.lights import seat_point as point_of_seat

SPIN = ("N", "E", "S", "W")
FULL = gauge_bar(GAUGE_SIZE)


def seat_point(table: AtlantisState, seat: int) -> str | None:
    """The compass LED that points at a seat (the rule of :mod:`games.seats.lights`)."""
    return point_of_seat(table.players, seat)


def score_gauge(table: AtlantisState, seat: int) -> str:
    """A seat's points as a bar: six LEDs for every explorer saved, one for any points."""
    points = sum(table.scores.get(seat, []))
    lit = round(points * GAUGE_SIZE / sum(table.explorers))
    return gauge_bar(max(lit, 1) if points else 0)


def _turn(table: AtlantisState) -> Lights:
    return Lights(seat_point(table, table.current), gauge_bar(table.step or 0))


def _rolling(table: AtlantisState) -> Lights:
    return Lights(SPIN[table.frames_left % len(SPIN)], gauge_bar(STEPS))


def _scoring(table: AtlantisState) -> Lights:
    return Lights(seat_point(table, table.scoring), score_gauge(table, table.scoring))


def _ranking(table: AtlantisState) -> Lights:
    best = winners(table.totals())
    return Lights(seat_point(table, best[0]) if len(best) == 1 else "C", FULL)


PHASE_LIGHTS: dict[Phase, Callable[[AtlantisState], Lights]] = {
    Phase.PLAYERS: lambda table: Lights(),
    Phase.COLOURS: lambda table: Lights(),
    Phase.PLACING: lambda table: Lights(seat_point(table, table.first)),
    Phase.ROLLING: _rolling,
    Phase.ERUPTED: lambda table: Lights("C", FULL),
    Phase.SCORING: _scoring,
    Phase.RANKING: _ranking,
}


def lights_for(table: AtlantisState) -> Lights:
    """The LEDs for the table as it is now (dark while the box's menu stops the die)."""
    if table.is_paused:
        return Lights()
    if table.overlay in (Overlay.DEFENCE_TILE, Overlay.DEFENCE_HAND, Overlay.DEFENDED):
        return Lights(seat_point(table, table.defender), gauge_bar(table.step or 0))
    return PHASE_LIGHTS.get(table.phase, _turn)(table)
