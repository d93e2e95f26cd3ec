"""One seat-to-LED rule for every game: Treasure Rush and Atlantis point at a seat alike."""

from __future__ import annotations

import pytest
from atlantis_positions import bench_at
from treasure_rush_positions import played, rush

from games.seats.lights import SEAT_POINTS, seat_point


def test_the_seats_go_round_the_compass_clockwise_each_on_its_own_side():
    assert SEAT_POINTS == {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W")}
    assert seat_point(4, 5) is None and seat_point(2, 0) is None


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_treasure_rush_and_atlantis_light_the_same_led_for_each_seat(seats):
    for seat in range(1, seats + 1):
        race = "\n".join(
            [f"phase hunt\nseats {seats} players\nmap Diamond Book"]
            + [f"won {s}" for s in range(1, seats + 1)]
        )
        claim = played(rush(race)).press(str(seat))
        turn = bench_at("moving", players=seats, current=seat)
        turn.press("AIR")
        assert claim.compass == turn.compass == seat_point(seats, seat), (seats, seat)
