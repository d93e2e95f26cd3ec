"""The rate limit of pairing attempts: per phone, over a sliding minute."""

from __future__ import annotations

from appliance.companion.rate_limit import RateLimit


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_a_phone_gets_its_attempts_back_a_window_later():
    clock = Clock()
    limit = RateLimit(clock, per_client=2, window=60.0)
    assert limit.allow("a") and limit.allow("a")
    assert not limit.allow("a")
    clock.t = 59.9
    assert not limit.allow("a")
    clock.t = 60.1
    assert limit.allow("a")


def test_one_phones_attempts_never_lock_out_another():
    clock = Clock()
    limit = RateLimit(clock, per_client=3, window=60.0)
    assert [limit.allow("a") for _ in range(4)] == [True, True, True, False]
    assert [limit.allow(name) for name in "bcdefgh"] == [True] * 7
