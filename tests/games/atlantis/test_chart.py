"""The table's chart of Atlantis: whose turn and step, the die once stopped, tiles left."""

from __future__ import annotations

from atlantis_positions import bench_at

from games.effects import Chart
from games.screen import plain


def chart(effects) -> Chart:
    (found,) = [effect for effect in effects if isinstance(effect, Chart)]
    return found


def test_the_chart_counts_the_tiles_left_of_each_kind_as_they_are_lifted():
    bench = bench_at("lifting", players=3, current=2, decks="beach=Wd forest=S mountain=V")
    before = chart(bench.game.redraw(bench.now))
    assert before.data["left"] == {"beach": 2, "forest": 1, "mountain": 1}
    assert (before.data["current"], before.data["step"]) == (2, 3)
    assert plain(before.labels["turn"]) == "Yellow · step 3 of 4"
    bench.play("press 1")
    assert chart(bench.last).data["left"] == {"beach": 1, "forest": 1, "mountain": 1}


def test_the_die_is_charted_once_it_has_stopped():
    bench = bench_at("roll", players=2)
    bench.play("press NS_SILVER")
    assert chart(bench.last).data["die"] is None  # tumbling: not yet
    bench.wait_until(lambda: bench.game.state.phase == "rolled")
    rolled = chart(bench.game.redraw(bench.now))
    assert rolled.data["die"] == str(bench.game.state.creature)
    assert plain(rolled.labels["die"]).lower().startswith(rolled.data["die"])
