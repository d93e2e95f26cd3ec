"""The game slot: a saved game whose restore fails in the game's own code is told as a
fault of the box's software (never as a damaged card), logged with its traceback, its
save kept aside as a damaged one is, and a new game dealt."""

from __future__ import annotations

import json
import logging

import pytest
from boxkit import mock_box, on_card, play
from companionkit import Events, companion_box, pair
from counter_game import COUNTER, Counter
from pixel_check import screen_problems

from appliance.box.notices import DAMAGED_GAME, SOFTWARE_FAULT
from appliance.box.words.i18n import LANGUAGES
from games.atlantis import words
from games.base import GameInfo
from games.errors import StateError
from games.screen import T


def buggy_restore(data, rng, settings, now):
    """A restore with a bug in it: it reads a name the saved state never had."""
    return Counter(data["count"], settings.misspelt)


def careful_restore(data, rng, settings, now):
    """A restore that finds the saved state damaged."""
    raise StateError("not a counter state")


def counter(restore) -> dict[str, GameInfo]:
    title = T("Lost Treasure")  # a real title: translated, and long in every language
    return {"counter": GameInfo("counter", title, COUNTER.new, restore, COUNTER.cues)}


def played(folder) -> None:
    """A counter saved at 2 on the card."""
    with mock_box(games={"counter": COUNTER}, state_dir=folder) as (running, _):
        play(running, "press 1\npress 1\n")
    assert on_card(folder)["games"]["counter"]["count"] == 2


def test_a_bug_in_a_games_restore_is_a_software_fault_not_a_damaged_card(tmp_path, caplog):
    played(tmp_path)
    with (
        caplog.at_level(logging.ERROR),
        mock_box(games=counter(buggy_restore), state_dir=tmp_path) as (running, _),
    ):
        lines = running.output.current_lines
        play(running, "press 5\n")  # the notice put away: a new game
        after = running.output.current_lines
        saved = on_card(tmp_path)["games"]["counter"]
    assert lines[0] == "Notice"
    assert "A software fault set the saved" in " ".join(lines)
    assert "damaged" not in " ".join(lines)
    assert after == ["Count 0"]
    assert saved["count"] == 0
    assert "AttributeError" in caplog.text and "Traceback" in caplog.text
    (aside,) = tmp_path.glob("counter.broken-*")
    kept = json.loads(aside.read_text())
    assert kept["saved"]["count"] == 2
    assert "AttributeError" in kept["why"]


def test_a_game_that_finds_its_save_damaged_still_says_a_damaged_card(tmp_path, caplog):
    played(tmp_path)
    with mock_box(games=counter(careful_restore), state_dir=tmp_path) as (running, _):
        shown = running.output.renderer.translate(T(DAMAGED_GAME, game=T("Lost Treasure")))
        assert running.output.current_lines[1:-1] == [shown]
    assert "Traceback" not in caplog.text
    assert len(list(tmp_path.glob("counter.broken-*"))) == 1


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_software_fault_is_said_whole_on_the_oled_in_every_language(tmp_path, language):
    played(tmp_path)
    with mock_box(games=counter(buggy_restore), state_dir=tmp_path, language=language) as (
        running,
        _,
    ):
        output = running.output
        said = output.renderer.translate(T(SOFTWARE_FAULT, game=T("Lost Treasure")))
        assert said.startswith("A software fault set the saved") == (language == "en")
        assert output.current_lines[1] == said
        assert screen_problems(output.renderer, output.current_screen) == []


def fail_at_the_next_key(running, monkeypatch) -> None:
    """The game on the box raises at the next key it is handed (a bug in the game)."""

    def broken(event, now):
        raise RuntimeError("a bug in the game")

    monkeypatch.setattr(running.box.game, "handle", broken)


def test_a_game_that_fails_tells_the_phones_and_dealt_anew_ends_their_pairings(
    tmp_path, monkeypatch
):
    with companion_box(tmp_path) as (running, _):
        pair(running, 1)
        table = Events(running, "/events")
        try:
            table.until(lambda kind, data: kind == "seats" and data["taken"] == [1])
            fail_at_the_next_key(running, monkeypatch)
            play(running, "press 2")  # put back at its last save: the phone keeps its seat
            assert running.output.current_lines[1] == "The game failed."
            assert running.companion.pairing.seats_taken() == [1]
            play(running, "press 5")  # the notice put away
            fail_at_the_next_key(running, monkeypatch)
            play(running, "press 2")  # failed again from there: a new game, the seats free
            assert running.output.current_lines[1] == "It failed again."
            assert running.companion.pairing.seats_taken() == []
            table.until(lambda kind, data: kind == "seats" and data["taken"] == [])
        finally:
            table.close()


def test_a_game_put_back_after_a_failure_still_keeps_a_phones_secret_off_the_oled(
    tmp_path, monkeypatch
):
    with companion_box(tmp_path, game="atlantis") as (running, _):
        play(running, "press 3\npress AIR")  # three players; the box picks who begins
        for seat in (1, 2, 3):
            pair(running, seat)
        play(running, "press AIR\npress AIR\npress 1")  # steps 1 and 2; a beach tile lifted
        lifting = running.box.game.state.current
        back = running.output.renderer.translate(words.back_name(running.box.game.state.lifted[1]))
        fail_at_the_next_key(running, monkeypatch)
        play(running, "press 9")  # put back at its last save: the tile lifted
        assert running.output.current_lines[1] == "The game failed."
        play(running, "press 5\npress AIR")  # the notice put away; the back shown
        name = ("Red", "Yellow", "Green")[lifting - 1]  # the seats by the game's colours
        assert running.output.current_lines[0] == f"{name} looked"
        assert back not in running.output.current_lines
