"""The saved state: JSON after every key, a restore that carries on the same game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from atlantis_positions import bench_at, new_bench
from harness import Harness

import games.atlantis.game as starting
from games.atlantis import GAME
from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import Phase
from games.atlantis.tiles.file_problem import FileProblem
from games.atlantis.tiles.tile_backs import TileBacksError
from games.errors import StateError
from games.events import Press

SETTINGS = AtlantisSettings()
OPENING = "press 2 / press AIR / press AIR / press AIR / press 1 / press AIR / press AIR"
VERSION_1 = Path(__file__).parent / "data" / "saved_version_1.json"


def restored(bench: Harness, later: float = 100.0) -> Harness:
    """The game restored from its snapshot, as after a power cut, ``later`` seconds on."""
    game = GAME.restore(bench.snapshot(), random.Random(99), SETTINGS, bench.now + later)
    return Harness(game, bench.now + later)


def test_a_restored_game_goes_on_exactly_as_the_original() -> None:
    original = new_bench(seed=8)
    original.play(OPENING)
    copy = restored(original, later=0.0)
    assert copy.snapshot() == original.snapshot()
    rest = "press NS_SILVER / wait 3 / press AIR / press AIR / press AIR / press AIR / press 1"
    original.play(rest)
    copy.play(rest)
    assert copy.game.state.creature == original.game.state.creature
    assert copy.game.state.lifted == original.game.state.lifted
    assert copy.screen == original.screen


def test_the_snapshot_is_plain_json_with_a_version() -> None:
    bench = new_bench(seed=2)
    bench.play(OPENING)
    data = bench.snapshot()
    assert data["version"] == 2
    assert data["phase"] == "lifted" and data["players"] == 2
    assert data["decks"].startswith("beach=") and data["hands"].startswith("1:")


def test_a_die_in_flight_goes_on_tumbling_after_a_restore() -> None:
    bench = new_bench(seed=5)
    bench.play(OPENING + " / press AIR")
    bench.send(Press("NS_SILVER"))
    bench.wait(0.3)
    assert bench.game.state.phase is Phase.ROLLING
    left, result = bench.game.state.frames_left, bench.game.state.creature
    copy = restored(bench)
    assert copy.game.state.frames_left == left
    assert copy.pending["die"] - copy.now == pytest.approx(bench.pending["die"] - bench.now)
    copy.wait(3)
    assert copy.game.state.phase is Phase.ROLLED and copy.game.state.creature == result


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(version=3),
        lambda d: d.update(undo={"version": 2}),
        lambda d: d.update(phase="look", lifted=None),
        lambda d: d.update(phase="swimming"),
        lambda d: d.update(decks="beach=Q forest=- mountain=V"),
        lambda d: d.update(hands="1:W 2:-"),
        lambda d: d.update(current=7),
        lambda d: d.update(lifted=None),
        lambda d: d.pop("rng"),
        lambda d: d.update(scores={"1": ["six"]}),
    ],
)
def test_a_damaged_or_newer_save_is_refused(change) -> None:
    bench = new_bench(seed=2)
    bench.play(OPENING)
    data = bench.snapshot()
    change(data)
    with pytest.raises(StateError):
        GAME.restore(data, random.Random(1), SETTINGS, 0.0)
    with pytest.raises(StateError):
        GAME.restore([], random.Random(1), SETTINGS, 0.0)


def test_a_broken_tile_backs_file_shows_its_problem_instead_of_a_game(monkeypatch) -> None:
    def broken():
        raise TileBacksError('tile_backs.json: "backs" -> "beach": \'kraken\' is not a tile back')

    monkeypatch.setattr(starting, "load_tile_backs", broken)
    game = GAME.new(random.Random(1), SETTINGS, 0.0)
    assert isinstance(game, FileProblem)
    bench = Harness(game)
    assert bench.screen[0] == "Tile backs file error"
    assert "kraken" in " ".join(bench.screen)
    assert bench.screen[-1] == "MENU: another game"
    bench.press("AIR")
    assert bench.sounds() == ["refused"]
    saved = bench.snapshot()
    monkeypatch.undo()
    again = GAME.restore(saved, random.Random(1), SETTINGS, 0.0)
    assert again.state.phase is Phase.PLAYERS


@pytest.mark.parametrize("name", list(json.loads(VERSION_1.read_text(encoding="utf-8"))))
def test_a_game_saved_by_the_first_box_goes_on(name: str) -> None:
    """Saves made by version 1 (before issue 17), taken from that box as it played."""
    saved = json.loads(VERSION_1.read_text(encoding="utf-8"))[name]
    assert saved["version"] == 1
    game = GAME.restore(saved, random.Random(1), SETTINGS, 0.0)
    bench = Harness(game)
    assert bench.snapshot()["version"] == 2 and bench.snapshot()["undo"] is None
    assert bench.game.state.hands.to_notation() == saved["hands"]
    assert bench.game.state.decks.to_notation() == saved["decks"]
    bench.wait(3)
    for key in ("CLEAR", "AIR", "NS_SILVER", "3", "AIR"):
        bench.press(key)
        bench.wait(3)
    assert bench.game.state.decks.refusal(bench.game.state.decks.in_order()) is None


def test_a_first_box_save_with_out_of_order_on_keeps_the_order() -> None:
    saved = json.loads(VERSION_1.read_text(encoding="utf-8"))["lifting out of order"]
    assert saved["out_of_order"] is True
    bench = Harness(GAME.restore(saved, random.Random(1), SETTINGS, 0.0))
    assert bench.screen[1] == "Lift a beach by the sea"
    bench.press("3")
    assert bench.last_row == "Beaches first: 16 left"


def test_what_clear_takes_back_is_kept_over_a_power_cut() -> None:
    bench = bench_at("hand", hands="1:n 2:-", decks="beach=Wd forest=S mountain=V")
    bench.play("press UP / press 1 / press AIR / press AIR")
    assert bench.game.state.phase is Phase.LIFTING
    copy = restored(bench)
    assert copy.snapshot() == bench.snapshot(), "the same save, what CLEAR may take back too"
    copy.press("CLEAR")
    assert copy.game.state.phase is Phase.MOVING
    copy.press("CLEAR")
    assert copy.game.state.phase is Phase.PLAYED and copy.screen[1] == "Played: Winds"
    copy.press("CLEAR")
    assert copy.game.state.hands.to_notation() == "1:n 2:-", "the tile back in the hand"
    assert copy.game.earlier == [], "nothing before the tile played"


def test_a_save_with_take_backs_kept_the_first_way_still_loads_and_clear_works() -> None:
    bench = bench_at("hand", hands="1:n 2:-", decks="beach=Wd forest=S mountain=V")
    bench.play("press UP / press 1 / press AIR")
    saved = bench.snapshot()
    inner = saved["undo"]
    assert inner["phase"] == "played" and inner["undo"]["phase"] == "hand", "one inside another"
    assert inner["undo"]["undo"] is None
    copy = restored(bench)
    copy.play("press CLEAR / press CLEAR")
    assert copy.game.state.hands.to_notation() == "1:n 2:-"


def test_a_refused_key_keeps_what_clear_takes_back() -> None:
    bench = bench_at("hand", hands="1:n 2:-", decks="beach=Wd forest=S mountain=V")
    bench.play("press UP / press 1 / press AIR")
    bench.press("5")
    assert bench.last_row == "Moves done? Then AIR", "refused"
    bench.press("CLEAR")
    assert bench.game.state.phase is Phase.PLAYED, "the refusal left the take-back as it was"
