"""Seats and their phones: the short code on the OLED, the claims waiting for the box's
key, and the token of each paired seat (unguessable, for this game only).

Claims come from the web's threads; the box's thread confirms or refuses them and ends
every pairing with the game. Everything here is safe from any thread.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from appliance.companion.rate_limit import RateLimit

SEATS = (1, 2, 3, 4)
CODE_DIGITS = 4


class ClaimRefused(Exception):
    """A claim the box does not even ask about: ``status`` is the HTTP answer."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


@dataclass
class Claim:
    """A phone asking for a seat, until the box answers (a token, or refused)."""

    id: str
    seat: int
    token: str | None = None
    refused: bool = False
    answered: threading.Event = field(default_factory=threading.Event)


def new_code() -> str:
    """The short code shown on the OLED: four digits, which the box's own keys could type."""
    return "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))


class Pairing:
    """Who sits where: claims, confirmations and the tokens of one game."""

    def __init__(self, limit: RateLimit, code: Callable[[], str] = new_code) -> None:
        self.limit = limit
        self._new_code = code
        self._lock = threading.Lock()
        self.code = code()
        self._claims: dict[str, Claim] = {}
        self._tokens: dict[str, int] = {}

    def claim(self, client: str, seat: object, code: object) -> Claim:
        """A phone at ``client`` asks for ``seat`` with the code it read on the OLED."""
        if seat not in SEATS or isinstance(seat, bool):
            raise ClaimRefused(400, "no such seat")
        if not isinstance(code, str) or len(code) != CODE_DIGITS or not code.isascii():
            raise ClaimRefused(400, "a code is four digits")
        if not self.limit.allow(client):  # only a well-formed claim counts
            raise ClaimRefused(429, "too many attempts: wait a minute")
        with self._lock:
            if not secrets.compare_digest(code, self.code):
                raise ClaimRefused(403, "wrong code")
            claim = Claim(secrets.token_urlsafe(16), int(seat))  # type: ignore[call-overload]
            self._claims[claim.id] = claim
        return claim

    def waiting(self) -> list[Claim]:
        """The claims the box has not answered yet, oldest first."""
        with self._lock:
            return [claim for claim in self._claims.values() if not claim.answered.is_set()]

    def confirm(self, claim_id: str) -> str | None:
        """The box's key said yes: the seat's new token (its old phone is unpaired)."""
        with self._lock:
            claim = self._claims.get(claim_id)
            if claim is None or claim.answered.is_set():
                return None
            self._tokens = {t: s for t, s in self._tokens.items() if s != claim.seat}
            claim.token = secrets.token_urlsafe(24)
            self._tokens[claim.token] = claim.seat
        claim.answered.set()
        return claim.token

    def refuse(self, claim_id: str) -> None:
        """The box's key said no."""
        with self._lock:
            claim = self._claims.get(claim_id)
        if claim is not None and not claim.answered.is_set():
            claim.refused = True
            claim.answered.set()

    def answer(self, claim_id: str, timeout: float) -> Claim | None:
        """Wait up to ``timeout`` for the box's answer to a claim (None: no such claim)."""
        with self._lock:
            claim = self._claims.get(claim_id)
        if claim is None:
            return None
        claim.answered.wait(timeout)
        return claim

    def seat_of(self, token: str) -> int | None:
        """The seat a token pairs, if it still does."""
        with self._lock:
            for known, seat in self._tokens.items():
                if secrets.compare_digest(known, token):
                    return seat
        return None

    def snapshot(self) -> dict[str, Any]:
        """What the companion's process checks a phone by: each token's seat, and each
        claim's seat and answer ("waiting", "refused", or its token)."""
        with self._lock:
            claims = {
                claim.id: {
                    "seat": claim.seat,
                    "answer": claim.token or ("refused" if claim.refused else "waiting"),
                }
                for claim in self._claims.values()
            }
            return {"tokens": dict(self._tokens), "claims": claims}

    def seats_taken(self) -> list[int]:
        """The seats with a phone."""
        with self._lock:
            return sorted(set(self._tokens.values()))

    def end_all(self) -> bool:
        """Every pairing and claim ends, with a new code (True if one was paired)."""
        with self._lock:
            had = bool(self._tokens)
            claims = list(self._claims.values())
            self._claims.clear()
            self._tokens.clear()
            self.code = self._new_code()
        for claim in claims:
            claim.refused = True
            claim.answered.set()
        return had
