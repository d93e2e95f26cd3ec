"""What the box shows at the surface until the next key: an answer, a haul, a history.

A :class:`Notice` is plain data (it is saved with the game); :func:`notice_screen` and
:func:`notice_lights` turn it into the screen and the LEDs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.effects import Lights, gauge_bar
from games.lost_treasure import screens
from games.lost_treasure.compass import Answer
from games.lost_treasure.ocean import Metal
from games.screen import Screen

VALUE_STEP = 50
VALUE_LOW = 100
VALUE_HIGH = 350


@dataclass(frozen=True)
class Notice:
    """One result on show. ``kind`` says which; the other fields are what it needs.

    Kinds: ``prompt`` (nothing), ``answer``, ``haul`` (``value``, ``metal`` if that
    location was emptied, ``again`` for VALUE, ``number`` = the thousands brought up
    when more than the gauge pays), ``no_haul`` (``again``: the last dive
    brought nothing), ``called_off`` (CLEAR before the first area key), ``new_game``
    (two treasures just hidden), ``not_here`` (``number`` = location), ``surfaced``,
    ``out_of_air_on_top`` (at depth 0), ``out_of_air`` and ``cut_off`` (``number`` =
    area, ``dropped``), ``history`` (``metal``, ``page``).
    """

    kind: str = "prompt"
    answer: Answer | None = None
    value: int = 0
    metal: Metal | None = None
    number: int | None = None
    page: int = 0
    dropped: bool = False
    again: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "kind": self.kind,
            "answer": None if self.answer is None else self.answer.to_notation(),
            "value": self.value,
            "metal": None if self.metal is None else str(self.metal),
            "number": self.number,
            "page": self.page,
            "dropped": self.dropped,
            "again": self.again,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Notice:
        """A notice from :meth:`to_dict` (KeyError, TypeError or ValueError if malformed)."""
        answer, metal = data["answer"], data["metal"]
        notice = cls(
            kind=str(data["kind"]),
            answer=None if answer is None else Answer.from_notation(answer),
            value=int(data["value"]),
            metal=None if metal is None else Metal(metal),
            number=None if data["number"] is None else int(data["number"]),
            page=int(data["page"]),
            dropped=bool(data["dropped"]),
            again=bool(data["again"]),
        )
        if notice.kind not in SCREENS or (notice.kind == "answer" and answer is None):
            raise ValueError(f"the saved notice is impossible: {data!r}")
        if notice.kind == "history" and notice.metal is None:
            raise ValueError(f"the saved history notice has no metal: {data!r}")
        return notice


def haul_value(pieces: int, piece_value: int) -> int:
    """The value the gauge shows and the bank pays, in thousands: 100 to 350."""
    return max(VALUE_LOW, min(VALUE_HIGH, pieces * piece_value))


def value_gauge(value: int) -> str:
    """The gauge for a value: 100 thousand is the bottom LED, 350 all six."""
    return gauge_bar((value - VALUE_LOW) // VALUE_STEP + 1)


def notice_lights(notice: Notice) -> Lights:
    """The LEDs for a notice: the answer's compass light, or the haul on the gauge."""
    if notice.kind == "answer" and notice.answer is not None:
        return Lights(compass=notice.answer.point)
    if notice.kind == "haul":
        return Lights(gauge=value_gauge(notice.value))
    return Lights()


def notice_screen(notice: Notice, entry: str, history: dict[Metal, list[Answer]]) -> Screen:
    """The screen for a notice (the location being entered when there is none)."""
    return SCREENS[notice.kind](notice, entry, history)


def _history(notice: Notice, history: dict[Metal, list[Answer]]) -> Screen:
    metal = notice.metal or Metal.GOLD
    return screens.history_screen(metal, history[metal], notice.page)


def _answer(notice: Notice) -> Screen:
    assert notice.answer is not None
    return screens.answer_screen(notice.answer)


ScreenMaker = Callable[[Notice, str, dict[Metal, list[Answer]]], Screen]
SCREENS: dict[str, ScreenMaker] = {
    "prompt": lambda notice, entry, history: screens.entry_screen(entry),
    "answer": lambda notice, entry, history: _answer(notice),
    "haul": lambda notice, entry, history: screens.haul_screen(
        notice.value, notice.metal, again=notice.again, found=notice.number or 0
    ),
    "no_haul": lambda notice, entry, history: screens.no_haul_screen(again=notice.again),
    "called_off": lambda notice, entry, history: screens.called_off_screen(),
    "new_game": lambda notice, entry, history: screens.new_game_screen(),
    "not_here": lambda notice, entry, history: screens.not_here_screen(notice.number or 0),
    "surfaced": lambda notice, entry, history: screens.surfaced_screen(),
    "out_of_air": lambda notice, entry, history: screens.out_of_air_screen(
        notice.number, notice.dropped
    ),
    "out_of_air_on_top": lambda notice, entry, history: screens.out_of_air_on_top_screen(),
    "cut_off": lambda notice, entry, history: screens.out_of_air_screen(
        notice.number, notice.dropped, cut_off=True
    ),
    "history": lambda notice, entry, history: _history(notice, history),
}
