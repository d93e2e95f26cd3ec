"""The position notation the tests lean on: it reads back, and impossible positions are refused."""

from __future__ import annotations

import pytest

from games.treasure_rush.maps.position import position, table_from_position

POSITION = """phase claim
seats 3 teams
judge box
to_win 4
turned 7
map Diamond Book~ Compass
pile Wagon Tablet / Anchor Key~ Palm
won 1 Crown Key
won 2
won 3 Book Wagon / Skull Palm
aside Palm Tablet~ / Anchor Crown
out 2
claimant 3
queue 1
keyed Diamond Key"""


def test_a_position_reads_back_to_the_same_text_by_name_and_by_code(icons):
    table = table_from_position(POSITION, icons)
    assert position(table, icons) == POSITION
    assert position(table_from_position(position(table)), icons) == POSITION
    assert (table.seats, table.teams, table.scores()) == (3, True, [1, 0, 2])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("seats 3 teams", "seats 5 teams"), "5 seats"),
        (("claimant 3", "claimant 2"), "does not fit"),
        (("keyed Diamond Key", "keyed Diamond Crown"), "two sides of one card"),
        (("map Diamond Book~ Compass", "map Diamond Crown"), "never shows two icons"),
        (("turned 7", "flavour 7"), "unknown fact 'flavour'"),
        (("out 2", "out 6"), "not at the table"),
        (("queue 1", "queue 2"), "only seats still in the round wait"),
        (("queue 1", "queue 3"), "only seats still in the round wait"),
        (("queue 1", "queue 1 1"), "each once"),
        (("aside Palm Tablet~ / Anchor Crown", "aside Palm Wagon"), "never shows two icons"),
    ],
)
def test_an_impossible_position_is_refused(icons, change, message):
    with pytest.raises(ValueError, match=message):
        table_from_position(POSITION.replace(*change), icons)
