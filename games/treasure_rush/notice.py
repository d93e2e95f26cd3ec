"""The notice after a wrong claim: who was wrong and what it cost, for a moment."""

from __future__ import annotations

from dataclasses import dataclass

NOTICE = "notice"
"""The tag of the timer that ends the notice."""
NOTICE_SECONDS = 2.5


@dataclass(frozen=True)
class WrongNotice:
    """A wrong claim on show until ``until``: who was wrong and whether a map went back."""

    seat: int
    gave_back: bool
    until: float
