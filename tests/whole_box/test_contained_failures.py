"""A game that raises never takes the box down: the failure goes to the journal with its
traceback, the game goes back to its last saved state with a notice, and a game that
fails again from that state is kept aside like a damaged save and dealt anew."""

from __future__ import annotations

import json
import logging

import pytest
from boxkit import mock_box, on_card, play, screens
from counter_game import COUNTER, Counter

from appliance.box.state.state_store import FILE_NAME
from games.base import GameInfo
from games.events import Press
from games.screen import Pixels, Screen

FAILED = ["Notice", "The game failed.", "Back at its last save.", "Press any key."]
FAILED_AGAIN = ["Notice", "It failed again.", "Kept aside; new game.", "Press any key."]


class Faulty(Counter):
    """The counter with a fault: the key ``at`` fails in ``handle``; in ``redraw``,
    ``snapshot`` or the drawing, a count of ``at`` or more fails."""

    where = "handle"
    at = 3

    def _trip(self, place: str) -> None:
        if place == self.where and self.count >= self.at:
            raise ZeroDivisionError(f"a fault in {place} at count {self.count}")

    def handle(self, event, now):
        if self.where == "handle" and event == Press(str(self.at)):
            raise ZeroDivisionError(f"a fault in handle at key {self.at}")
        effects = super().handle(event, now)
        if self.where == "drawing" and self.count >= self.at:
            effects.append(Screen(shapes=(Pixels(0, 0, None),)))  # type: ignore[arg-type]
        return effects

    def redraw(self, now):
        self._trip("redraw")
        return super().redraw(now)

    def snapshot(self, now):
        self._trip("snapshot")
        return super().snapshot(now)


def faulty_games(where: str, at: int = 3) -> dict[str, GameInfo]:
    game = type("FaultyHere", (Faulty,), {"where": where, "at": at})

    def restore(data, rng, settings, now):
        COUNTER.restore(data, rng, settings, now)  # the same checks as the counter
        return game(data["count"], settings)

    info = GameInfo(
        name="counter",
        title=COUNTER.title,
        new=lambda rng, settings, now: game(0, settings),
        restore=restore,
        cues=COUNTER.cues,
        settings=COUNTER.settings,
    )
    return {"counter": info}


def saved_count(folder) -> int:
    return on_card(folder)["games"]["counter"]["count"]


@pytest.mark.parametrize("where", ["handle", "snapshot", "drawing"])
def test_a_game_failing_at_a_key_goes_back_to_its_last_saved_state(where, tmp_path, caplog):
    with mock_box(games=faulty_games(where), state_dir=tmp_path) as (running, records):
        play(running, "press 1\npress 2\n")
        assert saved_count(tmp_path) == 2
        play(running, "press 3\n")
        shown = screens(records)
        assert shown[-1] == FAILED
        play(running, "press 5\n")  # any key puts the notice away
        assert screens(records)[-1] == ["Count 2"]
        assert saved_count(tmp_path) == 2
        assert running.box.current == "counter"
    failure = [r for r in caplog.records if "the counter game failed" in r.getMessage()]
    assert len(failure) == 1 and failure[0].exc_info is not None
    assert "ZeroDivisionError" in caplog.text or "TypeError" in caplog.text


