"""What a game asks the box to do, as data: lights, sounds, the screen, timers.

The appliance turns these into pins, pixels and sound, and a recorder turns them into
JSON lines for key scripts, tests and the serial console.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from games.screen import Screen, Text

COMPASS_POINTS = ("N", "S", "E", "W", "C")
GAUGE_SIZE = 6


@dataclass(frozen=True)
class Lights:
    """The whole state of the 11 LEDs.

    ``compass`` is the one lit compass LED (``N``, ``S``, ``E``, ``W``, ``C``) or None;
    ``gauge`` is six characters from the bottom LED up, ``1`` lit and ``0`` dark.
    """

    compass: str | None = None
    gauge: str = "000000"

    def __post_init__(self) -> None:
        if self.compass is not None and self.compass not in COMPASS_POINTS:
            raise ValueError(f"compass {self.compass!r} is not one of {COMPASS_POINTS}")
        if len(self.gauge) != GAUGE_SIZE or set(self.gauge) - {"0", "1"}:
            raise ValueError(f"gauge {self.gauge!r} must be six characters of 0 and 1")


def gauge_bar(lit: int) -> str:
    """A gauge with the ``lit`` bottom LEDs on: ``gauge_bar(2) == "110000"``."""
    lit = max(0, min(GAUGE_SIZE, lit))
    return "1" * lit + "0" * (GAUGE_SIZE - lit)


@dataclass(frozen=True)
class Sound:
    """Play a sound cue by name. Several in one batch play one after the other."""

    cue: str


@dataclass(frozen=True)
class WakeAt:
    """Deliver ``Wake(tag)`` at time ``at``; replaces an earlier wake with the same tag."""

    at: float
    tag: str


@dataclass(frozen=True)
class CancelWake:
    """Forget the pending wake with this tag, if any."""

    tag: str


@dataclass(frozen=True)
class Say:
    """Speak a message aloud, the same :class:`Text` the screen shows (if speech is on).

    ``kind`` is ``"result"`` for what the whole table must hear (a result, a refusal, an
    answer), spoken with the ``speech`` setting at ``results`` or ``all``; ``"prompt"``
    for whose turn it is and what to do next, spoken only with ``all``. Several in one
    batch are said one after the other.
    """

    text: Text
    kind: Literal["result", "prompt"] = "result"


@dataclass(frozen=True)
class Save:
    """Save the game now: a timer brought something a player would be upset to lose (a
    dive's end). The box saves after every key a player presses anyway, and never after
    an animation step or a timer tick unless the game asks with this."""


@dataclass(frozen=True)
class Secret:
    """What only the player at ``seat`` may see, now (the whole of it: the last one said
    replaces the one before; no lines, nothing secret any more).

    It goes to that seat's paired phone only (the table companion), never to the shared
    screen, the speaker, the serial console or a recording; a seat with no phone plays
    as before, from the box's own screens.
    """

    seat: int
    lines: tuple[Text, ...] = ()


@dataclass(frozen=True, eq=False)
class Chart:
    """The game's chart for the whole table, drawn large by the table companion (what
    the table already knows, laid out: every answer so far, what is left).

    ``make`` gives the ``data`` (JSON-ready, the same whatever the language) and the
    ``labels`` (the words it needs, translated by the appliance). It is called only when
    they are first read, which the box does as it applies the game's effects and only
    while the table companion listens: with the companion off no chart is ever made (a
    Tobago chart is about 0.3 ms of a key's work here, 20 times that on a Pi Zero 2 W).
    Kept off the serial console and recordings.
    """

    game: str
    make: Callable[[], tuple[Mapping[str, Any], Mapping[str, Text]]] = field(repr=False)

    @cached_property
    def _made(self) -> tuple[Mapping[str, Any], Mapping[str, Text]]:
        return self.make()

    @property
    def data(self) -> Mapping[str, Any]:
        """The chart's data, JSON-ready."""
        return self._made[0]

    @property
    def labels(self) -> Mapping[str, Text]:
        """The words the chart needs, not yet translated."""
        return self._made[1]

    def __eq__(self, other: object) -> bool:
        """Two charts are the same when they say the same (each made, to compare)."""
        if not isinstance(other, Chart):
            return NotImplemented
        return (self.game, self._made) == (other.game, other._made)

    __hash__ = None  # type: ignore[assignment]  # its data is a dict, as before


Effect = Lights | Sound | Screen | WakeAt | CancelWake | Say | Save | Secret | Chart
