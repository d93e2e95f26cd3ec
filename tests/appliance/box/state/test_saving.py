"""Saving, as the card shows it: the state after every key, a full card said once (the
game plays on) and "Saved again." when there is room, the self-test never the game a
power-on comes back to."""

from __future__ import annotations

import shutil

import pytest
from boxkit import mock_box, on_card, play, screens
from counter_game import COUNTER
from lifekit import FullCard
from pixel_check import screen_problems

from appliance.box.state.saving import REMADE
from appliance.box.words.i18n import LANGUAGES

GAMES = {"counter": COUNTER}


def saved(folder) -> dict:
    return on_card(folder)


def test_the_card_holds_the_state_after_every_key(tmp_path):
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        for count in (1, 2, 3):
            play(running, "press 4\n")
            assert saved(tmp_path)["games"]["counter"]["count"] == count
        assert saved(tmp_path)["current"] == "counter"


def test_a_full_card_is_said_once_and_saved_again_is_said_when_there_is_room(tmp_path, monkeypatch):
    card = FullCard(monkeypatch)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, records):
        play(running, "press 1\npress 1\npress 1\n")  # the first puts the notice away
        full_notices = [s for s in screens(records) if "Not saved: card full." in s]
        assert len(full_notices) == 1
        assert running.box.saving.unsaved is not None
        card.full = False
        play(running, "press 1\n")
        assert running.output.current_lines[:2] == ["Notice", "Saved again."]
        assert saved(tmp_path)["games"]["counter"]["count"] == 3
        play(running, "press 1\npress 1\n")
        assert running.output.current_lines == ["Count 4"]


def test_the_self_test_is_never_the_game_a_power_on_comes_back_to(tmp_path):
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        play(running, "press 2\nhold MENU 3.2\npress 3\n")
        assert running.box.current == "selftest"  # its questions move on when unanswered
        play(running, "press 4\n")
    assert saved(tmp_path)["current"] == "counter"
    assert "selftest" not in saved(tmp_path)["games"]


def test_a_card_that_refuses_every_other_save_is_told_once_not_at_every_key(tmp_path, monkeypatch):
    card = FullCard(monkeypatch)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, records):
        for _ in range(8):
            play(running, "press 1\n")
            card.full = not card.full
        told = [s[1] for s in screens(records) if s[0] == "Notice"]
        assert told.count("Not saved: card full.") == 1 and told.count("Saved again.") <= 1


def test_a_state_folder_deleted_while_playing_is_made_again_and_said_once(tmp_path):
    folder = tmp_path / "state"
    with mock_box(games=GAMES, state_dir=folder) as (running, records):
        play(running, "press 4\npress 4\n")
        shutil.rmtree(folder)
        play(running, "press 4\n")
        assert running.output.current_lines[:3] == [
            "Notice",
            "The save folder was gone.",
            "Saved whole again.",
        ]
        play(running, "press 4\npress 4\npress 4\n")  # the notice away, then two keys
        told = [s for s in screens(records) if "The save folder was gone." in s]
        assert len(told) == 1
        assert saved(folder)["games"]["counter"]["count"] == 5


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_folder_made_again_notice_is_translated_and_fits_the_screen(tmp_path, language):
    folder = tmp_path / "state"
    with mock_box(games=GAMES, state_dir=folder, language=language) as (running, _):
        play(running, "press 4\n")
        shutil.rmtree(folder)
        play(running, "press 4\n")
        output = running.output
        shown = output.current_lines[1]
        assert shown == output.renderer.translate(REMADE[0])
        assert shown != "The save folder was gone." or language == "en"
        assert screen_problems(output.renderer, output.current_screen) == []
