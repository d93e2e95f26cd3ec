"""Pairing: the OLED's code, the box's answer, tokens of one game, and their end."""

from __future__ import annotations

import pytest

from appliance.companion.pairing import ClaimRefused, Pairing, new_code
from appliance.companion.rate_limit import RateLimit


def pairing(code: str = "1234") -> Pairing:
    return Pairing(RateLimit(lambda: 0.0, per_client=100), code=lambda: code)


def test_a_claim_with_the_code_waits_for_the_box():
    seats = pairing()
    claim = seats.claim("10.0.0.2", 2, "1234")
    assert seats.waiting() == [claim]
    assert seats.seats_taken() == []
    assert claim.token is None and not claim.answered.is_set()


@pytest.mark.parametrize(
    ("seat", "code", "status"),
    [(2, "1235", 403), (2, "", 400), (2, 1234, 400), (5, "1234", 400), (True, "1234", 400)],
)
def test_a_claim_with_a_wrong_code_or_seat_is_refused(seat, code, status):
    seats = pairing()
    with pytest.raises(ClaimRefused) as refused:
        seats.claim("10.0.0.2", seat, code)
    assert refused.value.status == status
    assert seats.waiting() == []


def test_the_box_confirms_and_the_seat_has_a_token_only_it_knows():
    seats = pairing()
    claim = seats.claim("10.0.0.2", 3, "1234")
    token = seats.confirm(claim.id)
    assert token is not None and len(token) >= 32
    assert seats.seat_of(token) == 3
    assert seats.seat_of(token[:-1] + ("A" if token[-1] != "A" else "B")) is None
    assert seats.answer(claim.id, 0).token == token
    assert seats.waiting() == []


def test_the_box_refuses_and_no_token_is_given():
    seats = pairing()
    claim = seats.claim("10.0.0.2", 1, "1234")
    seats.refuse(claim.id)
    assert seats.answer(claim.id, 0).refused
    assert seats.confirm(claim.id) is None  # an answered claim stays answered
    assert seats.seats_taken() == []


def test_a_seat_claimed_again_unpairs_its_old_phone():
    seats = pairing()
    old = seats.confirm(seats.claim("10.0.0.2", 1, "1234").id)
    new = seats.confirm(seats.claim("10.0.0.3", 1, "1234").id)
    assert old != new
    assert seats.seat_of(old) is None and seats.seat_of(new) == 1


def test_ending_every_pairing_ends_tokens_and_claims_and_changes_the_code():
    codes = iter(["1111", "2222"])
    seats = Pairing(RateLimit(lambda: 0.0), code=lambda: next(codes))
    token = seats.confirm(seats.claim("10.0.0.2", 1, "1111").id)
    waiting = seats.claim("10.0.0.3", 2, "1111")
    assert seats.end_all()
    assert seats.seat_of(token) is None
    assert waiting.refused
    assert seats.code == "2222"
    with pytest.raises(ClaimRefused):
        seats.claim("10.0.0.3", 2, "1111")


def test_codes_are_four_digits_and_vary():
    codes = {new_code() for _ in range(50)}
    assert all(len(code) == 4 and code.isdigit() for code in codes)
    assert len(codes) > 10


def test_too_many_attempts_from_one_phone_are_refused_before_the_code_is_checked():
    seats = Pairing(RateLimit(lambda: 0.0, per_client=3), code=lambda: "1234")
    for _ in range(3):
        with pytest.raises(ClaimRefused):
            seats.claim("10.0.0.9", 1, "0000")
    with pytest.raises(ClaimRefused) as refused:
        seats.claim("10.0.0.9", 1, "1234")  # the right code, too late
    assert refused.value.status == 429
    assert seats.claim("10.0.0.8", 1, "1234").seat == 1  # another phone still may


def test_only_well_formed_claims_count_against_a_phone():
    seats = Pairing(RateLimit(lambda: 0.0, per_client=2), code=lambda: "1234")
    for seat, code in ((9, "1234"), (1, ""), (1, "12345"), (1, None), (True, "1234")) * 5:
        with pytest.raises(ClaimRefused) as refused:
            seats.claim("10.0.0.2", seat, code)
        assert refused.value.status == 400
    assert seats.claim("10.0.0.2", 1, "1234").seat == 1  # twenty-five malformed: still let in
    assert seats.claim("10.0.0.3", 2, "1234").seat == 2  # and another address, its own count
