"""The table's chart of Treasure Rush: the map card in play with its pictograms, the
claims queue and every seat's maps, following the keys."""

from __future__ import annotations

from treasure_rush_positions import RACE

from games.effects import Chart
from games.screen import plain
from games.treasure_rush.maps.pictures import icon_of


def chart(effects) -> Chart:
    (found,) = [effect for effect in effects if isinstance(effect, Chart)]
    return found


def test_the_map_card_in_play_is_charted_icon_by_icon_with_its_pictograms(rush, keys, icons):
    table = keys(rush(RACE))
    race = chart(table.game.redraw(table.now))
    assert [step["code"] for step in race.data["map"]] == ["1F", "2F", "3F"]
    assert [step["faded"] for step in race.data["map"]] == [False, True, False]
    diamond = icon_of(icons, table.game.state.map.steps[0].icon)
    assert race.data["map"][0]["picture"] == list(diamond.pictogram)
    assert plain(race.labels["icon2"]) == "Book (faded)"
    assert plain(race.labels["title"]) == "Map 4"
    assert race.data["scores"] == [2, 0, 1]
    assert plain(race.labels["seat3"]) == "Green"


def test_the_claims_queue_follows_the_seat_keys_and_a_wrong_claim(rush, keys):
    table = keys(rush(RACE)).press("2")
    claimed = chart(table.last)
    assert (claimed.data["claimant"], claimed.data["queue"]) == (2, [])
    assert plain(claimed.labels["title"]) == "Blue claims!"
    table.press("3")
    assert chart(table.last).data["queue"] == [3]
    table.press("CLEAR")  # seat 2 was wrong: seat 3 is judged next
    wrong = chart(table.last)
    assert (wrong.data["claimant"], wrong.data["queue"], wrong.data["out"]) == (3, [], [2])


def test_a_won_map_stays_on_the_chart_until_the_next_is_turned_up(rush, keys):
    table = keys(rush(RACE)).press("1", "VALUE")
    won = chart(table.last)
    assert won.data["phase"] == "result"
    assert [step["code"] for step in won.data["map"]] == ["1F", "2F", "3F"]
    assert won.data["scores"] == [3, 0, 1]
    assert plain(won.labels["title"]) == "Red wins the map!"
    table.play("wait 3 / press VALUE")
    assert [step["code"] for step in chart(table.last).data["map"]] == ["4F", "5F"]
