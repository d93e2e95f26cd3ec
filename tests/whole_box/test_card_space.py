"""The card's space belongs to the game first: the sound cues and spoken phrases live in
a cache folder of their own, written after the state and only while a reserve stays
free, so on a tiny card they cannot push the game out; a save the card refuses says
"card full" only when it is full, and the true reason otherwise."""

from __future__ import annotations

import errno
import logging

import pytest
from boxkit import mock_box, on_card, play, screens
from counter_game import COUNTER
from lifekit import FakeSystemd, FullCard, PowerSwitch, RefusingCard, TinyCard
from pixel_check import screen_problems

from appliance.box.start.startup import default_cache_dir
from appliance.box.state.state_store import FILE_NAME
from appliance.box.words.i18n import LANGUAGES
from appliance.service.notify import Notifier
from appliance.service.systemd import Service
from games.screen import T

GAMES = {"counter": COUNTER}


def saved_count(folder) -> int:
    return on_card(folder)["games"]["counter"]["count"]


def test_on_a_tiny_card_the_cues_cannot_push_the_game_out(tmp_path, monkeypatch, caplog):
    card = TinyCard(monkeypatch, tmp_path, capacity=400_000)  # less than the cues need
    state, cache = tmp_path / "state", tmp_path / "cache"
    caplog.set_level(logging.INFO)
    with mock_box(state_dir=state, cache_dir=cache) as (running, records):
        assert running.hardware.speaker.wait_open(30)  # the cues made, not kept
        play(running, "press 4\npress 7\npress NS_GOLD\nwait 3\n")
        assert not [lines for lines in screens(records) if "Not saved" in " ".join(lines)]
    assert card.used() <= card.capacity
    assert not list(cache.rglob("*.pcm"))
    assert on_card(state)["games"]["lost-treasure"]["history"]
    assert "sound cues are not kept on disk" in caplog.text


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (errno.ENOSPC, "Not saved: card full."),
        (errno.EROFS, "Not saved: card read-only."),
        (errno.EACCES, "Not saved: not allowed."),
        (errno.EIO, "Not saved: card error."),
    ],
)
def test_a_refused_save_says_the_true_reason(tmp_path, monkeypatch, code, said, caplog):
    RefusingCard(monkeypatch, code)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        assert running.output.current_lines[1:3] == [said, "Trying again."]
    assert f"[Errno {code}]" in caplog.text


def test_a_folder_where_the_temporary_file_goes_is_moved_aside_and_the_game_saves(tmp_path, caplog):
    (tmp_path / f".{FILE_NAME}.tmp").mkdir()
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, records):
        play(running, "press 1\npress 1\n")
        assert not [lines for lines in screens(records) if "Not saved" in " ".join(lines)]
    assert saved_count(tmp_path) == 2
    assert len(list(tmp_path.glob(f".{FILE_NAME}.tmp.broken-*"))) == 1
    assert "moved it aside" in caplog.text


def test_the_service_keeps_its_cache_in_systemds_cache_directory(tmp_path, monkeypatch):
    monkeypatch.setenv("CACHE_DIRECTORY", str(tmp_path / "cache"))
    assert default_cache_dir() == tmp_path / "cache"
    monkeypatch.delenv("CACHE_DIRECTORY")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_cache_dir() == tmp_path / "xdg" / "tabletop"
    systemd = FakeSystemd(tmp_path)
    try:
        with mock_box(state_dir=tmp_path / "state") as (running, _):
            Service(running, notifier=Notifier(systemd.address), power_off=PowerSwitch()).begin()
            assert running.hardware.speaker.wait_open(30)
        assert list((tmp_path / "xdg" / "tabletop" / "cues").glob("*.pcm"))
        assert not (tmp_path / "state" / "cues").exists()
    finally:
        systemd.close()


def test_a_full_card_frees_up_and_the_game_is_saved_again(tmp_path, monkeypatch):
    card = FullCard(monkeypatch)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        play(running, "press 1\npress 1\n")
        card.full = False
        play(running, "press 1\n")
    assert saved_count(tmp_path) == 2


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EIO])
def test_every_reason_fits_the_screen_in_every_language(tmp_path, monkeypatch, code, language):
    RefusingCard(monkeypatch, code)
    with mock_box(games=GAMES, state_dir=tmp_path, language=language) as (running, _):
        output = running.output
        assert output.current_lines[0] == output.renderer.translate(T("Notice"))
        assert screen_problems(output.renderer, output.current_screen) == []
