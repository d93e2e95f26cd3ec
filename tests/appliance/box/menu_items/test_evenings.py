"""The evenings remembered: a whole game of each kind ends and the log holds it once, with
the winner and scores its last screen showed and its length in virtual time; History in
the box menu pages through them, drawn whole in every language; a damaged log is set
aside with a notice."""

from __future__ import annotations

import json
import re

import pytest
from boxkit import mock_box, play, screens
from pixel_check import whole_line_problems
from screenkit import TOBAGO_SETTINGS, whole_games

from appliance.box.state.history import LOG_NAME
from games.seats.colours import game_colours

WHOLE = {game: script for _, game, script in whole_games()}
SEEDS = {"treasure-rush": 11}
HISTORY = "hold MENU 3.2\npress 7\n"  # the box menu, 7 History (on its third page)
SCORE = re.compile(r"(?:\d\. )?(Red|Yellow|Green|Blue): (\d+)")
COLOURS = {"Red": "red", "Yellow": "yellow", "Green": "green", "Blue": "blue"}


def seat_of(game: str, name: str) -> int:
    """The seat number of a colour as the game deals them ("Red" is seat 1)."""
    return game_colours(game).index(COLOURS[name]) + 1


def evenings(state):
    return json.loads((state / LOG_NAME).read_text())["evenings"]


def play_whole(game, tmp_path, state, extra=""):
    settings = tmp_path / "settings.toml"
    settings.write_text(TOBAGO_SETTINGS if game == "tobago" else "")
    with mock_box(
        game=game, seed=SEEDS.get(game, 1), state_dir=state, settings_path=settings, mute=True
    ) as (running, records):
        play(running, WHOLE[game] + extra)
    return records


@pytest.mark.parametrize("game", ["treasure-rush", "atlantis", "tobago"])
def test_a_whole_game_ends_and_the_log_holds_it_once_as_its_last_screen_says(game, tmp_path):
    state = tmp_path / "state"
    records = play_whole(game, tmp_path, state)
    last = next(s for s in reversed(screens(records)) if SCORE.match(s[1]))
    ended = max(r["t"] for r in records if r["type"] == "screen" and r["lines"] == last)
    shown = {seat_of(game, m[1]): int(m[2]) for line in last if (m := SCORE.match(line))}
    title = last[0] if "wins" in last[0] else last[1]
    winner = seat_of(game, re.match(r"(?:\d\. )?(\w+)", title)[1])  # "Red wins", "1. Red: 48"
    [evening] = evenings(state)
    assert evening["game"] == game and evening["winners"] == [winner]
    assert {seat["seat"]: seat["score"] for seat in evening["seats"]} == shown
    assert evening["seconds"] == int(ended)  # from the deal at power-on, in virtual time
    assert evening["dealt"] == "2026-01-01T19:00:00" and evening["date"] > evening["dealt"]


def test_the_end_is_kept_once_a_restart_and_an_undo_and_the_same_end_add_nothing(tmp_path):
    state = tmp_path / "state"
    play_whole("treasure-rush", tmp_path, state, "press 9\nwait 5\n")  # refused, timers
    [first] = evenings(state)
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, records):
        play(running, "press CLEAR\nwait 2\n")  # "Game resumed" away: the game is over
        assert evenings(state) == [first]
        play(running, "press UP\npress VALUE\n")  # undo the verdict, then right again
    [again] = evenings(state)
    assert screens(records)[-1][0] == "Red wins the game!"
    assert again["dealt"] == first["dealt"] and again["winners"] == [1]


def test_a_new_deal_of_the_same_game_is_another_evening(tmp_path):
    state = tmp_path / "state"
    play_whole("treasure-rush", tmp_path, state)
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, _):
        play(running, "press CLEAR\nwait 5\npress VALUE\n" + WHOLE["treasure-rush"])  # $: anew
    assert len(evenings(state)) == 2
    assert evenings(state)[0]["dealt"] < evenings(state)[1]["dealt"]


