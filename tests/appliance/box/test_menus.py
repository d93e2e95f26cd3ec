"""Every menu item does what its label says: the game chooser plays the chosen game, the
box menu's New game deals anew after a yes, Shut down runs the box's action (or says it
has none), Self-test starts it, Language and Speech change what the box shows and says
and keep the choice."""

from __future__ import annotations

from boxkit import mock_box, on_card, play, screens, sounds
from counter_box import GAMES, box_run
from speechkit import hide_the_speech_library

BOX_MENU = "hold MENU 3.2\n"


def test_the_game_chooser_marks_the_game_playing_and_choosing_it_closes_the_menu():
    records = box_run("press 1\npress MENU\npress 1\n")
    assert screens(records)[-2] == [
        "Choose a game",
        "1 Counter (playing)",
        "2 Tobago",
        "3 What now?",
    ]
    assert screens(records)[-1] == ["Count 1"]


def test_the_game_chooser_plays_another_game():
    records = box_run("press MENU\npress 2\n")
    assert screens(records)[-1][0] == "Tobago"


def test_new_game_asks_first_and_deals_anew_on_yes_keeps_the_game_on_no():
    kept = box_run(f"press 1\n{BOX_MENU}press 1\npress CLEAR\npress CLEAR\n")
    assert screens(kept)[-3] == ["New Counter?", "The game now is lost.", "1: yes    CLEAR: no"]
    assert screens(kept)[-2][0] == "Box menu"  # CLEAR: back to the menu it was asked from
    assert screens(kept)[-1] == ["Count 1"]
    anew = box_run(f"press 1\n{BOX_MENU}press 1\npress 1\n")
    assert screens(anew)[-1] == ["Count 0"] and sounds(anew)[-1] == "power_on"


def test_shut_down_asks_then_runs_the_boxs_action():
    done: list[str] = []
    box_run(f"{BOX_MENU}press 2\npress 1\n", actions={"shutdown": lambda: done.append("off")})
    assert done == ["off"]


def test_shut_down_on_a_box_without_it_says_so():
    records = box_run(f"{BOX_MENU}press 2\npress 1\n")
    assert screens(records)[-1] == ["Shut down", "Not available on this box."]


def test_after_not_available_the_question_still_answers_clear_back_to_the_box_menu():
    said = box_run(f"{BOX_MENU}press 2\npress 1\npress 3\n")  # 3 answers no question
    assert screens(said)[-1] == ["Shut down", "Not available on this box."]
    back = box_run(f"{BOX_MENU}press 2\npress 1\npress CLEAR\n")
    assert screens(back)[-1][0] == "Box menu"


def test_self_test_starts_the_self_test():
    records = box_run(f"{BOX_MENU}press 3\n")
    assert ["Self-test", "The screen: a frame and a cross."] in screens(records)


def test_language_shows_the_languages_and_the_choice_is_kept(tmp_path):
    records = box_run(f"{BOX_MENU}press 4\npress 2\n", state_dir=tmp_path)
    menu = ["Language", "1 English (now)", "2 Português (Portugal)", "3 Português (Brasil)"]
    assert [*menu, "4 日本語"] in screens(records)
    assert screens(records)[-1] == ["Count 0"]  # the game as it was, in the new words
    assert on_card(tmp_path)["language"] == "pt"
    again = box_run(f"press CLEAR\n{BOX_MENU}", state_dir=tmp_path)  # CLEAR: "resumed" away
    assert screens(again)[-1][0] == "Menu da caixa"


def test_speech_marks_the_level_in_force_and_off_is_kept(tmp_path):
    records = box_run(f"{BOX_MENU}press 5\npress 1\n", state_dir=tmp_path)
    assert screens(records)[-2] == ["Speech", "1 Off (now)", "2 Results", "3 Results and turns"]
    assert screens(records)[-1] == ["Count 0"]
    assert on_card(tmp_path)["box"] == {"speech": "off"}


def test_speech_without_an_engine_says_there_is_none(tmp_path, monkeypatch):
    hide_the_speech_library(monkeypatch)
    records = box_run(f"{BOX_MENU}press 5\npress 2\n")
    assert screens(records)[-1] == ["Speech", "No speech engine.", "Speech is off."]


def test_clear_or_menu_closes_the_menu_and_the_game_is_shown_again():
    for closing in ("CLEAR", "MENU"):
        records = box_run(f"press 1\npress MENU\npress {closing}\n")
        assert screens(records)[-1] == ["Count 1"]


def test_keys_in_the_menu_never_reach_the_game():
    records = box_run("press MENU\npress 7\npress CLEAR\n")
    assert screens(records)[-1] == ["Count 0"] and "tick" not in sounds(records)


def test_a_confirmed_new_game_starts_over():
    records = box_run("press 1\npress 1\nhold MENU 3.2\npress 1\npress 1\n")
    assert screens(records)[-1] == ["Count 0"]


def test_shut_down_runs_the_box_action_only_after_confirming():
    calls = []
    with mock_box(games=GAMES, actions={"shutdown": lambda: calls.append("off")}) as (box, _):
        play(box, "hold MENU 3.2\npress 2\n")
        assert calls == []
        play(box, "press 1\n")
        assert calls == ["off"]


def test_an_action_the_box_does_not_have_says_so():
    records = box_run("hold MENU 3.2\npress 2\npress 1\n")
    assert screens(records)[-1] == ["Shut down", "Not available on this box."]


def test_the_box_menu_starts_the_self_test_and_menu_leads_back_to_the_games():
    records = box_run("hold MENU 3.2\npress 3\nwait 7\nhold MENU 3.2\npress CLEAR\n")
    assert ["Self-test", "The screen: a frame and a cross."] in screens(records)
