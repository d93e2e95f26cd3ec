"""Each game's results said aloud through key scripts, in the words of the screen."""

from __future__ import annotations

import json

import pytest
from boxkit import mock_box, play, screens, sounds
from speechkit import WHOLE_GAMES, said, settings_file, unshown_speech

from appliance.box.script import Fingers, play_steps, read_script
from appliance.box.words.i18n import LANGUAGES
from appliance.service.serial_console import Console

# The records of each whole game, as JSON, by (game, speech, language): a box with the
# same seed, settings and keys shows and says the same, so each is played once per test
# process (several tests read the same game with speech "all" in English).
PLAYED: dict[tuple[str, str, str], str] = {}


def whole_game(game: str, folder, speech: str, language: str = "en") -> list[dict]:
    """Play the whole game of ``game`` on a muted box with these settings; its records."""
    if (game, speech, language) not in PLAYED:
        script, more, seed = WHOLE_GAMES[game]
        path = settings_file(folder, speech, language, more)
        with mock_box(seed=seed, game=game, settings_path=path, mute=True) as (running, records):
            play_steps(running, read_script(script))
        PLAYED[game, speech, language] = json.dumps(records)
    return json.loads(PLAYED[game, speech, language])


def test_treasure_rush_says_who_wins_each_map_and_who_was_wrong(tmp_path):
    records = whole_game("treasure-rush", tmp_path, "results")
    assert said(records) == [
        "Red wins the map!",
        "Blue is wrong!",
        "Red is wrong!",
        "Everyone failed!",
        "Blue wins the map!",
        *["Red wins the map!"] * 4,
        "Red wins the game!",
    ]
    # Said when the screen shows it: the wrong claims and the result, at their keys.
    everyone_failed = next(r for r in records if r.get("text") == "Everyone failed!")
    assert any(
        r["type"] == "screen"
        and r["lines"][0] == "Everyone failed!"
        and r["t"] == everyone_failed["t"]
        for r in records
    )


def test_with_all_the_box_also_says_each_new_map_and_who_claims(tmp_path):
    spoken = said(whole_game("treasure-rush", tmp_path, "all"))
    assert spoken[:6] == [
        "Map 1",
        "Red claims!",
        "Red wins the map!",
        "Map 2",
        "Blue claims!",
        "Blue is wrong!",
    ]
    assert spoken[-1] == "Red wins the game!"


def test_atlantis_says_the_die_and_the_refusals(tmp_path):
    spoken = said(whole_game("atlantis", tmp_path, "results"))
    assert spoken[0] == "Beaches first: 16 left"  # the forest lifted while beaches remain
    assert spoken[1] == "Sea serpent Moves 1 sea space"
    dice = {text for text in spoken if "Moves" in text}
    assert dice == {
        "Sea serpent Moves 1 sea space",
        "Shark Moves 1 or 2 spaces",
        "Whale Moves 1 to 3 spaces",
    }
    assert spoken[-1].endswith("wins!") or spoken[-1] == "A tie for first place!"
    assert not [text for text in spoken if "step 1 of 4" in text]  # turns only with "all"


def test_atlantis_with_all_says_whose_turn_it_is(tmp_path):
    spoken = said(whole_game("atlantis", tmp_path, "all"))
    assert spoken[:3] == [
        "Yellow · step 1 of 4",
        "Beaches first: 16 left",
        "Sea serpent Moves 1 sea space",
    ]
    assert spoken[3] == "Green · step 1 of 4"


def test_tobago_says_each_verdict_and_refusal(tmp_path):
    spoken = said(whole_game("tobago", tmp_path, "results"))
    assert spoken[:6] == [
        "Nothing to take back: no starting clue is placed.",
        "Map 2: accepted 76 candidates are left, too many for the 17 markers.",
        "Map 2: accepted 76 candidates are left, too many for the 17 markers.",
        "Map 1 16 markers",
        "Map 4: accepted 36 candidates are left, too many for the 17 markers.",
        "Refused: No candidate would be left.",
    ]
    assert "Map 1 Treasure at L3!" in spoken
    assert not [text for text in spoken if text.endswith("'s turn")]


def test_tobago_with_all_says_whose_turn_it_is(tmp_path):
    spoken = said(whole_game("tobago", tmp_path, "all"))
    turns = [text for text in spoken if text.endswith("'s turn")]
    assert turns[:4] == ["Yellow's turn", "Blue's turn", "Red's turn", "Yellow's turn"]


def test_lost_treasure_says_only_the_answers_it_shows(tmp_path):
    records = whole_game("lost-treasure", tmp_path, "all")
    spoken = said(records)
    assert len(spoken) == 16  # sixteen questions; the dive is heard in its own sounds only
    assert spoken[:2] == ["Gold: N or S of 11? In 11's row", "Gold: E or W of 18? West of 18"]
    quiet = whole_game("lost-treasure", tmp_path, "off")
    assert sounds(records) == sounds(quiet)  # its own sounds, all of them, as before


@pytest.mark.parametrize("game", list(WHOLE_GAMES))
def test_speech_off_by_default_changes_nothing_else(game, tmp_path):
    quiet = whole_game(game, tmp_path, "off")
    loud = whole_game(game, tmp_path, "all")
    assert said(quiet) == []
    assert said(loud)
    assert [r for r in loud if r["type"] != "speech"] == quiet


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("game", list(WHOLE_GAMES))
def test_every_phrase_is_the_screen_s_own_words_in_each_language(game, language, tmp_path):
    """The same messages as the screen, translated the same way: when the pt and ja
    catalogues land, the box speaks them with no change here."""
    records = whole_game(game, tmp_path, "all", language)
    assert said(records)
    assert unshown_speech(records) == []


def test_a_default_box_says_nothing():
    with mock_box(game="treasure-rush", mute=True) as (running, records):
        play(running, "press VALUE\npress 1\npress VALUE")
    assert [r for r in records if r["type"] == "speech"] == []
    assert screens(records)[-1][0] == "Red wins the map!"


def test_the_serial_console_shows_what_was_said(tmp_path):
    path = settings_file(tmp_path, "results")
    sent: list[str] = []
    with mock_box(game="treasure-rush", settings_path=path, mute=True) as (running, _):
        mock, box = running.hardware.mock_fingers, running.box
        fingers = Fingers(
            mock.press, mock.release, box.switch_game, running.hardware.keypad.dropout_time
        )
        console = Console(box, running.output, running.loop, fingers, sent.append)
        for line in ("press VALUE", "press 3", "press VALUE"):
            console.on_line(line)
        running.loop.run(until=running.loop.now() + 5)
    lines = [json.loads(text) for text in sent]
    assert [r["text"] for r in lines if r["type"] == "speech"] == ["Green wins the map!"]