def test_history_pages_from_the_newest_and_clear_goes_back_to_the_game(tmp_path):
    state = tmp_path / "state"
    play_whole("atlantis", tmp_path, state)
    play_whole("treasure-rush", tmp_path, state)
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, records):
        play(running, "press CLEAR\n" + HISTORY)
        newest = screens(records)[-1]
        play(running, "press UP\n")
        older = screens(records)[-1]
        play(running, "press UP\npress CLEAR\n")
    assert newest == [
        "Treasure Rush",
        "1/1 19:00, 0 min",
        "Red won",
        "Scores: 5 1",
        "1/2 UP: older",
    ]
    assert older == [
        "Atlantis",
        "1/1 19:01, 2 min",
        "Yellow won",
        "Scores: 12 13 3",
        "2/2 UP: older",
    ]
    assert screens(records)[-2] == newest  # UP again: round to the newest
    assert screens(records)[-1][0] == "Red wins the game!"


def test_history_with_nothing_kept_says_so():
    with mock_box(game="atlantis", mute=True) as (running, records):
        play(running, HISTORY)
    assert screens(records)[-1] == ["History", "No game finished yet.", "CLEAR: back"]


@pytest.mark.parametrize("language", ["en", "pt", "pt-BR", "ja"])
def test_history_is_drawn_whole_in_every_language(language, tmp_path):
    state = tmp_path / "state"
    play_whole("tobago", tmp_path, state)
    play_whole("treasure-rush", tmp_path, state)
    log = state / LOG_NAME
    kept = evenings(state)
    tie = {**kept[0], "winners": [1, 2, 3], "seats": kept[0]["seats"][:3]}
    teams = {**kept[1], "teams": True, "seconds": 3 * 3600 + 59 * 60}
    unknown = {"date": "2026-12-31T23:59:59", "game": "gone", "seats": [], "winners": []}
    log.write_text(json.dumps({"format": 1, "evenings": [tie, teams, unknown, *kept]}))
    with mock_box(game="atlantis", state_dir=state, language=language, mute=True) as (
        running,
        records,
    ):
        renderer = running.output.renderer
        problems = []
        play(running, "press CLEAR\n" + HISTORY)
        for _ in range(5):
            screen = running.output.current_screen
            problems += whole_line_problems(renderer, screen)
            play(running, "press UP\n")
    assert len({tuple(s) for s in screens(records)[-5:]}) == 5
    assert problems == []


def test_a_damaged_log_is_set_aside_with_a_notice_and_a_new_one_started(tmp_path):
    state = tmp_path / "state"
    state.mkdir()
    (state / LOG_NAME).write_text('{"format": 1, "evenings": [{"game": 3}]}')
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, records):
        notice = screens(records)[-1]
        play(running, "press AIR\n" + WHOLE["treasure-rush"])
    assert notice[1:3] == ["The history was damaged.", "A new one starts."]
    [aside] = state.glob(f"{LOG_NAME}.broken-*")
    assert aside.read_text() == '{"format": 1, "evenings": [{"game": 3}]}'
    assert [e["winners"] for e in evenings(state)] == [[1]]


def test_a_card_that_refuses_the_log_is_said_and_the_game_goes_on(tmp_path):
    state = tmp_path / "state"
    state.mkdir()
    (state / f".{LOG_NAME}.tmp").mkdir()  # the log's temporary file cannot be written
    records = play_whole("treasure-rush", tmp_path, state, "press UP\n")
    assert ["Not kept in the history:", "card error."] in [s[1:3] for s in screens(records)]


def test_an_atlantis_score_put_right_after_the_ranking_replaces_that_evening(tmp_path):
    state = tmp_path / "state"
    play_whole("atlantis", tmp_path, state, "press 1\npress CLEAR\npress AIR\n")
    [evening] = evenings(state)  # player 1's last value taken off, the ranking again
    scores = {seat["seat"]: seat["score"] for seat in evening["seats"]}
    assert scores[1] < 12 and scores[2] == 13 and evening["winners"] == [2]
