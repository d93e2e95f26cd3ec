"""Saves follow what players do: over scripted play of every game, the card is written
at most once for each key pressed (plus a dive's end, which a game asks for), never for
an animation step or a timer tick; a restart mid-animation still comes back to its
result, and a dive that ended on a timer is on the card."""

from __future__ import annotations

from pathlib import Path

import pytest
from boxkit import mock_box, on_card, play

from appliance.box.router import Box
from appliance.box.slot import GameSlot
from appliance.box.state.journal import Journal
from appliance.box.state.state_store import StateStore
from games.catalog import GAME_MODULES
from games.effects import Save

TOURS = Path(__file__).resolve().parents[2] / "docs" / "scripts"


@pytest.fixture
def diary(monkeypatch) -> list[str]:
    """What happened, in order: "press" (a key went down), "asked" (the game asked for
    a save), "save" (the card was written)."""
    happened: list[str] = []
    press, apply, write, append = Box.press, GameSlot.apply, StateStore._write, Journal.append

    def watched_press(box, key):
        happened.append("press")
        press(box, key)

    def watched_apply(slot, effects):
        if any(isinstance(effect, Save) for effect in effects):
            happened.append("asked")
        apply(slot, effects)

    def watched_write(store, directory, text):
        happened.append("save")
        write(store, directory, text)

    def watched_append(journal, line):
        happened.append("save")
        return append(journal, line)

    monkeypatch.setattr(Box, "press", watched_press)
    monkeypatch.setattr(GameSlot, "apply", watched_apply)
    monkeypatch.setattr(StateStore, "_write", watched_write)
    monkeypatch.setattr(Journal, "append", watched_append)
    return happened


@pytest.mark.parametrize("game", GAME_MODULES)
def test_scripted_play_saves_at_most_once_for_each_key_pressed(game, tmp_path, diary):
    tour = (TOURS / f"{game}.txt").read_text()
    with mock_box(game=game, state_dir=tmp_path, mute=True) as (running, _):
        diary.clear()  # the power-on's own save
        for _ in range(3):
            play(running, tour + "wait 5\n")
    assert diary.count("press") >= 10
    since_last_key = 0
    for what in diary:
        if what == "press":
            since_last_key = 0
        elif what == "asked":
            since_last_key -= 1
        elif what == "save":
            since_last_key += 1
            assert since_last_key <= 1, diary
    assert diary.count("save") <= diary.count("press") + diary.count("asked")


def test_the_compass_spin_writes_nothing_and_a_restart_mid_spin_shows_the_answer(tmp_path, diary):
    with mock_box(state_dir=tmp_path, mute=True) as (running, _):
        play(running, "press 4\npress 7\n")
        diary.clear()
        play(running, "press NS_GOLD\n")
        assert diary == ["press", "save"]  # the question, once; twelve spin steps unsaved
        assert on_card(tmp_path)["games"]["lost-treasure"]["phase"] == "spinning"
    with mock_box(state_dir=tmp_path, mute=True) as (running, records):
        assert running.box.game.state.notice.kind == "answer"
        shown = [r for r in records if r["type"] == "screen"]
        assert any("North of 47" in " ".join(r["lines"]) for r in shown), shown


def test_a_dive_that_ends_on_a_timer_is_on_the_card(tmp_path, diary):
    with mock_box(state_dir=tmp_path, mute=True) as (running, _):
        play(running, "press 1\npress 4\npress AIR\nwait 2\ndown 3\nwait 5\nup 3\nwait 40\n")
        assert diary[-2:] == ["asked", "save"]
    saved = on_card(tmp_path)["games"]["lost-treasure"]
    assert saved["phase"] == "idle" and saved["notice"]["kind"] == "out_of_air"
