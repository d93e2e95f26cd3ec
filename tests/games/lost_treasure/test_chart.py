"""The table's chart of Lost Treasure: each answer once the compass has given it, and
where each treasure can still be."""

from __future__ import annotations

from lost_treasure_positions import enter, make_table

from games.effects import Chart


def charts(effects) -> list[Chart]:
    return [effect for effect in effects if isinstance(effect, Chart)]


def test_a_new_game_charts_every_location_as_possible_for_both_metals():
    table = make_table()
    (chart,) = charts(table.game.redraw(table.now))
    for metal in ("gold", "silver"):
        assert chart.data["metals"][metal] == {
            "answers": [],
            "region": chart.data["metals"][metal]["region"],
        }
        assert len(chart.data["metals"][metal]["region"]) == 64


def test_an_answer_is_charted_only_once_the_compass_has_stopped_on_it():
    table = make_table()
    enter(table, 44)
    table.press("NS_GOLD")
    (spinning,) = charts(table.last)
    assert spinning.data["metals"]["gold"]["answers"] == []  # the compass still spins
    table.wait_until(lambda: table.game.state.phase == "idle")
    (answered,) = charts(table.game.redraw(table.now))
    gold = answered.data["metals"]["gold"]
    point = table.compass
    assert gold["answers"] == [{"location": 44, "axis": "N-S", "point": point}]
    assert all(
        (location // 10 < 4)
        if point == "N"
        else (location // 10 > 4)
        if point == "S"
        else (location // 10 == 4)
        for location in gold["region"]
    )
    assert len(answered.data["metals"]["silver"]["region"]) == 64