def test_a_game_failing_again_from_that_state_is_kept_aside_and_dealt_anew(tmp_path, caplog):
    with mock_box(games=faulty_games("handle"), state_dir=tmp_path) as (running, records):
        play(running, "press 1\npress 2\npress 3\n")
        assert screens(records)[-1] == FAILED
        play(running, "press 5\npress 3\n")  # the same key again, from the same state
        assert screens(records)[-1] == FAILED_AGAIN
        play(running, "press 5\n")
        assert screens(records)[-1] == ["Count 0"]
        play(running, "press 4\n")
        assert screens(records)[-1] == ["Count 1"]  # the new game plays
    kept = list(tmp_path.glob(f"{FILE_NAME}.broken-*"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text())["games"]["counter"]["count"] == 2
    assert saved_count(tmp_path) == 1


def test_a_game_that_moved_on_after_a_failure_gets_put_back_again_not_aside(tmp_path):
    with mock_box(games=faulty_games("handle", at=4), state_dir=tmp_path) as (running, records):
        play(running, "press 1\npress 2\npress 4\n")
        assert screens(records)[-1] == FAILED
        play(running, "press 5\npress 6\npress 4\n")  # notice away, a key, the fault again
        assert screens(records)[-1] == FAILED
        play(running, "press 5\npress 7\n")
        assert screens(records)[-1] == ["Count 4"]
    assert not list(tmp_path.glob(f"{FILE_NAME}.broken-*"))


def test_a_saved_state_that_fails_to_draw_never_stops_the_boot(tmp_path, caplog):
    (tmp_path / FILE_NAME).write_text(
        json.dumps(
            {"format": 1, "current": "counter", "games": {"counter": {"version": 1, "count": 5}}}
        )
    )
    with mock_box(games=faulty_games("redraw"), state_dir=tmp_path) as (running, records):
        assert screens(records)[-1] == FAILED_AGAIN
        play(running, "press 5\npress 1\n")
        assert screens(records)[-1] == ["Count 1"]
    assert len(list(tmp_path.glob(f"{FILE_NAME}.broken-*"))) == 1
    assert saved_count(tmp_path) == 1


def test_a_game_failing_at_a_timer_is_put_back(tmp_path, caplog):
    class Tock(Counter):
        def handle(self, event, now):
            if type(event).__name__ == "Wake" and self.count == 2:
                raise KeyError("a fault at a timer")
            return super().handle(event, now)

    info = GameInfo(
        name="counter",
        title=COUNTER.title,
        new=lambda rng, settings, now: Tock(0, settings),
        restore=lambda data, rng, settings, now: Tock(data["count"], settings),
        cues=COUNTER.cues,
        settings=COUNTER.settings,
    )
    with mock_box(games={"counter": info}, state_dir=tmp_path) as (running, records):
        play(running, "press 1\nwait 2\npress 2\nwait 2\n")
        assert screens(records)[-1] == FAILED
        play(running, "press 5\npress 3\n")
        assert screens(records)[-1] == ["Count 3"]
    assert "a fault at a timer" in caplog.text


def test_a_game_that_cannot_even_start_is_taken_off_and_the_menu_still_works(caplog):
    class Broken(Counter):
        def redraw(self, now):
            raise RuntimeError("never draws")

    broken = GameInfo(
        name="broken",
        title=COUNTER.title,
        new=lambda rng, settings, now: Broken(0, settings),
        restore=lambda data, rng, settings, now: Broken(data["count"], settings),
        cues={},
    )
    with mock_box(games={"broken": broken, **faulty_games("handle", at=99)}) as (
        running,
        records,
    ):
        assert running.box.current == "broken"
        play(running, "press 5\n" * 3)
        assert "This game could not start. The log says why." in screens(records)[-1]
        play(running, "press MENU\npress 2\npress 5\n")
        assert screens(records)[-1] == ["Count 1"]
    assert caplog.records and all(r.levelno >= logging.INFO for r in caplog.records)


def test_a_failure_outside_the_game_is_caught_by_the_loop_and_the_box_plays_on(tmp_path):
    with mock_box(games=faulty_games("handle", at=99), state_dir=tmp_path) as (running, records):
        play(running, "press 1\n")

        def broken_job() -> None:
            raise OSError("a driver fault")

        running.loop.call_soon(broken_job)
        play(running, "press 5\npress 2\n")
        assert screens(records)[-1] == ["Count 2"]


def test_a_listener_that_fails_is_dropped_and_the_game_and_its_save_go_on(tmp_path, caplog):
    def closed_pipe(record) -> None:  # `tabletop script | head`: its reader went away
        raise BrokenPipeError("the reader of the records is gone")

    with mock_box(games={"counter": COUNTER}, state_dir=tmp_path) as (running, records):
        play(running, "press 1\npress 2\n")
        running.output.listeners.insert(0, closed_pipe)
        play(running, "press 3\npress 4\n")
        assert screens(records)[-1] == ["Count 4"]  # no "The game failed." notice
        assert closed_pipe not in running.output.listeners
    assert saved_count(tmp_path) == 4
    assert not list(tmp_path.glob(f"{FILE_NAME}.broken-*"))
    assert "the counter game failed" not in caplog.text
    assert caplog.text.count("a listener of the box's output failed") == 1
